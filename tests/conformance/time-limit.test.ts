import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type LocalStack } from '../support/stack/test-stack.ts';

// One hostile request must not freeze the stand-in. PGlite runs one statement at
// a time and cannot stop one itself (no timer signals), so:
// - an anonymous `match` filter whose regex PostgreSQL can only run by
//   backtracking is refused at once (before, every request waited for the anon
//   limit, 3 s, plus a reopen), while patterns PostgreSQL runs as a DFA, the
//   classic `(a+)+$` included, are served as before;
// - any other runaway statement, here a function that never returns, is stopped
//   at the anon role's time limit (3 s, as on Supabase) and answered as PostgREST
//   answers a statement timeout, while other requests are served meanwhile.
let stack: LocalStack;
let headers: Record<string, string>;
const BACKTRACKING = '^(.*)(.*)\\2\\1$';
const NORMAL = '/rest/v1/blog_posts?select=slug&slug=eq.long-post';

beforeAll(async () => {
  stack = await startTestStack();
  headers = { apikey: stack.config.anonKey };
  await stack.db.exec(`
    insert into public.blog_posts (slug, title, meta_title, meta_description, is_published, published_at, content)
    values ('long-post', 'Long', 'Long', 'Long', true, now() - interval '1 day', repeat('ab', 3000)),
           ('aaaa-post', 'Aaaa', 'Aaaa', 'Aaaa', true, now() - interval '1 day', repeat('a', 6000) || '!');
    create function public.runaway() returns void language plpgsql as $$ begin loop end loop; end $$;
    grant execute on function public.runaway() to anon;`);
  // The schema cache is loaded by the first request: not part of any figure below.
  await timed(NORMAL);
});
afterAll(async () => stack?.stop());

async function timed(path: string) {
  const started = performance.now();
  const response = await fetch(`${stack.apiUrl}${path}`, { headers });
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

async function p50(path: string, runs = 50) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await timed(path)).ms);
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

describe('a pathological regular-expression filter', () => {
  it(
    'is answered 400 at once while a concurrent normal request answers within 1 s',
    { timeout: 60_000 },
    async () => {
      const hostile = timed(
        `/rest/v1/blog_posts?select=slug&content=match.${encodeURIComponent(BACKTRACKING)}`,
      );
      // Sent just after, so it would queue behind the regex if the regex reached PGlite.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const normal = await timed(NORMAL);
      const refused = await hostile;
      console.info(
        `[regex] hostile answered in ${Math.round(refused.ms)} ms, concurrent normal request in ${Math.round(normal.ms)} ms`,
      );
      expect(normal.status).toBe(200);
      expect(normal.body).toEqual([{ slug: 'long-post' }]);
      // Before the cost cap it waited for the 3 s limit and the reopen (6-8 s); the margin
      // is for a loaded 2-core machine, where a plain request has taken up to 400 ms.
      expect(normal.ms).toBeLessThan(1_000);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'PGRST127',
        details:
          'A match/imatch pattern with a back reference, which PGlite could not stop in time (not supported by the local stand-in)',
        hint: null,
        message: 'Feature not implemented',
      });
    },
  );

  it('refuses the same pattern inside or=(...), with imatch, negated and quantified', async () => {
    const pattern = encodeURIComponent(BACKTRACKING);
    // Quoted inside a tree or an array literal, where a backslash escapes the next character.
    const quoted = `"${BACKTRACKING.replaceAll('\\', '\\\\')}"`;
    for (const query of [
      `or=(${encodeURIComponent(`content.imatch.${quoted}`)},slug.eq.x)`,
      `content=not.match.${pattern}`,
      `content=match(any).${encodeURIComponent(`{ab,${quoted}}`)}`,
    ]) {
      const answer = await timed(`/rest/v1/blog_posts?select=slug&${query}`);
      expect([query, answer.status, (answer.body as { code: string }).code]).toEqual([
        query,
        400,
        'PGRST127',
      ]);
    }
  });

  it('serves patterns PostgreSQL runs in linear time, the classic (a+)+$ included', async () => {
    for (const [pattern, slugs] of [
      ['(a+)+$', []],
      ['(a+)+!$', [{ slug: 'aaaa-post' }]],
      ['^(ab)+$', [{ slug: 'long-post' }]],
    ] as const) {
      const answer = await timed(
        `/rest/v1/blog_posts?select=slug&content=match.${encodeURIComponent(pattern)}&order=slug`,
      );
      expect([pattern, answer.status, answer.body]).toEqual([pattern, 200, slugs]);
      expect(answer.ms).toBeLessThan(1_000);
    }
  });

  it('keeps normal requests as fast (p50 of 50)', { timeout: 60_000 }, async () => {
    const plain = await p50(NORMAL);
    const withMatch = await p50(`${NORMAL}&title=match.${encodeURIComponent('^Lo(ng)?$')}`);
    console.info(
      `[regex] p50 of 50 normal requests: ${plain.toFixed(1)} ms; with a match filter: ${withMatch.toFixed(1)} ms`,
    );
    expect(plain).toBeLessThan(100);
    expect(withMatch).toBeLessThan(100);
  });
});

describe('the time limit of a request', () => {
  it(
    'answers a runaway anonymous query 500/57014 at the limit, serving other requests meanwhile',
    { timeout: 120_000 },
    async () => {
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
      const queued = fetch(`${stack.apiUrl}${NORMAL}`, { headers }).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }));

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
