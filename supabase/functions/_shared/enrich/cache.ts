// Findings per domain, shared by every function instance (issue 12 item 3): in Postgres,
// behind two service-role-only functions (migration 20260101001600). A memory store
// serves tests and the command line.
import type { ServiceClient } from '../supabase/service-client.ts';
import type { SiteFindings } from './crawl-site.ts';

export interface EnrichCache {
  /** The findings stored for these keys no longer ago than maxAgeSeconds. */
  get(keys: string[], maxAgeSeconds: number): Promise<Map<string, SiteFindings>>;
  put(entries: Map<string, SiteFindings>): Promise<void>;
}

interface CachedRow {
  domain: string;
  emails: string[];
  instagram: string | null;
}

export function createPostgresCache(client: ServiceClient): EnrichCache {
  return {
    async get(keys, maxAgeSeconds) {
      if (keys.length === 0) return new Map();
      const rows = await client.rpc<CachedRow[] | null>('enrich_cache_get', {
        p_domains: keys,
        p_max_age_seconds: Math.round(maxAgeSeconds),
      });
      return new Map(
        (rows ?? []).map((row) => [
          row.domain,
          { emails: row.emails ?? [], instagram: row.instagram ?? null },
        ]),
      );
    },
    async put(entries) {
      if (entries.size === 0) return;
      await client.rpc<number>('enrich_cache_put', {
        p_entries: [...entries].map(([domain, found]) => ({
          domain,
          emails: found.emails,
          instagram: found.instagram,
        })),
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
