import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '../../../supabase/local/mail/outbox.ts';
import { createAuthTestKit } from '../../support/local/auth-test-kit.ts';
import { verifyPassword } from '../../../supabase/local/auth/password.ts';
import { findUserByEmail } from '../../../supabase/local/auth/users-repository.ts';

// Sign-up with `[auth.email] enable_confirmations = true`, as supabase/config.toml sets it.
let kit: Awaited<ReturnType<typeof createAuthTestKit>>;
beforeAll(async () => {
  kit = await createAuthTestKit({ enableConfirmations: true });
});
afterAll(async () => kit?.close());

let counter = 0;
const freshEmail = () => `confirm${++counter}-${Date.now()}@example.com`;
const DASHBOARD = 'http://localhost:5173/dashboard';

const signUp = (email: string, password = 'secret-1', query = '') =>
  kit.call('POST', `/signup${query}`, { body: { email, password } });

/** The link of the newest mail to `email`, as a URL. */
function mailedLink(email: string): URL {
  const mail = kit.outbox.latestTo(email);
  expect(mail).toBeDefined();
  return new URL(firstLink(mail!) ?? '');
}

async function verifyGet(link: URL) {
  return kit.call('GET', `${link.pathname.replace('/auth/v1', '')}${link.search}`);
}

describe('POST /signup with confirmations on', () => {
  it('creates an unconfirmed user, mails the link and answers the user without a session', async () => {
    const email = freshEmail();
    const response = await signUp(email, 'secret-1', `?redirect_to=${DASHBOARD}`);
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('access_token');
    expect(response.body).not.toHaveProperty('refresh_token');
    expect(response.body).toMatchObject({ email, aud: 'authenticated', role: 'authenticated' });
    expect(response.body.email_confirmed_at).toBeUndefined();
    expect(response.body.confirmation_sent_at).toEqual(expect.any(String));
    expect(response.body.identities).toHaveLength(1);

    const stored = await findUserByEmail(kit.db, email);
    expect(stored?.emailConfirmedAt).toBeNull();
    const mail = kit.outbox.latestTo(email);
    expect(mail?.subject).toBe('Confirm Your Signup');
    const link = mailedLink(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${kit.config.apiUrl}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(DASHBOARD);
    expect(link.searchParams.get('token')).toBe(stored?.confirmationToken);
  });

  it('refuses to sign in before confirmation with GoTrue’s email_not_confirmed', async () => {
    const email = freshEmail();
    await signUp(email);
    const response = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password: 'secret-1' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('confirms through the link: 303 to redirect_to with a session for that user, single use', async () => {
    const email = freshEmail();
    await signUp(email, 'secret-1', `?redirect_to=${DASHBOARD}`);
    const link = mailedLink(email);

    const response = await verifyGet(link);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(DASHBOARD);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    const user = await kit.call('GET', '/user', { bearer: fragment.get('access_token') ?? '' });
    expect(user.body.email).toBe(email);
    expect(user.body.email_confirmed_at).toEqual(expect.any(String));

    const signIn = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password: 'secret-1' },
    });
    expect(signIn.status).toBe(200);

    const again = await verifyGet(link);
    expect(again.status).toBe(303);
    const error = new URLSearchParams(new URL(again.headers.get('location') ?? '').hash.slice(1));
    expect(error.get('error_code')).toBe('otp_expired');
    expect(error.has('access_token')).toBe(false);
  });

  it('redirects an unknown or expired token with the error fragment', async () => {
    const response = await kit.call(
      'GET',
      `/verify?token=deadbeef&type=signup&redirect_to=${DASHBOARD}`,
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location.startsWith(`${DASHBOARD}#`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('confirms through POST /verify with the e-mailed code too', async () => {
    const email = freshEmail();
    await signUp(email);
    const code = /enter the code: (\d{6})/.exec(kit.outbox.latestTo(email)?.text ?? '')?.[1];
    const response = await kit.call('POST', '/verify', {
      body: { type: 'signup', email, token: code },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.email_confirmed_at).toEqual(expect.any(String));
  });
});

describe('a sign-up for an address that is already registered', () => {
  it('never hands out a session for an unconfirmed account, nor changes its password', async () => {
    const email = freshEmail();
    const first = await signUp(email, 'owner-password');
    kit.outbox.clear();
    // The owner's mail was sent a moment ago: max_frequency refuses another one.
    const takeover = await signUp(email, 'attacker-password');
    expect(takeover.status).toBe(429);
    expect(takeover.body.code).toBe('over_email_send_rate_limit');
    expect(takeover.text).not.toContain('access_token');

    const stored = await findUserByEmail(kit.db, email);
    expect(stored?.id).toBe(first.body.id);
    expect(stored?.emailConfirmedAt).toBeNull();
    expect(await verifyPassword('owner-password', stored?.encryptedPassword ?? null)).toBe(true);
    expect(await verifyPassword('attacker-password', stored?.encryptedPassword ?? null)).toBe(
      false,
    );
    expect(kit.outbox.list()).toHaveLength(0);
  });

  it('after max_frequency mails the owner again and answers the user without a session', async () => {
    const quick = await createAuthTestKit({ enableConfirmations: true, emailMinInterval: 0 });
    try {
      const email = freshEmail();
      const body = { email, password: 'owner-password' };
      const first = await quick.call('POST', '/signup', { body });
      const again = await quick.call('POST', '/signup', {
        body: { email, password: 'attacker-password' },
      });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(first.body.id);
      expect(again.body).not.toHaveProperty('access_token');
      expect(quick.outbox.list().filter((mail) => mail.to === email)).toHaveLength(2);
      const signIn = await quick.call('POST', '/token?grant_type=password', {
        body: { email, password: 'attacker-password' },
      });
      expect(signIn.body.code).toBe('invalid_credentials');
    } finally {
      await quick.close();
    }
  });

  it('answers a confirmed address with an obfuscated user: random id, no identities, no session', async () => {
    const email = freshEmail();
    await signUp(email);
    await verifyGet(mailedLink(email));
    const owner = await findUserByEmail(kit.db, email);
    kit.outbox.clear();

    const again = await signUp(email, 'other-password');
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty('access_token');
    expect(again.body.id).not.toBe(owner?.id);
    expect(again.body).toMatchObject({ email, identities: [], user_metadata: {} });
    expect(again.body.email_confirmed_at).toBeUndefined();
    expect(kit.outbox.list()).toHaveLength(0);
  });

  it('with confirmations off refuses an unconfirmed account instead of signing the caller in', async () => {
    const off = await createAuthTestKit({ enableConfirmations: false });
    try {
      const email = freshEmail();
      await off.call('POST', '/admin/users', {
        bearer: off.config.serviceRoleKey,
        body: { email, password: 'owner-password' },
      });
      const takeover = await off.call('POST', '/signup', {
        body: { email, password: 'attacker-password' },
      });
      expect(takeover.status).toBe(422);
      expect(takeover.body).toEqual({
        code: 'user_already_exists',
        message: 'User already registered',
      });
      expect((await findUserByEmail(off.db, email))?.emailConfirmedAt).toBeNull();
    } finally {
      await off.close();
    }
  });
});

describe('concurrent sign-ups for one address', () => {
  it('give one account, one mail, and clear 4xx or the user without a session', async () => {
    const email = freshEmail();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signUp(email, `password-${i}`)),
    );
    for (const result of results) {
      expect(result.status === 200 || result.status === 429).toBe(true);
      expect(result.text).not.toContain('access_token');
    }
    const { rows } = await kit.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where lower(email) = lower($1)',
      [email],
    );
    expect(rows[0]?.n).toBe(1);
    expect(kit.outbox.list().filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('through the admin API give one account and 422 email_exists, never a 500', async () => {
    const email = freshEmail();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        kit.call('POST', '/admin/users', {
          bearer: kit.config.serviceRoleKey,
          body: { email, password: 'secret-1', email_confirm: true },
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of results.filter((r) => r.status === 422)) {
      expect(refused.body.code).toBe('email_exists');
    }
  });
});

describe('GET /settings', () => {
  it('says e-mail confirmations are required', async () => {
    const response = await kit.call('GET', '/settings');
    expect(response.body.mailer_autoconfirm).toBe(false);
  });
});
