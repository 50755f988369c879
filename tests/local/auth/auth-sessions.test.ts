import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestKit, jwtPayload } from '../../support/local/auth-test-kit.ts';
import { signHs256 } from '../../../supabase/local/auth/tokens.ts';

let kit: Awaited<ReturnType<typeof createAuthTestKit>>;
beforeAll(async () => {
  kit = await createAuthTestKit();
});
afterAll(() => kit.close());

let counter = 0;
const freshEmail = () => `user${++counter}-${Date.now()}@example.com`;

async function signUp(
  email = freshEmail(),
  password = 'secret-1',
  data: Record<string, unknown> = {},
) {
  const response = await kit.call('POST', '/signup', { body: { email, password, data } });
  expect(response.status).toBe(200);
  return { email, password, session: response.body };
}

describe('POST /signup', () => {
  it('returns a session shaped as GoTrue’s, with the user and its e-mail identity', async () => {
    const before = Math.floor(Date.now() / 1000);
    const email = freshEmail();
    const { session } = await signUp(email.toUpperCase(), 'secret-1', { plan: 'free' });
    const after = Math.ceil(Date.now() / 1000);
    expect(Object.keys(session)).toEqual([
      'access_token',
      'token_type',
      'expires_in',
      'expires_at',
      'refresh_token',
      'user',
    ]);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.expires_at).toBeGreaterThanOrEqual(before + 3600);
    expect(session.expires_at).toBeLessThanOrEqual(after + 3600);
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);

    const user = session.user;
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {
        plan: 'free',
        sub: user.id,
        email,
        email_verified: true,
        phone_verified: false,
      },
      is_anonymous: false,
    });
    expect(user.email_confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(user.confirmed_at).toBe(user.email_confirmed_at);
    expect(user.last_sign_in_at).toMatch(/Z$/);
    expect(user.identities).toHaveLength(1);
    expect(user.identities[0]).toMatchObject({
      id: user.id,
      user_id: user.id,
      provider: 'email',
      email,
      identity_data: {
        sub: user.id,
        email,
        email_verified: false,
        phone_verified: false,
        plan: 'free',
      },
    });
    expect(Object.keys(user.identities[0])).toEqual([
      'identity_id',
      'id',
      'user_id',
      'identity_data',
      'provider',
      'last_sign_in_at',
      'created_at',
      'updated_at',
      'email',
    ]);
  });

  it('signs an HS256 access token with exactly GoTrue’s claims', async () => {
    const { session } = await signUp();
    const claims = jwtPayload(session.access_token);
    expect(Object.keys(claims)).toEqual([
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'email',
      'phone',
      'app_metadata',
      'user_metadata',
      'role',
      'aal',
      'amr',
      'session_id',
      'is_anonymous',
    ]);
    expect(claims).toMatchObject({
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: session.user.id,
      aud: 'authenticated',
      exp: session.expires_at,
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      email: session.user.email,
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an address already registered, whatever its case', async () => {
    const { email } = await signUp();
    const again = await kit.call('POST', '/signup', {
      body: { email: email.toUpperCase(), password: 'other-pw' },
    });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ code: 'user_already_exists', message: 'User already registered' });
    expect(again.headers.get('x-sb-error-code')).toBe('user_already_exists');
    expect(again.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('lets only one of two simultaneous sign-ups for one address through', async () => {
    const email = freshEmail();
    const results = await Promise.all(
      [1, 2].map(() => kit.call('POST', '/signup', { body: { email, password: 'secret-1' } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)?.body.code).toBe('user_already_exists');
  });

  it('refuses a short password with weak_password and creates nobody', async () => {
    const email = freshEmail();
    const response = await kit.call('POST', '/signup', { body: { email, password: '12345' } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
    const { rows } = await kit.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it.each([
    [
      { email: 'not-an-email', password: 'secret-1' },
      400,
      'validation_failed',
      'Unable to validate email address: invalid format',
    ],
    [
      { email: 'a@example.com', password: '' },
      400,
      'validation_failed',
      'Signup requires a valid password',
    ],
    [
      { password: 'secret-1' },
      422,
      'anonymous_provider_disabled',
      'Anonymous sign-ins are disabled',
    ],
  ])('refuses %j', async (body, status, code, message) => {
    const response = await kit.call('POST', '/signup', { body });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ code, message });
  });

  it('answers a malformed body with bad_json', async () => {
    const response = await kit.call('POST', '/signup', { rawBody: '{"email":' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('bad_json');
  });
});

describe('POST /token?grant_type=password', () => {
  it('signs in and records last_sign_in_at', async () => {
    const { email, password } = await signUp();
    await kit.db.query(
      `update auth.users set last_sign_in_at = now() - interval '1 day' where email = $1`,
      [email],
    );
    const response = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password, gotrue_meta_security: {} },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.email).toBe(email);
    expect(Date.parse(response.body.user.last_sign_in_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(response.body.weak_password).toBeUndefined();
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const { email } = await signUp();
    const wrong = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password: 'nope-nope' },
    });
    const unknown = await kit.call('POST', '/token?grant_type=password', {
      body: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
      expect(response.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    }
  });

  it('answers the pre-2024 error shape to a client that sends no API version', async () => {
    const response = await kit.call('POST', '/token?grant_type=password', {
      body: { email: 'nobody@example.com', password: 'x' },
      legacy: true,
    });
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(response.body).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('accepts a user inserted by SQL with a precomputed $2a$10$ hash, as seed.sql does', async () => {
    const id = crypto.randomUUID();
    const email = freshEmail();
    await kit.db.query(
      `insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, 'authenticated', 'authenticated', $2, '$2a$10$k/7vnzueSEODVDtgyfBlX.ZznjXxPHTAZhyRUGve.zQJnrf5J2kO.', now(),
               '{"provider":"email","providers":["email"]}', '{}')`,
      [id, email],
    );
    const response = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password: 'Demo-password-1' },
    });
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(id);
  });

  it('refuses an unconfirmed user with email_not_confirmed', async () => {
    const { email, password } = await signUp();
    await kit.db.query('update auth.users set email_confirmed_at = null where email = $1', [email]);
    const response = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('adds weak_password to the session when the correct password breaks today’s rules', async () => {
    const { email } = await signUp();
    const { hashPassword } = await import('../../../supabase/local/auth/password.ts');
    await kit.db.query('update auth.users set encrypted_password = $2 where email = $1', [
      email,
      await hashPassword('123'),
    ]);
    const response = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password: '123' },
    });
    expect(response.status).toBe(200);
    expect(response.body.weak_password).toEqual({
      message: 'Password should be at least 6 characters.',
      reasons: ['length'],
    });
  });

  it('answers an unknown grant type as an OAuth error', async () => {
    const response = await kit.call('POST', '/token?grant_type=magic', { body: {} });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'unsupported_grant_type' });
  });
});

describe('POST /token?grant_type=refresh_token', () => {
  const refresh = (token: string) =>
    kit.call('POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });

  it('rotates: a new token, the old one revoked and recorded as its parent', async () => {
    const { session } = await signUp();
    const rotated = await refresh(session.refresh_token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(session.refresh_token);
    expect(jwtPayload(rotated.body.access_token).session_id).toBe(
      jwtPayload(session.access_token).session_id,
    );
    const { rows } = await kit.db.query<{ token: string; revoked: boolean; parent: string | null }>(
      'select token, revoked, parent from auth.refresh_tokens where token = any($1) order by id',
      [[session.refresh_token, rotated.body.refresh_token]],
    );
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: rotated.body.refresh_token, revoked: false, parent: session.refresh_token },
    ]);
  });

  it('keeps the sign-in method in amr after a refresh', async () => {
    const { session } = await signUp();
    const rotated = await refresh(session.refresh_token);
    expect(jwtPayload(rotated.body.access_token).amr).toEqual(jwtPayload(session.access_token).amr);
  });

  it('gives the parent of the active token the active token back (a lost answer)', async () => {
    const { session } = await signUp();
    const first = await refresh(session.refresh_token);
    const again = await refresh(session.refresh_token);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(first.body.refresh_token);
  });

  it('still gives the parent of the active token the active token after the 10 s interval, as GoTrue does', async () => {
    const { session } = await signUp();
    const first = await refresh(session.refresh_token);
    await kit.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 hour' where token = $1`,
      [session.refresh_token],
    );
    const late = await refresh(session.refresh_token);
    expect(late.status).toBe(200);
    expect(late.body.refresh_token).toBe(first.body.refresh_token);
  });

  it('honours an older revoked token within 10 s of its rotation with a fresh token', async () => {
    const { session } = await signUp();
    const second = await refresh(session.refresh_token);
    const third = await refresh(second.body.refresh_token);
    // Five seconds after its rotation, whatever the machine's speed.
    await kit.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '5 seconds' where token = $1`,
      [session.refresh_token],
    );
    const reused = await refresh(session.refresh_token);
    expect(reused.status).toBe(200);
    expect(reused.body.refresh_token).not.toBe(third.body.refresh_token);
  });

  it('refuses an older revoked token after 10 s and revokes every token of its session', async () => {
    const { session } = await signUp();
    const second = await refresh(session.refresh_token);
    await refresh(second.body.refresh_token);
    await kit.db.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
      [session.refresh_token],
    );
    const late = await refresh(session.refresh_token);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const { rows } = await kit.db.query<{ active: number }>(
      'select count(*)::int as active from auth.refresh_tokens where session_id = $1 and not revoked',
      [jwtPayload(session.access_token).session_id],
    );
    expect(rows[0]?.active).toBe(0);
  });

  it('refuses an unknown token and an empty one', async () => {
    const unknown = await refresh('unknowntoken');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const empty = await refresh('');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: 'invalid_request',
      error_description: 'refresh_token required',
    });
  });
});

describe('GET /user', () => {
  it('returns the user of the access token', async () => {
    const { session } = await signUp();
    const response = await kit.call('GET', '/user', { bearer: session.access_token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...session.user, updated_at: response.body.updated_at });
  });

  it.each([
    ['no bearer', undefined, 401, 'no_authorization', 'This endpoint requires a Bearer token'],
    [
      'a garbled token',
      'garbage',
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token is malformed: token contains an invalid number of segments',
    ],
    [
      'a token signed with another secret',
      signHs256({ sub: crypto.randomUUID(), role: 'authenticated' }, 'x'.repeat(40)),
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid',
    ],
  ])('refuses %s', async (_, bearer, status, code, message) => {
    const response = await kit.call('GET', '/user', { bearer });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ code, message });
  });

  it('refuses an expired token, the anon key and a deleted user', async () => {
    const { session } = await signUp();
    const claims = jwtPayload(session.access_token);
    const expired = signHs256(
      { ...claims, exp: Math.floor(Date.now() / 1000) - 1 },
      kit.config.jwtSecret,
    );
    const expiredResponse = await kit.call('GET', '/user', { bearer: expired });
    expect(expiredResponse.status).toBe(403);
    expect(expiredResponse.body.message).toBe(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    );

    const anon = await kit.call('GET', '/user', { bearer: kit.config.anonKey });
    expect(anon.status).toBe(403);
    expect(anon.body).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });

    await kit.db.query('delete from auth.users where id = $1', [session.user.id]);
    const gone = await kit.call('GET', '/user', { bearer: session.access_token });
    expect(gone.status).toBe(403);
    expect(gone.body).toEqual({
      code: 'user_not_found',
      message: 'User from sub claim in JWT does not exist',
    });
  });
});

describe('PUT /user', () => {
  it('refuses a weak password and the current password', async () => {
    const { session, password } = await signUp();
    const weak = await kit.call('PUT', '/user', {
      bearer: session.access_token,
      body: { password: '123' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.code).toBe('weak_password');
    const same = await kit.call('PUT', '/user', {
      bearer: session.access_token,
      body: { password },
    });
    expect(same.status).toBe(422);
    expect(same.body).toEqual({
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
  });

  it('changes the password and signs out every other session, not this one', async () => {
    const { session, email, password } = await signUp();
    const other = (
      await kit.call('POST', '/token?grant_type=password', { body: { email, password } })
    ).body;
    const changed = await kit.call('PUT', '/user', {
      bearer: session.access_token,
      body: { password: 'brand-new-pw' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.id).toBe(session.user.id);

    const oldLogin = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password },
    });
    expect(oldLogin.body.code).toBe('invalid_credentials');
    const newLogin = await kit.call('POST', '/token?grant_type=password', {
      body: { email, password: 'brand-new-pw' },
    });
    expect(newLogin.status).toBe(200);

    expect((await kit.call('GET', '/user', { bearer: session.access_token })).status).toBe(200);
    const otherUser = await kit.call('GET', '/user', { bearer: other.access_token });
    expect(otherUser.status).toBe(403);
    expect(otherUser.body.code).toBe('session_not_found');
  });

  it('merges user metadata; a null value removes a key', async () => {
    const { session } = await signUp();
    await kit.call('PUT', '/user', {
      bearer: session.access_token,
      body: { data: { theme: 'dark', keep: 1 } },
    });
    const response = await kit.call('PUT', '/user', {
      bearer: session.access_token,
      body: { data: { theme: null } },
    });
    expect(response.status).toBe(200);
    expect(response.body.user_metadata.keep).toBe(1);
    expect(response.body.user_metadata).not.toHaveProperty('theme');
  });

  it('refuses app_metadata from a user', async () => {
    const { session } = await signUp();
    const response = await kit.call('PUT', '/user', {
      bearer: session.access_token,
      body: { app_metadata: { plan: 'pro' } },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'not_admin',
      message: 'Updating app_metadata requires admin privileges',
    });
  });
});

describe('POST /logout', () => {
  async function twoSessions() {
    const { email, password, session } = await signUp();
    const second = (
      await kit.call('POST', '/token?grant_type=password', { body: { email, password } })
    ).body;
    return { first: session, second };
  }
  const userStatus = async (token: string) =>
    (await kit.call('GET', '/user', { bearer: token })).status;

  it('scope=global (the default) ends every session; refresh then fails', async () => {
    const { first, second } = await twoSessions();
    const response = await kit.call('POST', '/logout', { bearer: first.access_token });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await userStatus(first.access_token)).toBe(403);
    expect(await userStatus(second.access_token)).toBe(403);
    const refresh = await kit.call('POST', '/token?grant_type=refresh_token', {
      body: { refresh_token: first.refresh_token },
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body.code).toBe('refresh_token_not_found');
  });

  it('scope=local ends only this session, scope=others only the rest', async () => {
    const local = await twoSessions();
    expect(
      (await kit.call('POST', '/logout?scope=local', { bearer: local.first.access_token })).status,
    ).toBe(204);
    expect(await userStatus(local.first.access_token)).toBe(403);
    expect(await userStatus(local.second.access_token)).toBe(200);

    const others = await twoSessions();
    expect(
      (await kit.call('POST', '/logout?scope=others', { bearer: others.first.access_token }))
        .status,
    ).toBe(204);
    expect(await userStatus(others.first.access_token)).toBe(200);
    expect(await userStatus(others.second.access_token)).toBe(403);
  });

  it('refuses an unknown scope and a missing bearer', async () => {
    const { session } = await signUp();
    const bad = await kit.call('POST', '/logout?scope=everything', {
      bearer: session.access_token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'validation_failed',
      message: 'Unsupported logout scope "everything"',
    });
    expect((await kit.call('POST', '/logout')).status).toBe(401);
  });
});
