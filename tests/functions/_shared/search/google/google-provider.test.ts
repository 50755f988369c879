import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  standInCity,
  startPlacesStandIn,
  type PlacesStandIn,
  type RecordedRequest,
} from '../../../../../supabase/local/places/places-stand-in.ts';
import type {
  EnrichRows,
  SearchRow,
  UpstreamRequest,
} from '../../../../../supabase/functions/_shared/search/types.ts';
import { RESULT_FIELD_MASK } from '../../../../../supabase/functions/_shared/search/google/constants.ts';
import {
  createGoogleProvider,
  toRow,
} from '../../../../../supabase/functions/_shared/search/google/google-provider.ts';
import { splitRectangle } from '../../../../../supabase/functions/_shared/search/google/grid.ts';
import { GooglePlacesError } from '../../../../../supabase/functions/_shared/search/google/places-client.ts';
import {
  createViewportMemo,
  viewportStore,
  type ViewportStore,
} from '../../../../../supabase/functions/_shared/search/google/viewport-memo.ts';

// The provider against the Places API stand-in on loopback: what is sent (headers, field
// mask, body), paging, splitting and de-duplication, errors and time limits.
const city = standInCity({ keyword: 'dentist', perQuarter: 40, outside: 5 });
// A sparse type: 3 cafés in one quarter only.
const cafes = standInCity({ keyword: 'cafe', perQuarter: 3 }).places.slice(0, 3);

let api: PlacesStandIn;
beforeAll(async () => {
  api = await startPlacesStandIn({ places: [...city.places, ...cafes], areas: city.areas });
});
afterAll(async () => api?.stop());
beforeEach(() => api.reset());

const unchanged: EnrichRows = async (rows) => rows;
function provider(enrich: EnrichRows = unchanged, apiKey = api.apiKey, viewports?: ViewportStore) {
  return createGoogleProvider({ apiKey, baseUrl: api.url, enrich, viewports });
}
const KADIKOY = 'Kadıköy/İstanbul, Türkiye';
const textSearches = () => api.requests.filter((r) => r.path === '/v1/places:searchText');
const billedPages = () =>
  textSearches().filter((r) => r.headers['x-goog-fieldmask'] === RESULT_FIELD_MASK);
const silence = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('Text Search: what is sent', () => {
  it('asks for exactly the row fields and nextPageToken, with the key, 20 a page, in Turkish for Turkey', async () => {
    const rows = await provider().search({ location: KADIKOY, businessType: 'dentist', limit: 20 });
    expect(rows).toHaveLength(20);
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests as [RecordedRequest];
    expect(sent.method).toBe('POST');
    expect(sent.headers['x-goog-api-key']).toBe(api.apiKey);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.headers['x-goog-fieldmask']).toBe(
      'places.id,places.displayName,places.formattedAddress,places.nationalPhoneNumber,places.websiteUri,places.rating,places.userRatingCount,nextPageToken',
    );
    expect(sent.body).toEqual({
      textQuery: 'Kadıköy/İstanbul, Türkiye dentist',
      pageSize: 20,
      languageCode: 'tr',
      regionCode: 'TR',
    });
  });

  it('asks in English, without a region, for a place outside Turkey', async () => {
    await provider().search({ location: 'Camden, London', businessType: 'dentist', limit: 20 });
    expect(api.requests[0]!.body).toEqual({
      textQuery: 'dentist in Camden, London',
      pageSize: 20,
      languageCode: 'en',
    });
  });

  it('turns a place into the spec row, Email and Instagram left to the enrichment', async () => {
    const rows = await provider().search({ location: KADIKOY, businessType: 'dentist', limit: 20 });
    expect(rows[0]).toEqual({
      Name: 'Dentist 1',
      Address: 'Street 1, Kadıköy, İstanbul',
      Phone: '0216 555 0001',
      Email: '',
      Instagram: '',
      Website: 'https://www.dentist1.example',
      'Google Rating': '3.1',
      'Rating Count': '999',
      // For shape.ts, which builds the answer's added keys from them: the phone typed (its
      // country from the searched location, as the stand-in's address names none) and the
      // place id.
      TypedPhone: { e164: '+902165550001', type: 'FIXED_LINE' },
      PlaceId: expect.stringMatching(/^\S+$/),
    });
    expect(toRow({ id: 'x', displayName: { text: 'Bare' } })).toEqual({
      PlaceId: 'x',
      Name: 'Bare',
      Address: '',
      Phone: '',
      Email: '',
      Instagram: '',
      Website: '',
      'Google Rating': '',
      'Rating Count': '',
    });
    expect(toRow({ id: 'x', displayName: { text: 'Five' }, rating: 5 })['Google Rating']).toBe(
      '5.0',
    );
  });
});

describe('Text Search: paging', () => {
  it('pages with nextPageToken, repeating the first body exactly, until the count (40 = 2 pages)', async () => {
    const rows = await provider().search({ location: KADIKOY, businessType: 'dentist', limit: 40 });
    expect(rows).toHaveLength(40);
    const [first, second] = textSearches() as [RecordedRequest, RecordedRequest];
    expect(textSearches()).toHaveLength(2);
    expect(first.body).not.toHaveProperty('pageToken');
    const { pageToken, ...rest } = second.body!;
    expect(pageToken).toEqual(expect.any(String));
    expect(rest).toEqual(first.body);
    expect(new Set(rows.map((r) => r.Name)).size).toBe(40);
  });

  it('stops at 60 in 3 pages, and earlier when Google has no next page', async () => {
    const sixty = await provider().search({
      location: KADIKOY,
      businessType: 'dentist',
      limit: 60,
    });
    expect(sixty).toHaveLength(60);
    expect(textSearches()).toHaveLength(3);
    api.reset();
    const few = await provider().search({ location: KADIKOY, businessType: 'cafe', limit: 60 });
    expect(few.map((r) => r.Name)).toEqual(['Cafe 1', 'Cafe 2', 'Cafe 3']);
    expect(textSearches()).toHaveLength(1);
  });

  it('answers an empty list, not an error, when Google finds nothing', async () => {
    expect(
      await provider().search({ location: KADIKOY, businessType: 'bakery', limit: 20 }),
    ).toEqual([]);
  });
});

describe('Beyond 60: the viewport split into restricted cells', () => {
  it('finds 100 distinct places in 4 restricted cells, within the page budget', async () => {
    const rows = await provider().search({
      location: 'İstanbul',
      businessType: 'dentist',
      limit: 100,
    });
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.Name)).size).toBe(100);
    // None from outside the city's viewport.
    expect(rows.some((r) => r.Address.includes('Elsewhere'))).toBe(false);

    // 1: the location's viewport, in one Text Search (Pro) before any result page.
    const [lookup] = api.requests as [RecordedRequest];
    expect(lookup.path).toBe('/v1/places:searchText');
    expect(lookup.headers['x-goog-fieldmask']).toBe('places.viewport');
    expect(lookup.body).toMatchObject({ textQuery: 'İstanbul', pageSize: 1 });

    // Then restricted cells (rectangles, never bias), 4 first pages and one more page.
    const pages = billedPages();
    expect(pages).toHaveLength(5);
    for (const page of pages) {
      expect(page.body).toMatchObject({
        textQuery: 'dentist',
        pageSize: 20,
        languageCode: 'tr',
        locationRestriction: { rectangle: { low: expect.any(Object), high: expect.any(Object) } },
      });
      expect(page.body).not.toHaveProperty('locationBias');
    }
    const rectangles = new Set(pages.map((p) => JSON.stringify(p.body!.locationRestriction)));
    expect(rectangles.size).toBe(4);
  });

  it('de-duplicates a place that two cells both return', async () => {
    // The first cell answers its own page with two places of another cell's in it.
    const intruders = city.places.filter((p) => p.location.longitude > 29).slice(0, 2);
    const ownFirst = city.places.filter(
      (p) => p.location.longitude < 29 && p.location.latitude < 41,
    );
    api.fault({
      times: 1,
      when: (r) => r.body?.locationRestriction !== undefined,
      fault: {
        kind: 'respond',
        status: 200,
        body: {
          places: [...intruders, ...ownFirst.slice(0, 18)].map((p) => ({
            id: p.id,
            displayName: { text: p.name },
            formattedAddress: p.address,
          })),
        },
      },
    });
    const rows = await provider().search({
      location: 'İstanbul',
      businessType: 'dentist',
      limit: 100,
    });
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.Name)).size).toBe(100);
  });

  it('stops when the area is exhausted: every cell paged to its end, fewer than asked', async () => {
    const rows = await provider().search({
      location: 'İstanbul',
      businessType: 'cafe',
      limit: 100,
    });
    expect(rows.map((r) => r.Name).sort()).toEqual(['Cafe 1', 'Cafe 2', 'Cafe 3']);
    expect(billedPages()).toHaveLength(4);
  });

  it('never spends more than the $0.25 budget, even when cells keep overlapping: 6 pages after a viewport lookup', async () => {
    // Every cell answers the same 20 places with a next page: nothing new is ever found.
    const same = city.places.slice(0, 20).map((p) => ({ id: p.id, displayName: { text: p.name } }));
    api.fault({
      when: (r) => r.body?.locationRestriction !== undefined,
      fault: { kind: 'respond', status: 200, body: { places: same, nextPageToken: 'more' } },
    });
    const requests: UpstreamRequest[] = [];
    const viewports = viewportStore(createViewportMemo());
    const search = () =>
      provider(unchanged, api.apiKey, viewports).search(
        { location: 'İstanbul', businessType: 'dentist', limit: 100 },
        { deadline: Date.now() + 7_500, onUpstreamRequest: (r) => requests.push(r) },
      );
    const rows = await search();
    expect(rows).toHaveLength(20);
    expect(billedPages()).toHaveLength(6);
    const cost = requests.reduce((sum, r) => sum + r.priceUsd, 0);
    expect(cost).toBeLessThanOrEqual(0.25);
    expect(requests.map((r) => r.sku)).toEqual([
      'textSearchPro',
      ...Array(6).fill('textSearchEnterprise'),
    ]);

    // With the viewport known the lookup's fee goes to a seventh page.
    requests.length = 0;
    await search();
    expect(requests.map((r) => r.sku)).toEqual(Array(7).fill('textSearchEnterprise'));
    expect(requests.reduce((sum, r) => sum + r.priceUsd, 0)).toBeLessThanOrEqual(0.25);
  });

  it('falls back to one query when the viewport lookup fails', async () => {
    const warn = silence();
    api.fault({
      fault: { kind: 'error', status: 500, googleStatus: 'INTERNAL' },
      when: (request) => request.headers['x-goog-fieldmask'] === 'places.viewport',
    });
    const rows = await provider().search({
      location: KADIKOY,
      businessType: 'dentist',
      limit: 100,
    });
    expect(rows).toHaveLength(60);
    expect(new Set(rows.map((row) => row.PlaceId)).size).toBe(60);
    expect(warn).toHaveBeenCalled();
  });

  it('falls back to one query when Google cannot place the location', async () => {
    const rows = await provider().search({
      location: 'Atlantis',
      businessType: 'dentist',
      limit: 100,
    });
    expect(rows).toEqual([]);
    expect(api.requests.map((r) => r.headers['x-goog-fieldmask'])).toEqual([
      'places.viewport',
      RESULT_FIELD_MASK,
    ]);
  });
});

describe('Errors', () => {
  it.each([
    [400, 'INVALID_ARGUMENT'],
    [403, 'PERMISSION_DENIED'],
    [429, 'RESOURCE_EXHAUSTED'],
    [500, 'INTERNAL'],
    [503, 'UNAVAILABLE'],
  ])('throws a GooglePlacesError for %i %s', async (status, googleStatus) => {
    api.fault({ fault: { kind: 'error', status, googleStatus } });
    const failing = provider().search({ location: KADIKOY, businessType: 'dentist', limit: 20 });
    await expect(failing).rejects.toBeInstanceOf(GooglePlacesError);
    await expect(
      provider().search({ location: KADIKOY, businessType: 'dentist', limit: 100 }),
    ).rejects.toMatchObject({ status, reason: googleStatus });
  });

  it('throws for a wrong API key (Google answers 403)', async () => {
    await expect(
      provider(unchanged, 'wrong-key').search({
        location: KADIKOY,
        businessType: 'dentist',
        limit: 20,
      }),
    ).rejects.toMatchObject({ status: 403, reason: 'PERMISSION_DENIED' });
  });

  it('throws for a body that is not JSON', async () => {
    api.fault({ fault: { kind: 'respond', status: 200, body: 'not json' } });
    await expect(
      provider().search({ location: KADIKOY, businessType: 'dentist', limit: 20 }),
    ).rejects.toMatchObject({ reason: 'BAD_BODY' });
  });

  it('gives up on a hanging Google before the deadline leaves no time for enrichment', async () => {
    api.fault({ fault: { kind: 'hang' } });
    const started = Date.now();
    await expect(
      provider().search(
        { location: KADIKOY, businessType: 'dentist', limit: 20 },
        { deadline: started + 4_500 },
      ),
    ).rejects.toMatchObject({ reason: 'TIMEOUT' });
    // Google's share ends 3 s before the deadline: about 1.5 s here.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('keeps the pages it has when a later page fails', async () => {
    const warn = silence();
    api.fault({
      when: (r) => r.body?.pageToken !== undefined,
      fault: { kind: 'error', status: 500, googleStatus: 'INTERNAL' },
    });
    const rows = await provider().search({ location: KADIKOY, businessType: 'dentist', limit: 60 });
    warn.mockRestore();
    expect(rows).toHaveLength(20);
  });
});

describe('Enrichment seam', () => {
  it('hands the rows and the search deadline to the enricher and answers what it returns', async () => {
    const enrich = vi.fn<EnrichRows>(async (rows) =>
      rows.map((row): SearchRow => ({ ...row, Email: 'info@example.com' })),
    );
    const deadline = Date.now() + 7_500;
    const rows = await provider(enrich).search(
      { location: KADIKOY, businessType: 'dentist', limit: 20 },
      { deadline },
    );
    expect(enrich).toHaveBeenCalledTimes(1);
    expect(enrich.mock.calls[0]![0]).toHaveLength(20);
    expect(enrich.mock.calls[0]![1]).toEqual({ deadline });
    expect(rows.every((r) => r.Email === 'info@example.com')).toBe(true);
  });

  it("passes the enricher's counts to the search context (the log line)", async () => {
    const stats = { sites: 3, fromCache: 1, crawled: 1, failed: 0, unfinished: 1, ms: 42 };
    const onEnrichStats = vi.fn();
    await provider(async (rows, options) => {
      options.onStats?.(stats);
      return rows;
    }).search(
      { location: KADIKOY, businessType: 'dentist', limit: 20 },
      { deadline: Date.now() + 7_500, onEnrichStats },
    );
    expect(onEnrichStats).toHaveBeenCalledExactlyOnceWith(stats);
  });

  it('answers the rows without enrichment when the enricher throws', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const rows = await provider(async () => {
      throw new Error('enricher broke');
    }).search({ location: KADIKOY, businessType: 'dentist', limit: 20 });
    errors.mockRestore();
    expect(rows).toHaveLength(20);
  });
});

describe('splitRectangle', () => {
  it('covers the viewport with side x side cells, edge to edge', () => {
    const cells = splitRectangle(
      { low: { latitude: 40, longitude: 28 }, high: { latitude: 42, longitude: 30 } },
      2,
    );
    expect(cells).toEqual([
      { low: { latitude: 40, longitude: 28 }, high: { latitude: 41, longitude: 29 } },
      { low: { latitude: 40, longitude: 29 }, high: { latitude: 41, longitude: 30 } },
      { low: { latitude: 41, longitude: 28 }, high: { latitude: 42, longitude: 29 } },
      { low: { latitude: 41, longitude: 29 }, high: { latitude: 42, longitude: 30 } },
    ]);
  });

  it('keeps every cell a valid rectangle across the antimeridian (Fiji: 177 to -178)', () => {
    const cells = splitRectangle(
      { low: { latitude: -20, longitude: 177 }, high: { latitude: -16, longitude: -178 } },
      2,
    );
    expect(cells.map((c) => [c.low.longitude, c.high.longitude])).toEqual([
      [177, 179.5],
      [179.5, -178],
      [177, 179.5],
      [179.5, -178],
    ]);
  });
});
