import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import {
  startSiteServer,
  throughServer,
  type SiteServer,
} from '../../support/enrich/site-server.ts';
import { createPostgresCache } from '../../../supabase/functions/_shared/enrich/cache.ts';
import { DEFAULT_CONFIG } from '../../../supabase/functions/_shared/enrich/config.ts';
import { createEnricher } from '../../../supabase/functions/_shared/enrich/enrich-rows.ts';
import { siteIdentity } from '../../../supabase/functions/_shared/enrich/site-identity.ts';
import { createDirectoryProvider } from '../../../supabase/functions/_shared/search/directory-provider.ts';
import { createGoogleProvider } from '../../../supabase/functions/_shared/search/google/google-provider.ts';
import {
  createViewportMemo,
  postgresViewports,
  viewportStore,
} from '../../../supabase/functions/_shared/search/google/viewport-memo.ts';
import { LOCKED_ROW } from '../../../supabase/functions/_shared/search/shape.ts';
import type {
  AnswerRow,
  SearchProvider,
  SearchRow,
} from '../../../supabase/functions/_shared/search/types.ts';
import { SupabaseApiError } from '../../../supabase/functions/_shared/supabase/service-client.ts';
import {
  BESIKTAS_DENTISTS,
  KADIKOY_DENTISTS,
  startSearchStack,
  type SearchStack,
} from '../../support/functions/search-stack.ts';
import {
  standInCity,
  startPlacesStandIn,
  type PlacesStandIn,
} from '../../../supabase/local/places/places-stand-in.ts';
import defaultHandler, {
  createSearchHandler,
  searchMessages,
  type SearchLogLine,
} from '../../../supabase/functions/search/handler.ts';

// The handler against a real PGlite database behind the local stack's auth and REST
// APIs: the quota, the profile and the directory are the production SQL.
let env: SearchStack;
let logs: SearchLogLine[] = [];
let provider: SearchProvider;

beforeAll(async () => {
  env = await startSearchStack();
}, 180_000);
afterAll(async () => env?.stop());
beforeEach(() => {
  logs = [];
  provider = createDirectoryProvider(env.client);
});

const handler = createSearchHandler(
  () => ({ client: env.client, provider }),
  (line) => logs.push(line),
);

const KADIKOY = 'Kadıköy, İstanbul, Türkiye';
// Issue 20 item 6: the spec's eight keys exactly, in order, then the contact keys.
const ANSWER_KEYS = [
  'Name',
  'Address',
  'Phone',
  'Email',
  'Instagram',
  'Website',
  'Google Rating',
  'Rating Count',
  'Facebook',
  'LinkedIn',
  'TikTok',
  'X',
  'YouTube',
  'WhatsApp',
  'Phone (International)',
  'Phone Type',
  'Email Status',
  'Place ID',
];
function get(location: string, count: string | number, type: string, token?: string) {
  const path = [location, String(count), type].map(encodeURIComponent).join('/');
  return handler(
    new Request(`http://functions.test/search/${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }),
  );
}
function getRaw(rawPath: string, token: string) {
  return handler(
    new Request(`http://functions.test/search/${rawPath}`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
}

describe('who may search', () => {
  it.each([
    ['no token', undefined],
    ['the anon key', 'anon'],
    ['garbage', 'not-a-jwt'],
    ['a well-signed token of a user who does not exist', 'ghost'],
  ])('answers 401 to %s, without results', async (_name, kind) => {
    const token =
      kind === 'anon'
        ? env.stack.config.anonKey
        : kind === 'ghost'
          ? await signJwt(
              {
                role: 'authenticated',
                aud: 'authenticated',
                sub: randomUUID(),
                session_id: randomUUID(),
              },
              env.stack.config.jwtSecret,
            )
          : kind;
    const response = await get(KADIKOY, 20, 'dentist', token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: searchMessages.unauthorized,
      message: searchMessages.unauthorized,
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  // The plan is read by the token's `sub` while the auth API is asked who the token is: if
  // the two disagree, one user's plan would serve another user's quota.
  it.each([
    ['a Pro token, the auth API naming a free user', 'pro', 'free'],
    ['a free token, the auth API naming a Pro user', 'free', 'pro'],
  ] as const)(
    'answers 401 to %s, running nothing and counting nothing',
    async (_case, tokenPlan, namedPlan) => {
      const holder = await env.signIn(`subject-${tokenPlan}`, tokenPlan);
      const named = await env.signIn(`named-${namedPlan}`, namedPlan);
      const search = vi.fn(provider.search);
      const mismatched = createSearchHandler(
        () => ({
          client: { ...env.client, getUser: async () => ({ id: named.id }) },
          provider: { name: 'spy', search },
        }),
        (line) => logs.push(line),
      );
      const response = await mismatched(
        new Request(`http://functions.test/search/Ankara/100/dentist`, {
          headers: { Authorization: `Bearer ${holder.token}` },
        }),
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: searchMessages.unauthorized,
        message: searchMessages.unauthorized,
      });
      expect(search).not.toHaveBeenCalled();
      expect(await env.usedToday(holder.id)).toBe(0);
      expect(await env.usedToday(named.id)).toBe(0);
    },
  );

  it('answers the CORS preflight for GET and refuses other methods', async () => {
    const preflight = await handler(
      new Request('http://functions.test/search/a/20/b', { method: 'OPTIONS' }),
    );
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, OPTIONS');
    const post = await handler(
      new Request('http://functions.test/search/a/20/b', { method: 'POST' }),
    );
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, OPTIONS');
  });
});

describe('Pro', () => {
  let pro: { id: string; token: string };
  beforeAll(async () => {
    pro = await env.signIn('pro', 'pro');
  });

  it('gets 100 rows: the district first by rating count, then the rest of the city', async () => {
    const response = await get(KADIKOY, 100, 'dentist', pro.token);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as SearchRow[];
    // 25 + 30 dentists, minus nothing: the duplicate of "Kadıköy Diş 1" is dropped.
    expect(rows).toHaveLength(KADIKOY_DENTISTS + BESIKTAS_DENTISTS);
    const kadikoy = rows.slice(0, KADIKOY_DENTISTS);
    expect(kadikoy.every((row) => row.Address.includes('Kadıköy'))).toBe(true);
    expect(rows.slice(KADIKOY_DENTISTS).every((row) => row.Address.includes('Beşiktaş'))).toBe(
      true,
    );
    expect(kadikoy[0]).toEqual({
      Name: 'Kadıköy Diş 1',
      Address: 'Moda Cad. No:1, 34710 Kadıköy/İstanbul',
      Phone: '+90 216 100 00 01',
      Email: 'kadikoy1@example.com.tr',
      Instagram: '@kadikoydis1',
      Website: 'https://www.kadikoydis1.com.tr',
      'Google Rating': '4.1',
      'Rating Count': '999',
      // The directory's stand-in contacts (directory-contacts.ts): a profile named after
      // the website, the phone typed by phone.ts, the e-mail's mail server not answered.
      Facebook: 'https://www.facebook.com/kadikoydis1',
      LinkedIn: '',
      TikTok: '',
      X: '',
      YouTube: '',
      WhatsApp: '',
      'Phone (International)': '+902161000001',
      'Phone Type': 'FIXED_LINE',
      'Email Status': 'unchecked',
      'Place ID': '',
    });
    for (const row of rows) expect(Object.keys(row)).toEqual(ANSWER_KEYS);
    // Issue 20 item 7: the demo shows every field on some rows and leaves it empty on others;
    // WhatsApp only ever on a mobile phone, every phone typed.
    const all = rows as unknown as AnswerRow[];
    for (const key of ['Facebook', 'LinkedIn', 'TikTok', 'X', 'YouTube', 'WhatsApp'] as const) {
      const filled = all.filter((row) => row[key] !== '').length;
      expect(filled, key).toBeGreaterThan(0);
      expect(filled, key).toBeLessThan(all.length);
    }
    for (const row of all.filter((row) => row.WhatsApp !== '')) {
      expect(row['Phone Type']).toBe('MOBILE');
      expect(row.WhatsApp).toBe(row['Phone (International)']);
    }
    expect(all.every((row) => row.Phone === '' || row['Phone Type'] !== '')).toBe(true);
    // Rated before unrated, by count: 999, 998, ... then the five without a rating.
    const counts = kadikoy.map((row) => row['Rating Count']);
    expect(counts.slice(0, 3)).toEqual(['999', '998', '997']);
    expect(counts.slice(-5)).toEqual(['', '', '', '', '']);
    expect(kadikoy.at(-1)?.['Google Rating']).toBe('');
    for (const row of rows) {
      for (const value of Object.values(row)) expect(typeof value).toBe('string');
      expect(row).not.toHaveProperty('Locked');
    }
    const keys = rows.map((row) => `${row.Name}|${row.Address}`.toLocaleLowerCase('tr-TR'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(logs).toEqual([
      expect.objectContaining({
        plan: 'pro',
        provider: 'directory',
        asked: 100,
        returned: 55,
        status: 200,
      }),
    ]);
    expect(await env.usedToday(pro.id)).toBe(0);
  });

  it.each([20, 40, 60, 100])('accepts %i', async (count) => {
    const response = await get('İstanbul', count, 'dentist', pro.token);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SearchRow[]).length).toBe(Math.min(count, 55));
  });

  it.each([1, 10, 21, 50, 99, 101, 1000])('refuses %i with 400', async (count) => {
    const response = await get('İstanbul', count, 'dentist', pro.token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Result count must be 20, 40, 60 or 100.',
      message: 'Result count must be 20, 40, 60 or 100.',
    });
  });

  it.each(['İstanbul', 'ISTANBUL', 'istanbul', 'Istanbul', 'İstanbul, Türkiye', 'istanbul turkey'])(
    'finds the city as %s',
    async (location) => {
      const rows = (await (await get(location, 20, 'dentist', pro.token)).json()) as SearchRow[];
      // City-wide: by rating count, so Beşiktaş (5000-) comes before Kadıköy (1000-).
      expect(rows).toHaveLength(20);
      expect(rows[0]?.Name).toBe('Beşiktaş Dental 1');
    },
  );

  it.each([
    'Kadıköy',
    'KADIKÖY',
    'kadikoy',
    'kadikoy istanbul',
    'Kadıköy, İstanbul',
    'Kadıköy/İstanbul',
    'KADIKOY, ISTANBUL, TURKEY',
  ])('finds the district as %s', async (location) => {
    const rows = (await (await get(location, 20, 'dentist', pro.token)).json()) as SearchRow[];
    expect(rows[0]?.Name).toBe('Kadıköy Diş 1');
    expect(rows.every((row) => row.Address.includes('Kadıköy'))).toBe(true);
  });

  it.each([
    'dentist',
    'Dentists',
    'dental clinic',
    'diş hekimi',
    'DİŞ HEKİMLERİ',
    'dişçi',
    'Dişçiler',
  ])('understands the type %s', async (type) => {
    const rows = (await (await get('Kadıköy', 20, type, pro.token)).json()) as SearchRow[];
    expect(rows[0]?.Name).toBe('Kadıköy Diş 1');
  });

  it('title-cases names by Turkish rules and finds cafés as kafe', async () => {
    const rows = (await (await get('kadikoy', 20, 'kafe', pro.token)).json()) as SearchRow[];
    expect(rows.map((row) => row.Name)).toEqual(['Ilık Kahve', 'Moda Kafe']);
  });

  it('answers an empty array for a place or type the directory does not know', async () => {
    for (const [location, type] of [
      ['Atlantis', 'dentist'],
      ['İstanbul', 'submarine dealer'],
      ['İzmir', 'dentist'],
    ]) {
      const response = await get(location!, 20, type!, pro.token);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
  });
});

describe('free', () => {
  it('gets 20 rows whatever it asks: 10 real, then placeholders sharing nothing with rows 10-19', async () => {
    const free = await env.signIn('free');
    const response = await get(KADIKOY, 100, 'dentist', free.token);
    expect(response.status).toBe(200);
    const text = await response.text();
    const rows = JSON.parse(text) as SearchRow[];
    expect(rows).toHaveLength(20);
    const pro = await env.signIn('pro-compare', 'pro');
    const real = (await (await get(KADIKOY, 20, 'dentist', pro.token)).json()) as SearchRow[];
    expect(rows.slice(0, 10)).toEqual(real.slice(0, 10));
    for (const row of rows.slice(10)) {
      expect(row).toEqual(LOCKED_ROW);
      expect(Object.keys(row)).toEqual([...ANSWER_KEYS, 'Locked']);
      expect(Object.values(row).slice(8, 18)).toEqual(Array(10).fill(''));
    }
    // Nothing of the real rows 10-19 is anywhere in the body a free user receives.
    // (Values that rows 0-9 also carry, such as a rating of "4.3", are visible anyway.)
    const visible = new Set(real.slice(0, 10).flatMap((row) => Object.values(row)));
    for (const hidden of real.slice(10, 20)) {
      for (const value of Object.values(hidden).filter((v) => v !== '' && !visible.has(v))) {
        expect(text.includes(JSON.stringify(value)), value).toBe(false);
      }
    }
    expect(await env.usedToday(free.id)).toBe(1);
    expect(logs[0]).toMatchObject({ plan: 'free', asked: 100, returned: 20 });
  });

  it('gets only as many placeholders as there are real rows beyond 10', async () => {
    const free = await env.signIn('free-small');
    const rows = (await (await get('İstanbul', 20, 'kahveci', free.token)).json()) as SearchRow[];
    expect(rows.map((row) => row.Name)).toEqual(['Ilık Kahve', 'Moda Kafe']);
    const ankara = (await (await get('Ankara', 20, 'dentist', free.token)).json()) as SearchRow[];
    expect(ankara).toHaveLength(3);
  });

  it('stops at the daily limit with 429 and the spec text', async () => {
    const free = await env.signIn('free-limit');
    for (let i = 0; i < 3; i += 1)
      expect((await get('Ankara', 20, 'dentist', free.token)).status).toBe(200);
    const refused = await get('Ankara', 20, 'dentist', free.token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: 'Daily search limit reached. Upgrade to Pro for unlimited searches.',
      message: 'Daily search limit reached. Upgrade to Pro for unlimited searches.',
    });
    expect(await env.usedToday(free.id)).toBe(3);
  });

  it('gives exactly 3 answers with results to 20 concurrent searches', async () => {
    const free = await env.signIn('free-race');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => get(KADIKOY, 20, 'dentist', free.token)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    for (const response of responses.filter((r) => r.status === 200)) {
      expect(((await response.json()) as SearchRow[]).length).toBe(20);
    }
    expect(await env.usedToday(free.id)).toBe(3);
  }, 120_000);

  it('gets the search back when the provider fails, and the spec error text', async () => {
    const free = await env.signIn('free-failure');
    const search = vi.fn(async () => {
      throw new Error('provider down');
    });
    provider = { name: 'failing', search };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await get(KADIKOY, 20, 'dentist', free.token);
    errors.mockRestore();
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'Please enter valid address or store type information.',
      message: 'Please enter valid address or store type information.',
    });
    expect(search).toHaveBeenCalledWith(
      { location: KADIKOY, businessType: 'dentist', limit: 20 },
      expect.objectContaining({ deadline: expect.any(Number) }),
    );
    // Consumed before the provider ran, refunded after it failed.
    expect(await env.usedToday(free.id)).toBe(0);
    expect(logs[0]).toMatchObject({ plan: 'free', provider: 'failing', status: 502, returned: 0 });
  });

  it('never runs the provider nor counts a search for a refused request', async () => {
    const free = await env.signIn('free-bad-input');
    const search = vi.fn(async () => []);
    provider = { name: 'spy', search };
    const long = 'a'.repeat(10_000);
    const cases: [string, string][] = [
      ['%20/20/dentist', 'Location is required.'],
      ['Ankara/20/%20%09', 'Business type must not contain control characters.'],
      ['Ankara/20/', 'Business type is required.'],
      [`${long}/20/dentist`, 'Location must be at most 200 characters.'],
      [`Ankara/20/${long}`, 'Business type must be at most 200 characters.'],
      ['Ankara%00/20/dentist', 'Location must not contain control characters.'],
      ['Ankara%ZZ/20/dentist', 'Location is not correctly URL-encoded.'],
      [
        `Ankara/20/${encodeURIComponent("dentist'; drop table public.user_profiles; --")}`,
        "Business type may contain only letters, digits, spaces and . , ' & ( ) -.",
      ],
      [
        `${encodeURIComponent('..\\..\\windows')}/20/dentist`,
        "Location may contain only letters, digits, spaces and . , ' & ( ) - /.",
      ],
      ['Ankara/20', 'Use GET /search/{location}/{resultCount}/{businessType}.'],
      ['Ankara/20/dentist/more', 'Use GET /search/{location}/{resultCount}/{businessType}.'],
      ['Ankara/abc/dentist', 'Result count must be a whole number such as 20.'],
      ['Ankara/-20/dentist', 'Result count must be a whole number such as 20.'],
      ['Ankara/20.5/dentist', 'Result count must be a whole number such as 20.'],
      ['Ankara/1e3/dentist', 'Result count must be a whole number such as 20.'],
    ];
    for (const [path, message] of cases) {
      const started = performance.now();
      const response = await getRaw(path, free.token);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual({ error: message, message });
      expect(performance.now() - started, path).toBeLessThan(2_000);
    }
    expect(search).not.toHaveBeenCalled();
    expect(await env.usedToday(free.id)).toBe(0);
  });
});

describe('recent searches', () => {
  const recentOf = async (userId: string) =>
    (
      await env.stack.db.query<{ location: string; business_type: string; result_count: number }>(
        `select location, business_type, result_count from public.recent_searches
          where user_id = $1 order by searched_at desc`,
        [userId],
      )
    ).rows;

  it('records each search that answered, newest first, with the count it ran with', async () => {
    const free = await env.signIn('recent-free');
    expect((await get(KADIKOY, 100, 'dentist', free.token)).status).toBe(200);
    expect((await get('Ankara', 20, ' dentist ', free.token)).status).toBe(200);
    expect(await recentOf(free.id)).toEqual([
      { location: 'Ankara', business_type: 'dentist', result_count: 20 },
      { location: KADIKOY, business_type: 'dentist', result_count: 20 },
    ]);
    const pro = await env.signIn('recent-pro', 'pro');
    expect((await get(KADIKOY, 40, 'dentist', pro.token)).status).toBe(200);
    expect(await recentOf(pro.id)).toEqual([
      { location: KADIKOY, business_type: 'dentist', result_count: 40 },
    ]);
  });

  it('records nothing for a refused search or a failed provider', async () => {
    const free = await env.signIn('recent-refused');
    expect((await getRaw('Ankara/20/%20', free.token)).status).toBe(400);
    provider = {
      name: 'failing',
      search: async () => {
        throw new Error('provider down');
      },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await get('Ankara', 20, 'dentist', free.token)).status).toBe(502);
    errors.mockRestore();
    provider = createDirectoryProvider(env.client);
    await env.stack.db.query(
      `update public.user_profiles set daily_searches_used = 3, last_search_date = now() where id = $1`,
      [free.id],
    );
    expect((await get('Ankara', 20, 'dentist', free.token)).status).toBe(429);
    expect(await recentOf(free.id)).toEqual([]);
  });

  it('still answers when recording fails', async () => {
    const pro = await env.signIn('recent-broken', 'pro');
    const failingRecord = createSearchHandler(
      () => ({
        client: {
          ...env.client,
          rpc: async <T>(name: string, args: Record<string, unknown>): Promise<T> => {
            if (name === 'record_recent_search_for') throw new Error('database away');
            return env.client.rpc<T>(name, args);
          },
        },
        provider,
      }),
      (line) => logs.push(line),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await failingRecord(
      new Request('http://functions.test/search/Ankara/20/dentist', {
        headers: { Authorization: `Bearer ${pro.token}` },
      }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as SearchRow[]).length).toBe(3);
    expect(String(errors.mock.calls[0]?.[0])).toContain('recording the recent search failed');
    errors.mockRestore();
  });
});

describe('when the database does not answer', () => {
  // A failed read of the plan or of the quota is never taken for a plan: the search is
  // refused before the provider runs (a free user must not get uncounted searches).
  async function searchWithFailing(failing: 'select' | 'rpc') {
    const free = await env.signIn(`db-down-${failing}`);
    const search = vi.fn(provider.search);
    const down = async () => {
      throw new SupabaseApiError(503, undefined, 'database unavailable');
    };
    const handlerWithFailure = createSearchHandler(
      () => ({ client: { ...env.client, [failing]: down }, provider: { name: 'spy', search } }),
      (line) => logs.push(line),
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await handlerWithFailure(
      new Request(`http://functions.test/search/Ankara/20/dentist`, {
        headers: { Authorization: `Bearer ${free.token}` },
      }),
    );
    errors.mockRestore();
    return { free, search, response };
  }

  it.each([
    ['the profile cannot be read', 'select'],
    ['the quota cannot be counted', 'rpc'],
  ] as const)('answers 503 when %s, without running the provider', async (_case, failing) => {
    const { free, search, response } = await searchWithFailing(failing);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: searchMessages.unavailable,
      message: searchMessages.unavailable,
    });
    expect(search).not.toHaveBeenCalled();
    expect(await env.usedToday(free.id)).toBe(0);
    expect(logs[0]).toMatchObject({ status: 503, returned: 0 });
  });
});

describe('logging and configuration', () => {
  it('logs one line per search without the user id, e-mail or token', async () => {
    const user = await env.signIn('logged', 'pro');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const logged = createSearchHandler(() => ({ client: env.client, provider }));
    await logged(
      new Request(`http://functions.test/search/Ankara/20/dentist`, {
        headers: { Authorization: `Bearer ${user.token}` },
      }),
    );
    const lines = info.mock.calls.map((call) => String(call[0]));
    info.mockRestore();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      fn: 'search',
      status: 200,
      plan: 'pro',
      provider: 'directory',
      asked: 20,
      returned: 3,
      googleRequests: 0,
      googleCostUsd: 0,
      enrichSites: 0,
      enrichFromCache: 0,
      enrichCrawled: 0,
      enrichFailed: 0,
      enrichUnfinished: 0,
      enrichMs: 0,
      livePending: 0,
      ms: expect.any(Number),
    });
    expect(lines[0]).not.toContain(user.id);
    expect(lines[0]).not.toContain('@search.test');
    expect(lines[0]).not.toContain(user.token.slice(-20));
  });

  it('answers 500 for an unknown SEARCH_PROVIDER and names it in the log', async () => {
    const saved = { ...process.env };
    process.env.SUPABASE_URL = env.stack.apiUrl;
    process.env.SUPABASE_SERVICE_ROLE_KEY = env.stack.config.serviceRoleKey;
    process.env.SEARCH_PROVIDER = 'bing';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await defaultHandler(
        new Request('http://functions.test/search/Ankara/20/dentist'),
      );
      expect(response.status).toBe(500);
      expect(String(errors.mock.calls[0]?.[1])).toContain('Unknown SEARCH_PROVIDER "bing"');
    } finally {
      errors.mockRestore();
      process.env = saved;
    }
  });
});

describe('through the local stack', () => {
  const viaStack = (path: string, token?: string) =>
    fetch(`${env.stack.apiUrl}/functions/v1/search/${path}`, {
      headers: {
        apikey: env.stack.config.anonKey,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });

  it('serves the function behind the gateway: a user gets results, the anon key 401', async () => {
    const user = await env.signIn('gateway', 'pro');
    const ok = await viaStack(`${encodeURIComponent(KADIKOY)}/20/dentist`, user.token);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as SearchRow[])[0]?.Name).toBe('Kadıköy Diş 1');
    const anon = await viaStack('Ankara/20/dentist', env.stack.config.anonKey);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toMatchObject({ error: searchMessages.unauthorized });
    expect((await viaStack('Ankara/20/dentist')).status).toBe(401);
  });

  it('serves free_daily_search_limit() to the app, signed out or in (the one source of the limit)', async () => {
    for (const key of [env.stack.config.anonKey, (await env.signIn('limit-reader')).token]) {
      const response = await fetch(`${env.stack.apiUrl}/rest/v1/rpc/free_daily_search_limit`, {
        method: 'POST',
        headers: {
          apikey: env.stack.config.anonKey,
          Authorization: `Bearer ${key}`,
          'Content-Type': 'application/json',
        },
        body: '{}',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toBe(3);
    }
  });
});

describe('with the google provider (Places API stand-in on loopback)', () => {
  let places: PlacesStandIn;
  beforeAll(async () => {
    places = await startPlacesStandIn(standInCity({ keyword: 'dentist', perQuarter: 40 }));
  });
  afterAll(async () => places?.stop());
  beforeEach(() => {
    places.reset();
    provider = createGoogleProvider({
      apiKey: places.apiKey,
      baseUrl: places.url,
      enrich: async (rows) => rows,
    });
  });

  it('answers 100 rows to Pro and logs the Google requests and their list price', async () => {
    const pro = await env.signIn('google-pro', 'pro');
    const response = await get('İstanbul', 100, 'dentist', pro.token);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as SearchRow[];
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.Name)).size).toBe(100);
    expect(rows[0]).toMatchObject({ Phone: expect.any(String), Website: expect.any(String) });
    // The viewport (one Text Search Pro request), 5 result pages.
    expect(places.requests).toHaveLength(6);
    expect(logs[0]).toMatchObject({
      provider: 'google',
      status: 200,
      returned: 100,
      googleRequests: 6,
      googleCostUsd: 0.207,
    });
  });

  it("keeps a location's viewport in the database: another instance's search starts with its result pages", async () => {
    const pro = await env.signIn('google-viewports', 'pro');
    const instance = () =>
      createGoogleProvider({
        apiKey: places.apiKey,
        baseUrl: places.url,
        enrich: async (rows) => rows,
        // A fresh isolate's memo each time: only the table is shared.
        viewports: viewportStore(createViewportMemo(), postgresViewports(env.client)),
      });
    const lookups = () =>
      places.requests.filter((r) => r.headers['x-goog-fieldmask'] === 'places.viewport');
    provider = instance();
    expect((await get('İstanbul', 100, 'dentist', pro.token)).status).toBe(200);
    expect(lookups()).toHaveLength(1);
    await vi.waitFor(async () => {
      const { rows } = await env.stack.db.query(
        "select key from private.place_viewports where key like 'tr|TR|%stanbul'",
      );
      expect(rows).toHaveLength(1);
    });
    places.reset();
    provider = instance();
    expect((await get('İstanbul', 100, 'dentist', pro.token)).status).toBe(200);
    expect(lookups()).toHaveLength(0);
    expect(logs.at(-1)).toMatchObject({ googleRequests: places.requests.length });
  });

  it.each([
    [429, 'RESOURCE_EXHAUSTED'],
    [403, 'PERMISSION_DENIED'],
    [500, 'INTERNAL'],
  ])(
    'answers the spec error to a free user and gives the search back when Google answers %i',
    async (status, googleStatus) => {
      const free = await env.signIn(`google-free-${status}`);
      places.fault({ fault: { kind: 'error', status, googleStatus } });
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const response = await get(KADIKOY, 20, 'dentist', free.token);
      const logged = JSON.stringify(errors.mock.calls.map((call) => call.map(String)));
      errors.mockRestore();
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: searchMessages.providerFailed,
        message: searchMessages.providerFailed,
      });
      expect(await env.usedToday(free.id)).toBe(0);
      expect(logs[0]).toMatchObject({ plan: 'free', status: 502, googleRequests: 1 });
      // The log names Google's answer, never the key.
      expect(logged).toContain(googleStatus);
      expect(logged).not.toContain(places.apiKey);
    },
  );

  it('answers the spec error and refunds when Google hangs, within the 8 s budget', async () => {
    const free = await env.signIn('google-free-hang');
    places.fault({ fault: { kind: 'hang' } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    const response = await get(KADIKOY, 20, 'dentist', free.token);
    errors.mockRestore();
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await env.usedToday(free.id)).toBe(0);
  });
});

describe('with the google provider and the real enrichment (stand-in sites on loopback)', () => {
  const WEBSITE = 'https://www.modadisklinigi.test.tr/';
  const HANGING = 'https://www.asili.test.tr/';
  let places: PlacesStandIn;
  let sites: SiteServer;
  beforeAll(async () => {
    const city = standInCity({ keyword: 'dentist', perQuarter: 5 });
    city.places.forEach((place, i) => {
      place.website = i === 0 ? WEBSITE : i === 1 ? HANGING : undefined;
    });
    places = await startPlacesStandIn(city);
    sites = await startSiteServer({
      'www.modadisklinigi.test.tr': {
        '/': {
          body: `<html><body><nav><a href="/iletisim">İletişim</a></nav>
            <a href="https://www.instagram.com/modadisklinigi/">Instagram</a>
            <a href="https://www.facebook.com/modadisklinigi">Facebook</a>
            <a href="https://wa.me/905321234567">WhatsApp</a>
            <footer>Tasarım: <a href="mailto:hello@ajans.test">Ajans</a></footer></body></html>`,
        },
        '/iletisim': { body: '<p>E-posta: info [at] modadisklinigi.test.tr</p>' },
      },
      'www.asili.test.tr': { '/robots.txt': { hang: true }, '/': { hang: true } },
    });
  });
  afterAll(async () => {
    await places?.stop();
    await sites?.close();
  });
  beforeEach(() => {
    const cache = createPostgresCache(env.client);
    const enricher = createEnricher({
      connect: throughServer(sites.origin),
      resolve: async () => ['127.0.0.1'],
      now: Date.now,
      cache,
      // The sites are on loopback; a short page time-out keeps the hanging site's wait short.
      config: { ...DEFAULT_CONFIG, allowPrivateNetwork: true, pageTimeoutMs: 1000 },
      checkMx: async (domain) => domain === 'modadisklinigi.test.tr',
    });
    provider = createGoogleProvider({
      apiKey: places.apiKey,
      baseUrl: places.url,
      enrich: (rows, options) => enricher.enrichRows(rows, options),
    });
  });

  it('fills Email and Instagram from the website, leaves a hanging site empty, answers in time and logs the counts', async () => {
    const pro = await env.signIn('google-enrich', 'pro');
    const started = Date.now();
    const response = await get('İstanbul', 20, 'dentist', pro.token);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as AnswerRow[];
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(Object.keys(row)).toEqual(ANSWER_KEYS);
    const found = rows.find((row) => row.Website === WEBSITE);
    expect(found).toMatchObject({
      Email: 'info@modadisklinigi.test.tr',
      Instagram: '@modadisklinigi',
      Facebook: 'https://www.facebook.com/modadisklinigi',
      LinkedIn: '',
      WhatsApp: '+905321234567',
      'Email Status': 'verified domain',
    });
    expect(found!['Place ID']).toMatch(/^\S+$/);
    expect(found!['Phone (International)']).toMatch(/^\+90\d{10}$/);
    expect(rows.find((row) => row.Website === HANGING)).toMatchObject({
      Email: '',
      Instagram: '',
      Facebook: '',
      WhatsApp: '',
      'Email Status': '',
    });
    expect(rows.filter((row) => row.Email !== '' || row.Instagram !== '')).toHaveLength(1);
    expect(logs).toEqual([
      expect.objectContaining({
        provider: 'google',
        status: 200,
        returned: 20,
        enrichSites: 2,
        enrichFromCache: 0,
        enrichCrawled: 1,
        enrichFailed: 1,
        enrichUnfinished: 0,
        enrichMs: expect.any(Number),
      }),
    ]);
    // Counts only: no website, e-mail or handle in the log line.
    expect(JSON.stringify(logs[0])).not.toMatch(/modadisklinigi|asili|@/);

    // The findings are in the shared Postgres cache: the next search reads them from there
    // and tries the failed site again.
    const cache = createPostgresCache(env.client);
    await vi.waitFor(
      async () => expect((await cache.get([siteIdentity(WEBSITE)!.key], 3600)).size).toBe(1),
      { timeout: 10_000 },
    );
    logs = [];
    const again = (await (await get('İstanbul', 20, 'dentist', pro.token)).json()) as SearchRow[];
    expect(again.find((row) => row.Website === WEBSITE)?.Email).toBe('info@modadisklinigi.test.tr');
    expect(logs[0]).toMatchObject({ enrichSites: 2, enrichFromCache: 1, enrichCrawled: 0 });
  });
});

describe('two businesses on one shared host, in one search (issue 20)', () => {
  const SALON = 'https://linktr.ee/salonmelis';
  const BARBER = 'https://linktr.ee/berberkaan';
  let places: PlacesStandIn;
  let sites: SiteServer;
  beforeAll(async () => {
    const city = standInCity({ keyword: 'kuaför', perQuarter: 5 });
    city.places.forEach((place, i) => {
      place.website = i === 0 ? SALON : i === 1 ? BARBER : undefined;
    });
    places = await startPlacesStandIn(city);
    // Link-in-bio pages: the business's links, then the platform's own footer.
    const page = (name: string, handle: string, mail: string) => ({
      body: `<html><body><main><h1>${name}</h1>
        <a data-testid="SocialIcon" href="https://instagram.com/${handle}" aria-label="${name} instagram"></a>
        <a data-testid="LinkButton" href="mailto:${mail}">E-posta</a></main>
        <footer><a href="https://linktr.ee/">Join ${handle} on Linktree</a>
        <a href="https://www.instagram.com/linktree_/">Linktree</a></footer></body></html>`,
    });
    sites = await startSiteServer({
      'linktr.ee': {
        '/salonmelis': page('Salon Melis', 'salonmelis', 'randevu.salonmelis@gmail.com'),
        '/berberkaan': page('Berber Kaan', 'berberkaan', 'kaanberber@hotmail.com'),
      },
    });
  });
  afterAll(async () => {
    await places?.stop();
    await sites?.close();
  });
  beforeEach(() => {
    const enricher = createEnricher({
      connect: throughServer(sites.origin),
      resolve: async () => ['127.0.0.1'],
      now: Date.now,
      cache: createPostgresCache(env.client),
      config: { ...DEFAULT_CONFIG, allowPrivateNetwork: true, pageTimeoutMs: 2000 },
    });
    provider = createGoogleProvider({
      apiKey: places.apiKey,
      baseUrl: places.url,
      enrich: (rows, options) => enricher.enrichRows(rows, options),
    });
  });

  it("gives each its own e-mail and Instagram, never the first one's or the platform's", async () => {
    const pro = await env.signIn('google-shared-host', 'pro');
    const response = await get('İstanbul', 20, 'kuaför', pro.token);
    expect(response.status).toBe(200);
    const rows = (await response.json()) as SearchRow[];
    expect(rows.find((row) => row.Website === SALON)).toMatchObject({
      Email: 'randevu.salonmelis@gmail.com',
      Instagram: '@salonmelis',
    });
    expect(rows.find((row) => row.Website === BARBER)).toMatchObject({
      Email: 'kaanberber@hotmail.com',
      Instagram: '@berberkaan',
    });
    expect(logs[0]).toMatchObject({ enrichSites: 2, enrichCrawled: 2 });
  });
});
