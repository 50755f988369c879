// The user's recent searches (issue 18 item 5), recorded here rather than by the browser:
// only a search that answered is recorded, and no client can write someone's history.
// The table keeps ten a user (public.record_recent_search_for and its trigger).
import type { ServiceClient } from '../supabase/service-client.ts';

export interface RecentSearch {
  location: string;
  businessType: string;
  /** The count the search ran with (a free user's 20, whatever was asked). */
  resultCount: number;
}

export async function recordRecentSearch(
  client: ServiceClient,
  userId: string,
  search: RecentSearch,
): Promise<void> {
  await client.rpc('record_recent_search_for', {
    p_user_id: userId,
    p_location: search.location,
    p_business_type: search.businessType,
    p_result_count: search.resultCount,
  });
}
