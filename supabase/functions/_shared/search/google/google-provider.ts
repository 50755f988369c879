// The `google` provider (issue 12, build 1): Text Search (New) with exactly the row's
// fields, paged 20 at a time up to Google's 60 per query; for more (100), the location's
// viewport split into restricted cells whose ranked lists are merged and de-duplicated by
// place id until the count is reached, the area is exhausted or the page budget is spent.
// Then the injected enricher fills e-mails and Instagram before the search's deadline.
import type {
  EnrichRows,
  SearchContext,
  SearchProvider,
  SearchQuery,
  SearchRow,
} from '../types.ts';
import { withTypedPhone } from '../row-phone.ts';
import { SEARCH_BUDGET_MS } from '../types.ts';
import {
  ENRICHMENT_RESERVE_MS,
  GRID_SIDE,
  ID_ONLY_FIELD_MASK,
  MAX_RESULT_PAGES_PER_SEARCH,
  MAX_RESULTS_PER_QUERY,
  MIN_REQUEST_MS,
  PAGE_SIZE,
  PLACE_DETAILS_PATH,
  PLACES_API_BASE_URL,
  PRICE_USD,
  REQUEST_TIMEOUT_MS,
  RESULT_FIELD_MASK,
  TEXT_SEARCH_PATH,
  VIEWPORT_FIELD_MASK,
} from './constants.ts';
import { isRectangle, mergeRanked, splitRectangle, type Rectangle } from './grid.ts';
import { searchLocale, type SearchLocale } from './locale.ts';
import {
  createPlacesClient,
  GooglePlacesError,
  type Fetch,
  type PlacesCall,
} from './places-client.ts';

export interface GoogleProviderOptions {
  apiKey: string;
  /** Fills Email and Instagram (the enrichment); called once per search with the rows. */
  enrich: EnrichRows;
  baseUrl?: string;
  fetch?: Fetch;
  now?: () => number;
}

/** A place as Text Search returns it under RESULT_FIELD_MASK (any field may be missing). */
export interface GooglePlace {
  id?: string;
  displayName?: { text?: string; languageCode?: string };
  formattedAddress?: string;
  nationalPhoneNumber?: string;
  websiteUri?: string;
  rating?: number;
  userRatingCount?: number;
}
interface TextSearchResponse {
  places?: GooglePlace[];
  nextPageToken?: string;
}
interface TextSearchBody extends SearchLocale {
  textQuery: string;
  pageSize: number;
  locationRestriction?: { rectangle: Rectangle };
}

/** Google's place as the spec's row; Email and Instagram are the enrichment's. */
export function toRow(place: GooglePlace): SearchRow {
  return {
    Name: place.displayName?.text?.trim() ?? '',
    Address: place.formattedAddress?.trim() ?? '',
    Phone: place.nationalPhoneNumber?.trim() ?? '',
    Email: '',
    Instagram: '',
    Website: place.websiteUri?.trim() ?? '',
    'Google Rating': typeof place.rating === 'number' ? place.rating.toFixed(1) : '',
    'Rating Count':
      typeof place.userRatingCount === 'number' ? String(Math.trunc(place.userRatingCount)) : '',
  };
}

/** Stops paging without failing the search: time or page budget is spent. */
class BudgetSpent extends Error {}

/** One query's pages, in order: what it found so far and whether more may follow. */
interface Cursor {
  body: TextSearchBody;
  places: GooglePlace[];
  nextPageToken?: string;
  started: boolean;
  failed: boolean;
}
const hasMore = (cursor: Cursor) =>
  !cursor.failed &&
  (!cursor.started || cursor.nextPageToken !== undefined) &&
  cursor.places.length < MAX_RESULTS_PER_QUERY;

export function createGoogleProvider(options: GoogleProviderOptions): SearchProvider {
  const call = createPlacesClient({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl ?? PLACES_API_BASE_URL,
    fetch: options.fetch,
  });
  const now = options.now ?? Date.now;

  return {
    name: 'google',
    async search(query: SearchQuery, context?: SearchContext): Promise<SearchRow[]> {
      const deadline = context?.deadline ?? now() + SEARCH_BUDGET_MS;
      // Google's part ends early enough to leave the enrichment its share of the budget.
      const googleDeadline = deadline - ENRICHMENT_RESERVE_MS;
      let pagesLeft = MAX_RESULT_PAGES_PER_SEARCH;

      async function request<T>(sku: keyof typeof PRICE_USD, req: Omit<PlacesCall, 'timeoutMs'>) {
        const left = googleDeadline - now();
        if (left < MIN_REQUEST_MS) throw new BudgetSpent('time');
        context?.onUpstreamRequest?.({ sku, priceUsd: PRICE_USD[sku] });
        return call<T>({ ...req, timeoutMs: Math.min(REQUEST_TIMEOUT_MS, left) });
      }

      async function nextPage(cursor: Cursor): Promise<void> {
        if (pagesLeft <= 0) throw new BudgetSpent('pages');
        pagesLeft -= 1;
        // A page repeats the first request's body exactly, plus the token (Google refuses
        // a page whose other parameters differ).
        const body = cursor.started
          ? { ...cursor.body, pageToken: cursor.nextPageToken }
          : cursor.body;
        cursor.started = true;
        try {
          const page = await request<TextSearchResponse>('textSearchEnterprise', {
            method: 'POST',
            path: TEXT_SEARCH_PATH,
            fieldMask: RESULT_FIELD_MASK,
            body,
          });
          cursor.places.push(...(page.places ?? []).filter((p) => p.id && p.displayName?.text));
          cursor.nextPageToken =
            typeof page.nextPageToken === 'string' && page.nextPageToken !== ''
              ? page.nextPageToken
              : undefined;
        } catch (error) {
          cursor.failed = true;
          throw error;
        }
      }

      /** Pages of the given cursors in parallel; throws only if every one failed. */
      async function pagesOf(cursors: Cursor[]): Promise<void> {
        const outcomes = await Promise.allSettled(cursors.map(nextPage));
        const failures = outcomes.filter(
          (o): o is PromiseRejectedResult => o.status === 'rejected',
        );
        if (failures.length === cursors.length && failures.length > 0) throw failures[0]!.reason;
        for (const failure of failures) {
          if (!(failure.reason instanceof BudgetSpent)) {
            console.warn('[search] google: a cell page failed, the others answer:', failure.reason);
          }
        }
      }

      const locale = searchLocale(query.location, query.businessType);
      const cursorFor = (body: TextSearchBody): Cursor => ({
        body,
        places: [],
        started: false,
        failed: false,
      });
      const unique = (cursors: Cursor[]) =>
        mergeRanked(
          cursors.map((c) => c.places),
          (p) => p.id!,
        );

      /** One query over the whole location, paged until `limit` or its end. */
      async function wholeLocation(limit: number): Promise<GooglePlace[]> {
        const textQuery =
          locale.languageCode === 'tr'
            ? `${query.location} ${query.businessType}`
            : `${query.businessType} in ${query.location}`;
        const cursor = cursorFor({ textQuery, pageSize: PAGE_SIZE, ...locale });
        while (cursor.places.length < limit && hasMore(cursor)) {
          try {
            await nextPage(cursor);
          } catch (error) {
            if (cursor.places.length === 0 && !(error instanceof BudgetSpent)) throw error;
            if (!(error instanceof BudgetSpent)) {
              console.warn('[search] google: paging stopped, the pages so far answer:', error);
            }
            break;
          }
        }
        if (cursor.places.length === 0 && cursor.failed) {
          throw new GooglePlacesError('Places API gave no page in time', 0, 'TIMEOUT');
        }
        return unique([cursor]);
      }

      /** The location's viewport: a free IDs-only Text Search, then Place Details Essentials. */
      async function viewportOf(): Promise<Rectangle | null> {
        const found = await request<TextSearchResponse>('textSearchIdsOnly', {
          method: 'POST',
          path: TEXT_SEARCH_PATH,
          fieldMask: ID_ONLY_FIELD_MASK,
          body: { textQuery: query.location, pageSize: 1, ...locale },
        });
        const id = found.places?.[0]?.id;
        if (!id) return null;
        const place = await request<{ viewport?: unknown }>('placeDetailsEssentials', {
          method: 'GET',
          path: `${PLACE_DETAILS_PATH}${encodeURIComponent(id)}?languageCode=${locale.languageCode}`,
          fieldMask: VIEWPORT_FIELD_MASK,
        });
        return isRectangle(place.viewport) ? place.viewport : null;
      }

      /** Restricted cells of the viewport, paged round by round until `limit` or exhaustion. */
      async function byCells(viewport: Rectangle, limit: number): Promise<GooglePlace[]> {
        const cursors = splitRectangle(viewport, GRID_SIDE).map((rectangle) =>
          cursorFor({
            textQuery: query.businessType,
            pageSize: PAGE_SIZE,
            ...locale,
            locationRestriction: { rectangle },
          }),
        );
        let found = 0;
        while (true) {
          found = unique(cursors).length;
          if (found >= limit) break;
          const open = cursors.filter(hasMore);
          // The first round asks every cell; later rounds only as many pages as still needed,
          // densest cells first.
          const wanted = open.some((c) => !c.started)
            ? open.length
            : Math.ceil((limit - found) / PAGE_SIZE);
          const batch = open
            .sort((a, b) => b.places.length - a.places.length)
            .slice(0, Math.min(wanted, pagesLeft));
          if (batch.length === 0 || googleDeadline - now() < MIN_REQUEST_MS) break;
          try {
            await pagesOf(batch);
          } catch (error) {
            if (found === 0 && !(error instanceof BudgetSpent)) throw error;
            break;
          }
        }
        const places = unique(cursors);
        if (places.length === 0 && cursors.every((c) => c.failed)) {
          throw new GooglePlacesError('Places API gave no page in time', 0, 'TIMEOUT');
        }
        return places;
      }

      let places: GooglePlace[];
      if (query.limit <= MAX_RESULTS_PER_QUERY) {
        places = await wholeLocation(query.limit);
      } else {
        let viewport: Rectangle | null;
        try {
          viewport = await viewportOf();
        } catch (error) {
          if (error instanceof BudgetSpent) {
            throw new GooglePlacesError('No time left for the Places API', 0, 'TIMEOUT');
          }
          throw error;
        }
        // A location Google cannot place still gets what one query finds.
        places = viewport ? await byCells(viewport, query.limit) : await wholeLocation(query.limit);
      }

      const rows = places
        .slice(0, query.limit)
        .map((place) => withTypedPhone(toRow(place), query.location));
      try {
        return await options.enrich(rows, { deadline, onStats: context?.onEnrichStats });
      } catch (error) {
        // The enrichment only adds fields: its failure leaves them empty, never the search.
        console.error('[search] enrichment failed, rows answer without it:', error);
        return rows;
      }
    },
  };
}
