// The crawler's settings, from the function's environment (ENRICH_*), read per call so the
// local stack and tests can set them late. Every value has a production default.
import process from 'node:process';

export interface EnrichConfig {
  /** Lifts the public-address rule. Tests and local measurement only: never in production. */
  allowPrivateNetwork: boolean;
  /** Sites crawled at once. */
  concurrency: number;
  /** One page (or robots.txt) at most this long, whatever the deadline. */
  pageTimeoutMs: number;
  /** Bytes read from one page; the rest is never downloaded. */
  maxBytes: number;
  /** Pages a site: the home page and at most this many minus one contact pages. */
  maxPages: number;
  /** How long a site's findings are reused before it is crawled again. */
  cacheTtlHours: number;
  userAgent: string;
}

/** The User-Agent names us and the robots.txt token we obey. */
export const ROBOTS_TOKEN = 'ProspectoryBot';
export const USER_AGENT = `Mozilla/5.0 (compatible; ${ROBOTS_TOKEN}/1.0; +https://prospectory.app)`;
export const MAX_REDIRECTS = 3;

export const DEFAULT_CONFIG: Readonly<EnrichConfig> = Object.freeze({
  allowPrivateNetwork: false,
  concurrency: 100,
  pageTimeoutMs: 4000,
  maxBytes: 512 * 1024,
  maxPages: 6,
  cacheTtlHours: 168,
  userAgent: USER_AGENT,
});

function positive(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function configFromEnv(): EnrichConfig {
  return {
    allowPrivateNetwork: process.env.ENRICH_ALLOW_PRIVATE_NETWORK?.trim() === '1',
    concurrency: Math.floor(positive('ENRICH_CONCURRENCY', DEFAULT_CONFIG.concurrency)),
    pageTimeoutMs: positive('ENRICH_PAGE_TIMEOUT_MS', DEFAULT_CONFIG.pageTimeoutMs),
    maxBytes: Math.floor(positive('ENRICH_MAX_BYTES', DEFAULT_CONFIG.maxBytes)),
    maxPages: Math.floor(positive('ENRICH_MAX_PAGES', DEFAULT_CONFIG.maxPages)),
    cacheTtlHours: positive('ENRICH_CACHE_TTL_HOURS', DEFAULT_CONFIG.cacheTtlHours),
    userAgent: USER_AGENT,
  };
}
