// The `google` provider (issue 12, build 1): Text Search (New) with exactly the row's
// fields, within the search's time and page budget (request-budget.ts, paging-cursor.ts),
// by the queries search-strategy.ts chooses; then the injected enricher fills e-mails and
// Instagram before the search's deadline.
import type {
  DetailedRow,
  EnrichRows,
  SearchContext,
  SearchProvider,
  SearchQuery,
} from '../types.ts';
import { withTypedPhone } from '../row-phone.ts';
import { SEARCH_BUDGET_MS } from '../types.ts';
import { ENRICHMENT_RESERVE_MS, PLACES_API_BASE_URL } from './constants.ts';
import { createPlacesClient, type Fetch } from './places-client.ts';
import { requestBudget } from './request-budget.ts';
import { findPlaces } from './search-strategy.ts';
import { toRow } from './text-search.ts';
import type { ViewportStore } from './viewport-memo.ts';

export { toRow, type GooglePlace } from './text-search.ts';

export interface GoogleProviderOptions {
  apiKey: string;
  /** Fills Email and Instagram (the enrichment); called once per search with the rows. */
  enrich: EnrichRows;
  baseUrl?: string;
  fetch?: Fetch;
  now?: () => number;
  /** Locations' viewports kept between searches (viewport-memo.ts); none: looked up each time. */
  viewports?: ViewportStore;
}

export function createGoogleProvider(options: GoogleProviderOptions): SearchProvider {
  const call = createPlacesClient({
    apiKey: options.apiKey,
    baseUrl: options.baseUrl ?? PLACES_API_BASE_URL,
    fetch: options.fetch,
  });
  const now = options.now ?? Date.now;

  return {
    name: 'google',
    async search(query: SearchQuery, context?: SearchContext): Promise<DetailedRow[]> {
      const deadline = context?.deadline ?? now() + SEARCH_BUDGET_MS;
      // Google's part ends early enough to leave the enrichment its share of the budget.
      const budget = requestBudget(call, deadline - ENRICHMENT_RESERVE_MS, now, context);
      const places = await findPlaces(query, budget, options.viewports);
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
