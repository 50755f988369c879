import { FREE_DAILY_SEARCH_LIMIT } from '@/config/plans';
import type { UserProfile } from './profile';

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

/** Spec 5: a free search is blocked when the last search was today and the count is 3 or more. */
export function isDailyLimitReached(
  profile: QuotaFields | null | undefined,
  now: Date = new Date(),
): boolean {
  return searchesUsedToday(profile, now) >= FREE_DAILY_SEARCH_LIMIT;
}
