import { env } from '@/config/env';
import type { LiveSiteRow } from '@/domain/live-contacts';
import { callEdgeFunction } from '@/lib/edge-functions';
import { getSupabase } from '@/lib/supabase';

// Live contacts (issue 21): the owner's reads of a live search's sites under RLS, and the
// owner's nudge to `enrich` when the crawl has stalled.

/** The search's sites changed after `since` (all of them when null): each crosses the wire once. */
export async function fetchLiveSites(
  searchId: string,
  since: string | null,
): Promise<LiveSiteRow[]> {
  const client = await getSupabase();
  const query = client
    .from('live_search_sites')
    .select('place_id,status,fill,updated_at')
    .eq('search_id', searchId);
  const { data, error } = await (since === null ? query : query.gt('updated_at', since)).returns<
    LiveSiteRow[]
  >();
  if (error) throw error;
  return data ?? [];
}

/** How many of the search's businesses were left to crawl (read once). */
export async function fetchLiveTotal(searchId: string): Promise<number> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('live_searches')
    .select('sites_total')
    .eq('id', searchId)
    .maybeSingle<{ sites_total: number }>();
  if (error) throw error;
  // No such search (or not the user's): nothing is left to wait for.
  return data?.sites_total ?? 0;
}

/** Asks `enrich` to go on with the user's own search; a failure changes nothing. */
export async function rekickLiveSearch(searchId: string): Promise<void> {
  await callEdgeFunction(`${env.supabaseUrl}/functions/v1/enrich`, {
    body: { search_id: searchId },
  }).catch(() => undefined);
}
