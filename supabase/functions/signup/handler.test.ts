import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler, { createSignupHandler, signupMessages } from './handler.ts';

// The auth admin API is stubbed at the network edge: the handler's real fetch runs.
const API = 'http://auth.test';
const SERVICE_KEY = 'service-role-key';
const ADMIN_USERS = `${API}/auth/v1/admin/users`;
const server = setupServer();
let received: { headers: Headers; body: unknown }[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  received = [];
});

const signup = createSignupHandler(() => ({ supabaseUrl: `${API}/`, serviceRoleKey: SERVICE_KEY }));

function adminAnswers(status: number, body: JsonBodyType) {
  server.use(
    http.post(ADMIN_USERS, async ({ request }) => {
      received.push({ headers: request.headers, body: await request.json() });
      return HttpResponse.json(body, { status });
    }),
  );
}

const post = (body: unknown, init: RequestInit = {}) =>
  new Request('http://functions.test/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });

describe('signup handler', () => {
  it('creates a confirmed user through the admin API with the service-role key', async () => {
    adminAnswers(200, { id: 'u-1', email: 'new@example.com' });
    const response = await signup(post({ email: '  new@example.com ', password: 'secret1' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'u-1', email: 'new@example.com' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'secret1',
      email_confirm: true,
      user_metadata: {},
    });
    expect(received[0]?.headers.get('authorization')).toBe(`Bearer ${SERVICE_KEY}`);
    expect(received[0]?.headers.get('apikey')).toBe(SERVICE_KEY);
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
  ])('refuses %s without calling the admin API', async (_name, body, status, message) => {
    const response = await signup(post(body));
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
    expect(received).toHaveLength(0);
  });

  it('accepts exactly 6 characters', async () => {
    adminAnswers(200, { id: 'u-2' });
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
    adminAnswers(status, body);
    const response = await signup(post({ email: 'taken@example.com', password: 'secret1' }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      code: 'email_exists',
      message: signupMessages.emailExists,
    });
  });

  it('passes a user-fixable refusal through with its message', async () => {
    adminAnswers(422, {
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
    ['a wrong service key (403)', 403, { code: 'not_admin', message: 'User not allowed' }],
    ['an outage (500)', 500, { message: 'boom' }],
    ['a non-JSON 503', 503, 'oops'],
  ])('hides %s behind a 502 the user can retry', async (_name, status, body) => {
    adminAnswers(status, body);
    const response = await signup(post({ email: 'a@b.co', password: 'secret1' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: signupMessages.unavailable });
  });

  it('answers 502 when the auth API is unreachable', async () => {
    server.use(http.post(ADMIN_USERS, () => HttpResponse.error()));
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

    it('reads SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY per request', async () => {
      process.env.SUPABASE_URL = API;
      process.env.SUPABASE_SERVICE_ROLE_KEY = SERVICE_KEY;
      adminAnswers(200, { id: 'u-3' });
      const response = await handler(post({ email: 'env@example.com', password: 'secret1' }));
      expect(response.status).toBe(200);
      expect(received[0]?.headers.get('apikey')).toBe(SERVICE_KEY);
    });

    it('answers 500 without its secrets and calls nothing', async () => {
      delete process.env.SUPABASE_URL;
      delete process.env.SUPABASE_SERVICE_ROLE_KEY;
      const response = await handler(post({ email: 'env@example.com', password: 'secret1' }));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: signupMessages.unavailable });
      expect(received).toHaveLength(0);
    });
  });
});
