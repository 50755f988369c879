import { RECENT_SEARCHES_SHOWN, type SearchQuery } from '@/domain/search-query';
import { selectOwnRows } from '@/lib/own-rows';

// The user's last searches (issue 18 item 5). The `search` function records them when a
// search answers; the browser only reads its own (RLS).

export interface RecentSearch extends SearchQuery {
  searchedAt: string;
}

interface RecentSearchRow {
  location: string;
  business_type: string;
  result_count: number;
  searched_at: string;
}

/** Newest first; any failure reads as none (the list is a shortcut, never in the way). */
export async function fetchRecentSearches(userId: string): Promise<RecentSearch[]> {
  try {
    const { data, error } = await selectOwnRows<RecentSearchRow>(
      'recent_searches',
      'location, business_type, result_count, searched_at',
      userId,
      'searched_at',
      RECENT_SEARCHES_SHOWN,
    );
    if (error || !data) return [];
    return data.map((row) => ({
      location: row.location,
      businessType: row.business_type,
      resultCount: row.result_count,
      searchedAt: row.searched_at,
    }));
  } catch {
    return [];
  }
}
