// The search's data shapes and the provider seam (issue 9 item 2): a provider turns a
// location, a business type and a limit into result rows; the search function applies
// plan, quota and shaping around it, whatever the provider.

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

export interface SearchProvider {
  readonly name: string;
  /** Rows best first. Throws when the provider cannot answer (the search refunds the quota). */
  search(query: SearchQuery): Promise<SearchRow[]>;
}
