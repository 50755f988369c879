import { fileURLToPath } from 'node:url';
import { createClient, FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';

// The gateway in front of auth, rest and functions: API keys, CORS, routing,
// and functions.invoke through the real supabase-js (wire contract, sections 0 and 3).
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({
    dataDir: null,
    apiPort: 0,
    mailPort: 0,
    seed: false,
    quiet: true,
    functionsDir: fileURLToPath(
      new URL('../../supabase/local/functions/test-fixtures/', import.meta.url),
    ),
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
