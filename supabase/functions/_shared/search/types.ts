// The search's data shapes and the provider seam (issue 9 item 2): a provider turns a
// location, a business type and a limit into result rows; the search function applies
// plan, quota and shaping around it, whatever the provider.
import type { TypedPhone } from '../contacts/phone.ts';

/** One result as the spec's search answer carries it: every value a string, "" when missing. */
export interface SearchRow {
  Name: string;
  Address: string;
  Phone: string;
  Email: string;
  Instagram: string;
  Website: string;
  'Google Rating': string;
  'Rating Count': string;
  /** Google's place id (issue 21): what a live search's fill-in is matched to; not every provider has one. */
  'Place ID'?: string;
}

/**
 * What the server knows of a row beyond the answer's keys (issue 20 items 4 and 5); the
 * answer does not carry it yet (shape.ts builds the answer's rows key by key).
 */
export interface RowDetails {
  /** The Phone in E.164 with its libphonenumber-js type. */
  TypedPhone?: TypedPhone;
}

/** A free user's rows 10-19: a stand-in that carries nothing of the real row. */
export interface LockedRow extends SearchRow {
  Locked: true;
}

export interface SearchQuery {
  /** As typed or picked ("Kadıköy, İstanbul, Türkiye"), trimmed, at most 200 characters. */
  location: string;
  /** As typed ("dentist", "diş hekimi"), trimmed, at most 200 characters. */
  businessType: string;
  /** How many rows at most (1-100). */
  limit: number;
}

/**
 * The whole search answers within this many milliseconds of its start (issue 12: at most
 * 8 s; the rest is shaping, the response and the log line).
 */
export const SEARCH_BUDGET_MS = 7_500;

export interface UpstreamRequest {
  /** The billing SKU, e.g. "textSearchEnterprise". */
  sku: string;
  /** Its list price in USD. */
  priceUsd: number;
}

/** What the search function tells a provider about the one search it runs. */
export interface SearchContext {
  /** Epoch ms by which the provider must have answered, enrichment included. */
  deadline: number;
  /** Called once per request sent upstream (Google), with its SKU and list price (the log line counts them). */
  onUpstreamRequest?: (request: UpstreamRequest) => void;
  /** Called once with the enrichment's counts when it ran (the log line carries them). */
  onEnrichStats?: (stats: EnrichmentStats) => void;
}

/** What the enrichment of one search did, in counts only: no URL, e-mail or handle. */
export interface EnrichmentStats {
  /** Distinct sites to crawl (profiles and non-web addresses excluded). */
  sites: number;
  fromCache: number;
  crawled: number;
  failed: number;
  /** Cut off by the deadline. */
  unfinished: number;
  ms: number;
}

export interface SearchProvider {
  readonly name: string;
  /** Rows best first. Throws when the provider cannot answer (the search refunds the quota). */
  search(query: SearchQuery, context?: SearchContext): Promise<SearchRow[]>;
}

/**
 * Fills Email and Instagram from each row's website (issue 12, the enrichment). Never
 * waits past `deadline`: a site not done by then leaves its row's fields as they were.
 */
export type EnrichRows = (
  rows: SearchRow[],
  options: { deadline: number /* epoch ms */; onStats?: (stats: EnrichmentStats) => void },
) => Promise<SearchRow[]>;

/** One location suggestion, in the Places API (New) autocomplete shape the app reads. */
export interface PlacePrediction {
  placePrediction: {
    placeId: string;
    text: { text: string };
    structuredFormat: { mainText: { text: string }; secondaryText: { text: string } };
  };
}

/** Location suggestions for what is typed, best first; throws when the source fails. */
export interface PlaceSuggester {
  readonly name: string;
  suggest(
    input: string,
    options: { sessionToken?: string; languageCode?: string },
  ): Promise<PlacePrediction[]>;
}
