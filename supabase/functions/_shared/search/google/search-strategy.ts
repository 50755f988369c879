// Which queries find a search's places: up to Google's 60 per query, one query over the
// whole location; for more (100), the location's viewport split into restricted cells
// whose ranked lists are merged and de-duplicated by place id until the count is reached,
// the area is exhausted or the page budget is spent.
import type { SearchQuery } from '../types.ts';
import {
  GRID_SIDE,
  MAX_RESULTS_PER_QUERY,
  PAGE_SIZE,
  PRICE_USD,
  TEXT_SEARCH_PATH,
  VIEWPORT_FIELD_MASK,
} from './constants.ts';
import { isRectangle, splitRectangle, type Rectangle } from './grid.ts';
import { searchLocale, type SearchLocale } from './locale.ts';
import {
  createPager,
  hasMore,
  openCursor,
  resultPagesWithin,
  uniquePlaces,
  type Pager,
} from './paging-cursor.ts';
import { GooglePlacesError } from './places-client.ts';
import { BudgetSpent, type RequestBudget } from './request-budget.ts';
import type { GooglePlace } from './text-search.ts';
import type { ViewportStore } from './viewport-memo.ts';

const noPageInTime = () => new GooglePlacesError('Places API gave no page in time', 0, 'TIMEOUT');

/** One query over the whole location, paged until `limit` or its end. */
async function wholeLocation(
  query: SearchQuery,
  locale: SearchLocale,
  pager: Pager,
  limit: number,
): Promise<GooglePlace[]> {
  const textQuery =
    locale.languageCode === 'tr'
      ? `${query.location} ${query.businessType}`
      : `${query.businessType} in ${query.location}`;
  const cursor = openCursor({ textQuery, pageSize: PAGE_SIZE, ...locale });
  while (cursor.places.length < limit && hasMore(cursor)) {
    try {
      await pager.nextPage(cursor);
    } catch (error) {
      if (cursor.places.length === 0 && !(error instanceof BudgetSpent)) throw error;
      if (!(error instanceof BudgetSpent)) {
        console.warn('[search] google: paging stopped, the pages so far answer:', error);
      }
      break;
    }
  }
  if (cursor.places.length === 0 && cursor.failed) throw noPageInTime();
  return uniquePlaces([cursor]);
}

/** The location's viewport: its best match's, from one Text Search (Pro). */
async function viewportOf(
  location: string,
  locale: SearchLocale,
  budget: RequestBudget,
): Promise<Rectangle | null> {
  const found = await budget.request<{ places?: Array<{ viewport?: unknown }> }>('textSearchPro', {
    method: 'POST',
    path: TEXT_SEARCH_PATH,
    fieldMask: VIEWPORT_FIELD_MASK,
    body: { textQuery: location, pageSize: 1, ...locale },
  });
  const viewport = found.places?.[0]?.viewport;
  return isRectangle(viewport) ? viewport : null;
}

/** Restricted cells of the viewport, paged round by round until `limit` or exhaustion. */
async function byCells(
  businessType: string,
  locale: SearchLocale,
  viewport: Rectangle,
  pager: Pager,
  budget: RequestBudget,
  limit: number,
): Promise<GooglePlace[]> {
  const cursors = splitRectangle(viewport, GRID_SIDE).map((rectangle) =>
    openCursor({
      textQuery: businessType,
      pageSize: PAGE_SIZE,
      ...locale,
      locationRestriction: { rectangle },
    }),
  );
  let found = 0;
  while (true) {
    found = uniquePlaces(cursors).length;
    if (found >= limit) break;
    const open = cursors.filter(hasMore);
    // The first round asks every cell; later rounds only as many pages as still needed,
    // densest cells first.
    const wanted = open.some((c) => !c.started)
      ? open.length
      : Math.ceil((limit - found) / PAGE_SIZE);
    const batch = open
      .sort((a, b) => b.places.length - a.places.length)
      .slice(0, Math.min(wanted, pager.pagesLeft()));
    if (batch.length === 0 || !budget.hasTime()) break;
    try {
      await pager.pagesOf(batch);
    } catch (error) {
      if (found === 0 && !(error instanceof BudgetSpent)) throw error;
      break;
    }
  }
  const places = uniquePlaces(cursors);
  if (places.length === 0 && cursors.every((c) => c.failed)) throw noPageInTime();
  return places;
}

/**
 * The places for `query`, ranked, at most `query.limit` of them, within the search's time
 * (`budget`) and fees. `viewports` keeps the locations' viewports between searches.
 */
export async function findPlaces(
  query: SearchQuery,
  budget: RequestBudget,
  viewports?: ViewportStore,
): Promise<GooglePlace[]> {
  const locale = searchLocale(query.location, query.businessType);
  if (query.limit <= MAX_RESULTS_PER_QUERY) {
    return wholeLocation(query, locale, createPager(budget), query.limit);
  }
  const key = `${locale.languageCode}|${locale.regionCode ?? ''}|${query.location.trim().toLocaleLowerCase()}`;
  let viewport: Rectangle | null = (await viewports?.get(key)) ?? null;
  // A lookup now is paid for with one result page fewer: the search stays within its fees.
  const pages = resultPagesWithin(viewport ? 0 : PRICE_USD.textSearchPro);
  try {
    if (!viewport) {
      viewport = await viewportOf(query.location, locale, budget);
      if (viewport) viewports?.set(key, viewport);
    }
  } catch (error) {
    if (error instanceof BudgetSpent) {
      throw new GooglePlacesError('No time left for the Places API', 0, 'TIMEOUT');
    }
    // The viewport is a refinement: a failed lookup (a transient error, a Places-compatible
    // service that cannot place the location) still answers with what one query finds.
    console.warn('[search] google: no viewport, one query over the location:', error);
    viewport = null;
  }
  const pager = createPager(budget, pages);
  // A location Google cannot place still gets what one query finds.
  return viewport
    ? byCells(query.businessType, locale, viewport, pager, budget, query.limit)
    : wholeLocation(query, locale, pager, query.limit);
}
