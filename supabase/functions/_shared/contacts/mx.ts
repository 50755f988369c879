// Whether an e-mail domain has a mail server (issue 20 item 5): its MX records, from the
// runtime's resolver (Deno.resolveDns) where there is one, else (or when it fails) from
// DNS-over-HTTPS (Cloudflare, then Google). Bounded in time and asked once per domain per
// checker. Supabase's functions cannot open port 25, so this is as far as a check goes.
import type { MxAnswer } from './email-check.ts';

export interface MxRecord {
  preference: number;
  exchange: string;
}

/** Deno.resolveDns(domain, 'MX', { signal }), or a stand-in of it. */
export type ResolveMx = (
  domain: string,
  type: 'MX',
  options?: { signal?: AbortSignal },
) => Promise<MxRecord[]>;

export type DohFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface MxCheckerOptions {
  /** Default: Deno.resolveDns where the runtime has it; null: DNS-over-HTTPS only. */
  resolveDns?: ResolveMx | null;
  /** Default: globalThis.fetch. */
  fetch?: DohFetch;
  /** The most a domain's answer may take, fallbacks included; then it is unknown (null). */
  timeoutMs?: number;
  /** JSON DNS-over-HTTPS endpoints, tried in order. */
  dohEndpoints?: readonly string[];
}

export const MX_TIMEOUT_MS = 1500;
export const DOH_ENDPOINTS: readonly string[] = [
  'https://cloudflare-dns.com/dns-query',
  'https://dns.google/resolve',
];

/** One answer per domain; the same domain asked again is answered from memory. */
export type MxChecker = (domain: string) => Promise<MxAnswer>;

// Deno's resolver, typed here so `tsc` (Node typings) checks this file too.
declare const Deno: { resolveDns?: ResolveMx } | undefined;

function runtimeResolver(): ResolveMx | null {
  const deno = typeof Deno === 'undefined' ? undefined : Deno;
  return deno?.resolveDns ? deno.resolveDns.bind(deno) : null;
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const NOT_FOUND = new Set(['NotFound', 'NXDOMAIN']);
const DNS_TYPE_MX = 15;
const DNS_NOERROR = 0;
const DNS_NXDOMAIN = 3;

/** A "null MX" (RFC 7505: `0 .`) says the domain takes no mail. */
function hasMailServer(exchanges: readonly string[]): boolean {
  return exchanges.some((exchange) => exchange.replace(/\.$/, '') !== '');
}

async function fromResolver(resolve: ResolveMx, domain: string, signal: AbortSignal) {
  try {
    const records = await resolve(domain, 'MX', { signal });
    return hasMailServer(records.map((record) => record.exchange));
  } catch (error) {
    // No such domain, or no MX record: a definite "no". Anything else is the resolver's.
    if (NOT_FOUND.has((error as Error).name)) return false;
    throw error;
  }
}

interface DohAnswer {
  Status?: number;
  Answer?: { type?: number; data?: string }[];
}

async function fromDoh(fetch: DohFetch, endpoint: string, domain: string, signal: AbortSignal) {
  const response = await fetch(`${endpoint}?name=${encodeURIComponent(domain)}&type=MX`, {
    headers: { accept: 'application/dns-json' },
    signal,
  });
  if (!response.ok) throw new Error(`DNS-over-HTTPS answered ${response.status}`);
  const body = (await response.json()) as DohAnswer;
  if (body.Status === DNS_NXDOMAIN) return false;
  if (body.Status !== DNS_NOERROR) throw new Error(`DNS status ${String(body.Status)}`);
  const exchanges = (body.Answer ?? [])
    .filter((record) => record.type === DNS_TYPE_MX && typeof record.data === 'string')
    .map((record) => record.data!.trim().split(/\s+/)[1] ?? '');
  return hasMailServer(exchanges);
}

export function createMxChecker(options: MxCheckerOptions = {}): MxChecker {
  const resolve = options.resolveDns === undefined ? runtimeResolver() : options.resolveDns;
  const fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const timeoutMs = options.timeoutMs ?? MX_TIMEOUT_MS;
  const endpoints = options.dohEndpoints ?? DOH_ENDPOINTS;
  const answers = new Map<string, Promise<MxAnswer>>();

  async function lookUp(domain: string, signal: AbortSignal): Promise<MxAnswer> {
    if (resolve) {
      try {
        return await fromResolver(resolve, domain, signal);
      } catch {
        if (signal.aborted) return null;
      }
    }
    for (const endpoint of endpoints) {
      try {
        return await fromDoh(fetch, endpoint, domain, signal);
      } catch {
        if (signal.aborted) return null;
      }
    }
    return null;
  }

  function withinTime(domain: string): Promise<MxAnswer> {
    const stop = new AbortController();
    return new Promise<MxAnswer>((done) => {
      // A resolver that ignores the signal still cannot hold the answer past the limit.
      const timer = setTimeout(() => {
        stop.abort(new Error('MX lookup timed out'));
        done(null);
      }, timeoutMs);
      lookUp(domain, stop.signal).then(
        (answer) => {
          clearTimeout(timer);
          done(answer);
        },
        () => {
          clearTimeout(timer);
          done(null);
        },
      );
    });
  }

  return (domain) => {
    const name = domain.trim().toLowerCase().replace(/\.$/, '');
    if (!DOMAIN.test(name)) return Promise.resolve(false);
    let answer = answers.get(name);
    if (!answer) {
      answer = withinTime(name);
      answers.set(name, answer);
    }
    return answer;
  };
}
