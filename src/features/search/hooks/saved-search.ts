import type { Business } from '@/domain/business';

// Spec 3/4: the search screen's state kept in session storage, restored on load and
// removed when it cannot be read.

export const SAVED_SEARCH_KEY = 'prospectory.searchState';

export interface SavedSearch {
  location: string;
  businessType: string;
  resultCount: number;
  results: Business[];
  searchPerformed: boolean;
  /** The live search still finding the results' contacts (issue 21): a reload polls on. */
  liveSearchId?: string | null;
}

const isNullableText = (value: unknown) => value === null || typeof value === 'string';
const isNullableValue = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number';

/** A stored result row as the app wrote it (also used by the results cache). */
export function isBusiness(value: unknown): value is Business {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.name === 'string' &&
    isNullableText(row.address) &&
    isNullableText(row.phone) &&
    isNullableText(row.email) &&
    isNullableText(row.instagram) &&
    isNullableText(row.website) &&
    isNullableValue(row.google_rating) &&
    isNullableValue(row.rating_count) &&
    (row.locked === undefined || typeof row.locked === 'boolean') &&
    (row.live === undefined || row.live === 'checking' || row.live === 'checked')
  );
}

function isSavedSearch(value: unknown): value is SavedSearch {
  if (!value || typeof value !== 'object') return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.location === 'string' &&
    typeof state.businessType === 'string' &&
    typeof state.resultCount === 'number' &&
    Number.isInteger(state.resultCount) &&
    typeof state.searchPerformed === 'boolean' &&
    (state.liveSearchId === undefined || isNullableText(state.liveSearchId)) &&
    Array.isArray(state.results) &&
    state.results.every(isBusiness)
  );
}

/** The stored state, or null; an unreadable entry is removed (spec 8). */
export function readSavedSearch(storage: Storage = window.sessionStorage): SavedSearch | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SAVED_SEARCH_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSavedSearch(parsed)) return parsed;
  } catch {
    // fall through: unreadable
  }
  try {
    storage.removeItem(SAVED_SEARCH_KEY);
  } catch {
    // storage blocked: nothing to remove
  }
  return null;
}

export function writeSavedSearch(state: SavedSearch, storage: Storage = window.sessionStorage) {
  try {
    storage.setItem(SAVED_SEARCH_KEY, JSON.stringify(state));
  } catch {
    // full or blocked storage: the search simply is not restored after a reload
  }
}
