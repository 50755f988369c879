import {
  DEFAULT_RESULT_COUNT,
  FREE_RESULT_COUNT,
  normaliseLocation,
  PRO_RESULT_COUNTS,
} from '@rules';
import type { Plan } from './profile';

// The search call's inputs (spec 5, 7): both fields non-blank, slashes in the location
// turned into commas, the result count limited by the plan.

export function canSearch(location: string, businessType: string): boolean {
  return location.trim() !== '' && businessType.trim() !== '';
}

/** Spec 6/9: free users get 20 only; Pro 20, 40, 60 or 100. */
export function resultCountOptions(plan: Plan): readonly number[] {
  return plan === 'pro' ? PRO_RESULT_COUNTS : [FREE_RESULT_COUNT];
}

/** Spec 5: a count above 20 is forced down to 20 for free users; unknown counts -> default. */
export function allowedResultCount(plan: Plan, count: number): number {
  const options = resultCountOptions(plan);
  if (options.includes(count)) return count;
  if (plan !== 'pro') return FREE_RESULT_COUNT;
  return DEFAULT_RESULT_COUNT;
}

/** The path after the search URL: /{location}/{count}/{type}, each segment URL-encoded. */
export function searchPath(location: string, count: number, businessType: string): string {
  return `/${encodeURIComponent(normaliseLocation(location))}/${count}/${encodeURIComponent(
    businessType.trim(),
  )}`;
}

/** One search as the user asks it: what the form holds, the URL names and history keeps. */
export interface SearchQuery {
  location: string;
  businessType: string;
  resultCount: number;
}

/**
 * Two queries are the same search when they would make the same call: the location as
 * sent (trimmed, slashes as commas), the type trimmed, the same count.
 */
export function searchKey(query: SearchQuery): string {
  return searchPath(query.location, query.resultCount, query.businessType);
}

/** How many of a user's searches the dashboard offers again (the database keeps as many). */
export const RECENT_SEARCHES_SHOWN = 10;
