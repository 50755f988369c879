// The `google` provider's location suggestions (issue 12, build 2): Autocomplete (New)
// restricted to cities and regions, with the browser's session token so one typing
// session is one billing session, answered in the shape the app already reads (the
// first 5 place predictions; query predictions are not places and are dropped).
// https://developers.google.com/maps/documentation/places/web-service/place-autocomplete
import { MAX_SUGGESTIONS } from '../directory-suggester.ts';
import type { PlacePrediction, PlaceSuggester } from '../types.ts';
import {
  AUTOCOMPLETE_FIELD_MASK,
  AUTOCOMPLETE_PATH,
  AUTOCOMPLETE_TIMEOUT_MS,
  AUTOCOMPLETE_TYPES,
  PLACES_API_BASE_URL,
  SESSION_TOKEN_PATTERN,
} from './constants.ts';
import { createPlacesClient, type Fetch } from './places-client.ts';

export interface GoogleSuggesterOptions {
  apiKey: string;
  baseUrl?: string;
  fetch?: Fetch;
}

interface AutocompleteResponse {
  suggestions?: {
    placePrediction?: {
      placeId?: unknown;
      text?: { text?: unknown };
      structuredFormat?: { mainText?: { text?: unknown }; secondaryText?: { text?: unknown } };
    };
  }[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function createGoogleSuggester(options: GoogleSuggesterOptions): PlaceSuggester {
  const call = createPlacesClient({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl ?? PLACES_API_BASE_URL,
    fetch: options.fetch,
  });
  return {
    name: 'google',
    async suggest(input, { sessionToken, languageCode }) {
      const answer = await call<AutocompleteResponse>({
        method: 'POST',
        path: AUTOCOMPLETE_PATH,
        fieldMask: AUTOCOMPLETE_FIELD_MASK,
        body: {
          input,
          includedPrimaryTypes: [...AUTOCOMPLETE_TYPES],
          ...(sessionToken && SESSION_TOKEN_PATTERN.test(sessionToken) ? { sessionToken } : {}),
          ...(languageCode ? { languageCode } : {}),
        },
        timeoutMs: AUTOCOMPLETE_TIMEOUT_MS,
      });
      const predictions: PlacePrediction[] = [];
      for (const suggestion of answer.suggestions ?? []) {
        const place = suggestion.placePrediction;
        const placeId = text(place?.placeId);
        const label = text(place?.text?.text);
        if (!place || placeId === '' || label === '') continue;
        predictions.push({
          placePrediction: {
            placeId,
            text: { text: label },
            structuredFormat: {
              mainText: { text: text(place.structuredFormat?.mainText?.text) || label },
              secondaryText: { text: text(place.structuredFormat?.secondaryText?.text) },
            },
          },
        });
        if (predictions.length === MAX_SUGGESTIONS) break;
      }
      return predictions;
    },
  };
}
