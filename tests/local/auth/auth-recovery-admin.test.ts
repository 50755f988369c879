import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '../../../supabase/local/mail/outbox.ts';
import { createAuthTestKit, jwtPayload } from '../../support/local/auth-test-kit.ts';

let kit: Awaited<ReturnType<typeof createAuthTestKit>>;
beforeAll(async () => {
  kit = await createAuthTestKit();
});
afterAll(() => kit.close());

let counter = 0;
const freshEmail = () => `person${++counter}-${Date.now()}@example.com`;

async function signUp(email = freshEmail(), password = 'secret-1') {
  const response = await kit.call('POST', '/signup', { body: { email, password } });
  expect(response.status).toBe(200);
  return { email, password, session: response.body };
}

async function requestReset(email: string, redirectTo = 'http://localhost:5173/reset-password') {
  const response = await kit.call(
    'POST',
    `/recover?redirect_to=${encodeURIComponent(redirectTo)}`,
    {
      body: { email, gotrue_meta_security: {} },
    },
  );
  return response;
}

function linkTo(email: string): URL {
  const mail = kit.outbox.latestTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return new URL(firstLink(mail) ?? '');
}

const verifyPath = (link: URL) => `/verify${link.search}`;

describe('POST /recover', () => {
  it('answers {} and sends nothing for an unknown address (no enumeration)', async () => {
    const before = kit.outbox.list().length;
    const response = await requestReset('nobody-here@example.com');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    expect(kit.outbox.list()).toHaveLength(before);
  });

  it('mails the recovery link and code for a known address', async () => {
    const { email } = await signUp();
    const response = await requestReset(email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    const mail = kit.outbox.latestTo(email);
    expect(mail).toMatchObject({
      to: email,
      from: 'admin@email.com',
      subject: 'Reset Your Password',
    });
    expect(firstLink(mail!)).toMatch(
      /^http:\/\/127\.0\.0\.1:54321\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=recovery&redirect_to=http:\/\/localhost:5173\/reset-password$/,
    );
    expect(mail!.text).toMatch(/Alternatively, enter the code: \d{6}/);
    const { rows } = await kit.db.query<{ sent: boolean }>(
      `select recovery_sent_at > now() - interval '1 minute' as sent from auth.users where email = $1`,
      [email],
    );
    expect(rows[0]?.sent).toBe(true);
  });

  it('falls back to the site URL for a redirect that is not allowed', async () => {
    const { email } = await signUp();
    await requestReset(email, 'https://evil.example.net/steal');
    expect(linkTo(email).searchParams.get('redirect_to')).toBe('http://localhost:5173');
  });

  it('sends the session of a link asked for with a backslash redirect to the site URL, not the other host', async () => {
    const { email } = await signUp();
    await requestReset(email, 'http://evil.example\\@localhost:5173/');
    const link = linkTo(email);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:5173');
    // The link itself carrying the forged redirect_to is refused the same way on /verify.
    link.searchParams.set('redirect_to', 'http://evil.example\\@localhost:5173/');
    const response = await kit.call('GET', verifyPath(link));
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe('http://localhost:5173');
    expect(location.hash).toContain('access_token=');
  });

  it('limits a user to one mail per emailMinInterval seconds', async () => {
    const { email } = await signUp();
    expect((await requestReset(email)).status).toBe(200);
    const again = await requestReset(email);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('over_email_send_rate_limit');
    const left = /^For security purposes, you can only request this after (\d+) seconds\.$/.exec(
      again.body.message,
    )?.[1];
    expect(Number(left)).toBeGreaterThan(40);
    expect(Number(left)).toBeLessThanOrEqual(60);
    await kit.db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 seconds' where email = $1`,
      [email],
    );
    expect((await requestReset(email)).status).toBe(200);
  });

  it('validates the address', async () => {
    const empty = await kit.call('POST', '/recover', { body: { email: '' } });
    expect(empty.body).toEqual({
      code: 'validation_failed',
      message: 'Password recovery requires an email',
    });
    const bad = await kit.call('POST', '/recover', { body: { email: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });
});

describe('GET /verify (the link in the mail)', () => {
  it('redirects 303 with the session in the fragment, implicit flow', async () => {
    const { email, session: original } = await signUp();
    await requestReset(email);
    const response = await kit.call('GET', verifyPath(linkTo(email)));
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    const [target, fragment = ''] = location.split('#');
    expect(target).toBe('http://localhost:5173/reset-password');
    expect(fragment).toMatch(
      /^access_token=[\w-]+\.[\w-]+\.[\w-]+&expires_at=\d+&expires_in=3600&refresh_token=[a-z0-9]{12}&token_type=bearer&type=recovery$/,
    );
    const values = new URLSearchParams(fragment);
    const claims = jwtPayload(values.get('access_token') ?? '');
    expect(claims.sub).toBe(original.user.id);
    expect(claims.amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }]);
    expect(claims.exp).toBe(Number(values.get('expires_at')));

    const user = await kit.call('GET', '/user', { bearer: values.get('access_token') ?? '' });
    expect(user.status).toBe(200);
    expect(user.body.email).toBe(email);
    expect(user.body.recovery_sent_at).toMatch(/Z$/);
  });

  it('lets the recovery session set a new password', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const location =
      (await kit.call('GET', verifyPath(linkTo(email)))).headers.get('location') ?? '';
    const token = new URLSearchParams(location.split('#')[1]).get('access_token') ?? '';
    expect(
      (await kit.call('PUT', '/user', { bearer: token, body: { password: 'after-reset' } })).status,
    ).toBe(200);
    const login = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password: 'after-reset' },
    });
    expect(login.status).toBe(200);
  });

  const EXPIRED =
    'http://localhost:5173/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';

  it('works once: the second use redirects with otp_expired', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const link = linkTo(email);
    expect((await kit.call('GET', verifyPath(link))).status).toBe(303);
    const again = await kit.call('GET', verifyPath(link));
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(EXPIRED);
  });

  it('expires after one hour, and refuses an unknown token', async () => {
    const { email } = await signUp();
    await requestReset(email);
    await kit.db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where email = $1`,
      [email],
    );
    expect((await kit.call('GET', verifyPath(linkTo(email)))).headers.get('location')).toBe(
      EXPIRED,
    );
    const unknown = await kit.call(
      'GET',
      '/verify?token=deadbeef&type=recovery&redirect_to=http://localhost:5173/reset-password',
    );
    expect(unknown.headers.get('location')).toBe(EXPIRED);
  });

  it('redirects an unknown type with invalid_request, and answers JSON when the link lacks its token', async () => {
    const odd = await kit.call(
      'GET',
      '/verify?token=abc&type=weird&redirect_to=http://localhost:5173/x',
    );
    expect(odd.status).toBe(303);
    expect(odd.headers.get('location')).toBe(
      'http://localhost:5173/x#error=invalid_request&error_code=validation_failed&error_description=Invalid+email+verification+type',
    );
    const missing = await kit.call('GET', '/verify?type=recovery');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 'validation_failed',
      message: 'Verify requires a token or a token hash',
    });
  });
});

describe('POST /verify (verifyOtp)', () => {
  it('redeems a token_hash for a session', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const hash = linkTo(email).searchParams.get('token') ?? '';
    const response = await kit.call('POST', '/verify', {
      body: { type: 'recovery', token_hash: hash },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(email);
    expect(response.body.refresh_token).toMatch(/^[a-z0-9]{12}$/);
  });

  it('redeems the six-digit code with the e-mail, once', async () => {
    const { email } = await signUp();
    await requestReset(email);
    const code = /enter the code: (\d{6})/.exec(kit.outbox.latestTo(email)?.text ?? '')?.[1];
    const body = { type: 'recovery', token: code, email };
    expect((await kit.call('POST', '/verify', { body })).status).toBe(200);
    const again = await kit.call('POST', '/verify', { body });
    expect(again.status).toBe(403);
    expect(again.body).toEqual({ code: 'otp_expired', message: 'Token has expired or is invalid' });
  });
});

describe('admin API', () => {
  const admin = () => kit.config.serviceRoleKey;

  it('refuses callers without the service role', async () => {
    const { session } = await signUp();
    const none = await kit.call('POST', '/admin/users', { body: { email: freshEmail() } });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a Bearer token',
    });
    for (const bearer of [kit.config.anonKey, session.access_token]) {
      const refused = await kit.call('POST', '/admin/users', {
        bearer,
        body: { email: freshEmail() },
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
  });

  it('creates a confirmed user without checking password strength', async () => {
    const email = freshEmail();
    const created = await kit.call('POST', '/admin/users', {
      bearer: admin(),
      body: {
        email,
        password: '1',
        email_confirm: true,
        user_metadata: { name: 'Demo' },
        app_metadata: { plan: 'pro' },
      },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
      user_metadata: { name: 'Demo', email_verified: true },
    });
    expect(created.body.email_confirmed_at).toMatch(/Z$/);
    expect(created.body.identities[0].identity_data).toEqual({
      sub: created.body.id,
      email,
      email_verified: false,
      phone_verified: false,
    });
    expect(
      (await kit.call('POST', '/token?grant_type=password', { body: { email, password: '1' } }))
        .status,
    ).toBe(200);
  });

  it('leaves a user unconfirmed without email_confirm, and refuses a duplicate', async () => {
    const email = freshEmail();
    const created = await kit.call('POST', '/admin/users', {
      bearer: admin(),
      body: { email, password: 'secret-1' },
    });
    expect(created.body).not.toHaveProperty('email_confirmed_at');
    const login = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password: 'secret-1' },
    });
    expect(login.body.code).toBe('email_not_confirmed');
    const duplicate = await kit.call('POST', '/admin/users', {
      bearer: admin(),
      body: { email, password: 'x' },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body).toEqual({
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('gets, lists and updates users', async () => {
    const { session, email } = await signUp();
    const id = session.user.id;
    const got = await kit.call('GET', `/admin/users/${id}`, { bearer: admin() });
    expect(got.status).toBe(200);
    expect(got.body.email).toBe(email);
    expect((await kit.call('GET', '/admin/users/not-a-uuid', { bearer: admin() })).body).toEqual({
      code: 'validation_failed',
      message: 'user_id must be an UUID',
    });
    const missing = await kit.call('GET', `/admin/users/${crypto.randomUUID()}`, {
      bearer: admin(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'user_not_found', message: 'User not found' });

    const list = await kit.call('GET', '/admin/users?page=1&per_page=2', { bearer: admin() });
    expect(list.status).toBe(200);
    expect(list.body.aud).toBe('authenticated');
    expect(list.body.users).toHaveLength(2);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);
    expect(list.headers.get('link')).toContain('rel="last"');

    const updated = await kit.call('PUT', `/admin/users/${id}`, {
      bearer: admin(),
      body: { password: 'changed-by-admin', user_metadata: { note: 'vip' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.user_metadata.note).toBe('vip');
    const login = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password: 'changed-by-admin' },
    });
    expect(login.status).toBe(200);
    // A password set by the admin ends the user's earlier sessions.
    expect((await kit.call('GET', '/user', { bearer: session.access_token })).status).toBe(403);
  });

  it('deletes a user with their identities and sessions', async () => {
    const { session } = await signUp();
    const id = session.user.id;
    const deleted = await kit.call('DELETE', `/admin/users/${id}`, { bearer: admin() });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({});
    const { rows } = await kit.db.query<{ users: number; identities: number; sessions: number }>(
      `select (select count(*)::int from auth.users where id = $1) as users,
              (select count(*)::int from auth.identities where user_id = $1) as identities,
              (select count(*)::int from auth.sessions where user_id = $1) as sessions`,
      [id],
    );
    expect(rows[0]).toEqual({ users: 0, identities: 0, sessions: 0 });
    const refresh = await kit.call('POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: session.refresh_token },
    });
    expect(refresh.body.code).toBe('refresh_token_not_found');
    expect((await kit.call('DELETE', `/admin/users/${id}`, { bearer: admin() })).status).toBe(404);
  });

  it('generates a magic link without mailing it; following it confirms and signs in, once', async () => {
    const email = freshEmail();
    await kit.call('POST', '/admin/users', { bearer: admin(), body: { email, password: 'x-1' } });
    kit.outbox.clear();
    const redirectTo = 'http://localhost:5173/dashboard';
    const generated = await kit.call('POST', '/admin/generate_link', {
      bearer: admin(),
      body: { type: 'magiclink', email, redirect_to: redirectTo },
    });
    expect(generated.status).toBe(200);
    expect(generated.body).toMatchObject({
      email,
      verification_type: 'magiclink',
      redirect_to: redirectTo,
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/),
    });
    expect(kit.outbox.list()).toHaveLength(0);
    const link = new URL(generated.body.action_link);
    expect(`${link.origin}${link.pathname}`).toBe(`${kit.config.apiUrl}/auth/v1/verify`);
    expect(link.searchParams.get('token')).toBe(generated.body.hashed_token);

    const followed = await kit.call('GET', verifyPath(link));
    const location = new URL(followed.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('magiclink');
    const user = await kit.call('GET', '/user', { bearer: fragment.get('access_token') ?? '' });
    expect(user.body.email_confirmed_at).toEqual(expect.any(String));
    const again = await kit.call('GET', verifyPath(link));
    expect(new URL(again.headers.get('location') ?? '').hash).toContain('error_code=otp_expired');
  });

  it('generates links for the service role only, and a recovery link only for a known user', async () => {
    const body = { type: 'recovery', email: freshEmail() };
    const refused = await kit.call('POST', '/admin/generate_link', {
      bearer: kit.config.anonKey,
      body,
    });
    expect(refused.status).toBe(403);
    const unknown = await kit.call('POST', '/admin/generate_link', { bearer: admin(), body });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 'user_not_found',
      message: 'User with this email not found',
    });
  });
});

describe('routing and metadata endpoints', () => {
  it('answers an unknown path like GoTrue’s router, and a wrong method with 405', async () => {
    const unknown = await kit.call('GET', '/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toBe('404 page not found\n');
    expect((await kit.call('DELETE', '/signup')).status).toBe(405);
  });

  it('serves /health and /settings', async () => {
    const health = await kit.call('GET', '/health');
    expect(health.body).toMatchObject({ name: 'GoTrue' });
    const settings = await kit.call('GET', '/settings');
    expect(settings.body).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
  });
});
