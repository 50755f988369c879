// From provider rows to the answer (issue 9 item 1): names in Turkish title case, one
// form for Instagram and websites, no duplicate name + address, and for the free plan
// rows 10-19 replaced by placeholders that carry nothing of the real rows.
import { FREE_VISIBLE_RESULTS } from '../product-rules.ts';
import { turkishTitleCase } from './title-case.ts';
import type { LockedRow, SearchRow } from './types.ts';

/** Exactly what a free user receives in place of rows 10-19. */
export const LOCKED_ROW: Readonly<LockedRow> = Object.freeze({
  Name: 'Hidden business',
  Address: 'Upgrade to Pro to see all results',
  Phone: '',
  Email: '',
  Instagram: '',
  Website: '',
  'Google Rating': '',
  'Rating Count': '',
  Locked: true,
});

/** Instagram as a handle, "@name", whether stored as a handle, a bare name or a URL. */
export function instagramHandle(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const fromUrl = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([A-Za-z0-9_.]+)/i.exec(trimmed);
  const handle = (fromUrl?.[1] ?? trimmed).replace(/^@+/, '');
  return handle === '' ? '' : `@${handle}`;
}

/** A website with its scheme, as the answer carries it ("example.com" -> "https://example.com"). */
export function websiteWithScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function normaliseRow(row: SearchRow): SearchRow {
  return {
    Name: turkishTitleCase(row.Name),
    Address: row.Address.trim(),
    Phone: row.Phone.trim(),
    Email: row.Email.trim(),
    Instagram: instagramHandle(row.Instagram),
    Website: websiteWithScheme(row.Website),
    'Google Rating': row['Google Rating'].trim(),
    'Rating Count': row['Rating Count'].trim(),
    ...(row['Place ID'] ? { 'Place ID': row['Place ID'] } : {}),
  };
}

/** Rows in order, the later of two with the same name and address (any case) dropped. */
export function withoutDuplicates(rows: SearchRow[]): SearchRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.Name.toLocaleLowerCase('tr-TR')}\u0000${row.Address.toLocaleLowerCase('tr-TR')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The answer for a plan: Pro gets `count` rows; free 10 real rows, then placeholders. */
export function answerRows(
  providerRows: SearchRow[],
  plan: 'free' | 'pro',
  count: number,
): Array<SearchRow | LockedRow> {
  const rows = withoutDuplicates(providerRows.map(normaliseRow)).slice(0, count);
  if (plan === 'pro') return rows;
  return rows.map((row, index) => (index < FREE_VISIBLE_RESULTS ? row : { ...LOCKED_ROW }));
}
