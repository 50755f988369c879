import {
  AuthApiError,
  createClient,
  isAuthApiError,
  isAuthWeakPasswordError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_RATE_LIMITS } from '../../supabase/local/auth/rate-limits.ts';
import { startTestStack, type LocalStack } from '../support/stack/test-stack.ts';

// Auth through the real supabase-js against the local stack (wire contract,
// section 1): statuses, error codes and shapes as GoTrue answers them.
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => stack?.stop());

const client = (key = stack.config.anonKey): SupabaseClient =>
  createClient(stack.apiUrl, key, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
const adminClient = () => client(stack.config.serviceRoleKey);

let counter = 0;
const freshEmail = () => `conformance${++counter}-${Date.now()}@example.com`;
const RESET_PAGE = 'http://localhost:5173/reset-password';

/** A confirmed user signed in on its own client: sign-up, the mailed link, then a password sign-in. */
async function signedUp(password = 'first-password') {
  const supabase = client();
  const email = freshEmail();
  const { error } = await supabase.auth.signUp({ email, password });
  expect(error).toBeNull();
  const confirmed = await fetch(await mailedLink(email), { redirect: 'manual' });
  expect(confirmed.status).toBe(303);
  const { data, error: signInError } = await supabase.auth.signInWithPassword({ email, password });
  expect(signInError).toBeNull();
  return { supabase, email, password, session: data.session!, user: data.user! };
}

/** The link of the newest mail to `email`, read through the Mailpit-style API. */
async function mailedLink(email: string): Promise<string> {
  const list = await (await fetch(`${stack.mailUrl}/api/v1/messages`)).json();
  const summary = list.messages.find(
    (m: { To: { Address: string }[] }) => m.To[0]?.Address === email,
  );
  expect(summary).toBeDefined();
  const message = await (await fetch(`${stack.mailUrl}/api/v1/message/${summary.ID}`)).json();
  const href = /href="([^"]+)"/.exec(message.HTML)?.[1] ?? '';
  return href.replace(/&amp;/g, '&');
}

describe('sign-up and sign-in', () => {
  it('signUp answers the unconfirmed user and no session (confirmations on)', async () => {
    const email = freshEmail();
    const { data, error } = await client().auth.signUp({ email, password: 'first-password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated' });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toEqual(expect.any(String));
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', email });
  });

  it('signInWithPassword before confirming fails with 400 email_not_confirmed', async () => {
    const email = freshEmail();
    await client().auth.signUp({ email, password: 'first-password' });
    const { data, error } = await client().auth.signInWithPassword({
      email,
      password: 'first-password',
    });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });
  });

  it('the confirmation link (emailRedirectTo) confirms and lands there with a session', async () => {
    const email = freshEmail();
    const dashboard = 'http://localhost:5173/dashboard';
    await client().auth.signUp({
      email,
      password: 'first-password',
      options: { emailRedirectTo: dashboard },
    });
    const link = await mailedLink(email);
    expect(new URL(link).searchParams.get('type')).toBe('signup');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(dashboard);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    const { data } = await client().auth.getUser(fragment.get('access_token') ?? '');
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('a confirmed user has the contract’s session and user', async () => {
    const { session, user, email } = await signedUp();
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities?.[0]).toMatchObject({ provider: 'email', user_id: user.id, email });
  });

  it('signUp with a confirmed e-mail answers an obfuscated user and no session', async () => {
    const { email, user } = await signedUp();
    const { data, error } = await client().auth.signUp({ email, password: 'another-password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(user.id);
    expect(data.user?.identities).toEqual([]);
  });

  it('signUp again for an unconfirmed e-mail gets no session and leaves the account alone', async () => {
    const email = freshEmail();
    await client().auth.signUp({ email, password: 'owner-password' });
    const again = await client().auth.signUp({ email, password: 'attacker-password' });
    expect(again.data.session).toBeNull();
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    const attacker = await client().auth.signInWithPassword({
      email,
      password: 'attacker-password',
    });
    expect(attacker.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('signUp with a short password fails with AuthWeakPasswordError', async () => {
    const { error } = await client().auth.signUp({ email: freshEmail(), password: '12345' });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('signUp with a malformed e-mail fails with 400 validation_failed', async () => {
    const { error } = await client().auth.signUp({ email: 'not-an-email', password: 'secret-1' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('signInWithPassword: the right password gives a session, a wrong one invalid_credentials', async () => {
    const { email, password, user } = await signedUp();
    const supabase = client();
    const wrong = await supabase.auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const unknown = await supabase.auth.signInWithPassword({ email: freshEmail(), password });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const right = await supabase.auth.signInWithPassword({ email, password });
    expect(right.error).toBeNull();
    expect(right.data.user?.id).toBe(user.id);
    const current = await supabase.auth.getUser();
    expect(current.error).toBeNull();
    expect(current.data.user?.email).toBe(email);
  });

  it('getUser(jwt) reads the user of a given access token', async () => {
    const { session, user } = await signedUp();
    const { data, error } = await client().auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    const bad = await client().auth.getUser('not.a.jwt');
    expect(bad.error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });
});

describe('updateUser (set password)', () => {
  it('refuses a weak and an unchanged password, then changes it', async () => {
    const { supabase, email, password } = await signedUp();
    const weak = await supabase.auth.updateUser({ password: 'abc' });
    expect(isAuthWeakPasswordError(weak.error)).toBe(true);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    const same = await supabase.auth.updateUser({ password });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });

    const changed = await supabase.auth.updateUser({ password: 'second-password' });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(email);
    const old = await client().auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await client().auth.signInWithPassword({ email, password: 'second-password' });
    expect(fresh.error).toBeNull();
  });
});

describe('updateUser (change e-mail)', () => {
  it('mails both addresses; the change applies once both links are followed', async () => {
    const { supabase, email, password } = await signedUp();
    const newEmail = freshEmail();
    const dashboard = 'http://localhost:5173/dashboard';
    const { data, error } = await supabase.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: dashboard },
    );
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    expect(data.user?.email_change_sent_at).toEqual(expect.any(String));

    const toNew = await mailedLink(newEmail);
    const toCurrent = await mailedLink(email);
    for (const link of [toNew, toCurrent]) {
      expect(link).toMatch(
        new RegExp(
          `^${stack.apiUrl}/auth/v1/verify\\?token=[0-9a-f]{56}&type=email_change&redirect_to=${dashboard}$`,
        ),
      );
    }
    const first = await fetch(toCurrent, { redirect: 'manual' });
    expect(first.headers.get('location')).toBe(
      `${dashboard}#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email&sb=`,
    );
    expect((await supabase.auth.getUser()).data.user).toMatchObject({
      email,
      new_email: newEmail,
    });

    const second = await fetch(toNew, { redirect: 'manual' });
    const fragment = new URLSearchParams(second.headers.get('location')?.split('#')[1]);
    expect(fragment.get('type')).toBe('email_change');
    expect(fragment.get('access_token')).toEqual(expect.any(String));
    const changed = (await supabase.auth.getUser()).data.user;
    expect(changed?.email).toBe(newEmail);
    expect(changed?.new_email).toBeUndefined();
    const signIn = await client().auth.signInWithPassword({ email: newEmail, password });
    expect(signIn.error).toBeNull();
  });

  it('refuses an address another account has', async () => {
    const { supabase } = await signedUp();
    const other = await signedUp();
    const { error } = await supabase.auth.updateUser({ email: other.email });
    expect(error).toMatchObject({ status: 422, code: 'email_exists' });
  });
});

describe('password reset by e-mail', () => {
  it('resetPasswordForEmail → mail → verify link 303 → recovery session → new password', async () => {
    const { email } = await signedUp();
    const request = await client().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(request).toEqual({ data: {}, error: null });

    const link = await mailedLink(email);
    expect(link).toMatch(
      new RegExp(
        `^${stack.apiUrl}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=${RESET_PAGE}$`,
      ),
    );
    const verify = await fetch(link, { redirect: 'manual' });
    expect(verify.status).toBe(303);
    const location = verify.headers.get('location') ?? '';
    expect(location.startsWith(`${RESET_PAGE}#access_token=`)).toBe(true);
    const fragment = new URLSearchParams(location.split('#')[1]);
    expect([...fragment.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'token_type',
      'type',
    ]);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');

    // What the app does with the fragment: adopt the session (GET /user), then set the password.
    const recovering = client();
    const adopted = await recovering.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(adopted.error).toBeNull();
    expect(adopted.data.user?.email).toBe(email);
    expect((await recovering.auth.updateUser({ password: 'after-the-reset' })).error).toBeNull();
    const signIn = await client().auth.signInWithPassword({ email, password: 'after-the-reset' });
    expect(signIn.error).toBeNull();

    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.status).toBe(303);
    expect(reused.headers.get('location')).toBe(
      `${RESET_PAGE}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`,
    );
  });

  it('answers {} for an unknown address and 429 when asked again too soon', async () => {
    expect(
      await client().auth.resetPasswordForEmail(freshEmail(), { redirectTo: RESET_PAGE }),
    ).toEqual({
      data: {},
      error: null,
    });
    const { email } = await signedUp();
    await client().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    const again = await client().auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(again.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
  });
});

describe('sessions', () => {
  it('refreshSession rotates the refresh token', async () => {
    const { supabase, session } = await signedUp();
    const first = await supabase.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(first.data.session?.refresh_token).not.toBe(session.refresh_token);
    expect(first.data.session?.user.id).toBe(session.user.id);
    // The parent of the active token, presented again, gets the active token (a lost answer).
    const replay = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('an unknown refresh token fails with refresh_token_not_found', async () => {
    const { error } = await client().auth.refreshSession({ refresh_token: 'nosuchtoken1' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('after signOut the refresh token and the access token no longer work', async () => {
    const { supabase, session } = await signedUp();
    expect((await supabase.auth.signOut()).error).toBeNull();
    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const user = await client().auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    // GoTrue answers 403 session_not_found; auth-js turns that into AuthSessionMissingError.
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });
});

describe('admin API', () => {
  it('createUser with the service-role key, without a password strength check', async () => {
    const email = freshEmail();
    const { data, error } = await adminClient().auth.admin.createUser({
      email,
      password: '1',
      email_confirm: true,
      user_metadata: { name: 'Demo' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Demo' } });
    const signIn = await client().auth.signInWithPassword({ email, password: '1' });
    expect(signIn.error).toBeNull();

    const duplicate = await adminClient().auth.admin.createUser({
      email,
      password: 'x',
      email_confirm: true,
    });
    expect(duplicate.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('is refused with the anon key and with a user’s token', async () => {
    const anon = await client().auth.admin.createUser({
      email: freshEmail(),
      password: 'secret-1',
    });
    expect(anon.error).toMatchObject({
      status: 403,
      code: 'not_admin',
      message: 'User not allowed',
    });
    const { session } = await signedUp();
    const asUser = client(stack.config.anonKey);
    await asUser.auth.setSession({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
    });
    const denied = await asUser.auth.admin.deleteUser(session.user.id);
    expect(denied.error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('deleteUser removes the user, their sessions and (through foreign keys) their rows', async () => {
    const { user, session } = await signedUp();
    // The app's schema (another migration set) gives every user a profile row that
    // references auth.users with ON DELETE CASCADE; when present, it must go too.
    const profiles = async () => {
      const { rows } = await stack.db.query<{ present: boolean }>(
        `select to_regclass('public.user_profiles') is not null as present`,
      );
      if (!rows[0]?.present) return null;
      const count = await stack.db.query<{ n: number }>(
        'select count(*)::int as n from public.user_profiles where id = $1',
        [user.id],
      );
      return count.rows[0]?.n ?? 0;
    };
    const before = await profiles();
    if (before !== null) expect(before).toBe(1);

    const { error } = await adminClient().auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    const gone = await adminClient().auth.admin.getUserById(user.id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const refresh = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    if (before !== null) expect(await profiles()).toBe(0);
  });

  it('listUsers pages with X-Total-Count and Link as auth-js parses them', async () => {
    await signedUp();
    await signedUp();
    const { data, error } = await adminClient().auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    if (!('aud' in data)) throw new Error('listUsers returned no page');
    expect(data.users).toHaveLength(1);
    expect(data.aud).toBe('authenticated');
    expect(data.total).toBeGreaterThanOrEqual(2);
    expect(data.nextPage).toBe(2);
  });
});

/** POST /functions/v1/signup as the app sends it (spec 7.2). */
function signupFunction(on: LocalStack, email: string, password: string) {
  return fetch(`${on.apiUrl}/functions/v1/signup`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${on.config.anonKey}`,
      apikey: on.config.anonKey,
      Origin: 'http://localhost:5173',
    },
    body: JSON.stringify({ email, password }),
  });
}

describe('sign-up through the signup function', () => {
  it('creates an unconfirmed user whose mailed link leads through the function to /dashboard', async () => {
    const email = freshEmail();
    const response = await signupFunction(stack, email, 'first-password');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email });
    const link = new URL(await mailedLink(email));
    const next = new URL(link.searchParams.get('redirect_to') ?? '');
    expect(`${next.origin}${next.pathname}`).toBe(`${stack.apiUrl}/functions/v1/signup`);
    expect(next.searchParams.get('confirm')).toMatch(/^[\w-]{43}$/);
    const { error } = await client().auth.signInWithPassword({ email, password: 'first-password' });
    expect(error).toMatchObject({ code: 'email_not_confirmed' });
  });

  it('six concurrent sign-ups for one address (function and auth API) give one account, no 5xx, no session', async () => {
    const email = freshEmail();
    const answers = await Promise.all([
      ...[1, 2, 3].map((n) => signupFunction(stack, email, `password-${n}`)),
      ...[4, 5, 6].map((n) =>
        fetch(`${stack.apiUrl}/auth/v1/signup`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', apikey: stack.config.anonKey },
          body: JSON.stringify({ email, password: `password-${n}` }),
        }),
      ),
    ]);
    for (const answer of answers) {
      expect(answer.status === 200 || answer.status === 429).toBe(true);
      expect(await answer.text()).not.toContain('access_token');
    }
    const { rows } = await stack.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where lower(email) = lower($1)',
      [email],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('the sign-up limit at its default (a stack with AUTH_RATE_LIMIT_MULTIPLIER 1)', () => {
  let limited: LocalStack;
  const frozenAt = Date.now();
  beforeAll(async () => {
    limited = await startTestStack({
      // Only the e-mail budget is raised, so that the sign-ups themselves are what is counted.
      config: {
        rateLimitMultiplier: 1,
        rateLimits: { ...DEFAULT_RATE_LIMITS, email_sent: 1000 },
      },
      // A bucket refills one sign-up every 10 s; on a slow machine the 30 take longer.
      rateLimitClock: () => frozenAt,
    });
  });
  afterAll(async () => limited?.stop());

  it('the function is no way around it: 30 sign-ups from one address, then 429 by either path', async () => {
    const direct = (n: number) =>
      createClient(limited.apiUrl, limited.config.anonKey, {
        realtime: { transport: WebSocket as never },
        auth: { persistSession: false, autoRefreshToken: false },
      }).auth.signUp({ email: `direct${n}-${Date.now()}@example.com`, password: 'secret-1' });
    const statuses: number[] = [];
    for (let n = 0; n < 15; n++) {
      statuses.push(
        (await signupFunction(limited, `fn${n}-${Date.now()}@example.com`, 'secret-1')).status,
      );
      const { error } = await direct(n);
      statuses.push(error?.status ?? 200);
    }
    expect(statuses).toEqual(Array(30).fill(200));

    const throughFunction = await signupFunction(limited, freshEmail(), 'secret-1');
    expect(throughFunction.status).toBe(429);
    expect(await throughFunction.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    const { error } = await direct(99);
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
