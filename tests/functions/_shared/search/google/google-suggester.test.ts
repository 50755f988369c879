import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  autocompleteMessages,
  createAutocompleteHandler,
} from '../../../../../supabase/functions/places-autocomplete/handler.ts';
import {
  standInCity,
  startPlacesStandIn,
  type PlacesStandIn,
  type RecordedRequest,
} from '../../../../../supabase/local/places/places-stand-in.ts';
import { createGoogleSuggester } from '../../../../../supabase/functions/_shared/search/google/google-suggester.ts';
import {
  isTurkishSearch,
  searchLocale,
} from '../../../../../supabase/functions/_shared/search/google/locale.ts';

// Autocomplete (New) through the places-autocomplete handler, against the stand-in.
// The stand-in suggests businesses too unless the request restricts the types, so the
// restriction to regions is visible in the answers, not only in the request.
const city = standInCity({ keyword: 'kadikoy dental', perQuarter: 2 });

let api: PlacesStandIn;
beforeAll(async () => {
  api = await startPlacesStandIn(city);
});
afterAll(async () => api?.stop());
beforeEach(() => api.reset());

const handler = createAutocompleteHandler(() => ({
  suggester: createGoogleSuggester({ apiKey: api.apiKey, baseUrl: api.url }),
}));
const SESSION = '0b7f5f5e-2c1d-4a5e-9a57-3f1b2c9d8e7a';
function post(body: unknown, headers: Record<string, string> = {}) {
  return handler(
    new Request('http://functions.test/places-autocomplete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );
}

describe('places-autocomplete with the google provider', () => {
  it('asks Autocomplete (New) for regions only, with the session token, the key and the field mask', async () => {
    const response = await post(
      { input: 'Kadı', sessionToken: SESSION },
      { 'Accept-Language': 'tr-TR,tr;q=0.9,en;q=0.8' },
    );
    expect(response.status).toBe(200);
    expect(api.requests).toHaveLength(1);
    const [sent] = api.requests as [RecordedRequest];
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/places:autocomplete');
    expect(sent.headers['x-goog-api-key']).toBe(api.apiKey);
    expect(sent.headers['x-goog-fieldmask']).toBe(
      'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.structuredFormat',
    );
    expect(sent.body).toEqual({
      input: 'Kadı',
      includedPrimaryTypes: ['(regions)'],
      sessionToken: SESSION,
      languageCode: 'tr-TR',
    });
    // Only the district: the stand-in's "Kadikoy Dental" businesses are kept out by the types.
    expect(await response.json()).toEqual({
      suggestions: [
        {
          placePrediction: {
            placeId: 'area-district',
            text: { text: 'Kadıköy/İstanbul, Türkiye' },
            structuredFormat: {
              mainText: { text: 'Kadıköy' },
              secondaryText: { text: 'İstanbul, Türkiye' },
            },
          },
        },
      ],
    });
  });

  it('keeps the first 5 place predictions, in the app shape, and drops query predictions', async () => {
    const place = (n: number) => ({
      placePrediction: {
        place: `places/p${n}`,
        placeId: `p${n}`,
        text: { text: `Place ${n}, Country`, matches: [{ endOffset: 3 }] },
        structuredFormat: {
          mainText: { text: `Place ${n}`, matches: [] },
          secondaryText: { text: 'Country' },
        },
        types: ['locality'],
        distanceMeters: 12,
      },
    });
    api.fault({
      fault: {
        kind: 'respond',
        status: 200,
        body: {
          suggestions: [
            { queryPrediction: { text: { text: 'pla near me' } } },
            ...[1, 2, 3, 4, 5, 6].map(place),
          ],
        },
      },
    });
    const body = (await (await post({ input: 'pla', sessionToken: SESSION })).json()) as {
      suggestions: unknown[];
    };
    expect(body.suggestions).toHaveLength(5);
    expect(body.suggestions[0]).toEqual({
      placePrediction: {
        placeId: 'p1',
        text: { text: 'Place 1, Country' },
        structuredFormat: { mainText: { text: 'Place 1' }, secondaryText: { text: 'Country' } },
      },
    });
  });

  it('answers no suggestions when Google has none, and omits what the browser did not send', async () => {
    const response = await post({ input: 'zzzz' });
    expect(await response.json()).toEqual({ suggestions: [] });
    expect(api.requests[0]!.body).toEqual({ input: 'zzzz', includedPrimaryTypes: ['(regions)'] });
  });

  it('refuses a session token Google would refuse, before calling Google', async () => {
    for (const sessionToken of ['a'.repeat(37), 'has space', 'ü-token', '']) {
      const response = await post({ input: 'Kadı', sessionToken });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: autocompleteMessages.sessionToken });
    }
    expect(api.requests).toHaveLength(0);
  });

  it.each([
    ['an error status', { kind: 'error', status: 429, googleStatus: 'RESOURCE_EXHAUSTED' }],
    ['a hang', { kind: 'hang' }],
  ] as const)('answers 502 and the unavailable text for %s', async (_, fault) => {
    api.fault({ fault });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await post({ input: 'Kadı', sessionToken: SESSION });
    errors.mockRestore();
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: autocompleteMessages.unavailable });
  });
});

describe('search locale', () => {
  it.each([
    ['Kadıköy/İstanbul, Türkiye', 'dentist'],
    ['kadikoy istanbul', 'dentist'],
    ['Ankara', 'eczane'],
    ['Van', 'dentist'],
    ['Moda', 'diş hekimi'],
  ])('is Turkish for %s / %s', (location, type) => {
    expect(isTurkishSearch(location, type)).toBe(true);
    expect(searchLocale(location, type)).toEqual({ languageCode: 'tr', regionCode: 'TR' });
  });

  it.each(['Van Nuys, CA', 'Berlin', 'Batman Street, London', 'Paris'])(
    'is English for %s',
    (l) => {
      expect(searchLocale(l, 'dentist')).toEqual({ languageCode: 'en' });
    },
  );
});
