import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { createHash } from 'node:crypto';
import handler, { createSignupHandler, signupMessages } from './handler.ts';

// The auth API is stubbed at the network edge: the handler's real fetch runs.
const API = 'http://auth.test';
const ANON_KEY = 'anon-key';
const SERVICE_KEY = 'service-role-key';
const SIGNUP = `${API}/auth/v1/signup`;
const BEGIN = `${API}/rest/v1/rpc/begin_signup_for`;
const server = setupServer();
let received: { url: URL; headers: Headers; body: unknown }[] = [];
let recorded: { headers: Headers; body: Record<string, unknown> }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  received = [];
  recorded = [];
});

const signup = createSignupHandler(() => ({
  supabaseUrl: `${API}/`,
  anonKey: ANON_KEY,
  serviceRoleKey: SERVICE_KEY,
  siteUrl: 'https://app.example.com',
  answerStepMs: 0,
}));

/** The database records the pending sign-up (begin_signup_for answers true). */
function databaseRecords() {
  server.use(
    http.post(BEGIN, async ({ request }) => {
      recorded.push({
        headers: request.headers,
        body: (await request.json()) as Record<string, unknown>,
      });
      return HttpResponse.json(true);
    }),
  );
}

function authAnswers(status: number, body: JsonBodyType) {
  databaseRecords();
  authAnswersOnly(status, body);
}

function authAnswersOnly(status: number, body: JsonBodyType) {
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
  it('signs up through the auth service’s own /signup with the anon key', async () => {
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

  it('records the sign-up first: the bcrypt hash under the SHA-256 of the nonce its link carries', async () => {
    authAnswers(200, UNCONFIRMED_USER);
    await signup(
      post(
        { email: 'new@example.com', password: 'secret1' },
        { headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' } },
      ),
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.headers.get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    const args = recorded[0]?.body ?? {};
    expect(args.p_email).toBe('new@example.com');
    expect(args.p_redirect_to).toBe('http://localhost:5173/dashboard');
    expect(await bcrypt.compare('secret1', String(args.p_password_hash))).toBe(true);
    expect(String(args.p_password_hash)).toMatch(/^\$2a\$10\$/);

    // The link leads to this function with the nonce; only its hash is stored.
    const link = new URL(received[0]?.url.searchParams.get('redirect_to') ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${API}/functions/v1/signup`);
    const nonce = link.searchParams.get('confirm') ?? '';
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(args.p_nonce_hash).toBe(createHash('sha256').update(nonce).digest('hex'));
  });

  it('lands on SITE_URL’s /dashboard without an Origin', async () => {
    authAnswers(200, UNCONFIRMED_USER);
    await signup(post({ email: 'new@example.com', password: 'secret1' }));
    expect(recorded[0]?.body.p_redirect_to).toBe('https://app.example.com/dashboard');
  });

  it('gives each sign-up its own nonce', async () => {
    authAnswers(200, UNCONFIRMED_USER);
    await signup(post({ email: 'new@example.com', password: 'secret1' }));
    await signup(post({ email: 'new@example.com', password: 'secret1' }));
    expect(recorded[0]?.body.p_nonce_hash).not.toBe(recorded[1]?.body.p_nonce_hash);
  });

  it('answers 502 and asks the auth service nothing when the sign-up cannot be recorded', async () => {
    server.use(http.post(BEGIN, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    authAnswersOnly(200, UNCONFIRMED_USER);
    const response = await signup(post({ email: 'new@example.com', password: 'secret1' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: signupMessages.unavailable });
    expect(received).toHaveLength(0);
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
      expect(recorded[0]?.body.p_redirect_to).toBe('https://app.example.com/dashboard');
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

  it('refuses a password over 72 bytes, which bcrypt would cut short', async () => {
    const response = await signup(post({ email: 'a@b.co', password: 'é'.repeat(37) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: signupMessages.passwordTooLong,
    });
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
    databaseRecords();
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

  it.each(['GET', 'PUT', 'DELETE'])(
    'answers 405 to %s (a GET only with ?confirm)',
    async (method) => {
      const response = await signup(new Request('http://functions.test/signup', { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      expect(await response.json()).toEqual({ message: signupMessages.methodNotAllowed });
    },
  );

  describe('GET ?confirm=<nonce> (the link’s second hop)', () => {
    const FINISH = `${API}/rest/v1/rpc/finish_signup_for`;
    const GENERATE = `${API}/auth/v1/admin/generate_link`;
    const NONCE = 'A'.repeat(43);
    const open = (query: string) =>
      signup(new Request(`http://functions.test/signup?${query}`, { method: 'GET' }));

    it('applies the sign-up and sends the browser to a one-time sign-in link for its page', async () => {
      let finishArgs: unknown;
      let generateBody: unknown;
      server.use(
        http.post(FINISH, async ({ request }) => {
          finishArgs = await request.json();
          return HttpResponse.json([
            {
              user_id: 'u-1',
              email: 'new@example.com',
              redirect_to: 'http://localhost:5173/dashboard',
            },
          ]);
        }),
        http.post(GENERATE, async ({ request }) => {
          generateBody = await request.json();
          expect(request.headers.get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
          return HttpResponse.json({ action_link: `${API}/auth/v1/verify?token=t&type=magiclink` });
        }),
      );
      const response = await open(`confirm=${NONCE}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${API}/auth/v1/verify?token=t&type=magiclink`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(finishArgs).toEqual({
        p_nonce_hash: createHash('sha256').update(NONCE).digest('hex'),
      });
      expect(generateBody).toEqual({
        type: 'magiclink',
        email: 'new@example.com',
        redirect_to: 'http://localhost:5173/dashboard',
      });
    });

    it.each([
      ['a spent or unknown nonce', `confirm=${NONCE}`],
      ['a malformed nonce, without asking the database', 'confirm=short'],
    ])('answers %s as the auth service answers a spent link', async (_name, query) => {
      server.use(http.post(FINISH, () => HttpResponse.json([])));
      const response = await open(query);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(
        'https://app.example.com/dashboard#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      );
    });

    it('lands on the sign-up’s page with a server error when no sign-in link can be made', async () => {
      server.use(
        http.post(FINISH, () =>
          HttpResponse.json([
            { user_id: 'u-1', email: 'a@b.co', redirect_to: 'http://localhost:5173/dashboard' },
          ]),
        ),
        http.post(GENERATE, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      );
      const response = await open(`confirm=${NONCE}`);
      expect(response.headers.get('location')).toMatch(
        /^http:\/\/localhost:5173\/dashboard#error=server_error&error_code=unexpected_failure&/,
      );
    });

    it('answers plain 400 without a Site URL to land on', async () => {
      const bare = createSignupHandler(() => ({
        supabaseUrl: API,
        anonKey: ANON_KEY,
        serviceRoleKey: SERVICE_KEY,
      }));
      const response = await bare(new Request('http://functions.test/signup?confirm=x'));
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('Email link is invalid or has expired');
    });
  });

  describe('default export (configuration from the environment)', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    it('reads its secrets, SITE_URL, SUPABASE_PUBLIC_URL and SIGNUP_ANSWER_STEP_MS per request', async () => {
      process.env.SUPABASE_URL = API;
      process.env.SUPABASE_ANON_KEY = ANON_KEY;
      process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_KEY;
      process.env.SITE_URL = 'https://prospectory.example';
      process.env.SUPABASE_PUBLIC_URL = 'https://api.prospectory.example';
      process.env.SIGNUP_ANSWER_STEP_MS = '300';
      authAnswers(200, { id: 'u-3' });
      const started = performance.now();
      const response = await handler(post({ email: 'env@example.com', password: 'secret1' }));
      expect(performance.now() - started).toBeGreaterThanOrEqual(295);
      expect(response.status).toBe(200);
      expect(received[0]?.headers.get('apikey')).toBe(ANON_KEY);
      expect(recorded[0]?.headers.get('apikey')).toBe(SERVICE_KEY);
      expect(recorded[0]?.body.p_redirect_to).toBe('https://prospectory.example/dashboard');
      expect(received[0]?.url.searchParams.get('redirect_to')).toMatch(
        /^https:\/\/api\.prospectory\.example\/functions\/v1\/signup\?confirm=/,
      );
    });

    it('answers 500 without its secrets and calls nothing', async () => {
      delete process.env.SUPABASE_URL;
      delete process.env.SUPABASE_ANON_KEY;
      delete process.env.SUPABASE_SERVICE_ROLE_KEY;
      const response = await handler(post({ email: 'env@example.com', password: 'secret1' }));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: signupMessages.unavailable });
      expect(received).toHaveLength(0);
    });
  });
});
