// Text Search's paging: a cursor is one query's pages, read in order, 20 at a time up to
// Google's 60 per query; a pager reads them within the search's page budget.
import {
  MAX_RESULT_PAGES_PER_SEARCH,
  MAX_RESULTS_PER_QUERY,
  PRICE_USD,
  RESULT_FIELD_MASK,
  SEARCH_FEE_BUDGET_USD,
  TEXT_SEARCH_PATH,
} from './constants.ts';
import { mergeRanked } from './grid.ts';
import { BudgetSpent, type RequestBudget } from './request-budget.ts';
import type { GooglePlace, TextSearchBody, TextSearchResponse } from './text-search.ts';

/** One query's pages, in order: what it found so far and whether more may follow. */
export interface Cursor {
  body: TextSearchBody;
  places: GooglePlace[];
  nextPageToken?: string;
  started: boolean;
  failed: boolean;
}

export const openCursor = (body: TextSearchBody): Cursor => ({
  body,
  places: [],
  started: false,
  failed: false,
});

export const hasMore = (cursor: Cursor) =>
  !cursor.failed &&
  (!cursor.started || cursor.nextPageToken !== undefined) &&
  cursor.places.length < MAX_RESULTS_PER_QUERY;

/** The cursors' places merged by rank, each place once. */
export const uniquePlaces = (cursors: Cursor[]) =>
  mergeRanked(
    cursors.map((c) => c.places),
    (p) => p.id!,
  );

export interface Pager {
  /** Reads the cursor's next page; a failure marks the cursor failed and is thrown. */
  nextPage(cursor: Cursor): Promise<void>;
  /** Pages of the given cursors in parallel; throws only if every one failed. */
  pagesOf(cursors: Cursor[]): Promise<void>;
  /** Pages the search may still read. */
  pagesLeft(): number;
}

/** The result pages a search may read once `spentUsd` is spent, within the fee budget. */
export function resultPagesWithin(spentUsd: number): number {
  // The epsilon keeps 0.25 / 0.035 from landing a hair under 7 in floating point.
  const affordable = Math.floor(
    (SEARCH_FEE_BUDGET_USD - spentUsd) / PRICE_USD.textSearchEnterprise + 1e-9,
  );
  return Math.max(0, Math.min(MAX_RESULT_PAGES_PER_SEARCH, affordable));
}

export function createPager(budget: RequestBudget, pages = MAX_RESULT_PAGES_PER_SEARCH): Pager {
  let pagesLeft = pages;

  async function nextPage(cursor: Cursor): Promise<void> {
    if (pagesLeft <= 0) throw new BudgetSpent('pages');
    pagesLeft -= 1;
    // A page repeats the first request's body exactly, plus the token (Google refuses
    // a page whose other parameters differ).
    const body = cursor.started ? { ...cursor.body, pageToken: cursor.nextPageToken } : cursor.body;
    cursor.started = true;
    try {
      const page = await budget.request<TextSearchResponse>('textSearchEnterprise', {
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

  async function pagesOf(cursors: Cursor[]): Promise<void> {
    const outcomes = await Promise.allSettled(cursors.map(nextPage));
    const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failures.length === cursors.length && failures.length > 0) throw failures[0]!.reason;
    for (const failure of failures) {
      if (!(failure.reason instanceof BudgetSpent)) {
        console.warn('[search] google: a cell page failed, the others answer:', failure.reason);
      }
    }
  }

  return { nextPage, pagesOf, pagesLeft: () => pagesLeft };
}
