// The `directory` provider's location suggestions: public.suggest_places over
// directory_places, answered in the Places API (New) autocomplete shape.
import type { ServiceClient } from '../supabase/service-client.ts';
import type { PlacePrediction, PlaceSuggester } from './types.ts';

export const MAX_SUGGESTIONS = 5;

export interface DirectoryPlaceRow {
  label: string;
  city: string;
  district: string | null;
  country: string;
}

export function toPrediction(row: DirectoryPlaceRow): PlacePrediction {
  return {
    placePrediction: {
      // Stable and meaningful to the directory: the label is the place's key.
      placeId: `directory:${row.label}`,
      text: { text: row.label },
      structuredFormat: {
        mainText: { text: row.district ?? row.city },
        secondaryText: { text: row.district ? `${row.city}, ${row.country}` : row.country },
      },
    },
  };
}

export function createDirectorySuggester(client: ServiceClient): PlaceSuggester {
  return {
    name: 'directory',
    async suggest(input) {
      const rows = await client.rpc<DirectoryPlaceRow[]>('suggest_places', {
        p_input: input,
        p_limit: MAX_SUGGESTIONS,
      });
      return rows.slice(0, MAX_SUGGESTIONS).map(toPrediction);
    },
  };
}
