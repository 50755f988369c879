// The seam the google provider calls (issue 12 items 3 and 6, issue 20): fill Email and
// Instagram of result rows from their websites, a bounded number of sites at once, never
// past the deadline, and carry every finding (the other networks, WhatsApp) on the row as
// `Contacts`. One crawl per site, not per host: two businesses on one shared host are two
// sites (site-identity.ts). A site that is unfinished at the deadline, or fails, leaves its
// row as it was.
import { lookup } from 'node:dns/promises';
import { setMaxListeners } from 'node:events';
import process from 'node:process';
import {
  checkEmails,
  domainsToLookUp,
  labelEmails,
  type CheckedEmail,
  type MxAnswer,
} from '../contacts/email-check.ts';
import { createMxChecker, type MxChecker } from '../contacts/mx.ts';
import type { SearchRow } from '../search/types.ts';
import { waitUntil } from '../wait-until.ts';
import { createServiceClient } from '../supabase/service-client.ts';
import { createPostgresCache, NO_CACHE, type EnrichCache } from './cache.ts';
import { configFromEnv, type EnrichConfig } from './config.ts';
import { createConnector, type Connector } from './connector.ts';
import {
  crawlSitePages,
  readsProfilePage,
  timeoutSignal,
  type CrawledPages,
  type RobotsAnswers,
} from './crawl-site.ts';
import { choose, offeredValues, siteCountry } from './extract.ts';
import { findingsWith, type SiteFindings } from './findings.ts';
import { scopeServer, siteIdentity, withSharedHosts, type SiteIdentity } from './site-identity.ts';

const CACHE_WAIT_MS = 1000;
/**
 * A live answer (cache only) waits this long at most for the mail-server checks of the
 * cached e-mails: the rows are what the user waits for; a check not in by then is unknown.
 */
export const ANSWER_MX_WAIT_MS = 300;

/**
 * The row fields enrichment reads and writes; any provider row has them. `Contacts` carries
 * every finding of the row's website (not part of the search answer's keys yet).
 */
export type ProviderRow = Pick<SearchRow, 'Website' | 'Email' | 'Instagram'> & {
  Contacts?: SiteFindings;
};

export interface EnrichDeps {
  /** Connects to checked addresses only; see safe-fetch. */
  connect: Connector;
  resolve(hostname: string): Promise<string[]>;
  now(): number;
  cache: EnrichCache;
  config: EnrichConfig;
  /**
   * Whether an e-mail domain has a mail server (contacts/mx.ts); absent, the e-mails are
   * labelled and ranked without it (their MX unknown).
   */
  checkMx?: MxChecker;
  /** Told about each site that failed or was cut off (never the e-mails found). */
  log?(event: { site: string; outcome: 'failed' | 'unfinished'; reason: string }): void;
}

export interface EnrichOptions {
  /** Epoch milliseconds: the rows are returned by then, whatever is still running. */
  deadline: number;
  /** Told the counts once the rows are ready, for the search's log line. */
  onStats?(stats: EnrichStats): void;
  /**
   * A live search (issue 21): read the cache only. The sites it lacks are left for the
   * `enrich` function to crawl after the answer (counted as unfinished here).
   */
  cacheOnly?: boolean;
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

export function createEnricher(deps: EnrichDeps): Enricher {
  async function enrichSites(
    websites: string[],
    { deadline, onStats, cacheOnly = false }: EnrichOptions,
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
      // One crawl per site: the websites of one business (or one profile) share a key.
      const byKey = new Map<string, { identity: SiteIdentity; sites: string[] }>();
      for (const site of unique) {
        const identity = siteIdentity(site);
        if (!identity) {
          deps.log?.({ site, outcome: 'failed', reason: 'refused: not an http(s) website' });
          continue;
        }
        // A website that is a profile is the finding itself, kept if its page cannot be read
        // in time; its page is read like a site's (crawl-site.ts). A map or a post has nothing.
        if (identity.profile) {
          results.set(site, findingsWith({ [identity.profile.field]: identity.profile.value }));
          if (!readsProfilePage(identity)) continue;
        } else if (identity.opaque) continue;
        const entry = byKey.get(identity.key);
        if (entry) entry.sites.push(site);
        else byKey.set(identity.key, { identity, sites: [site] });
      }
      const shared = withSharedHosts([...byKey.values()].map((entry) => entry.identity));
      // A slow database must not eat the crawl's time: past CACHE_WAIT_MS, crawl everything
      // (and answer without waiting for the write). Sites the batch shows to share a host
      // are judged against each other, so they are neither read from nor written to the cache.
      const cacheable = [...byKey.entries()]
        .filter(([, entry]) => !shared.has(entry.identity))
        .map(([key]) => key);
      const cacheWait = timeoutSignal(stop.signal, CACHE_WAIT_MS);
      const cached = await untilAborted(
        deps.cache.get(cacheable, deps.config.cacheTtlHours * 3600).catch(() => new Map()),
        cacheWait.signal,
        new Map<string, SiteFindings>(),
      );
      cacheWait.done();
      // The site an e-mail's "own domain" is judged against: the crawled home page's host
      // once crawled; none on a platform, whose domain is not the business's.
      const ownWebsite = new Map<string, string | null>();
      for (const [key, { identity }] of byKey) {
        ownWebsite.set(key, identity.platform || identity.profile ? null : identity.start.hostname);
      }
      // MX lookups start as soon as a site's e-mails are known, alongside the other crawls.
      const mx = mxAsker(deps.checkMx);
      const chosen = new Map<string, SiteFindings>();
      const queue: [string, SiteIdentity][] = [];
      for (const [key, { identity }] of byKey) {
        const hit = shared.has(identity) ? undefined : cached.get(key);
        if (hit) {
          chosen.set(key, hit);
          mx.prefetch(hit.emails);
        } else queue.push([key, identity]);
      }
      stats.sites = byKey.size;
      stats.fromCache = byKey.size - queue.length;

      const fresh = new Map<string, SiteFindings>();
      const robots: RobotsAnswers = new Map();
      const sideBySide = new Map<string, CrawledPages>();
      const worker = async () => {
        for (let next = queue.shift(); next && !stop.signal.aborted; next = queue.shift()) {
          const [key, identity] = next;
          try {
            const crawled = await crawlSitePages(
              identity,
              deps,
              stop.signal,
              shared.has(identity),
              robots,
            );
            if (stop.signal.aborted) {
              deps.log?.({ site: key, outcome: 'unfinished', reason: 'deadline' });
              continue;
            }
            stats.crawled += 1;
            if (!('collected' in crawled)) fresh.set(key, crawled);
            else {
              ownWebsite.set(key, crawled.options.ownHost ?? null);
              if (shared.has(identity)) sideBySide.set(key, crawled);
              else fresh.set(key, choose(crawled.collected, crawled.siteHost, crawled.options));
            }
            const found = fresh.get(key);
            if (found) mx.prefetch(found.emails);
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
        { length: cacheOnly ? 0 : Math.min(deps.config.concurrency, queue.length) },
        worker,
      );
      await untilAborted(Promise.all(workers), stop.signal, undefined);
      for (const [key, found] of chooseSideBySide(sideBySide, byKey)) {
        fresh.set(key, found);
        mx.prefetch(found.emails);
      }
      for (const [key, found] of fresh) chosen.set(key, found);
      // Each site's e-mails labelled and ranked by quality; an MX answer not in by the
      // deadline (or by the lookup's own limit; a live answer's shorter wait) is unknown.
      const mxWait = timeoutSignal(
        stop.signal,
        cacheOnly ? ANSWER_MX_WAIT_MS : Math.max(0, deadline - deps.now()),
      );
      const lookUp = (domain: string) => untilAborted(mx.ask(domain), mxWait.signal, null);
      const checked = new Map(
        await Promise.all(
          [...chosen].map(async ([key, found]) => {
            const website = ownWebsite.get(key)!;
            const checks = deps.checkMx
              ? await checkEmails(found.emails, website, lookUp)
              : labelEmails(found.emails, website);
            return [key, withChecks(found, checks)] as const;
          }),
        ),
      );
      mxWait.done();
      for (const [key, found] of checked) {
        for (const site of byKey.get(key)?.sites ?? []) results.set(site, found);
      }
      // The cache keeps what the site shows, not this search's checks (the MX answers are
      // asked again, once a domain a search). Failures are not cached: the next search
      // tries the site again. The write is awaited
      // only while time remains; on the edge runtime it is kept alive past the answer.
      const storable = new Map([...fresh].filter(([key]) => !shared.has(byKey.get(key)!.identity)));
      const saved = deps.cache.put(storable).catch(() => undefined);
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
          Contacts: findings,
        };
      });
    },
  };
}

/** One MX question per domain in a call, whatever the checker remembers. */
function mxAsker(checkMx: MxChecker | undefined) {
  const answers = new Map<string, Promise<MxAnswer>>();
  const ask = (domain: string): Promise<MxAnswer> => {
    let answer = answers.get(domain);
    if (!answer) {
      answer = checkMx ? checkMx(domain).catch(() => null) : Promise.resolve(null);
      answers.set(domain, answer);
    }
    return answer;
  };
  return {
    ask,
    prefetch(emails: readonly string[]) {
      if (checkMx) for (const domain of domainsToLookUp(emails)) void ask(domain);
    },
  };
}

/** The findings with their e-mails in the checks' order (best first) and the checks. */
function withChecks(found: SiteFindings, checks: CheckedEmail[]): SiteFindings {
  return { ...found, emails: checks.map((check) => check.email), emailChecks: checks };
}

/**
 * On a host the batch shows to be shared, what two or more of its businesses' pages offer
 * alike is the host's own (its support address, its accounts): no business gets it.
 */
function chooseSideBySide(
  crawled: Map<string, CrawledPages>,
  byKey: Map<string, { identity: SiteIdentity }>,
): Map<string, SiteFindings> {
  const offered = new Map<string, Set<string>>();
  const byHost = new Map<string, string[]>();
  for (const [key, pages] of crawled) {
    offered.set(
      key,
      offeredValues(pages.collected, siteCountry(pages.siteHost, pages.options, pages.collected)),
    );
    const host = scopeServer(byKey.get(key)!.identity.scope);
    byHost.set(host, [...(byHost.get(host) ?? []), key]);
  }
  const found = new Map<string, SiteFindings>();
  for (const keys of byHost.values()) {
    const seen = new Map<string, number>();
    for (const key of keys)
      for (const value of offered.get(key)!) seen.set(value, (seen.get(value) ?? 0) + 1);
    const common = new Set([...seen].filter(([, count]) => count > 1).map(([value]) => value));
    for (const key of keys) {
      const pages = crawled.get(key)!;
      found.set(key, choose(pages.collected, pages.siteHost, pages.options, common));
    }
  }
  return found;
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
    checkMx: createMxChecker(),
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
