import type { Business } from '@/domain/business';
import { isBusiness } from './saved-search';

// The answers of the tab's last few searches, so Back and Forward show a search again
// without running it: no quota spent, no provider paid (issue 18 item 5). Kept in session
// storage next to the spec's saved state, which it leaves as it is.

export const RESULTS_CACHE_KEY = 'prospectory.searchResults';
/** Enough for a few steps of Back; a Pro answer of 100 rows is about 30 KB. */
export const RESULTS_CACHE_SIZE = 5;

interface Entry {
  key: string;
  results: Business[];
  /** The live search still filling these results in (issue 21), if any. */
  liveSearchId?: string | null;
}

export interface CachedResults {
  results: Business[];
  liveSearchId: string | null;
}

function readAll(storage: Storage): Entry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RESULTS_CACHE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is Entry =>
        !!entry &&
        typeof entry === 'object' &&
        typeof (entry as Entry).key === 'string' &&
        Array.isArray((entry as Entry).results) &&
        ((entry as Entry).liveSearchId == null ||
          typeof (entry as Entry).liveSearchId === 'string') &&
        (entry as Entry).results.every(isBusiness),
    );
  } catch {
    return [];
  }
}

/** The stored answer of the search with this key (see `searchKey`), or null. */
export function readCachedResults(
  key: string,
  storage: Storage = window.sessionStorage,
): CachedResults | null {
  const entry = readAll(storage).find((candidate) => candidate.key === key);
  return entry ? { results: entry.results, liveSearchId: entry.liveSearchId ?? null } : null;
}

export function cacheResults(
  key: string,
  results: Business[],
  liveSearchId: string | null = null,
  storage: Storage = window.sessionStorage,
): void {
  const entries = [
    { key, results, ...(liveSearchId && { liveSearchId }) },
    ...readAll(storage).filter((entry) => entry.key !== key),
  ];
  try {
    storage.setItem(RESULTS_CACHE_KEY, JSON.stringify(entries.slice(0, RESULTS_CACHE_SIZE)));
  } catch {
    // full or blocked storage: Back runs the search again (Pro) or waits for a click (Free)
  }
}
