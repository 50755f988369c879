// Which rows of a live search's answer still need their website crawled (issue 21 item 1):
// a visible row (never a free user's placeholder) with a crawlable website whose findings
// the cache did not hold.
import type { ProviderRow } from '../enrich/enrich-rows.ts';
import { scopeServer, siteIdentity } from '../enrich/site-identity.ts';
import { websiteWithScheme } from '../search/shape.ts';

/** One pending site as live_search_begin takes it. */
export interface PendingSite {
  place_id: string;
  /** private.enrich_site_cache's key. */
  site: string;
  host: string;
  website: string;
}

/** The table's check on `host` (migration 20260101002200). */
const HOST = /^[a-z0-9.:[\]-]{1,253}$/;

/** Google's place id (RowDetails.PlaceId) is what a live search's fill-in is matched to. */
type Row = ProviderRow & { PlaceId?: string };

/** The row's site to crawl, or null when the cache filled it or there is nothing to crawl. */
export function pendingSiteOf(row: Row): PendingSite | null {
  const placeId = row.PlaceId?.trim();
  if (!placeId || row.Contacts) return null;
  const identity = siteIdentity(row.Website);
  if (!identity || identity.profile || identity.opaque) return null;
  // What live_search_sites accepts; a key it refused would lose the whole search's fill-in.
  const website = websiteWithScheme(row.Website);
  // Politeness is per server: sites on one host name's different ports are different sites.
  const host = scopeServer(identity.scope);
  if (identity.key.length > 800 || website.length > 2000 || !HOST.test(host)) return null;
  return { place_id: placeId, site: identity.key, host, website };
}

/** The provider rows' pending sites, for the answer's visible rows only, one a place. */
export function pendingSites(
  providerRows: readonly Row[],
  answer: ReadonlyArray<{ 'Place ID'?: string; Locked?: true }>,
): PendingSite[] {
  const visible = new Set(
    answer.filter((row) => !row.Locked).map((row) => row['Place ID']?.trim() ?? ''),
  );
  visible.delete('');
  const out = new Map<string, PendingSite>();
  for (const row of providerRows) {
    const pending = pendingSiteOf(row);
    if (pending && visible.has(pending.place_id) && !out.has(pending.place_id)) {
      out.set(pending.place_id, pending);
    }
  }
  return [...out.values()];
}
