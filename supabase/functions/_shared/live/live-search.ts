// The live search's database calls (migration 20260101002300, service role only) and the
// call that starts an `enrich` invocation (issue 21 items 1 and 2).
import type { SiteFindings } from '../enrich/findings.ts';
import type { ServiceClient } from '../supabase/service-client.ts';
import type { RecentSearch } from '../search/recent-searches.ts';
import {
  LIVE_BATCH_SITES,
  LIVE_GLOBAL_CAP,
  LIVE_LEASE_SECONDS,
  LIVE_USER_CAP,
} from './live-rules.ts';
import type { PendingSite } from './pending-sites.ts';

/** What a live_search_sites row gets once its site is crawled. */
export interface LiveFill {
  Email: string;
  Instagram: string;
  Contacts: SiteFindings;
}

export interface ClaimedSite {
  search_id: string;
  user_id: string;
  place_id: string;
  site: string;
  host: string;
  website: string;
}

/**
 * The search's record and its pending sites in one transaction; the live search's id, or
 * null when no site is left to crawl.
 */
export async function beginLiveSearch(
  client: ServiceClient,
  userId: string,
  search: RecentSearch,
  sites: PendingSite[],
): Promise<string | null> {
  const id = await client.rpc<string | null>('live_search_begin', {
    p_user_id: userId,
    p_location: search.location,
    p_business_type: search.businessType,
    p_result_count: search.resultCount,
    p_sites: sites,
  });
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Up to a batch of sites under the caps, leased to this invocation (one SQL call). With
 * `searchId` (an owner's re-kick): that search's sites only, and none unless it stalled.
 */
export async function claimSites(client: ServiceClient, searchId?: string): Promise<ClaimedSite[]> {
  const rows = await client.rpc<ClaimedSite[] | null>('live_search_claim', {
    p_limit: LIVE_BATCH_SITES,
    p_lease_seconds: LIVE_LEASE_SECONDS,
    p_global_cap: LIVE_GLOBAL_CAP,
    p_user_cap: LIVE_USER_CAP,
    ...(searchId ? { p_search_id: searchId } : {}),
  });
  return rows ?? [];
}

/** The owner of a live search, or null when there is no such search. */
export async function liveSearchOwner(
  client: ServiceClient,
  searchId: string,
): Promise<string | null> {
  const rows = await client.select<Array<{ user_id: string }>>(
    `live_searches?id=eq.${encodeURIComponent(searchId)}&select=user_id`,
  );
  return rows[0]?.user_id ?? null;
}

/** Each claimed site's fill (null: failed or cut off); returns how many sites still wait. */
export async function finishSites(
  client: ServiceClient,
  results: Array<{ search_id: string; place_id: string; fill: LiveFill | null }>,
): Promise<number> {
  const waiting = await client.rpc<number | null>('live_search_finish', { p_results: results });
  return typeof waiting === 'number' ? waiting : 0;
}

/** Starts one `enrich` invocation with the service role; resolves when it has answered. */
export async function invokeEnrich(
  supabaseUrl: string,
  serviceRoleKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchImpl(`${supabaseUrl.replace(/\/+$/, '')}/functions/v1/enrich`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${serviceRoleKey}`,
      apikey: serviceRoleKey,
      'Content-Type': 'application/json',
    },
    body: '{}',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`enrich answered ${response.status}`);
}
