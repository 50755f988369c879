import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectorySuggester } from '../../../supabase/functions/_shared/search/directory-suggester.ts';
import { startSearchStack, type SearchStack } from '../../support/functions/search-stack.ts';
import {
  autocompleteMessages,
  createAutocompleteHandler,
} from '../../../supabase/functions/places-autocomplete/handler.ts';

let env: SearchStack;
beforeAll(async () => {
  env = await startSearchStack();
}, 180_000);
afterAll(async () => env?.stop());

const handler = createAutocompleteHandler(() => ({
  suggester: createDirectorySuggester(env.client),
}));
const post = (body: unknown) =>
  handler(
    new Request('http://functions.test/places-autocomplete', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Goog-FieldMask': 'suggestions.placePrediction.placeId',
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
async function labels(input: string): Promise<string[]> {
  const response = await post({ input, sessionToken: 'session-1' });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    suggestions: { placePrediction: { text: { text: string } } }[];
  };
  return body.suggestions.map((s) => s.placePrediction.text.text);
}

describe('places-autocomplete', () => {
  it('answers in the Places API (New) shape, with the full label the search understands', async () => {
    const response = await post({ input: 'kad', sessionToken: 'session-1' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      suggestions: [
        {
          placePrediction: {
            placeId: 'directory:Kadıköy, İstanbul, Türkiye',
            text: { text: 'Kadıköy, İstanbul, Türkiye' },
            structuredFormat: {
              mainText: { text: 'Kadıköy' },
              secondaryText: { text: 'İstanbul, Türkiye' },
            },
          },
        },
      ],
    });
  });

  it.each(['kad', 'KAD', 'kadı', 'KADIKÖY', 'Kadıkö', 'kadikoy', 'kadikoy ist', 'Kadıköy, İst'])(
    'matches Kadıköy from %s',
    async (input) => {
      expect(await labels(input)).toEqual(['Kadıköy, İstanbul, Türkiye']);
    },
  );

  it('matches any word of the label, cities first, at most 5, in a fixed order', async () => {
    const first = await labels('ist');
    expect(first).toHaveLength(5);
    expect(first[0]).toBe('İstanbul, Türkiye');
    expect(first.slice(1)).toEqual([
      'Ataşehir, İstanbul, Türkiye',
      'Bakırköy, İstanbul, Türkiye',
      'Beşiktaş, İstanbul, Türkiye',
      'Beyoğlu, İstanbul, Türkiye',
    ]);
    expect(await labels('İST')).toEqual(first);
    expect(await labels('tür')).toHaveLength(5);
    expect((await labels('tür'))[0]).toBe('Ankara, Türkiye');
    expect(await labels('ank')).toEqual([
      'Ankara, Türkiye',
      'Çankaya, Ankara, Türkiye',
      'Etimesgut, Ankara, Türkiye',
      'Keçiören, Ankara, Türkiye',
    ]);
  });

  it('gives nothing for fewer than 2 characters, unknown places and wildcards', async () => {
    expect(await labels('')).toEqual([]);
    expect(await labels(' k ')).toEqual([]);
    expect(await labels('ı')).toEqual([]);
    expect(await labels('atlantis')).toEqual([]);
    expect(await labels('%%')).toEqual([]);
    expect(await labels("_' or 1=1 --")).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops', autocompleteMessages.invalidBody],
    ['an array', '[]', autocompleteMessages.invalidBody],
    ['null', 'null', autocompleteMessages.invalidBody],
    ['no input', { sessionToken: 'x' }, autocompleteMessages.invalidBody],
    ['a number input', { input: 42 }, autocompleteMessages.invalidBody],
    [
      'a non-string session token',
      { input: 'kad', sessionToken: 7 },
      autocompleteMessages.invalidBody,
    ],
    ['a 201-character input', { input: 'a'.repeat(201) }, autocompleteMessages.tooLong],
    ['a 10,000-character body', { input: 'a'.repeat(10_000) }, autocompleteMessages.tooLong],
    ['a control character', { input: 'kad\u0000' }, autocompleteMessages.control],
  ])('refuses %s with 400', async (_name, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message, message });
  });

  it('answers the preflight and refuses GET', async () => {
    const preflight = await handler(
      new Request('http://functions.test/places-autocomplete', { method: 'OPTIONS' }),
    );
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    const get = await handler(new Request('http://functions.test/places-autocomplete'));
    expect(get.status).toBe(405);
  });

  it('is served behind the gateway with the JWT check on', async () => {
    const url = `${env.stack.apiUrl}/functions/v1/places-autocomplete`;
    const init = (token?: string): RequestInit => ({
      method: 'POST',
      headers: {
        apikey: env.stack.config.anonKey,
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ input: 'kad', sessionToken: 's' }),
    });
    expect((await fetch(url, init())).status).toBe(401);
    const user = await env.signIn('autocomplete');
    const response = await fetch(url, init(user.token));
    expect(response.status).toBe(200);
    expect((await response.json()).suggestions).toHaveLength(1);
  });
});
