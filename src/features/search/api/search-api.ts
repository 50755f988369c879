import { searchMessages } from '@rules';
import { env } from '@/config/env';
import type { Business } from '@/domain/business';
import { searchPath } from '@/domain/search-query';
import { parseSearchResults } from '@/domain/search-results';
import { callEdgeFunction, errorMessage } from '@/lib/edge-functions';

// The search screen's network calls (spec 7: business search, location suggestions) and
// the free daily limit, read from the database (its one source). The texts are those the
// search function answers with (@rules).

export type SearchOutcome =
  | {
      ok: true;
      results: Business[];
      /** The live search still finding contacts (issue 21), from X-Live-Search; else null. */
      liveSearchId: string | null;
    }
  | { ok: false; limitReached: boolean; message: string };

/** The header naming the live search whose sites are crawled after the answer. */
export const LIVE_SEARCH_HEADER = 'X-Live-Search';

/**
 * GET {search URL}/{location}/{count}/{type} with the user's token (the server applies the
 * plan and the quota). 429 is the daily limit; any other failure, or a 200 that is not
 * JSON, is spec 8's invalid-input text. A 200 that is not an array means no results.
 */
export async function searchBusinesses(
  location: string,
  resultCount: number,
  businessType: string,
): Promise<SearchOutcome> {
  const response = await callEdgeFunction(
    `${env.searchUrl}${searchPath(location, resultCount, businessType)}`,
    { method: 'GET' },
  );
  if (response.status === 429) {
    return {
      ok: false,
      limitReached: true,
      message: errorMessage(response.body, searchMessages.dailyLimit, ['error']),
    };
  }
  if (!response.ok || response.body === undefined) {
    return { ok: false, limitReached: false, message: searchMessages.invalidSearch };
  }
  const liveSearchId = response.headers.get(LIVE_SEARCH_HEADER)?.trim() || null;
  return { ok: true, results: parseSearchResults(response.body), liveSearchId };
}

export interface LocationSuggestion {
  placeId: string;
  label: string;
}

export const MAX_SUGGESTIONS = 5;

// Places API (New) field mask: only what the combobox shows (spec 7).
const FIELD_MASK =
  'suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat';

interface AutocompleteBody {
  suggestions?: { placePrediction?: { placeId?: unknown; text?: { text?: unknown } } }[];
}

/** Spec 7: the first 5 suggestions as {placeId, label}; any failure yields none. */
export async function fetchLocationSuggestions(
  input: string,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<LocationSuggestion[]> {
  const response = await callEdgeFunction(env.placesAutocompleteUrl, {
    body: { input, sessionToken },
    headers: { 'X-Goog-FieldMask': FIELD_MASK },
    signal,
  });
  if (!response.ok || !response.body || typeof response.body !== 'object') return [];
  const suggestions = (response.body as AutocompleteBody).suggestions;
  if (!Array.isArray(suggestions)) return [];
  const out: LocationSuggestion[] = [];
  for (const suggestion of suggestions) {
    const prediction = suggestion?.placePrediction;
    const placeId = prediction?.placeId;
    const label = prediction?.text?.text;
    if (typeof placeId === 'string' && typeof label === 'string' && label.trim() !== '') {
      out.push({ placeId, label });
    }
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}
