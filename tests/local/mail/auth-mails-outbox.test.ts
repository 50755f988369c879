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

function expectProspectoryMail(mail: Message, type: string, subject: string) {
  expect(mail.From).toEqual({ Name: 'Prospectory', Address: 'no-reply@prospectory.app' });
  expect(mail.Subject).toBe(subject);
  const href = /href="([^"]+)"/.exec(mail.HTML)?.[1]?.replace(/&amp;/g, '&') ?? '';
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
