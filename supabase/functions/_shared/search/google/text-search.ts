// What Text Search (New) answers and how a place becomes the spec's row.
import type { SearchRow } from '../types.ts';
import type { Rectangle } from './grid.ts';
import type { SearchLocale } from './locale.ts';

/** A place as Text Search returns it under RESULT_FIELD_MASK (any field may be missing). */
export interface GooglePlace {
  id?: string;
  displayName?: { text?: string; languageCode?: string };
  formattedAddress?: string;
  nationalPhoneNumber?: string;
  websiteUri?: string;
  rating?: number;
  userRatingCount?: number;
}
export interface TextSearchResponse {
  places?: GooglePlace[];
  nextPageToken?: string;
}
export interface TextSearchBody extends SearchLocale {
  textQuery: string;
  pageSize: number;
  locationRestriction?: { rectangle: Rectangle };
}

/** Google's place as the spec's row; Email and Instagram are the enrichment's. */
export function toRow(place: GooglePlace): SearchRow {
  return {
    Name: place.displayName?.text?.trim() ?? '',
    Address: place.formattedAddress?.trim() ?? '',
    Phone: place.nationalPhoneNumber?.trim() ?? '',
    Email: '',
    Instagram: '',
    Website: place.websiteUri?.trim() ?? '',
    'Google Rating': typeof place.rating === 'number' ? place.rating.toFixed(1) : '',
    'Rating Count':
      typeof place.userRatingCount === 'number' ? String(Math.trunc(place.userRatingCount)) : '',
    ...(place.id?.trim() ? { 'Place ID': place.id.trim() } : {}),
  };
}
