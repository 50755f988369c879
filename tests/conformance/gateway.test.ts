import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signJwt } from '../../supabase/local/jwt.ts';
import { startTestStack, type LocalStack } from '../support/stack/test-stack.ts';

// The gateway in front of auth, rest and functions: API keys, CORS, routing,
// and functions.invoke through the real supabase-js (wire contract, sections 0 and 3).
let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({
    functionsDir: fileURLToPath(new URL('../support/fixtures/functions/', import.meta.url)),
  });
});
afterAll(async () => stack?.stop());

const anonClient = () =>
  createClient(stack.apiUrl, stack.config.anonKey, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });

describe('gateway', () => {
  it.each(['/rest/v1/blog_posts', '/auth/v1/token?grant_type=password'])(
    'answers the CORS preflight for %s with the contract headers',
    async (target) => {
      const response = await fetch(`${stack.apiUrl}${target}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:5173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
      for (const header of [
        'apikey',
        'authorization',
        'content-type',
        'x-client-info',
        'x-supabase-api-version',
        'accept-profile',
        'content-profile',
        'prefer',
        'x-retry-count',
      ]) {
        expect(allowed).toContain(header);
      }
    },
  );

  it('exposes the headers supabase-js reads on ordinary responses', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/blog_posts?select=id`, {
      headers: { apikey: stack.config.anonKey, Origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    const exposed = response.headers.get('access-control-expose-headers')!;
    for (const header of [
      'X-Supabase-Api-Version',
      'Content-Range',
      'Content-Location',
      'Location',
      'Content-Type',
    ]) {
      expect(exposed).toContain(header);
    }
  });

  it('gzips a text answer of 1 KB or more for a client that accepts it, as hosted Supabase does', async () => {
    const content = '<p>A long post.</p>'.repeat(200);
    const insert = await fetch(`${stack.apiUrl}/rest/v1/blog_posts`, {
      method: 'POST',
      headers: {
        apikey: stack.config.serviceRoleKey,
        authorization: `Bearer ${stack.config.serviceRoleKey}`,
        'content-type': 'application/json',
        prefer: 'return=minimal',
      },
      body: JSON.stringify({
        slug: 'gzip-check',
        title: 'Gzip check',
        content,
        is_published: true,
        published_at: '2026-01-01T00:00:00Z',
      }),
    });
    expect(insert.status).toBe(201);
    // A raw request, so the body is read as it travelled (fetch would decompress it).
    const get = (path: string, acceptEncoding?: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(`${stack.apiUrl}${path}`, {
          headers: {
            apikey: stack.config.anonKey,
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
        });
        req.on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              encoding: res.headers['content-encoding'],
              vary: res.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    const post = '/rest/v1/blog_posts?select=content&slug=eq.gzip-check';

    const gzipped = await get(post, 'gzip, deflate, br');
    expect(gzipped.encoding).toBe('gzip');
    expect(gzipped.vary).toBe('Accept-Encoding');
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual([{ content }]);
    expect(gzipped.body.byteLength).toBeLessThan(content.length / 4);

    const plain = await get(post);
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual([{ content }]);

    const small = await get('/rest/v1/blog_posts?select=slug&slug=eq.gzip-check', 'gzip');
    expect(small.encoding).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual([{ slug: 'gzip-check' }]);
  });

  it('refuses auth and rest requests without an API key, as Kong does', async () => {
    const response = await fetch(`${stack.apiUrl}/rest/v1/blog_posts`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('answers 404 for paths no service owns', async () => {
    const response = await fetch(`${stack.apiUrl}/storage/v1/object`, {
      headers: { apikey: stack.config.anonKey },
    });
    expect(response.status).toBe(404);
  });

  it('runs a function through functions.invoke with the anon key', async () => {
    const { data, error } = await anonClient().functions.invoke('echo/sub/path', {
      body: { ping: 1 },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'POST', path: '/echo/sub/path', body: '{"ping":1}' });
  });

  it('turns the gateway 401 into a FunctionsHttpError whose context is the Response', async () => {
    const { error } = await anonClient().functions.invoke('echo', {
      headers: { Authorization: 'Bearer not-a-jwt' },
    });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const context = (error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(401);
    expect(await context.json()).toEqual({ code: 401, message: 'Invalid JWT' });
  });
});

const INVALID_API_KEY = {
  message: 'Invalid API key',
  hint: 'Double check your Supabase `anon` or `service_role` API key.',
};

describe('gateway: API keys', () => {
  it.each([
    ['header', '/rest/v1/blog_posts?select=id', { apikey: 'garbage' }],
    ['query parameter', '/rest/v1/blog_posts?select=id&apikey=garbage', {}],
    ['header on auth', '/auth/v1/user', { apikey: 'garbage' }],
    ['query parameter on auth', '/auth/v1/admin/users?apikey=garbage', {}],
  ])('refuses an invalid key in the %s with 401 as Kong does', async (_where, target, headers) => {
    const response = await fetch(`${stack.apiUrl}${target}`, { headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID_API_KEY);
  });

  it('refuses a correctly signed JWT that is not one of the project keys', async () => {
    const forged = await signJwt({ role: 'anon', iss: 'supabase-demo' }, stack.config.jwtSecret);
    const response = await fetch(`${stack.apiUrl}/rest/v1/blog_posts?apikey=${forged}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID_API_KEY);
  });

  it('accepts the anon and service-role keys, in the header or as the query parameter', async () => {
    for (const key of [stack.config.anonKey, stack.config.serviceRoleKey]) {
      const byQuery = await fetch(`${stack.apiUrl}/rest/v1/blog_posts?select=id&apikey=${key}`);
      expect(byQuery.status).toBe(200);
      const byHeader = await fetch(`${stack.apiUrl}/rest/v1/blog_posts?select=id`, {
        headers: { apikey: key },
      });
      expect(byHeader.status).toBe(200);
    }
  });
});

describe('gateway: malformed paths', () => {
  it.each([
    '/auth/v1/admin/users/%E0%A4%A',
    '/rest/v1/blog_posts%E0%A4%A',
    '/rest/v1/rpc/%E0%A4%A',
    '/functions/v1/echo/%E0%A4%A',
    '/functions/v1/%E0%A4%A',
  ])('answers %s with a 4xx, never a 500', async (target) => {
    const response = await fetch(`${stack.apiUrl}${target}`, {
      headers: {
        apikey: stack.config.serviceRoleKey,
        authorization: `Bearer ${stack.config.serviceRoleKey}`,
      },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('gateway: request bodies', () => {
  const MiB = 1024 * 1024;

  /** POSTs `total` bytes in 1 MiB chunks of one reused buffer; resolves with the status and body. */
  function upload(
    target: string,
    total: number,
    declareLength: boolean,
  ): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const chunk = Buffer.alloc(MiB, 'a');
      const url = new URL(`${stack.apiUrl}${target}`);
      const req = httpRequest(url, {
        method: 'POST',
        headers: {
          apikey: stack.config.serviceRoleKey,
          authorization: `Bearer ${stack.config.serviceRoleKey}`,
          'content-type': 'application/json',
          ...(declareLength ? { 'content-length': String(total) } : {}),
        },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        let body = '';
        res.on('data', (data: Buffer) => (body += data.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      });
      // After its 413 the server may drop the connection: only an error before the answer counts.
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      let sent = 0;
      const pump = () => {
        while (sent < total) {
          sent += MiB;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  it.each([
    ['streamed without a length', false],
    ['with its Content-Length', true],
  ])(
    'refuses a 100 MB body %s with 413, without keeping it in memory',
    { timeout: 120_000 },
    async (_how, declareLength) => {
      global.gc?.();
      const before = process.memoryUsage();
      const answer = await upload('/rest/v1/blog_posts', 100 * MiB, declareLength);
      const after = process.memoryUsage();
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Request size limit exceeded' });
      const grownMiB = (after.rss - before.rss) / MiB;
      const heapMiB =
        (after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers) / MiB;
      console.info(
        `100 MB upload (${_how}): RSS +${grownMiB.toFixed(1)} MiB, heap+buffers +${heapMiB.toFixed(1)} MiB`,
      );
      expect(heapMiB).toBeLessThan(40);
      expect(grownMiB).toBeLessThan(60);
    },
  );

  it('accepts a bulk insert of 3,000 list items (about 1 MB)', { timeout: 120_000 }, async () => {
    const admin = createClient(stack.apiUrl, stack.config.serviceRoleKey, {
      realtime: { transport: WebSocket as never },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data: created, error } = await admin.auth.admin.createUser({
      email: 'bulk@example.com',
      password: 'bulk-secret-1',
      email_confirm: true,
    });
    expect(error).toBeNull();
    const list = await admin
      .from('business_lists')
      .insert({ user_id: created.user!.id, name: 'Bulk' })
      .select('id')
      .single();
    expect(list.error).toBeNull();
    const items = Array.from({ length: 3000 }, (_, i) => ({
      list_id: list.data!.id,
      name: `Business number ${i} with a fairly long name, Kadıköy`,
      address: `Caferağa Mahallesi, Moda Caddesi No:${i}, 34710 Kadıköy/İstanbul, Türkiye`,
      phone: '+90 216 555 01 23',
      email: `contact${i}@example-business.com.tr`,
      instagram: `@business_number_${i}`,
      website: `https://www.example-business-${i}.com.tr`,
      google_rating: '4.5',
      rating_count: i,
    }));
    const inserted = await admin.from('business_list_items').insert(items);
    expect([inserted.status, inserted.error]).toEqual([201, null]);
  });
});
