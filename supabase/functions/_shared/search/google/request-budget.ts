// One search's allowance of Places calls: each call gets at most the time left before
// Google's deadline (and never less than MIN_REQUEST_MS), and is reported with its price.
import type { SearchContext } from '../types.ts';
import { MIN_REQUEST_MS, PRICE_USD, REQUEST_TIMEOUT_MS } from './constants.ts';
import type { PlacesCall, PlacesCaller } from './places-client.ts';

/** Stops paging without failing the search: time or page budget is spent. */
export class BudgetSpent extends Error {}

export type Sku = keyof typeof PRICE_USD;

export interface RequestBudget {
  /** Calls the Places API, or throws BudgetSpent when too little time is left. */
  request<T>(sku: Sku, req: Omit<PlacesCall, 'timeoutMs'>): Promise<T>;
  /** Enough time is left for one more call. */
  hasTime(): boolean;
}

export function requestBudget(
  call: PlacesCaller,
  deadline: number,
  now: () => number,
  context?: SearchContext,
): RequestBudget {
  return {
    async request<T>(sku: Sku, req: Omit<PlacesCall, 'timeoutMs'>) {
      const left = deadline - now();
      if (left < MIN_REQUEST_MS) throw new BudgetSpent('time');
      context?.onUpstreamRequest?.({ sku, priceUsd: PRICE_USD[sku] });
      return call<T>({ ...req, timeoutMs: Math.min(REQUEST_TIMEOUT_MS, left) });
    },
    hasTime: () => deadline - now() >= MIN_REQUEST_MS,
  };
}
