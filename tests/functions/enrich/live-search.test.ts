// Issue 21 items 1 and 2, server side: a live search (the google provider) answers with
// Google's rows at once, the sites the cache lacks become live_search_sites rows, and the
// `enrich` function crawls them afterwards in claims of five under the caps. Everything
// runs against the local stack (PGlite, auth, REST) with the Places API and the business
// sites as stand-ins on loopback; `enrich` invocations are the real handler, in process.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startSiteServer,
  throughServer,
  type SiteServer,
  type StandInResponse,
} from '../../support/enrich/site-server.ts';
import { startSearchStack, type SearchStack } from '../../support/functions/search-stack.ts';
import { createPostgresCache } from '../../../supabase/functions/_shared/enrich/cache.ts';
import { DEFAULT_CONFIG } from '../../../supabase/functions/_shared/enrich/config.ts';
import { createEnricher } from '../../../supabase/functions/_shared/enrich/enrich-rows.ts';
import { siteIdentity } from '../../../supabase/functions/_shared/enrich/site-identity.ts';
import { LIVE_SEARCH_HEADER } from '../../../supabase/functions/_shared/live/live-rules.ts';
import { createGoogleProvider } from '../../../supabase/functions/_shared/search/google/google-provider.ts';
import type { AnswerRow } from '../../../supabase/functions/_shared/search/types.ts';
import {
  standInCity,
  startPlacesStandIn,
  type PlacesStandIn,
} from '../../../supabase/local/places/places-stand-in.ts';
import {
  createEnrichHandler,
  type EnrichLogLine,
} from '../../../supabase/functions/enrich/handler.ts';
import {
  createSearchHandler,
  type SearchLogLine,
} from '../../../supabase/functions/search/handler.ts';

type Row = AnswerRow & { Locked?: true };
interface SiteRow {
  place_id: string;
  status: string;
  fill: { Email: string; Instagram: string } | null;
}

const SLOW = 1; // dentist-1's site answers after 4 s
const HANGING = 2; // dentist-2's home page never answers
let env: SearchStack;
let places: PlacesStandIn;
let sites: SiteServer;
let siteBudgetMs = 6_000;
let searchLogs: SearchLogLine[] = [];
let enrichLogs: EnrichLogLine[] = [];
const inFlight = new Set<Promise<unknown>>();

function site(n: number): StandInResponse {
  return {
    body: `<html><body><h1>Dentist ${n}</h1><a href="mailto:info@dentist${n}.example">E-posta</a>
      <a href="https://www.instagram.com/dentist${n}/">Instagram</a></body></html>`,
    delayMs: n === SLOW ? 4_000 : 20,
    hang: n === HANGING,
  };
}

beforeAll(async () => {
  env = await startSearchStack();
  places = await startPlacesStandIn(standInCity({ keyword: 'dentist', perQuarter: 5 }));
  sites = await startSiteServer((host, path) => {
    const n = /^www\.dentist(\d+)\.example$/.exec(host)?.[1];
    if (!n) return undefined;
    if (path === '/robots.txt') return { status: 404, body: '' };
    return path === '/' ? site(Number(n)) : undefined;
  });
}, 180_000);
afterAll(async () => {
  await places?.stop();
  await sites?.close();
  await env?.stop();
});
beforeEach(async () => {
  searchLogs = [];
  enrichLogs = [];
  siteBudgetMs = 6_000;
  sites.requests.length = 0;
  await env.stack.db.exec(
    'delete from public.live_searches; delete from private.enrich_site_cache; delete from public.business_lists;',
  );
});
afterEach(async () => {
  // The invocations a test started finish before the next test's rows exist.
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
});

function enricher() {
  return createEnricher({
    connect: throughServer(sites.origin),
    resolve: async () => ['127.0.0.1'],
    now: Date.now,
    cache: createPostgresCache(env.client),
    // Long page time-outs: only the site budget cuts a crawl off.
    config: { ...DEFAULT_CONFIG, allowPrivateNetwork: true, pageTimeoutMs: 30_000 },
  });
}

const enrichHandler = createEnrichHandler(
  () => ({
    client: env.client,
    serviceRoleKey: env.stack.config.serviceRoleKey,
    crawl: (websites, deadline) => enricher().enrichSites(websites, { deadline }),
    next: () => startEnrich(),
    siteBudgetMs,
    background: track,
  }),
  (line) => enrichLogs.push(line),
);

function callEnrich(token: string | null, body?: string): Promise<Response> {
  return enrichHandler(
    new Request('http://functions.test/enrich', {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
    }),
  );
}

/** Work the test waits for before the next one starts. */
function track<T>(work: Promise<T>): Promise<T> {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work)).catch(() => undefined);
  return work;
}

function startEnrich(): Promise<unknown> {
  return track(callEnrich(env.stack.config.serviceRoleKey));
}

const searchHandler = createSearchHandler(
  () => ({
    client: env.client,
    provider: createGoogleProvider({
      apiKey: places.apiKey,
      baseUrl: places.url,
      enrich: (rows, options) => enricher().enrichRows(rows, { ...options, cacheOnly: true }),
    }),
    live: { startEnrich },
  }),
  (line) => searchLogs.push(line),
);

function search(token: string, count = 20): Promise<Response> {
  return searchHandler(
    new Request(`http://functions.test/search/${encodeURIComponent('İstanbul')}/${count}/dentist`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
}

/** The live search's rows as a user reads them through the REST API (RLS applies). */
async function readAs(token: string, searchId: string): Promise<SiteRow[]> {
  const response = await fetch(
    `${env.stack.apiUrl}/rest/v1/live_search_sites?select=place_id,status,fill&search_id=eq.${searchId}&order=place_id`,
    { headers: { apikey: env.stack.config.anonKey, Authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as SiteRow[];
}

async function rowsOf(searchId: string): Promise<SiteRow[]> {
  const { rows } = await env.stack.db.query<SiteRow>(
    'select place_id, status, fill from public.live_search_sites where search_id = $1 order by place_id',
    [searchId],
  );
  return rows;
}

describe('a live search', { timeout: 90_000 }, () => {
  it('answers before the crawl ends; the fill-in arrives afterwards and reaches its owner only', async () => {
    const owner = await env.signIn('live-owner', 'pro');
    const stranger = await env.signIn('live-stranger', 'pro');
    const started = Date.now();
    const response = await search(owner.token);
    const answeredMs = Date.now() - started;
    expect(response.status).toBe(200);
    // Sooner than the slow site answers: the answer did not wait for any crawl.
    expect(answeredMs).toBeLessThan(4_000);
    const rows = (await response.json()) as Row[];
    expect(rows).toHaveLength(20);
    expect(rows.every((row) => row.Email === '' && row.Instagram === '')).toBe(true);
    expect(rows[0]?.['Place ID']).toMatch(/^dentist-\d+$/);
    const searchId = response.headers.get(LIVE_SEARCH_HEADER)!;
    expect(searchId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('Access-Control-Expose-Headers')).toBe(LIVE_SEARCH_HEADER);
    expect(searchLogs[0]).toMatchObject({ status: 200, livePending: 20 });

    // The recent search is recorded in the same call as the live search.
    const { rows: recent } = await env.stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.recent_searches where user_id = $1',
      [owner.id],
    );
    expect(recent[0]?.n).toBe(1);

    await vi.waitFor(
      async () => {
        const states = await rowsOf(searchId);
        expect(
          states.filter((row) => row.status === 'pending' || row.status === 'running'),
        ).toEqual([]);
      },
      { timeout: 45_000, interval: 200 },
    );
    const mine = await readAs(owner.token, searchId);
    expect(mine).toHaveLength(20);
    const slow = mine.find((row) => row.place_id === `dentist-${SLOW}`);
    expect(slow).toMatchObject({
      status: 'done',
      fill: { Email: `info@dentist${SLOW}.example`, Instagram: `@dentist${SLOW}` },
    });
    expect(mine.filter((row) => row.status === 'done')).toHaveLength(19);
    expect(await readAs(stranger.token, searchId)).toEqual([]);
    // Each site went to the shared cache too: the next search of the area answers with it.
    const cached = await createPostgresCache(env.client).get(
      [siteIdentity(`https://www.dentist${SLOW}.example`)!.key],
      3600,
    );
    expect(cached.get(`www.dentist${SLOW}.example`.replace(/^www\./, ''))?.emails).toEqual([
      `info@dentist${SLOW}.example`,
    ]);
    const again = (await (await search(owner.token)).json()) as Row[];
    expect(again.find((row) => row['Place ID'] === `dentist-${SLOW}`)?.Email).toBe(
      `info@dentist${SLOW}.example`,
    );
  });

  it('leaves a site cut off at its time budget empty: failed, no fill', async () => {
    siteBudgetMs = 2_000;
    const owner = await env.signIn('live-budget', 'pro');
    const response = await search(owner.token);
    const searchId = response.headers.get(LIVE_SEARCH_HEADER)!;
    await vi.waitFor(
      async () => {
        const states = await rowsOf(searchId);
        expect(states.every((row) => row.status === 'done' || row.status === 'failed')).toBe(true);
      },
      { timeout: 45_000, interval: 200 },
    );
    const states = await rowsOf(searchId);
    expect(states.find((row) => row.place_id === `dentist-${HANGING}`)).toEqual({
      place_id: `dentist-${HANGING}`,
      status: 'failed',
      fill: null,
    });
    expect(states.find((row) => row.place_id === `dentist-${SLOW}`)).toMatchObject({
      status: 'failed',
      fill: null,
    });
    // Whatever else the budget cut off on a busy machine, a cut-off site is never guessed.
    expect(states.filter((row) => row.status === 'failed').every((row) => row.fill === null)).toBe(
      true,
    );
  });

  it("never crawls nor stores a free user's placeholder rows 10-19", async () => {
    const free = await env.signIn('live-free');
    const response = await search(free.token);
    const rows = (await response.json()) as Row[];
    expect(rows.slice(10).every((row) => row.Locked && !row['Place ID'])).toBe(true);
    const visible = rows.slice(0, 10).map((row) => row['Place ID']);
    const searchId = response.headers.get(LIVE_SEARCH_HEADER)!;
    await vi.waitFor(
      async () =>
        expect((await rowsOf(searchId)).every((row) => row.status !== 'pending')).toBe(true),
      { timeout: 45_000, interval: 200 },
    );
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    const stored = (await rowsOf(searchId)).map((row) => row.place_id);
    expect(stored.sort()).toEqual(visible.map(String).sort());
    const crawledHosts = new Set(sites.requests.map((request) => request.split(' ')[0] ?? ''));
    const visibleHosts = new Set(visible.map((id) => `www.${id!.replace('-', '')}.example`));
    expect([...crawledHosts].filter((host) => !visibleHosts.has(host))).toEqual([]);
    const { rows: cached } = await env.stack.db.query<{ n: number }>(
      'select count(*)::int as n from private.enrich_site_cache',
    );
    expect(cached[0]?.n).toBeLessThanOrEqual(10);
  });

  it("fills the owner's list items saved before the fill arrived, and nobody else's", async () => {
    siteBudgetMs = 6_000;
    const owner = await env.signIn('live-lists', 'pro');
    const other = await env.signIn('live-lists-other', 'pro');
    // Saved with the answer's empty e-mail, before the slow site is crawled.
    const { rows: lists } = await env.stack.db.query<{ id: string; user_id: string }>(
      `insert into public.business_lists (user_id, name) values ($1, 'Mine'), ($2, 'Theirs')
       returning id, user_id`,
      [owner.id, other.id],
    );
    for (const list of lists) {
      await env.stack.db.query(
        `insert into public.business_list_items (list_id, name, place_id, email, instagram)
         values ($1, 'Dentist ${SLOW}', 'dentist-${SLOW}', null, '@kept')`,
        [list.id],
      );
    }
    const response = await search(owner.token);
    const searchId = response.headers.get(LIVE_SEARCH_HEADER)!;
    await vi.waitFor(
      async () =>
        expect(
          (await rowsOf(searchId)).find((row) => row.place_id === `dentist-${SLOW}`)?.status,
        ).toBe('done'),
      { timeout: 45_000, interval: 200 },
    );
    const { rows: items } = await env.stack.db.query<{
      user_id: string;
      email: string | null;
      instagram: string | null;
    }>(
      `select l.user_id, i.email, i.instagram from public.business_list_items i
         join public.business_lists l on l.id = i.list_id`,
    );
    expect(items.find((item) => item.user_id === owner.id)).toMatchObject({
      email: `info@dentist${SLOW}.example`,
      instagram: '@kept',
    });
    expect(items.find((item) => item.user_id === other.id)).toMatchObject({
      email: null,
      instagram: '@kept',
    });
  });
});

describe('the enrich function', { timeout: 60_000 }, () => {
  it('continues the crawl for the service role', async () => {
    const answer = await callEnrich(env.stack.config.serviceRoleKey);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ claimed: 0, done: 0, failed: 0, waiting: 0 });
  });

  /**
   * A live search of `owner`'s over dentist sites `from`..`to` whose chain was lost: the
   * first `lapsed` sites were claimed by an invocation that died (their lease passed),
   * the rest pending.
   */
  async function stalledSearch(ownerId: string, numbers: number[], lapsed: number) {
    const { rows } = await env.stack.db.query<{ id: string }>(
      'insert into public.live_searches (user_id, sites_total) values ($1, $2) returning id',
      [ownerId, numbers.length],
    );
    const searchId = rows[0]!.id;
    for (const [i, n] of numbers.entries()) {
      const website = `https://www.dentist${n}.example/`;
      const identity = siteIdentity(website)!;
      await env.stack.db.query(
        `insert into public.live_search_sites (search_id, user_id, place_id, site, host, website, status, lease_until)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          searchId,
          ownerId,
          `dentist-${n}`,
          identity.key,
          identity.scope.host,
          website,
          i < lapsed ? 'running' : 'pending',
          i < lapsed ? new Date(Date.now() - 1_000).toISOString() : null,
        ],
      );
    }
    return searchId;
  }

  it("lets a search's owner re-kick a stalled search: its sites are claimed and filled", async () => {
    const owner = await env.signIn('rekick-owner', 'pro');
    const searchId = await stalledSearch(owner.id, [3, 4, 5, 6, 7, 8, 9], 2);
    const answer = await callEnrich(owner.token, JSON.stringify({ search_id: searchId }));
    expect(answer.status).toBe(202);
    const body = (await answer.json()) as { claimed: number };
    expect(body.claimed).toBe(5);
    expect(enrichLogs[0]).toMatchObject({ status: 202, claimed: 5, rekick: true });
    await vi.waitFor(
      async () => expect((await rowsOf(searchId)).every((row) => row.status === 'done')).toBe(true),
      { timeout: 30_000, interval: 200 },
    );
    const rows = await rowsOf(searchId);
    expect(rows.map((row) => row.fill?.Email)).toEqual(
      [3, 4, 5, 6, 7, 8, 9].map((n) => `info@dentist${n}.example`),
    );
  });

  it('starts nothing while an invocation still holds a live lease of that search', async () => {
    const owner = await env.signIn('rekick-moving', 'pro');
    const searchId = await stalledSearch(owner.id, [3, 4, 5], 0);
    await env.stack.db.query(
      `update public.live_search_sites set status = 'running', lease_until = now() + interval '1 minute'
        where search_id = $1 and place_id = 'dentist-3'`,
      [searchId],
    );
    const answer = await callEnrich(owner.token, JSON.stringify({ search_id: searchId }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ claimed: 0 });
    expect((await rowsOf(searchId)).map((row) => row.status)).toEqual([
      'running',
      'pending',
      'pending',
    ]);
  });

  it("refuses a stranger's re-kick (403), an anonymous one (401) and a malformed one (400), never 500", async () => {
    const owner = await env.signIn('rekick-mine', 'pro');
    const stranger = await env.signIn('rekick-stranger', 'pro');
    const searchId = await stalledSearch(owner.id, [3, 4], 1);
    const body = JSON.stringify({ search_id: searchId });
    expect((await callEnrich(stranger.token, body)).status).toBe(403);
    expect(
      (await callEnrich(owner.token, JSON.stringify({ search_id: crypto.randomUUID() }))).status,
    ).toBe(403);
    expect((await callEnrich(null, body)).status).toBe(401);
    expect((await callEnrich(env.stack.config.anonKey, body)).status).toBe(401);
    expect((await callEnrich('not-a-token', body)).status).toBe(401);
    for (const bad of [
      undefined,
      '',
      'not json',
      '[]',
      'null',
      '{}',
      JSON.stringify({ search_id: 'x' }),
      JSON.stringify({ search_id: 42 }),
      JSON.stringify({ search_id: `${searchId}' or 1=1` }),
      JSON.stringify({ search_id: searchId, pad: 'x'.repeat(1_000) }),
    ]) {
      expect((await callEnrich(owner.token, bad)).status, String(bad).slice(0, 40)).toBe(400);
    }
    // Nothing was claimed by any of them.
    expect((await rowsOf(searchId)).map((row) => row.status)).toEqual(['running', 'pending']);
  });
});

describe('the claim (live_search_claim) keeps the caps', () => {
  type Claimed = { user_id: string; host: string };
  const claim = () => env.client.rpc<Claimed[]>('live_search_claim', {});

  /** A live search of `count` pending sites on hosts `<prefix>-<n>.test` (or one host). */
  async function seed(userId: string, prefix: string, count: number, oneHost = false) {
    const { rows } = await env.stack.db.query<{ id: string }>(
      'insert into public.live_searches (user_id, sites_total) values ($1, $2) returning id',
      [userId, count],
    );
    await env.stack.db.query(
      `insert into public.live_search_sites (search_id, user_id, place_id, site, host, website, created_at)
       select $1, $2, $3 || '-' || g, h, h, 'https://' || h || '/', now() + g * interval '1 millisecond'
         from generate_series(1, $4::int) g,
              lateral (select case when $5 then $3 || '.test' else $3 || '-' || g || '.test' end as h) x`,
      [rows[0]!.id, userId, prefix, count, oneHost],
    );
    return rows[0]!.id;
  }

  it('takes five at a time and at most ten running sites a user, so a second user is not starved', async () => {
    const first = await env.signIn('cap-user-a', 'pro');
    const second = await env.signIn('cap-user-b', 'pro');
    await seed(first.id, 'a', 30);
    await seed(second.id, 'b', 10);
    const claims = [];
    for (let i = 0; i < 5; i += 1) claims.push(await claim());
    expect(claims.map((batch) => batch.length)).toEqual([5, 5, 5, 5, 0]);
    const owners = claims.flat().map((row) => row.user_id);
    expect(owners.filter((id) => id === first.id)).toHaveLength(10);
    expect(owners.filter((id) => id === second.id)).toHaveLength(10);
  });

  it('hands a freed slot to the user with the fewest running sites, not to the oldest search', async () => {
    const caps = { p_global_cap: 4, p_user_cap: 4 };
    const claimWith = () => env.client.rpc<Claimed[]>('live_search_claim', caps);
    const early = await env.signIn('fair-early', 'pro');
    const late = await env.signIn('fair-late', 'pro');
    await seed(early.id, 'early', 10);
    await seed(late.id, 'late', 10);
    // The early search is a minute older (seeds a few ms apart would interleave).
    await env.stack.db.query(
      `update public.live_search_sites set created_at = created_at - interval '1 minute'
        where user_id = $1`,
      [early.id],
    );
    expect((await claimWith()).map((row) => row.user_id)).toEqual(Array(4).fill(early.id));
    // One of the early user's sites ends: the global cap has one slot again.
    await env.stack.db.query(
      `update public.live_search_sites set status = 'done', lease_until = null
        where place_id = 'early-1'`,
    );
    expect((await claimWith()).map((row) => row.user_id)).toEqual([late.id]);
  });

  it('runs at most 40 sites in all', async () => {
    const users = [];
    for (let i = 0; i < 5; i += 1) users.push(await env.signIn(`cap-global-${i}`, 'pro'));
    for (const [i, user] of users.entries()) await seed(user.id, `g${i}`, 10);
    let running = 0;
    for (let batch = await claim(); batch.length > 0; batch = await claim())
      running += batch.length;
    expect(running).toBe(40);
    const { rows } = await env.stack.db.query<{ n: number }>(
      `select count(*)::int as n from public.live_search_sites where status = 'running'`,
    );
    expect(rows[0]?.n).toBe(40);
  });

  it('runs one site of a host at a time, and takes again a site whose lease lapsed', async () => {
    const user = await env.signIn('cap-host', 'pro');
    const searchId = await seed(user.id, 'shared', 4, true);
    await seed(user.id, 'own', 2);
    const first = await claim();
    expect(first.map((row) => row.host).sort()).toEqual([
      'own-1.test',
      'own-2.test',
      'shared.test',
    ]);
    expect(await claim()).toEqual([]);
    // The invocation holding shared.test was lost: its lease lapses, the host is free again.
    await env.stack.db.query(
      `update public.live_search_sites set lease_until = now() - interval '1 second'
        where search_id = $1 and status = 'running'`,
      [searchId],
    );
    const again = await claim();
    expect(again.map((row) => row.host)).toEqual(['shared.test']);
  });
});
