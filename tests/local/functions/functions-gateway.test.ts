import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultStackConfig } from '../../../supabase/local/config.ts';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { LOCAL_ANON_KEY } from '../../../supabase/local/keys.ts';
import { readVerifyJwtOverrides } from '../../../supabase/local/functions/functions-config.ts';
import { createFunctionsGateway } from '../../../supabase/local/functions/functions-gateway.ts';

const fixtures = fileURLToPath(new URL('../../support/fixtures/functions/', import.meta.url));
const config = defaultStackConfig();
const gateway = createFunctionsGateway({
  config,
  functionsDir: fixtures,
  configToml: `${fixtures}config.toml`,
});

// As the server routes it: the subpath is the path after /functions/v1, without the query.
const call = (target: string, init: RequestInit = {}) =>
  gateway(new Request(`${config.apiUrl}/functions/v1${target}`, init), target.split('?')[0] ?? '');

const badTokens: [string, string][] = [
  [
    'a token signed with another secret',
    await signJwt({ role: 'anon' }, 'another-secret-another-secret-another'),
  ],
  ['an expired token', await signJwt({ role: 'authenticated', exp: 1_000 }, config.jwtSecret)],
  ['garbage', 'not-a-jwt'],
];

describe('functions gateway', () => {
  it('reads verify_jwt per function from config.toml, quoted names and comments included', () => {
    expect(readVerifyJwtOverrides(`${fixtures}config.toml`)).toEqual(
      new Map([
        ['echo', true],
        ['public-echo', false],
      ]),
    );
    expect(readVerifyJwtOverrides('/nonexistent/config.toml').size).toBe(0);
  });

  it('refuses a request without a bearer before the function runs', async () => {
    const response = await call('/echo');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it.each(badTokens)('refuses %s with 401 Invalid JWT', async (_case, token) => {
    const response = await call('/echo', { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });

  it('passes a valid token through, with the runtime URL /<name>/<rest>?query and the body', async () => {
    const response = await call('/echo/a%20b/20/c?x=1', {
      method: 'POST',
      headers: { Authorization: `Bearer ${LOCAL_ANON_KEY}`, 'Content-Type': 'application/json' },
      body: '{"hello":"world"}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(await response.json()).toEqual({
      method: 'POST',
      path: '/echo/a%20b/20/c',
      search: '?x=1',
      body: '{"hello":"world"}',
      authorization: `Bearer ${LOCAL_ANON_KEY}`,
    });
  });

  it('lets OPTIONS through without a token (the function answers its own CORS)', async () => {
    const response = await call('/echo', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
  });

  it('skips the JWT check where config.toml says verify_jwt = false', async () => {
    const response = await call('/public-echo', { method: 'POST', body: 'signed-by-paddle' });
    expect(response.status).toBe(200);
    expect((await response.json()).body).toBe('signed-by-paddle');
  });

  it.each(['/missing', '/../echo', '/', '/config.toml'])('answers 404 for %s', async (subpath) => {
    const response = await call(subpath, {
      headers: { Authorization: `Bearer ${LOCAL_ANON_KEY}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
  });

  it('answers 500 when the function throws, and keeps serving', async () => {
    const headers = { Authorization: `Bearer ${LOCAL_ANON_KEY}` };
    const broken = await call('/broken', { headers });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toMatchObject({ code: 'WORKER_ERROR' });
    expect((await call('/echo', { headers })).status).toBe(200);
  });
});
