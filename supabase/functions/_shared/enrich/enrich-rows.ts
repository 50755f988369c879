// The seam the google provider calls (issue 12 items 3 and 6): fill Email and Instagram of
// result rows from their websites, a bounded number of sites at once, never past the
// deadline. A site that is unfinished at the deadline, or fails, leaves its row as it was.
import { lookup } from 'node:dns/promises';
import { setMaxListeners } from 'node:events';
import process from 'node:process';
import type { SearchRow } from '../search/types.ts';
import { waitUntil } from '../wait-until.ts';
import { createServiceClient } from '../supabase/service-client.ts';
import { createPostgresCache, NO_CACHE, type EnrichCache } from './cache.ts';
import { configFromEnv, type EnrichConfig } from './config.ts';
import { createConnector, type Connector } from './connector.ts';
import { crawlSite, timeoutSignal, websiteUrl, type SiteFindings } from './crawl-site.ts';
import { siteKey } from './domains.ts';
import { handleFromUrl } from './instagram.ts';

const CACHE_WAIT_MS = 1000;

/** The row fields enrichment reads and writes; any provider row has them. */
export type ProviderRow = Pick<SearchRow, 'Website' | 'Email' | 'Instagram'>;

export interface EnrichDeps {
  /** Connects to checked addresses only; see safe-fetch. */
  connect: Connector;
  resolve(hostname: string): Promise<string[]>;
  now(): number;
  cache: EnrichCache;
  config: EnrichConfig;
  /** Told about each site that failed or was cut off (never the e-mails found). */
  log?(event: { site: string; outcome: 'failed' | 'unfinished'; reason: string }): void;
}

export interface EnrichOptions {
  /** Epoch milliseconds: the rows are returned by then, whatever is still running. */
  deadline: number;
  /** Told the counts once the rows are ready, for the search's log line. */
  onStats?(stats: EnrichStats): void;
}

/** Per call: distinct sites, and how each ended. No URL, e-mail or handle. */
export interface EnrichStats {
  sites: number;
  fromCache: number;
  crawled: number;
  failed: number;
  unfinished: number;
  ms: number;
}

export interface Enricher {
  enrichRows<R extends ProviderRow>(rows: R[], options: EnrichOptions): Promise<R[]>;
  /** One website's findings (the `npm run enrich` command), cache consulted and filled. */
  enrichSites(
    websites: string[],
    options: EnrichOptions,
  ): Promise<Map<string, SiteFindings | null>>;
}

// Deno's own resolver, typed here so `tsc` (Node typings) checks this file too.
declare const Deno:
  { resolveDns?(host: string, type: 'A' | 'AAAA'): Promise<string[]> } | undefined;

/**
 * Every address of a host: the system resolver through node:dns (Deno and Node alike);
 * should a runtime not implement it, Deno.resolveDns for A and AAAA records.
 */
export async function resolveHost(hostname: string): Promise<string[]> {
  try {
    const answers = await lookup(hostname, { all: true, verbatim: true });
    return answers.map((answer) => answer.address);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const deno = typeof Deno === 'undefined' ? undefined : Deno;
    if (code === 'ENOTFOUND' || code === 'ENODATA' || !deno?.resolveDns) throw error;
    const [v4, v6] = await Promise.allSettled([
      deno.resolveDns(hostname, 'A'),
      deno.resolveDns(hostname, 'AAAA'),
    ]);
    const addresses = [v4, v6].flatMap((result) =>
      result.status === 'fulfilled' ? result.value : [],
    );
    if (addresses.length === 0) throw error;
    return addresses;
  }
}

/** The cache key of a website, or null when there is nothing to crawl. */
function keyOf(website: string): string | null {
  const url = websiteUrl(website);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  // Profiles share instagram.com: the key must keep the path, and there is nothing to fetch.
  return handleFromUrl(url.href) ? null : siteKey(url);
}

export function createEnricher(deps: EnrichDeps): Enricher {
  async function enrichSites(
    websites: string[],
    { deadline, onStats }: EnrichOptions,
  ): Promise<Map<string, SiteFindings | null>> {
    const startedAt = deps.now();
    const stats: EnrichStats = {
      sites: 0,
      fromCache: 0,
      crawled: 0,
      failed: 0,
      unfinished: 0,
      ms: 0,
    };
    const results = new Map<string, SiteFindings | null>();
    const unique = [...new Set(websites.map((site) => site.trim()).filter(Boolean))];
    for (const site of unique) results.set(site, null);
    const stop = new AbortController();
    // Every page in flight listens to this one signal: more than Node's default of 10.
    setMaxListeners(0, stop.signal);
    const timer = setTimeout(
      () => stop.abort(new Error('enrichment deadline')),
      Math.max(0, deadline - deps.now()),
    );
    try {
      const byKey = new Map<string, string[]>();
      for (const site of unique) {
        const profile = websiteUrl(site) && handleFromUrl(websiteUrl(site)!.href);
        if (profile) results.set(site, { emails: [], instagram: profile });
        const key = keyOf(site);
        if (key) byKey.set(key, [...(byKey.get(key) ?? []), site]);
        else if (!profile)
          deps.log?.({ site, outcome: 'failed', reason: 'refused: not an http(s) website' });
      }
      // A slow database must not eat the crawl's time: past CACHE_WAIT_MS, crawl everything
      // (and answer without waiting for the write).
      const cacheWait = timeoutSignal(stop.signal, CACHE_WAIT_MS);
      const cached = await untilAborted(
        deps.cache.get([...byKey.keys()], deps.config.cacheTtlHours * 3600).catch(() => new Map()),
        cacheWait.signal,
        new Map<string, SiteFindings>(),
      );
      cacheWait.done();
      const queue: [string, string][] = [];
      for (const [key, sites] of byKey) {
        const hit = cached.get(key);
        if (hit) for (const site of sites) results.set(site, hit);
        else queue.push([key, sites[0]!]);
      }
      stats.sites = byKey.size;
      stats.fromCache = byKey.size - queue.length;

      const fresh = new Map<string, SiteFindings>();
      const worker = async () => {
        for (let next = queue.shift(); next && !stop.signal.aborted; next = queue.shift()) {
          const [key, site] = next;
          try {
            const found = await crawlSite(site, deps, stop.signal);
            if (stop.signal.aborted) {
              deps.log?.({ site: key, outcome: 'unfinished', reason: 'deadline' });
              continue;
            }
            stats.crawled += 1;
            fresh.set(key, found);
            for (const same of byKey.get(key) ?? []) results.set(same, found);
          } catch (error) {
            if (!stop.signal.aborted) stats.failed += 1;
            deps.log?.({
              site: key,
              outcome: stop.signal.aborted ? 'unfinished' : 'failed',
              reason: (error as Error).message,
            });
          }
        }
      };
      const workers = Array.from(
        { length: Math.min(deps.config.concurrency, queue.length) },
        worker,
      );
      await untilAborted(Promise.all(workers), stop.signal, undefined);
      // Failures are not cached: the next search tries the site again. The write is awaited
      // only while time remains; on the edge runtime it is kept alive past the answer.
      const saved = deps.cache.put(fresh).catch(() => undefined);
      waitUntil(saved);
      const saveWait = timeoutSignal(stop.signal, CACHE_WAIT_MS);
      await untilAborted(saved, saveWait.signal, undefined);
      saveWait.done();
      stats.unfinished = stats.sites - stats.fromCache - stats.crawled - stats.failed;
      stats.ms = deps.now() - startedAt;
      onStats?.(stats);
      return results;
    } finally {
      clearTimeout(timer);
      stop.abort(new Error('enrichment finished'));
    }
  }

  return {
    enrichSites,
    async enrichRows(rows, options) {
      const found = await enrichSites(
        rows.map((row) => row.Website),
        options,
      );
      return rows.map((row) => {
        const findings = found.get(row.Website.trim());
        if (!findings) return row;
        return {
          ...row,
          Email: row.Email.trim() || findings.emails[0] || '',
          Instagram: row.Instagram.trim() || findings.instagram || '',
        };
      });
    },
  };
}

/** The promise's value, or `fallback` as soon as the signal aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal, fallback: T): Promise<T> {
  if (signal.aborted) return Promise.resolve(fallback);
  return new Promise<T>((resolve) => {
    const onAbort = () => resolve(fallback);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve(fallback);
      },
    );
  });
}

/** Production dependencies: the runtime's connector, the system resolver, the Postgres cache. */
export function defaultDeps(overrides: Partial<EnrichDeps> = {}): EnrichDeps {
  const url = process.env.SUPABASE_URL?.trim();
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  return {
    connect: createConnector(),
    resolve: resolveHost,
    now: Date.now,
    cache:
      url && key
        ? createPostgresCache(createServiceClient({ supabaseUrl: url, serviceRoleKey: key }))
        : NO_CACHE,
    config: configFromEnv(),
    ...overrides,
  };
}

/** Fills Email and Instagram from each row's website; see createEnricher. */
export function enrichRows<R extends ProviderRow>(rows: R[], options: EnrichOptions): Promise<R[]> {
  return createEnricher(defaultDeps()).enrichRows(rows, options);
}
