// Findings per site (host plus, on a shared host, the business's path prefix), shared by
// every function instance (issue 12 item 3, issue 20 item 1): in Postgres, behind two
// service-role-only functions (migration 20260101002000). A memory store serves tests and
// the command line.
import type { ServiceClient } from '../supabase/service-client.ts';
import { PROFILE_FIELDS, type SiteFindings } from './findings.ts';

export interface EnrichCache {
  /** The findings stored for these keys no longer ago than maxAgeSeconds. */
  get(keys: string[], maxAgeSeconds: number): Promise<Map<string, SiteFindings>>;
  put(entries: Map<string, SiteFindings>): Promise<void>;
}

type CachedRow = { site: string; emails: string[] | null } & Partial<
  Record<(typeof PROFILE_FIELDS)[number], string | null>
>;

/** The table's check on its key (migration 20260101002000). */
const SITE_KEY = /^(?=.{1,800}$)[a-z0-9.:[\]-]{1,253}(?:\/[!-~]*)?$/;

function fromRow(row: CachedRow): SiteFindings {
  const found = { emails: row.emails ?? [] } as SiteFindings;
  for (const field of PROFILE_FIELDS) found[field] = row[field] ?? null;
  return found;
}

export function createPostgresCache(client: ServiceClient): EnrichCache {
  return {
    async get(keys, maxAgeSeconds) {
      if (keys.length === 0) return new Map();
      const rows = await client.rpc<CachedRow[] | null>('enrich_site_cache_get', {
        p_sites: keys,
        p_max_age_seconds: Math.round(maxAgeSeconds),
      });
      return new Map((rows ?? []).map((row) => [row.site, fromRow(row)]));
    },
    async put(entries) {
      // A key the table refuses (an absurdly long path) would fail the whole write.
      const storable = [...entries].filter(([site]) => SITE_KEY.test(site));
      if (storable.length === 0) return;
      await client.rpc<number>('enrich_site_cache_put', {
        p_entries: storable.map(([site, found]) => ({ site, ...found })),
      });
    },
  };
}

/** In-process only: for tests and `npm run enrich` (which must look at the site now). */
export function createMemoryCache(now: () => number = Date.now): EnrichCache & { size(): number } {
  const store = new Map<string, { at: number; found: SiteFindings }>();
  return {
    async get(keys, maxAgeSeconds) {
      const out = new Map<string, SiteFindings>();
      for (const key of keys) {
        const entry = store.get(key);
        if (entry && now() - entry.at <= maxAgeSeconds * 1000) out.set(key, entry.found);
      }
      return out;
    },
    async put(entries) {
      for (const [key, found] of entries) store.set(key, { at: now(), found });
    },
    size: () => store.size,
  };
}

export const NO_CACHE: EnrichCache = {
  get: async () => new Map(),
  put: async () => undefined,
};
