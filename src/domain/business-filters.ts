import { fieldText, ratingCountOf, ratingOf, type Business } from './business';
import { emailChecked, hasMobile } from './contacts';

// The filters of spec 5 (Pro), applied on the client and reused unchanged by the list page.

export const PRESENCE_FIELDS = ['email', 'phone', 'instagram', 'website'] as const;
export type PresenceField = (typeof PRESENCE_FIELDS)[number];
export type Presence = 'has' | 'no';

/** Spec 9: rating bands of width 1 from 0 to 5, written low-high. */
export const RATING_RANGES = ['0-1', '1-2', '2-3', '3-4', '4-5'] as const;
export type RatingRange = (typeof RATING_RANGES)[number];

/** Issue 20's Pro filters on the checked contacts: "Has mobile", "E-mail checked". */
export const CONTACT_CHECKS = ['mobile', 'checkedEmail'] as const;
export type ContactCheck = (typeof CONTACT_CHECKS)[number];

const CONTACT_CHECK_TESTS: Record<ContactCheck, (business: Business) => boolean> = {
  mobile: hasMobile,
  checkedEmail: emailChecked,
};

/** Spec 3's filter state; one presence value per field keeps has/no mutually exclusive. */
export interface FilterState {
  presence: Partial<Record<PresenceField, Presence>>;
  selectedRatingRanges: RatingRange[];
  /** The applied minimum rating count (spec 5: set on Enter), or null. */
  minRatingCount: number | null;
  /** The contact checks that must hold, in CONTACT_CHECKS' order; absent is none. */
  checks?: ContactCheck[];
  /** Issue 22: leave out the rows already in one of the user's lists; absent is off. */
  hideSaved?: boolean;
}

export const EMPTY_FILTERS: FilterState = {
  presence: {},
  selectedRatingRanges: [],
  minRatingCount: null,
};

/** "Hide already saved" on or off. */
export function toggleHideSaved(state: FilterState): FilterState {
  return { ...state, hideSaved: !state.hideSaved };
}

/** Whether a row is in one of the user's lists (the search results' saved marks). */
export type IsSaved = (business: Business) => boolean;
const NONE_SAVED: IsSaved = () => false;

/** A contact check on or off, kept in CONTACT_CHECKS' order. */
export function toggleCheck(state: FilterState, check: ContactCheck): FilterState {
  const current = state.checks ?? [];
  const next = current.includes(check) ? current.filter((c) => c !== check) : [...current, check];
  return { ...state, checks: CONTACT_CHECKS.filter((c) => next.includes(c)) };
}

/** Spec 5: "has" and "no" exclude each other; choosing the active one again clears it. */
export function togglePresence(
  state: FilterState,
  field: PresenceField,
  value: Presence,
): FilterState {
  const presence = { ...state.presence };
  if (presence[field] === value) delete presence[field];
  else presence[field] = value;
  return { ...state, presence };
}

/** Rating ranges are multi-select, kept in band order. */
export function toggleRatingRange(state: FilterState, range: RatingRange): FilterState {
  const selected = state.selectedRatingRanges.includes(range)
    ? state.selectedRatingRanges.filter((r) => r !== range)
    : [...state.selectedRatingRanges, range];
  return {
    ...state,
    selectedRatingRanges: RATING_RANGES.filter((r) => selected.includes(r)),
  };
}

/**
 * The minimum rating count applies this long after typing stops (issue 18), as well as on
 * Enter (spec 5).
 */
export const MIN_RATING_COUNT_DELAY_MS = 500;

/**
 * The minimum rating count typed by the user: empty clears it (null); anything but a
 * non-negative integer is ignored (undefined: keep the current value) — spec 5.
 */
export function parseMinRatingCount(input: string): number | null | undefined {
  const text = input.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

export function applyMinRatingCount(state: FilterState, input: string): FilterState {
  const parsed = parseMinRatingCount(input);
  return parsed === undefined ? state : { ...state, minRatingCount: parsed };
}

/**
 * Spec 5, word for word: low <= rating < high. A rating of exactly 5 is therefore in no
 * band (the spec's rule; the README records it).
 */
export function ratingInRange(rating: number, range: RatingRange): boolean {
  const [low, high] = range.split('-').map(Number) as [number, number];
  return rating >= low && rating < high;
}

export function isFiltering(state: FilterState): boolean {
  return (
    Object.keys(state.presence).length > 0 ||
    state.selectedRatingRanges.length > 0 ||
    state.minRatingCount !== null ||
    (state.checks ?? []).length > 0 ||
    state.hideSaved === true
  );
}

/**
 * How many filters are on, as the collapsed "Filters" button shows it: each has/no choice,
 * each rating band and the minimum count.
 */
export function activeFilterCount(state: FilterState): number {
  return (
    Object.keys(state.presence).length +
    state.selectedRatingRanges.length +
    (state.minRatingCount === null ? 0 : 1) +
    (state.checks ?? []).length +
    (state.hideSaved ? 1 : 0)
  );
}

/** Every active condition must hold (AND); `isSaved` answers for "Hide already saved". */
export function matchesFilters(
  business: Business,
  state: FilterState,
  isSaved: IsSaved = NONE_SAVED,
): boolean {
  if (state.hideSaved && isSaved(business)) return false;
  for (const field of PRESENCE_FIELDS) {
    const wanted = state.presence[field];
    if (!wanted) continue;
    const present = fieldText(business[field]) !== null;
    if (wanted === 'has' ? !present : present) return false;
  }
  if (state.selectedRatingRanges.length > 0) {
    const rating = ratingOf(business);
    if (rating === null) return false;
    if (!state.selectedRatingRanges.some((range) => ratingInRange(rating, range))) return false;
  }
  if (state.minRatingCount !== null) {
    const count = ratingCountOf(business);
    if (count === null || count < state.minRatingCount) return false;
  }
  for (const check of state.checks ?? []) {
    if (!CONTACT_CHECK_TESTS[check](business)) return false;
  }
  return true;
}

/** The filtered rows with their positions in `rows` (selection is by position, spec 3). */
export function filterBusinesses<T extends Business>(
  rows: readonly T[],
  state: FilterState,
  isSaved: IsSaved = NONE_SAVED,
): { row: T; index: number }[] {
  const out: { row: T; index: number }[] = [];
  const active = isFiltering(state);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as T;
    if (!active || matchesFilters(row, state, isSaved)) out.push({ row, index });
  }
  return out;
}
