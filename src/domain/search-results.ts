import type { Business } from './business';

// The search service's answer (spec 7): an array of objects with the spec's keys, then
// issue 20's contact keys, all values strings; a non-array means no results. Free users get rows 10-19 as
// placeholders marked "Locked" (issue 9): they carry no real data.

/** The answer's key for each business field, in the answer's order. */
const WIRE_KEYS = {
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  instagram: 'Instagram',
  website: 'Website',
  google_rating: 'Google Rating',
  rating_count: 'Rating Count',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  phone_international: 'Phone (International)',
  phone_type: 'Phone Type',
  email_status: 'Email Status',
  place_id: 'Place ID',
} as const satisfies Record<Exclude<keyof Business, 'locked' | 'live'>, string>;

type WireKey = (typeof WIRE_KEYS)[keyof typeof WIRE_KEYS];

export type SearchResultWire = { [Key in WireKey]?: unknown } & { Locked?: unknown };

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

function toBusiness(row: SearchResultWire): Business {
  const fields = Object.entries(WIRE_KEYS).map(([field, key]) => [field, text(row[key])]);
  // Every field but `locked` is set above; the name is never null.
  const business = { ...Object.fromEntries(fields), name: text(row.Name) ?? '' } as Business;
  return row.Locked === true ? { ...business, locked: true } : business;
}

/** The rows of a 200 answer: a non-array is no results; non-object entries are dropped. */
export function parseSearchResults(body: unknown): Business[] {
  if (!Array.isArray(body)) return [];
  return body
    .filter((row): row is SearchResultWire => typeof row === 'object' && row !== null)
    .map(toBusiness);
}

export const isLocked = (business: Business): boolean => business.locked === true;

/** How many of the results are placeholders (free users' rows 10-19). */
export function lockedCount(results: readonly Business[]): number {
  return results.filter(isLocked).length;
}
