import type { UserProfile } from './profile';

// Spec 4/5: free users' daily searches. The limit itself comes from the database
// (`free_daily_search_limit()`, the one source); these rules only read the profile.

type QuotaFields = Pick<UserProfile, 'daily_searches_used' | 'last_search_date'>;

/** The UTC date part of an ISO timestamp (spec 4 compares days this way). */
export function utcDay(value: string | Date): string {
  const iso = typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
  return iso.slice(0, 10);
}

function searchedToday(profile: QuotaFields, now: Date): boolean {
  if (!profile.last_search_date) return false;
  const time = Date.parse(profile.last_search_date);
  if (Number.isNaN(time)) return false;
  return utcDay(new Date(time)) === utcDay(now);
}

/** Searches used today: the stored count when the last search was today (UTC), else 0. */
export function searchesUsedToday(
  profile: QuotaFields | null | undefined,
  now: Date = new Date(),
): number {
  if (!profile) return 0;
  return searchedToday(profile, now) ? Math.max(0, profile.daily_searches_used) : 0;
}

/**
 * Spec 5: a free search is blocked when the last search was today and the count has
 * reached the limit. An unknown limit (null: not loaded yet or unreadable) never blocks:
 * the server enforces the limit anyway.
 */
export function isDailyLimitReached(
  profile: QuotaFields | null | undefined,
  limit: number | null,
  now: Date = new Date(),
): boolean {
  if (limit === null) return false;
  return searchesUsedToday(profile, now) >= limit;
}

/** The badge text of spec 2: "used/3 searches today" (used capped at the limit). */
export function searchUsageLabel(used: number, limit: number): string {
  return `${Math.min(used, limit)}/${limit} searches today`;
}
