import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler, { createSignupHandler, signupMessages } from './handler.ts';

// The auth API is stubbed at the network edge: the handler's real fetch runs.
const API = 'http://auth.test';
const ANON_KEY = 'anon-key';
const SIGNUP = `${API}/auth/v1/signup`;
const server = setupServer();
let received: { url: URL; headers: Headers; body: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  received = [];
});

const signup = createSignupHandler(() => ({
  supabaseUrl: `${API}/`,
  anonKey: ANON_KEY,
  siteUrl: 'https://app.example.com',
}));

function authAnswers(status: number, body: JsonBodyType) {
  server.use(
    http.post(SIGNUP, async ({ request }) => {
      received.push({
        url: new URL(request.url),
        headers: request.headers,
        body: await request.json(),
      });
      return HttpResponse.json(body, { status });
    }),
  );
}

// GoTrue's answer to a sign-up with confirmations on: the unconfirmed user, no session.
const UNCONFIRMED_USER = {
  id: 'u-1',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'new@example.com',
  confirmation_sent_at: '2026-01-01T00:00:00Z',
  identities: [],
};

const post = (body: unknown, init: RequestInit = {}) =>
  new Request('http://functions.test/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

describe('signup handler', () => {
  it('signs up through the auth service’s own /signup with the anon key, never the admin API', async () => {
    authAnswers(200, UNCONFIRMED_USER);
    const response = await signup(post({ email: '  new@example.com ', password: 'secret1' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'u-1', email: 'new@example.com' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({ email: 'new@example.com', password: 'secret1', data: {} });
    expect(received[0]?.headers.get('authorization')).toBe(`Bearer ${ANON_KEY}`);
    expect(received[0]?.headers.get('apikey')).toBe(ANON_KEY);
    expect(received[0]?.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('sends the confirmation link to /dashboard of the calling page’s origin', async () => {
    authAnswers(200, UNCONFIRMED_USER);
    await signup(
      post(
        { email: 'new@example.com', password: 'secret1' },
        { headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' } },
      ),
    );
    expect(received[0]?.url.searchParams.get('redirect_to')).toBe(
      'http://localhost:5173/dashboard',
    );
  });

  it('falls back to SITE_URL’s /dashboard without an Origin (the auth service checks either)', async () => {
    authAnswers(200, UNCONFIRMED_USER);
    await signup(post({ email: 'new@example.com', password: 'secret1' }));
    expect(received[0]?.url.searchParams.get('redirect_to')).toBe(
      'https://app.example.com/dashboard',
    );
  });

  it.each(['file://', 'null', 'chrome-extension://abcdef'])(
    'falls back to SITE_URL’s /dashboard when the Origin %j is not an http(s) page',
    async (origin) => {
      authAnswers(200, UNCONFIRMED_USER);
      await signup(
        post(
          { email: 'new@example.com', password: 'secret1' },
          { headers: { 'Content-Type': 'application/json', Origin: origin } },
        ),
      );
      expect(received[0]?.url.searchParams.get('redirect_to')).toBe(
        'https://app.example.com/dashboard',
      );
    },
  );

  it('forwards the caller’s address so the auth service’s per-IP limits apply to the caller', async () => {
    authAnswers(200, UNCONFIRMED_USER);
    await signup(
      post(
        { email: 'new@example.com', password: 'secret1' },
        {
          headers: {
            'Content-Type': 'application/json',
            'X-Forwarded-For': '203.0.113.7, 10.0.0.1',
          },
        },
      ),
    );
    expect(received[0]?.headers.get('x-forwarded-for')).toBe('203.0.113.7');
  });

  it('never passes a session on (a project with confirmations off answers one)', async () => {
    authAnswers(200, {
      access_token: 'secret-access-token',
      refresh_token: 'secret-refresh-token',
      user: UNCONFIRMED_USER,
    });
    const response = await signup(post({ email: 'new@example.com', password: 'secret1' }));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ id: 'u-1', email: 'new@example.com' });
    expect(text).not.toContain('secret');
  });

  it('passes the auth service’s rate limit on as a 429 with its message', async () => {
    authAnswers(429, { code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    const response = await signup(post({ email: 'new@example.com', password: 'secret1' }));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });

  it.each([
    ['no body', '', 400, signupMessages.invalidBody],
    ['not JSON', '{oops', 400, signupMessages.invalidBody],
    ['an array', [], 400, signupMessages.invalidBody],
    ['no email', { password: 'secret1' }, 400, signupMessages.invalidBody],
    ['no password', { email: 'a@b.co' }, 400, signupMessages.invalidBody],
    ['a non-string email', { email: 42, password: 'secret1' }, 400, signupMessages.invalidBody],
    [
      'a malformed email',
      { email: 'not-an-email', password: 'secret1' },
      400,
      signupMessages.invalidEmail,
    ],
    [
      'an email with spaces',
      { email: 'a b@c.de', password: 'secret1' },
      400,
      signupMessages.invalidEmail,
    ],
    [
      'a 5-character password',
      { email: 'a@b.co', password: '12345' },
      422,
      signupMessages.passwordTooShort,
    ],
  ])('refuses %s without calling the auth API', async (_name, body, status, message) => {
    const response = await signup(post(body));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
    expect(received).toHaveLength(0);
  });

  it('refuses an e-mail address longer than 254 characters, and accepts one of 254', async () => {
    const atLength = (length: number) =>
      `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    const tooLong = await signup(post({ email: atLength(255), password: 'secret1' }));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ message: signupMessages.invalidEmail });
    expect(received).toHaveLength(0);
    authAnswers(200, { id: 'u-3' });
    expect((await signup(post({ email: atLength(254), password: 'secret1' }))).status).toBe(200);
  });

  it('accepts exactly 6 characters', async () => {
    authAnswers(200, { id: 'u-2' });
    const response = await signup(post({ email: 'six@example.com', password: '123456' }));
    expect(response.status).toBe(200);
  });

  it.each([
    [
      'email_exists (admin API)',
      422,
      {
        code: 'email_exists',
        message: 'A user with this email address has already been registered',
      },
    ],
    [
      'user_already_exists',
      422,
      { code: 'user_already_exists', message: 'User already registered' },
    ],
    [
      'older GoTrue error_code/msg shape',
      422,
      { error_code: 'email_exists', msg: 'Email address already registered' },
    ],
  ])('answers 422 with a clear message for an existing e-mail: %s', async (_name, status, body) => {
    authAnswers(status, body);
    const response = await signup(post({ email: 'taken@example.com', password: 'secret1' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'email_exists',
      message: signupMessages.emailExists,
    });
  });

  it('passes a user-fixable refusal through with its message', async () => {
    authAnswers(422, {
      code: 'weak_password',
      message: 'Password is known to be weak and easy to guess',
    });
    const response = await signup(post({ email: 'a@b.co', password: 'password' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: 'Password is known to be weak and easy to guess',
    });
  });

  it.each([
    ['a wrong key (401)', 401, { message: 'Invalid API key' }],
    ['a refused key (403)', 403, { message: 'This endpoint requires a valid Bearer token' }],
    ['an outage (500)', 500, { message: 'boom' }],
    ['a non-JSON 503', 503, 'oops'],
  ])('hides %s behind a 502 the user can retry', async (_name, status, body) => {
    authAnswers(status, body);
    const response = await signup(post({ email: 'a@b.co', password: 'secret1' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: signupMessages.unavailable });
  });

  it('answers 502 when the auth API is unreachable', async () => {
    server.use(http.post(SIGNUP, () => HttpResponse.error()));
    const response = await signup(post({ email: 'a@b.co', password: 'secret1' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: signupMessages.unavailable });
  });

  it('answers the CORS preflight', async () => {
    const response = await signup(
      new Request('http://functions.test/signup', { method: 'OPTIONS' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type, x-goog-fieldmask',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it.each(['GET', 'PUT', 'DELETE'])('answers 405 to %s', async (method) => {
    const response = await signup(new Request('http://functions.test/signup', { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({ message: signupMessages.methodNotAllowed });
  });

  describe('default export (configuration from the environment)', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    it('reads SUPABASE_URL, SUPABASE_ANON_KEY and SITE_URL per request', async () => {
      process.env.SUPABASE_URL = API;
      process.env.SUPABASE_ANON_KEY = ANON_KEY;
      process.env.SITE_URL = 'https://prospectory.example';
      authAnswers(200, { id: 'u-3' });
      const response = await handler(post({ email: 'env@example.com', password: 'secret1' }));
      expect(response.status).toBe(200);
      expect(received[0]?.headers.get('apikey')).toBe(ANON_KEY);
      expect(received[0]?.url.searchParams.get('redirect_to')).toBe(
        'https://prospectory.example/dashboard',
      );
    });

    it('answers 500 without its secrets and calls nothing', async () => {
      delete process.env.SUPABASE_URL;
      delete process.env.SUPABASE_ANON_KEY;
      const response = await handler(post({ email: 'env@example.com', password: 'secret1' }));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: signupMessages.unavailable });
      expect(received).toHaveLength(0);
    });
  });
});
