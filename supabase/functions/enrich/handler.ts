// POST /functions/v1/enrich (issue 21 item 2): one piece of a live search's crawl after
// its answer. Claims up to five pending sites under the caps (one SQL call), crawls them
// with the search's own enrichment (robots.txt, page limits, the site cache), writes each
// outcome to the cache and to its live_search_sites rows (and the owner's list items of
// that place) as soon as that site ends, and then, while sites wait, starts another
// invocation to take the freed slot. Called by the search function and by itself with the
// service role key, and by a search's owner (a user's token, {"search_id"}) to carry on a
// search whose chain was lost: then it claims that search's sites only, if it stalled,
// answers 202 at once and crawls them in the background.
import process from 'node:process';
import { preflight } from '../_shared/cors.ts';
import { createEnricher, defaultDeps } from '../_shared/enrich/enrich-rows.ts';
import type { SiteFindings } from '../_shared/enrich/findings.ts';
import { MissingEnvError, requireEnv } from '../_shared/env.ts';
import { json, readTextWithin } from '../_shared/http.ts';
import { LIVE_SITE_BUDGET_MS } from '../_shared/live/live-rules.ts';
import {
  claimSites,
  finishSites,
  invokeEnrich,
  liveSearchOwner,
  type ClaimedSite,
  type LiveFill,
} from '../_shared/live/live-search.ts';
import { instagramHandle } from '../_shared/search/shape.ts';
import {
  bearerOf,
  createServiceClient,
  type ServiceClient,
} from '../_shared/supabase/service-client.ts';
import { waitUntil } from '../_shared/wait-until.ts';

const METHODS = ['POST', 'OPTIONS'] as const;

export interface EnrichFunctionDeps {
  client: ServiceClient;
  /** The only key accepted as the caller's bearer token. */
  serviceRoleKey: string;
  /** The websites' findings by the deadline; null for a site that failed or was cut off. */
  crawl(websites: string[], deadline: number): Promise<Map<string, SiteFindings | null>>;
  /** Starts another invocation (once a site of this one ends while sites wait). */
  next(): Promise<unknown>;
  /** A site's time budget (LIVE_SITE_BUDGET_MS). */
  siteBudgetMs?: number;
  now?: () => number;
  /** Keeps a re-kick's crawl running after its answer (EdgeRuntime.waitUntil). */
  background?: (work: Promise<unknown>) => void;
}

export interface EnrichLogLine {
  fn: 'enrich';
  status: number;
  claimed: number;
  done: number;
  failed: number;
  /** Sites still waiting for a claim after this invocation. */
  waiting: number;
  next: boolean;
  /** Started by a search's owner (a re-kick) rather than the service role. */
  rekick?: boolean;
  ms: number;
}

/** A live search's id in a re-kick's body. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A re-kick's body is `{"search_id": "<uuid>"}`: anything longer is not one. */
const MAX_REKICK_BODY_BYTES = 256;

/** The search id of a re-kick's body, or null when the body is not `{"search_id": uuid}`. */
async function rekickSearchId(req: Request): Promise<string | null> {
  const text = await readTextWithin(req, MAX_REKICK_BODY_BYTES).catch(() => null);
  if (!text) return null;
  try {
    const body = JSON.parse(text) as { search_id?: unknown } | null;
    const id = body && typeof body === 'object' ? body.search_id : undefined;
    return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** What a row gets from its site's findings: the same fields the search fills. */
export function fillOf(found: SiteFindings): LiveFill {
  return {
    Email: found.emails[0] ?? '',
    Instagram: instagramHandle(found.instagram ?? ''),
    Contacts: found,
  };
}

/** Compares in time independent of where the strings differ. */
function sameSecret(given: string, expected: string): boolean {
  if (expected === '' || given.length !== expected.length) return false;
  let differ = 0;
  for (let i = 0; i < given.length; i += 1) differ |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return differ === 0;
}

export function createEnrichHandler(
  getDeps: () => EnrichFunctionDeps,
  log: (line: EnrichLogLine) => void = (line) => console.info(JSON.stringify(line)),
) {
  return async function enrich(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return preflight(METHODS);
    if (req.method !== 'POST') {
      return json({ message: 'Method not allowed' }, 405, { Allow: METHODS.join(', ') }, METHODS);
    }
    let deps: EnrichFunctionDeps;
    try {
      deps = getDeps();
    } catch (error) {
      const known = error instanceof MissingEnvError;
      console.error('[enrich] configuration error:', known ? (error as Error).message : error);
      return json({ message: 'Unavailable' }, 500, {}, METHODS);
    }
    const now = deps.now ?? Date.now;
    const started = now();
    const line: EnrichLogLine = {
      fn: 'enrich',
      status: 200,
      claimed: 0,
      done: 0,
      failed: 0,
      waiting: 0,
      next: false,
      ms: 0,
    };
    const answer = (status: number): Response => {
      line.status = status;
      line.ms = now() - started;
      log(line);
      const { claimed, done, failed, waiting } = line;
      return json({ claimed, done, failed, waiting }, status, {}, METHODS);
    };
    const refuse = (status: number, message: string): Response => {
      line.status = status;
      line.ms = now() - started;
      log(line);
      return json({ message }, status, {}, METHODS);
    };

    // The gateway checked the JWT's signature. The service role continues the crawl; any
    // other bearer must be a signed-in user re-kicking a live search of their own.
    const token = bearerOf(req) ?? '';
    let searchId: string | undefined;
    if (!sameSecret(token, deps.serviceRoleKey)) {
      line.rekick = true;
      let userId: string | null;
      try {
        userId = token ? ((await deps.client.getUser(token))?.id ?? null) : null;
      } catch (error) {
        console.error('[enrich] auth API failed:', error);
        return refuse(503, 'Unavailable');
      }
      if (!userId) return refuse(401, 'Please sign in.');
      const asked = await rekickSearchId(req);
      if (!asked) return refuse(400, 'Expected {"search_id": "<uuid>"}.');
      let owner: string | null;
      try {
        owner = await liveSearchOwner(deps.client, asked);
      } catch (error) {
        console.error('[enrich] reading the live search failed:', error);
        return refuse(503, 'Unavailable');
      }
      // Someone else's search and no search at all get the same answer.
      if (owner !== userId) return refuse(403, 'Not your live search.');
      searchId = asked;
    }

    let claimed: ClaimedSite[];
    try {
      claimed = await claimSites(deps.client, searchId);
    } catch (error) {
      console.error('[enrich] claim failed:', error);
      return answer(503);
    }
    line.claimed = claimed.length;
    if (claimed.length === 0) return answer(200);

    const crawl = crawlClaimed(deps, claimed, line, now);
    if (searchId) {
      // The owner's browser is not kept waiting for the crawl: it polls the fill-ins.
      (deps.background ?? waitUntil)(
        crawl.catch((error: unknown) => console.error('[enrich] re-kick failed:', error)),
      );
      return answer(202);
    }
    return answer((await crawl) ? 200 : 503);
  };
}

/**
 * Crawls the claimed sites side by side. Each site is written as soon as it ends and its
 * slot under the caps is handed on at once: a slow or hanging site holds only its own
 * slot, not the batch's. Resolves false when an outcome could not be written.
 */
async function crawlClaimed(
  deps: EnrichFunctionDeps,
  claimed: ClaimedSite[],
  line: EnrichLogLine,
  now: () => number,
): Promise<boolean> {
  const deadline = now() + (deps.siteBudgetMs ?? LIVE_SITE_BUDGET_MS);
  let written = true;
  await Promise.all(
    claimed.map(async (site) => {
      let findings: SiteFindings | null = null;
      try {
        findings = (await deps.crawl([site.website], deadline)).get(site.website.trim()) ?? null;
      } catch (error) {
        // The site failed: its fields stay empty.
        console.error('[enrich] crawl failed:', error);
      }
      if (findings) line.done += 1;
      else line.failed += 1;
      let waiting: number;
      try {
        waiting = await finishSites(deps.client, [
          {
            search_id: site.search_id,
            place_id: site.place_id,
            fill: findings ? fillOf(findings) : null,
          },
        ]);
      } catch (error) {
        // The lease lapses and another invocation takes the site again.
        console.error('[enrich] writing an outcome failed:', error);
        written = false;
        return;
      }
      line.waiting = waiting;
      if (waiting > 0) {
        line.next = true;
        waitUntil(
          deps.next().catch((error: unknown) => console.error('[enrich] next failed:', error)),
        );
      }
    }),
  );
  return written;
}

/** The deployed handler: the service role and the production enrichment. */
export default createEnrichHandler(() => {
  const env = requireEnv('SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY');
  const client = createServiceClient({
    supabaseUrl: env.SUPABASE_URL,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    anonKey: process.env.SUPABASE_ANON_KEY,
  });
  const enricher = createEnricher(defaultDeps());
  return {
    client,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    crawl: (websites, deadline) => enricher.enrichSites(websites, { deadline }),
    next: () => invokeEnrich(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY),
  };
});
