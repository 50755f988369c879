import type { Business } from './business';

// The search service's answer (spec 7): an array of objects with the spec's keys, then
// issue 20's contact keys, all values strings; a non-array means no results. Free users get rows 10-19 as
// placeholders marked "Locked" (issue 9): they carry no real data.

export interface SearchResultWire {
  Name?: unknown;
  Address?: unknown;
  Phone?: unknown;
  Email?: unknown;
  Instagram?: unknown;
  Website?: unknown;
  'Google Rating'?: unknown;
  'Rating Count'?: unknown;
  Facebook?: unknown;
  LinkedIn?: unknown;
  TikTok?: unknown;
  X?: unknown;
  YouTube?: unknown;
  WhatsApp?: unknown;
  'Phone (International)'?: unknown;
  'Phone Type'?: unknown;
  'Email Status'?: unknown;
  'Place ID'?: unknown;
  Locked?: unknown;
}

const text = (value: unknown): string | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

function toBusiness(row: SearchResultWire): Business {
  const business: Business = {
    name: text(row.Name) ?? '',
    address: text(row.Address),
    phone: text(row.Phone),
    email: text(row.Email),
    instagram: text(row.Instagram),
    website: text(row.Website),
    google_rating: text(row['Google Rating']),
    rating_count: text(row['Rating Count']),
    facebook: text(row.Facebook),
    linkedin: text(row.LinkedIn),
    tiktok: text(row.TikTok),
    x: text(row.X),
    youtube: text(row.YouTube),
    whatsapp: text(row.WhatsApp),
    phone_international: text(row['Phone (International)']),
    phone_type: text(row['Phone Type']),
    email_status: text(row['Email Status']),
    place_id: text(row['Place ID']),
  };
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
