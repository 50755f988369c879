import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { createRestFixture, type RestFixture } from '../../support/local/rest-fixture.ts';

// /rpc calls and the JWT step, through the handler against the fixture schema.

const ALICE = '11111111-1111-4111-8111-111111111111';
let f: RestFixture;
let alice: string;

beforeAll(async () => {
  f = await createRestFixture();
  alice = await f.token(ALICE);
  await f.db.exec(`
    insert into public.rt_folders (owner_id, name, created_at) values
      ('${ALICE}', 'first', '2026-01-01T00:00:00Z'),
      ('${ALICE}', 'second', '2026-01-02T00:00:00Z'),
      ('${ALICE}', 'third', '2026-01-03T00:00:00Z');
  `);
});

afterAll(async () => {
  await f.db.close();
});

async function json(response: Response): Promise<unknown> {
  return JSON.parse(await response.text());
}

describe('rpc', () => {
  it.each([
    ['a scalar', 'POST', '/rpc/rt_add', { a: 2, b: 3 }, '5'],
    ['a scalar with a defaulted argument', 'POST', '/rpc/rt_add', { a: 2 }, '3'],
    ['a stable function with GET', 'GET', '/rpc/rt_add?a=40&b=2', undefined, '42'],
    ['a set of scalars', 'POST', '/rpc/rt_numbers', { n: 3 }, '[1, 2, 3]'],
    [
      'a single unnamed jsonb parameter with the whole body',
      'POST',
      '/rpc/rt_echo',
      { any: ['thing'] },
      '{"any": ["thing"]}',
    ],
  ])('returns %s', async (_label, method, path, body, expected) => {
    const response = await f.request(method, path, { token: alice, body });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe(expected);
  });

  it('returns rows of a set-returning function, with select, filters, order and limit, under RLS', async () => {
    const response = await f.request(
      'POST',
      '/rpc/rt_my_folders?select=name&name=neq.second&order=created_at.desc&limit=5',
      {
        token: alice,
        body: {},
      },
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([{ name: 'third' }, { name: 'first' }]);
    const anon = await f.request('POST', '/rpc/rt_my_folders', { body: {} });
    expect(await anon.text()).toBe('[]');
  });

  it('answers a single object from a set with the object Accept, 406 otherwise', async () => {
    const one = await f.request('POST', '/rpc/rt_my_folders?select=name&name=eq.first', {
      token: alice,
      body: {},
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect([one.status, await json(one)]).toEqual([200, { name: 'first' }]);
    const many = await f.request('POST', '/rpc/rt_my_folders', {
      token: alice,
      body: {},
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(many.status).toBe(406);
    expect(((await json(many)) as { details: string }).details).toBe('The result contains 3 rows');
  });

  it('answers 204 with no body for a void function', async () => {
    const response = await f.request('POST', '/rpc/rt_touch', { token: alice, body: {} });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('runs as the request: role, claims, method, path, headers; GET read-only, POST read-write', async () => {
    const post = await f.request('POST', '/rpc/rt_whoami', { token: alice, body: {} });
    expect(await json(post)).toEqual({
      role: 'authenticated',
      sub: ALICE,
      method: 'POST',
      path: '/rpc/rt_whoami',
      apikey: f.config.anonKey,
      read_only: 'off',
    });
    const get = await f.request('GET', '/rpc/rt_whoami');
    expect(await json(get)).toMatchObject({
      role: 'anon',
      sub: null,
      method: 'GET',
      read_only: 'on',
    });
  });

  it('refuses GET for a volatile function with 405 PGRST101', async () => {
    const response = await f.request('GET', '/rpc/rt_touch', { token: alice });
    expect(response.status).toBe(405);
    expect(await json(response)).toEqual({
      code: 'PGRST101',
      details: null,
      hint: null,
      message: 'Cannot use the GET method on RPC',
    });
  });

  it.each([
    [
      '/rpc/rt_ad',
      { a: 1 },
      {
        code: 'PGRST202',
        details:
          'Searched for the function public.rt_ad with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.rt_add',
        message: 'Could not find the function public.rt_ad(a) in the schema cache',
      },
    ],
    [
      '/rpc/rt_add',
      { b: 1 },
      {
        code: 'PGRST202',
        details:
          'Searched for the function public.rt_add with parameter b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: 'Perhaps you meant to call the function public.rt_add(a, b)',
        message: 'Could not find the function public.rt_add(b) in the schema cache',
      },
    ],
    [
      '/rpc/nothing_at_all',
      {},
      {
        code: 'PGRST202',
        details:
          'Searched for the function public.nothing_at_all without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: null,
        message:
          'Could not find the function public.nothing_at_all without parameters in the schema cache',
      },
    ],
  ])('answers 404 PGRST202 for %s %j', async (path, body, expected) => {
    const response = await f.request('POST', path, { token: alice, body });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(JSON.stringify(expected));
  });

  it.each([
    ['P0001', 'plain raise', 400],
    ['PT402', 'payment required', 402],
    ['PT409', 'conflict', 409],
    ['22023', 'invalid parameter', 400],
    ['23505', 'duplicate', 409],
    ['42501', 'not allowed', 403],
    ['XX000', 'internal', 500],
    ['53300', 'too many connections', 503],
  ])('maps RAISE with SQLSTATE %s to its status', async (code, msg, status) => {
    const response = await f.request('POST', '/rpc/rt_fail', { token: alice, body: { code, msg } });
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(
      JSON.stringify({ code, details: null, hint: null, message: msg }),
    );
  });

  it("lets RAISE SQLSTATE 'PGRST' control the whole answer", async () => {
    const response = await f.request('POST', '/rpc/rt_pgrst', { token: alice, body: {} });
    expect(response.status).toBe(402);
    expect(response.headers.get('x-powered-by')).toBe('Nerd Rage');
    expect(await json(response)).toEqual({
      code: '123',
      details: 'Quota exceeded',
      hint: 'Upgrade your plan',
      message: 'Payment Required',
    });
  });

  it('answers 42501 without EXECUTE: 401 to anon, 403 to a user, and runs for the service role', async () => {
    const anon = await f.request('POST', '/rpc/rt_service_only', { body: {} });
    expect(anon.status).toBe(401);
    expect(await json(anon)).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for function rt_service_only',
    });
    expect(
      (await f.request('POST', '/rpc/rt_service_only', { token: alice, body: {} })).status,
    ).toBe(403);
    const service = await f.request('POST', '/rpc/rt_service_only', {
      token: f.config.serviceRoleKey,
      body: {},
    });
    expect([service.status, await service.text()]).toEqual([200, '1']);
  });
});

describe('the JWT', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it.each([
    [
      'a token signed with another secret',
      async () =>
        signJwt({ role: 'authenticated', sub: ALICE }, 'another-secret-of-at-least-32-characters'),
      'JWT cryptographic operation failed',
    ],
    ['a token that is not a JWT', async () => 'not-a-jwt', 'Expected 3 parts in JWT; got 1'],
    [
      'a token with a bad signature part',
      async () => `${alice.slice(0, alice.lastIndexOf('.'))}.AAAA`,
      'JWT cryptographic operation failed',
    ],
  ])('answers 401 PGRST301 for %s', async (_label, make, message) => {
    const response = await f.request('GET', '/rt_folders', { token: await make() });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({ code: 'PGRST301', details: null, hint: null, message });
    expect(response.headers.get('www-authenticate')).toBe(
      `Bearer error="invalid_token", error_description="${message}"`,
    );
  });

  it('answers 401 PGRST303 "JWT expired" for an expired token', async () => {
    const expired = await f.token(ALICE, { exp: now() - 120 });
    const response = await f.request('GET', '/rt_folders', { token: expired });
    expect(response.status).toBe(401);
    expect(await json(response)).toEqual({
      code: 'PGRST303',
      details: null,
      hint: null,
      message: 'JWT expired',
    });
  });

  it.each([
    ['nbf', 300, 'JWT not yet valid'],
    ['iat', 300, 'JWT issued at future'],
    ['exp', -31 - 5, 'JWT expired'],
  ])(
    'checks the %s claim with 30 s of leeway, as PostgREST does',
    async (claim, offset, message) => {
      const token = await f.token(ALICE, { [claim]: now() + offset });
      const response = await f.request('GET', '/rt_folders', { token });
      expect(response.status).toBe(401);
      expect(await json(response)).toEqual({
        code: 'PGRST303',
        details: null,
        hint: null,
        message,
      });
      const lenient = await f.token(ALICE, { [claim]: now() + (offset > 0 ? 20 : -20) });
      expect((await f.request('GET', '/rt_folders', { token: lenient })).status).toBe(200);
    },
  );

  it('takes a token without a role claim as the anonymous role', async () => {
    const token = await signJwt({ sub: ALICE, exp: now() + 60 } as never, f.config.jwtSecret);
    const response = await f.request('POST', '/rpc/rt_whoami', { token, body: {} });
    expect(await json(response)).toMatchObject({ role: 'anon' });
  });

  it('runs as anon without any token, and uses the apikey header when there is no Authorization', async () => {
    const none = await f.request('POST', '/rpc/rt_whoami', {
      token: null,
      headers: { apikey: '' },
      body: {},
    });
    expect(none.status).toBe(200);
    expect(await json(none)).toMatchObject({ role: 'anon' });
    const viaApiKey = await f.request('POST', '/rpc/rt_whoami', {
      token: null,
      headers: { apikey: f.config.serviceRoleKey },
      body: {},
    });
    expect(await json(viaApiKey)).toMatchObject({ role: 'service_role' });
  });

  it.each([
    ['postgres', 403, '42501', 'permission denied to set role "postgres"'],
    ['nobody', 401, '22023', 'role "nobody" does not exist'],
  ])(
    'refuses a token whose role is %s instead of downgrading it',
    async (role, status, code, message) => {
      const token = await signJwt({ role, exp: now() + 60 }, f.config.jwtSecret);
      const response = await f.request('GET', '/rt_folders', { token });
      expect(response.status).toBe(status);
      expect(await json(response)).toEqual({ code, details: null, hint: null, message });
    },
  );
});

describe('every error body', () => {
  it.each([
    ['GET', '/rt_nope'],
    ['GET', '/rt_folders?select=nope'],
    ['POST', '/rpc/rt_nope'],
    ['PATCH', '/rt_folders'],
    ['GET', '/rt_folders?order=name.sideways'],
  ])('%s %s has exactly code, details, hint, message as application/json', async (method, path) => {
    const response = await f.request(method, path, {
      token: alice,
      body: method === 'GET' ? undefined : { name: 'x' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys((await json(response)) as object)).toEqual([
      'code',
      'details',
      'hint',
      'message',
    ]);
  });
});
