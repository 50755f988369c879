import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestKit } from '../../support/local/auth-test-kit.ts';
import { defaultStackConfig } from '../../../supabase/local/config.ts';
import { startMailServer, type MailServer } from '../../../supabase/local/mail/mail-server.ts';

// The auth mails a person receives from the local stack, read as a mail client reads them
// (the Mailpit-style API): Prospectory's sender and subject, the link, and no code to type,
// since the app has no place to enter one. The stack's default mails are the project's:
// supabase/templates, the files config.toml also hands to `supabase start` and the hosted
// project. (The stand-in has no e-mail change flow, as the app has none: that template is
// rendered in auth-mail-config.test.ts.)
let kit: Awaited<ReturnType<typeof createAuthTestKit>>;
let mailServer: MailServer;
beforeAll(async () => {
  kit = await createAuthTestKit({
    enableConfirmations: true,
    authMail: defaultStackConfig().authMail,
  });
  mailServer = await startMailServer(kit.outbox, { port: 0 });
});
afterAll(async () => {
  await mailServer?.close();
  await kit?.close();
});

interface Message {
  ID: string;
  From: { Name: string; Address: string };
  To: { Address: string }[];
  Subject: string;
  HTML: string;
  Text: string;
}

async function mailTo(email: string): Promise<Message> {
  const list = await (await fetch(`${mailServer.url}/api/v1/messages`)).json();
  const summary = list.messages.find((m: Message) => m.To[0]?.Address === email);
  expect(summary, `a mail to ${email}`).toBeDefined();
  return (await fetch(`${mailServer.url}/api/v1/message/${summary.ID}`)).json();
}

/** The link of a mail, as the reader's browser opens it. */
const linkOf = (mail: Message) =>
  /href="([^"]+)"/.exec(mail.HTML)?.[1]?.replace(/&amp;/g, '&') ?? '';

function expectProspectoryMail(mail: Message, type: string, subject: string) {
  expect(mail.From).toEqual({ Name: 'Prospectory', Address: 'no-reply@prospectory.app' });
  expect(mail.Subject).toBe(subject);
  const href = linkOf(mail);
  const link = new URL(href);
  expect(`${link.origin}${link.pathname}`).toBe(`${kit.config.apiUrl}/auth/v1/verify`);
  expect(link.searchParams.get('type')).toBe(type);
  expect(mail.Text).toContain(href);
  // Nothing to type: no six-digit code in what the reader sees (the link's token is hex).
  for (const part of [mail.Subject, mail.Text.replaceAll(href, '')]) {
    expect(part).not.toMatch(/\b\d{6}\b/);
  }
  expect(mail.HTML).not.toContain('{{');
}

describe('the auth mails in the local outbox', () => {
  it('the sign-up confirmation', async () => {
    const email = `mail-confirm-${Date.now()}@example.com`;
    const signUp = await kit.call('POST', '/signup', {
      body: { email, password: 'first-password' },
    });
    expect(signUp.status).toBe(200);
    const mail = await mailTo(email);
    expectProspectoryMail(mail, 'signup', 'Confirm your Prospectory account');
    expect(mail.HTML).toContain(email);
  });

  it('the password reset', async () => {
    const email = `mail-reset-${Date.now()}@example.com`;
    const created = await kit.call('POST', '/admin/users', {
      bearer: kit.config.serviceRoleKey,
      body: { email, password: 'first-password', email_confirm: true },
    });
    expect(created.status).toBe(200);
    const reset = await kit.call(
      'POST',
      '/recover?redirect_to=http://localhost:5173/reset-password',
      {
        body: { email },
      },
    );
    expect(reset.status).toBe(200);
    expectProspectoryMail(await mailTo(email), 'recovery', 'Reset your Prospectory password');
  });
});

describe('the e-mail change mails in the local outbox', () => {
  const redirectTo = 'http://localhost:5173/dashboard';

  it('go to the current and the new address, and the change applies after both links', async () => {
    const email = `mail-change-${Date.now()}@example.com`;
    const newEmail = `mail-changed-${Date.now()}@example.com`;
    const password = 'first-password';
    const created = await kit.call('POST', '/admin/users', {
      bearer: kit.config.serviceRoleKey,
      body: { email, password, email_confirm: true },
    });
    expect(created.status).toBe(200);
    const signIn = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password },
    });
    const bearer: string = signIn.body.access_token;

    const change = await kit.call('PUT', `/user?redirect_to=${encodeURIComponent(redirectTo)}`, {
      bearer,
      body: { email: newEmail },
    });
    expect(change.status).toBe(200);
    // GoTrue's user: the address unchanged until confirmed, the new one pending.
    expect(change.body).toMatchObject({ email, new_email: newEmail });
    expect(change.body.email_change_sent_at).toEqual(expect.any(String));

    const toNew = await mailTo(newEmail);
    const toCurrent = await mailTo(email);
    for (const mail of [toNew, toCurrent]) {
      expectProspectoryMail(mail, 'email_change', 'Confirm your Prospectory e-mail address change');
      expect(mail.Text).toContain(`${email} to ${newEmail}`);
      expect(new URL(linkOf(mail)).searchParams.get('redirect_to')).toBe(redirectTo);
    }
    expect(linkOf(toNew)).not.toBe(linkOf(toCurrent));

    const user = async () => (await kit.call('GET', '/user', { bearer })).body;
    // The kit's handler answers the link as the stack's /auth/v1 would.
    const follow = (mail: Message) =>
      kit.call('GET', linkOf(mail).slice(`${kit.config.apiUrl}/auth/v1`.length));
    // The first link is accepted, and asks for the other one; the address stays.
    const first = await follow(toNew);
    expect(first.status).toBe(303);
    const firstFragment = new URLSearchParams(first.headers.get('location')?.split('#')[1]);
    expect(firstFragment.get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    expect(firstFragment.get('access_token')).toBeNull();
    expect(await user()).toMatchObject({ email, new_email: newEmail });
    // Used once: the same link again is refused.
    const again = await follow(toNew);
    expect(again.headers.get('location')).toContain('error_code=otp_expired');

    // The second link changes the address and signs the user in.
    const second = await follow(toCurrent);
    expect(second.status).toBe(303);
    const location = second.headers.get('location') ?? '';
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('type')).toBe('email_change');
    const changed = await user();
    expect(changed.email).toBe(newEmail);
    expect(changed.new_email).toBeUndefined();
    expect(changed.identities[0]).toMatchObject({ email: newEmail });
    const newSignIn = await kit.call('POST', '/token?grant_type=password', {
      body: { email: newEmail, password },
    });
    expect(newSignIn.status).toBe(200);
    const oldSignIn = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password },
    });
    expect(oldSignIn.status).toBe(400);
  });
});
