// GET /functions/v1/search/{location}/{resultCount}/{businessType} (issue 9 item 1).
// A fixed pipeline: who is calling -> what is asked -> the plan -> the quota -> the
// provider (refund if it fails) -> the answer's shape -> the user's recent searches.
// The gateway has verified the JWT's signature; this checks it belongs to a signed-in
// user (an anon key does not).
import process from 'node:process';
import { preflight } from '../_shared/cors.ts';
import { MissingEnvError, requireEnv } from '../_shared/env.ts';
import { json } from '../_shared/http.ts';
import {
  FREE_RESULT_COUNT,
  PRO_RESULT_COUNTS,
  searchMessages as sharedSearchMessages,
} from '../_shared/product-rules.ts';
import { consumeSearch, planOf, refundSearch } from '../_shared/quota/quota.ts';
import { createSearchProvider, SearchConfigError } from '../_shared/search/providers.ts';
import { beginLiveSearch, invokeEnrich } from '../_shared/live/live-search.ts';
import { LIVE_BATCH_SITES, LIVE_SEARCH_HEADER, LIVE_USER_CAP } from '../_shared/live/live-rules.ts';
import { pendingSites } from '../_shared/live/pending-sites.ts';
import { recordRecentSearch } from '../_shared/search/recent-searches.ts';
import { parseSearchRequest } from '../_shared/search/request.ts';
import { answerRows } from '../_shared/search/shape.ts';
import { SEARCH_BUDGET_MS, type SearchProvider } from '../_shared/search/types.ts';
import {
  bearerOf,
  createServiceClient,
  type ServiceClient,
} from '../_shared/supabase/service-client.ts';
import { waitUntil } from '../_shared/wait-until.ts';

const METHODS = ['GET', 'OPTIONS'] as const;

/** The `sub` claim of a JWT, unverified (the gateway verifies); null when absent or malformed. */
export function subjectOf(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload || payload.length > 8_192) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as {
      sub?: unknown;
    };
    return typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub)
      ? claims.sub
      : null;
  } catch {
    return null;
  }
}

export const searchMessages = {
  unauthorized: 'Please sign in to search.',
  dailyLimit: sharedSearchMessages.dailyLimit,
  // The spec's text for a failed search (section 8).
  providerFailed: sharedSearchMessages.invalidSearch,
  unavailable: 'Search is unavailable right now. Please try again.',
  methodNotAllowed: 'Method not allowed',
} as const;

export interface SearchDeps {
  client: ServiceClient;
  provider: SearchProvider;
  /**
   * A live search (issue 21, the google provider): the provider answers with what the
   * cache holds, the rows left to crawl are recorded with the search, and `startEnrich`
   * starts one `enrich` invocation (called as many times as the per-user cap allows).
   */
  live?: { startEnrich(): Promise<unknown> };
}

export interface SearchLogLine {
  fn: 'search';
  status: number;
  plan: 'free' | 'pro' | null;
  provider: string;
  asked: number | null;
  returned: number;
  /** Requests this search sent to Google (0 for the directory), and their list price. */
  googleRequests: number;
  googleCostUsd: number;
  /** The enrichment's counts (0 when the provider has none): sites to crawl, how each ended. */
  enrichSites: number;
  enrichFromCache: number;
  enrichCrawled: number;
  enrichFailed: number;
  enrichUnfinished: number;
  enrichMs: number;
  /** A live search's sites left to crawl after the answer (0 when not live). */
  livePending: number;
  ms: number;
}

/** Errors as the app reads them: `error`, and the same text as `message`. */
function failure(status: number, message: string, extra: Record<string, string> = {}): Response {
  return json({ error: message, message }, status, extra, METHODS);
}

export function createSearchHandler(
  getDeps: () => SearchDeps,
  log: (line: SearchLogLine) => void = (line) => console.info(JSON.stringify(line)),
) {
  return async function search(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return preflight(METHODS);
    if (req.method !== 'GET') {
      return failure(405, searchMessages.methodNotAllowed, { Allow: METHODS.join(', ') });
    }

    let deps: SearchDeps;
    try {
      deps = getDeps();
    } catch (error) {
      // A deployment mistake (missing secret, unknown SEARCH_PROVIDER): say so in the
      // logs; the user can do nothing about it.
      const known = error instanceof MissingEnvError || error instanceof SearchConfigError;
      console.error('[search] configuration error:', known ? (error as Error).message : error);
      return failure(500, searchMessages.unavailable);
    }

    const started = performance.now();
    // The whole search answers within the budget: the provider and its enrichment get
    // what is left of it when they start.
    const deadline = Date.now() + SEARCH_BUDGET_MS;
    const line: SearchLogLine = {
      fn: 'search',
      status: 0,
      plan: null,
      provider: deps.provider.name,
      asked: null,
      returned: 0,
      googleRequests: 0,
      googleCostUsd: 0,
      enrichSites: 0,
      enrichFromCache: 0,
      enrichCrawled: 0,
      enrichFailed: 0,
      enrichUnfinished: 0,
      enrichMs: 0,
      livePending: 0,
      ms: 0,
    };
    const done = (response: Response, returned = 0): Response => {
      line.status = response.status;
      line.returned = returned;
      line.ms = Math.round(performance.now() - started);
      log(line);
      return response;
    };

    // The gateway has checked the token's signature, so its `sub` may be read now and the
    // profile fetched while GoTrue confirms the token is a live user's: one round trip
    // instead of two. An answer is given only when both agree.
    const token = bearerOf(req);
    const subject = token ? subjectOf(token) : null;
    if (!token || !subject) return done(failure(401, searchMessages.unauthorized));

    const parsed = parseSearchRequest(req.url);
    if (!parsed.ok) return done(failure(400, parsed.message));
    const { location, businessType, resultCount } = parsed.value;
    line.asked = resultCount;

    const [user, profilePlan] = await Promise.allSettled([
      deps.client.getUser(token),
      planOf(deps.client, subject),
    ]);
    if (user.status === 'rejected') {
      console.error('[search] auth API failed:', user.reason);
      return done(failure(503, searchMessages.unavailable));
    }
    if (!user.value || user.value.id !== subject) {
      return done(failure(401, searchMessages.unauthorized));
    }
    const userId = user.value.id;
    if (profilePlan.status === 'rejected') {
      console.error('[search] profile read failed:', profilePlan.reason);
      return done(failure(503, searchMessages.unavailable));
    }
    const plan = profilePlan.value;
    line.plan = plan;

    if (plan === 'pro' && !PRO_RESULT_COUNTS.includes(resultCount)) {
      return done(failure(400, sharedSearchMessages.proResultCount));
    }
    const count = plan === 'pro' ? resultCount : FREE_RESULT_COUNT;

    if (plan === 'free') {
      try {
        if (!(await consumeSearch(deps.client, userId))) {
          return done(failure(429, searchMessages.dailyLimit));
        }
      } catch (error) {
        console.error('[search] quota check failed:', error);
        return done(failure(503, searchMessages.unavailable));
      }
    }

    let providerRows;
    try {
      providerRows = await deps.provider.search(
        { location, businessType, limit: count },
        {
          deadline,
          onUpstreamRequest: ({ priceUsd }) => {
            line.googleRequests += 1;
            // Rounded to a millionth of a dollar so the sum of floats reads cleanly.
            line.googleCostUsd = Math.round((line.googleCostUsd + priceUsd) * 1e6) / 1e6;
          },
          onEnrichStats: (stats) => {
            line.enrichSites = stats.sites;
            line.enrichFromCache = stats.fromCache;
            line.enrichCrawled = stats.crawled;
            line.enrichFailed = stats.failed;
            line.enrichUnfinished = stats.unfinished;
            line.enrichMs = stats.ms;
          },
        },
      );
    } catch (error) {
      console.error(`[search] provider ${deps.provider.name} failed:`, error);
      if (plan === 'free') {
        await refundSearch(deps.client, userId).catch((refundError: unknown) =>
          console.error('[search] refund failed:', refundError),
        );
      }
      return done(failure(502, searchMessages.providerFailed));
    }

    const rows = answerRows(providerRows, plan, count);
    const recent = { location, businessType, resultCount: count };
    if (deps.live) {
      const live = deps.live;
      // Only the visible rows' sites are kept: a free user's placeholders are never crawled.
      const sites = pendingSites(providerRows, rows);
      let liveId: string | null = null;
      try {
        liveId = await beginLiveSearch(deps.client, userId, recent, sites);
      } catch (error) {
        // The answer stands; only the fill-in after it is lost.
        console.error('[search] recording the live search failed:', error);
      }
      const extra: Record<string, string> = {};
      if (liveId) {
        line.livePending = sites.length;
        extra[LIVE_SEARCH_HEADER] = liveId;
        extra['Access-Control-Expose-Headers'] = LIVE_SEARCH_HEADER;
        const invocations = Math.min(
          Math.ceil(sites.length / LIVE_BATCH_SITES),
          LIVE_USER_CAP / LIVE_BATCH_SITES,
        );
        const kicked = Promise.allSettled(
          Array.from({ length: invocations }, () => live.startEnrich()),
        ).then((outcomes) => {
          for (const outcome of outcomes) {
            if (outcome.status === 'rejected') {
              console.error('[search] starting enrich failed:', outcome.reason);
            }
          }
        });
        waitUntil(kicked);
      }
      return done(json(rows, 200, extra, METHODS), rows.length);
    }
    // The search answered: it is the user's most recent. Awaited so the dashboard, which
    // reads the list when the answer arrives, finds it; a failure costs only the entry.
    await recordRecentSearch(deps.client, userId, recent).catch((error: unknown) =>
      console.error('[search] recording the recent search failed:', error),
    );
    return done(json(rows, 200, {}, METHODS), rows.length);
  };
}

/** The deployed handler: secrets and SEARCH_PROVIDER from the function's environment. */
export default createSearchHandler(() => {
  const env = requireEnv('SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY');
  const client = createServiceClient({
    supabaseUrl: env.SUPABASE_URL,
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    anonKey: process.env.SUPABASE_ANON_KEY,
  });
  const provider = createSearchProvider(process.env.SEARCH_PROVIDER, client);
  // The google provider answers from the cache; the `enrich` function crawls the rest.
  const live =
    provider.name === 'google'
      ? { startEnrich: () => invokeEnrich(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY) }
      : undefined;
  return { client, provider, live };
});
