import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Business } from '@/domain/business';
import type { UserProfile } from '@/domain/profile';
import { SAVED_SEARCH_KEY } from '@/features/search/hooks/saved-search';
import {
  API,
  createFakeSupabaseFor,
  storeSession,
  type FakeSupabaseOptions,
  type FakeUser,
} from './fake-supabase';
import { server } from './msw-server';

// The search and suggestion services at the network edge, in the shapes of issue 9's
// contract, for the dashboard's component tests.

export const SEARCH = `${API}/functions/v1/search`;
export const AUTOCOMPLETE = `${API}/functions/v1/places-autocomplete`;

export function wireRow(i: number, overrides: Record<string, string> = {}) {
  return {
    Name: `Business ${i}`,
    Address: `Street ${i}, Kadıköy/İstanbul`,
    Phone: i % 3 === 0 ? '' : `+90 216 555 00 ${String(i).padStart(2, '0')}`,
    Email: i % 2 === 0 ? `info${i}@example.com` : '',
    Instagram: i % 4 === 0 ? `@biz${i}` : '',
    Website: i % 5 === 0 ? '' : `https://www.biz${i}.com.tr`,
    'Google Rating': i % 7 === 0 ? '' : (3 + (i % 20) / 10).toFixed(1),
    'Rating Count': i % 7 === 0 ? '' : String(10 * i),
    ...overrides,
  };
}

export const placeholderRow = {
  Name: 'Hidden business',
  Address: 'Upgrade to Pro to see all results',
  Phone: '',
  Email: '',
  Instagram: '',
  Website: '',
  'Google Rating': '',
  'Rating Count': '',
  Locked: true,
};

export const freeAnswer = () => [
  ...Array.from({ length: 10 }, (_, i) => wireRow(i + 1)),
  ...Array.from({ length: 10 }, () => placeholderRow),
];

export const proAnswer = (count: number) => Array.from({ length: count }, (_, i) => wireRow(i + 1));

export interface SearchCall {
  location: string;
  count: string;
  type: string;
  authorization: string | null;
}

/** The search GET, recording each call's decoded segments. */
export function searchHandler(
  answer: (call: SearchCall) => Response | Promise<Response>,
  calls: SearchCall[] = [],
): HttpHandler {
  return http.get(`${SEARCH}/:location/:count/:type`, ({ request, params }) => {
    const call = {
      location: String(params.location),
      count: String(params.count),
      type: String(params.type),
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    return answer(call);
  });
}

export const limitHandler = (limit: number | null = 3) =>
  http.post(`${API}/rest/v1/rpc/free_daily_search_limit`, () => HttpResponse.json(limit));

export const suggestion = (placeId: string, main: string, secondary: string) => ({
  placePrediction: {
    placeId,
    text: { text: secondary ? `${main}, ${secondary}` : main },
    structuredFormat: { mainText: { text: main }, secondaryText: { text: secondary } },
  },
});

/**
 * A returning user on the dashboard: the fake Supabase for them, the free limit (3) and
 * no location suggestions. Tests add the search answer (`searchHandler`) on top.
 */
export function signInToDashboard(
  user: FakeUser,
  profile: Partial<UserProfile> = {},
  rest: Omit<FakeSupabaseOptions, 'users' | 'profiles'> = {},
) {
  const fake = createFakeSupabaseFor(user, profile, rest);
  server.use(
    ...fake.handlers,
    limitHandler(3),
    http.post(AUTOCOMPLETE, () => HttpResponse.json({ suggestions: [] })),
  );
  storeSession(user);
  return fake;
}

/** An answered search of dentists in Kadıköy left in session storage, as a reload finds it. */
export function storeAnsweredSearch(results: Business[]) {
  sessionStorage.setItem(
    SAVED_SEARCH_KEY,
    JSON.stringify({
      location: 'Kadıköy',
      businessType: 'dentist',
      resultCount: 20,
      searchPerformed: true,
      results,
    }),
  );
}
