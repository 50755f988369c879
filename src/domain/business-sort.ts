import { fieldText, ratingCountOf, ratingOf, type Business } from './business';

// Sorting the results and a list's items by a column (issue 18). The spec fixes no order
// but the default one (the search's answer, a list's newest first), so without a sort the
// rows stay exactly as they came; ties keep that order too.

export const SORT_COLUMNS = [
  'name',
  'phone',
  'email',
  'instagram',
  'website',
  'rating',
  'reviews',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export interface BusinessSort {
  column: SortColumn;
  direction: SortDirection;
}

/** Columns sorted by whether the business has the value ("has" before "has not" when descending). */
const PRESENCE_COLUMNS: ReadonlySet<SortColumn> = new Set([
  'phone',
  'email',
  'instagram',
  'website',
]);

/**
 * The direction of a column's first click: names A to Z; ratings, counts and contacts
 * best first (the highest, or the businesses that have the contact).
 */
export function firstDirection(column: SortColumn): SortDirection {
  return column === 'name' ? 'asc' : 'desc';
}

/** A header click cycles: first direction, the other one, then the default order (null). */
export function nextSort(current: BusinessSort | null, column: SortColumn): BusinessSort | null {
  const first = firstDirection(column);
  if (!current || current.column !== column) return { column, direction: first };
  if (current.direction === first) return { column, direction: first === 'asc' ? 'desc' : 'asc' };
  return null;
}

/** `rating-desc` and the like, as kept in the URL. */
export function formatSort(sort: BusinessSort): string {
  return `${sort.column}-${sort.direction}`;
}

/** The URL's value, or null (the default order) when absent or not a known sort. */
export function parseSort(value: string | null | undefined): BusinessSort | null {
  const match = /^([a-z]+)-(asc|desc)$/.exec(value ?? '');
  if (!match) return null;
  const column = SORT_COLUMNS.find((c) => c === match[1]);
  return column ? { column, direction: match[2] as SortDirection } : null;
}

// Turkish rules (ç after c, ı before i, İ with i), numbers by value ("Klinik 2" before
// "Klinik 10"), case and accents below letters so "ada" and "Ada" sit together.
const nameCollator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

/** The value a row is sorted by: text for names, a number, or null for a missing one. */
function sortKey(business: Business, column: SortColumn): string | number | null {
  if (column === 'name') return business.name.trim();
  if (column === 'rating') return ratingOf(business);
  if (column === 'reviews') return ratingCountOf(business);
  return fieldText(business[column]) === null ? 0 : 1;
}

/**
 * Compares two businesses by `sort`. Missing ratings and counts go last in both directions
 * (a business nobody rated is not "the lowest rated"); 0 means a tie.
 */
export function compareBusinesses(a: Business, b: Business, sort: BusinessSort): number {
  return compareKeys(sortKey(a, sort.column), sortKey(b, sort.column), sort);
}

function compareKeys(a: string | number | null, b: string | number | null, sort: BusinessSort) {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order =
    typeof a === 'string' && typeof b === 'string'
      ? nameCollator.compare(a, b)
      : (a as number) - (b as number);
  if (order === 0) return 0;
  return sort.direction === 'asc' ? order : -order;
}

/**
 * The entries in `sort`'s order, ties in their given order; the same array when there is
 * no sort, so the default order costs nothing. Works on the data (filtered entries with
 * their positions), never on the DOM, so the virtualized views sort every row.
 */
export function sortBusinesses<T extends { row: Business }>(
  entries: readonly T[],
  sort: BusinessSort | null,
): readonly T[] {
  if (!sort) return entries;
  // Each key once, not once per comparison (5,000 items: about 60,000 comparisons).
  const keyed = entries.map((entry, order) => ({
    entry,
    order,
    key: sortKey(entry.row, sort.column),
  }));
  keyed.sort((a, b) => compareKeys(a.key, b.key, sort) || a.order - b.order);
  return keyed.map(({ entry }) => entry);
}

export const isPresenceColumn = (column: SortColumn): boolean => PRESENCE_COLUMNS.has(column);
