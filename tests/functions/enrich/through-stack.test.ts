// The local stack serves `enrich` like every other function, and live mode runs there
// from the environment alone (issue 21 items 2 and 5): SEARCH_PROVIDER=google,
// GOOGLE_PLACES_API_KEY, GOOGLE_PLACES_API_URL (a Places stand-in on loopback) and
// ENRICH_ALLOW_PRIVATE_NETWORK (its sites on loopback). The deployed handlers run behind
// the stack's gateway; `search` starts `enrich` over HTTP with the service role.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSiteServer, type SiteServer } from '../../support/enrich/site-server.ts';
import { startSearchStack, type SearchStack } from '../../support/functions/search-stack.ts';
import { LIVE_SEARCH_HEADER } from '../../../supabase/functions/_shared/live/live-rules.ts';
import {
  standInCity,
  startPlacesStandIn,
  type PlacesStandIn,
} from '../../../supabase/local/places/places-stand-in.ts';

const NAMES = [
  'SEARCH_PROVIDER',
  'GOOGLE_PLACES_API_KEY',
  'GOOGLE_PLACES_API_URL',
  'ENRICH_ALLOW_PRIVATE_NETWORK',
] as const;
const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
let env: SearchStack;
let places: PlacesStandIn;
let sites: SiteServer;

beforeAll(async () => {
  sites = await startSiteServer(() => ({
    body: '<html><body><a href="mailto:randevu@klinik.example">E-posta</a></body></html>',
    delayMs: 1_500,
  }));
  const city = standInCity({ keyword: 'dentist', perQuarter: 5 });
  city.places.forEach((place, i) => {
    place.website = i === 0 ? `${sites.origin}/` : undefined;
  });
  places = await startPlacesStandIn(city);
  env = await startSearchStack();
  process.env.SEARCH_PROVIDER = 'google';
  process.env.GOOGLE_PLACES_API_KEY = places.apiKey;
  process.env.GOOGLE_PLACES_API_URL = places.url;
  process.env.ENRICH_ALLOW_PRIVATE_NETWORK = '1';
}, 180_000);
afterAll(async () => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await env?.stop();
  await places?.stop();
  await sites?.close();
});

describe('live mode on the local stack', () => {
  it('answers from the Places stand-in at once; enrich, behind the gateway, fills the row afterwards', async () => {
    const user = await env.signIn('stack-live', 'pro');
    const response = await fetch(
      `${env.stack.apiUrl}/functions/v1/search/${encodeURIComponent('İstanbul')}/20/dentist`,
      { headers: { apikey: env.stack.config.anonKey, Authorization: `Bearer ${user.token}` } },
    );
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Array<{ Email: string; 'Place ID'?: string }>;
    expect(rows).toHaveLength(20);
    expect(places.requests.length).toBeGreaterThan(0);
    // The site answers 1.5 s after it is asked: the answer did not wait for it.
    const first = rows.find((row) => row['Place ID'] === 'dentist-1');
    expect(first?.Email).toBe('');
    const searchId = response.headers.get(LIVE_SEARCH_HEADER);
    expect(searchId).toMatch(/^[0-9a-f-]{36}$/);

    await vi.waitFor(
      async () => {
        const { rows: states } = await env.stack.db.query<{ status: string; fill: unknown }>(
          'select status, fill from public.live_search_sites where search_id = $1',
          [searchId],
        );
        expect(states).toEqual([
          { status: 'done', fill: expect.objectContaining({ Email: 'randevu@klinik.example' }) },
        ]);
      },
      { timeout: 20_000, interval: 250 },
    );
  });

  it('refuses enrich to a user token without its own search, and to no token at all', async () => {
    const user = await env.signIn('stack-enrich-caller', 'pro');
    const call = (token?: string, body?: unknown) =>
      fetch(`${env.stack.apiUrl}/functions/v1/enrich`, {
        method: 'POST',
        headers: {
          apikey: env.stack.config.anonKey,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // A user may only nudge a live search of their own: no search id is bad input, another's
    // (or an unknown) id is refused.
    expect((await call(user.token)).status).toBe(400);
    expect(
      (await call(user.token, { search_id: '6f1c2d1e-0000-4000-8000-00000000dead' })).status,
    ).toBe(403);
    expect((await call()).status).toBe(401);
    expect((await call(env.stack.config.serviceRoleKey)).status).toBe(200);
  });
});
