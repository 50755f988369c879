import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../supabase/local/stack.ts';

// One runaway statement must not freeze the stand-in: PGlite cannot stop it
// itself (a backtracking regex kept it busy for many minutes; those are now
// refused up front, see regex-filter.test.ts). The statement, here a function
// that never returns, is stopped at the anon role's time limit (3 s, as on
// Supabase) and answered as PostgREST answers a statement timeout, while other
// requests are served meanwhile.
let stack: LocalStack;
beforeAll(async () => {
  stack = await startLocalStack({
    dataDir: null,
    apiPort: 0,
    mailPort: 0,
    seed: false,
    quiet: true,
  });
  await stack.db.exec(`
    insert into public.blog_posts (slug, title, meta_title, meta_description, is_published, published_at, content)
    values ('long-post', 'Long', 'Long', 'Long', true, now() - interval '1 day', repeat('ab', 3000));
    create function public.runaway() returns void language plpgsql as $$ begin loop end loop; end $$;
    grant execute on function public.runaway() to anon;`);
});
afterAll(async () => stack?.stop());

describe('the time limit of a request', () => {
  it(
    'answers a runaway anonymous query 500/57014 at the limit, serving other requests meanwhile',
    { timeout: 120_000 },
    async () => {
      const headers = { apikey: stack.config.anonKey };
      const started = performance.now();
      const frozen = fetch(`${stack.apiUrl}/rest/v1/rpc/runaway`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      }).then(async (response) => ({
        status: response.status,
        body: await response.json(),
        ms: performance.now() - started,
      }));

      // Served while the statement runs: the main thread is free.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const health = await fetch(`${stack.apiUrl}/auth/v1/health`);
      const healthMs = performance.now() - started;
      expect(health.status).toBe(200);
      // Queued behind it (PGlite is one session): served once the statement is stopped.
      const queued = fetch(`${stack.apiUrl}/rest/v1/blog_posts?select=slug`, { headers }).then(
        async (response) => ({ status: response.status, body: await response.json() }),
      );

      const answer = await frozen;
      expect(healthMs).toBeLessThan(answer.ms);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        code: '57014',
        details: null,
        hint: null,
        message: 'canceling statement due to statement timeout',
      });
      expect(answer.ms).toBeGreaterThanOrEqual(stack.config.statementTimeouts.anon - 50);
      expect(answer.ms).toBeLessThan(stack.config.statementTimeouts.anon + 15_000);
      expect(await queued).toEqual({ status: 200, body: [{ slug: 'long-post' }] });
      console.info(
        `runaway query answered in ${Math.round(answer.ms)} ms; health in ${Math.round(healthMs)} ms`,
      );
    },
  );

  it('keeps accepting sign-ins and writes after the database was reopened', async () => {
    const admin = { apikey: stack.config.serviceRoleKey };
    const created = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        ...admin,
        authorization: `Bearer ${stack.config.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email: 'after@example.com',
        password: 'after-secret-1',
        email_confirm: true,
      }),
    });
    expect(created.status).toBe(200);
    const signIn = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after@example.com', password: 'after-secret-1' }),
    });
    expect(signIn.status).toBe(200);
  });
});
