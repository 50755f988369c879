import { DEFAULT_RESULT_COUNT } from '@rules';
import {
  CONTACT_CHECKS,
  EMPTY_FILTERS,
  PRESENCE_FIELDS,
  RATING_RANGES,
  parseMinRatingCount,
  type FilterState,
  type Presence,
  type RatingRange,
} from '@/domain/business-filters';
import { canSearch, type SearchQuery } from '@/domain/search-query';

// The search and its filters in the dashboard's URL (issue 18 item 5), compactly:
//   /dashboard?location=Kadıköy&type=dentist&count=40&email=1&phone=0&rating=4-5&minReviews=50&mobile=1
// presence "has" is 1, "no" is 0; each rating band is its own `rating`; a contact check
// (`mobile`, `checkedEmail`) is 1 when on; "Hide already saved" is `saved=0`. Parameters this
// module does not own (the table's `sort`) are kept as they are, after ours.

const PARAM = {
  location: 'location',
  type: 'type',
  count: 'count',
  rating: 'rating',
  minReviews: 'minReviews',
  saved: 'saved',
} as const;
const SEARCH_PARAMS: readonly string[] = [PARAM.location, PARAM.type, PARAM.count];
const FILTER_PARAMS: readonly string[] = [
  ...PRESENCE_FIELDS,
  PARAM.rating,
  PARAM.minReviews,
  ...CONTACT_CHECKS,
  PARAM.saved,
];

const PRESENCE_VALUE: Record<Presence, string> = { has: '1', no: '0' };

export interface SearchUrlState {
  /** The search the URL names, or null when it names none (location or type missing). */
  query: SearchQuery | null;
  filters: FilterState;
}

function parseCount(raw: string | null): number {
  if (raw === null || !/^\d{1,4}$/.test(raw)) return DEFAULT_RESULT_COUNT;
  return Number(raw);
}

export function parseSearchQuery(params: URLSearchParams): SearchQuery | null {
  const location = params.get(PARAM.location) ?? '';
  const businessType = params.get(PARAM.type) ?? '';
  if (!canSearch(location, businessType)) return null;
  return { location, businessType, resultCount: parseCount(params.get(PARAM.count)) };
}

/** Unknown or malformed filter values are ignored, as a mistyped bookmark should be. */
export function parseFilters(params: URLSearchParams): FilterState {
  const presence: FilterState['presence'] = {};
  for (const field of PRESENCE_FIELDS) {
    const raw = params.get(field);
    if (raw === PRESENCE_VALUE.has) presence[field] = 'has';
    else if (raw === PRESENCE_VALUE.no) presence[field] = 'no';
  }
  const asked = params.getAll(PARAM.rating);
  const selectedRatingRanges = RATING_RANGES.filter((range) => asked.includes(range));
  const minRatingCount = parseMinRatingCount(params.get(PARAM.minReviews) ?? '') ?? null;
  const checks = CONTACT_CHECKS.filter((check) => params.get(check) === PRESENCE_VALUE.has);
  const hideSaved = params.get(PARAM.saved) === PRESENCE_VALUE.no;
  if (
    Object.keys(presence).length === 0 &&
    selectedRatingRanges.length === 0 &&
    minRatingCount === null &&
    checks.length === 0 &&
    !hideSaved
  ) {
    return EMPTY_FILTERS;
  }
  return {
    presence,
    selectedRatingRanges,
    minRatingCount,
    ...(checks.length > 0 && { checks }),
    ...(hideSaved && { hideSaved }),
  };
}

export function parseSearchUrl(params: URLSearchParams): SearchUrlState {
  return { query: parseSearchQuery(params), filters: parseFilters(params) };
}

function writeQuery(out: URLSearchParams, query: SearchQuery) {
  out.set(PARAM.location, query.location.trim());
  out.set(PARAM.type, query.businessType.trim());
  out.set(PARAM.count, String(query.resultCount));
}

function writeFilters(out: URLSearchParams, filters: FilterState) {
  for (const field of PRESENCE_FIELDS) {
    const value = filters.presence[field];
    if (value) out.set(field, PRESENCE_VALUE[value]);
  }
  for (const range of filters.selectedRatingRanges as readonly RatingRange[]) {
    out.append(PARAM.rating, range);
  }
  if (filters.minRatingCount !== null) out.set(PARAM.minReviews, String(filters.minRatingCount));
  for (const check of filters.checks ?? []) out.set(check, PRESENCE_VALUE.has);
  if (filters.hideSaved) out.set(PARAM.saved, PRESENCE_VALUE.no);
}

function keepOthers(out: URLSearchParams, current: URLSearchParams) {
  for (const [key, value] of current) {
    if (!SEARCH_PARAMS.includes(key) && !FILTER_PARAMS.includes(key)) out.append(key, value);
  }
}

/**
 * `current` with the search and the filters replaced (null query: none named); the
 * search first, then the filters, then everything else as it was.
 */
export function serializeSearchUrl(
  current: URLSearchParams,
  query: SearchQuery | null,
  filters: FilterState,
): URLSearchParams {
  const out = new URLSearchParams();
  if (query) writeQuery(out, query);
  writeFilters(out, filters);
  keepOthers(out, current);
  return out;
}
