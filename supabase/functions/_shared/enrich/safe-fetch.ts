// One GET under the crawler's rules (issue 12 items 3 and 5): http(s) only, the host
// resolved and every address public (unless ENRICH_ALLOW_PRIVATE_NETWORK=1), redirects
// followed by hand and checked hop by hop (at most 3), a time limit that also covers a body
// that never ends, and a size cap: bytes beyond it are never read. Each hop is resolved
// once and the connection goes to exactly the addresses checked (issue 17 item 1): a
// second look-up, which a rebinding DNS server would answer with 127.0.0.1, never happens.
import { ipLiteral, isPublicAddress } from './address-guard.ts';
import { decodeBody } from './charset.ts';
import { MAX_REDIRECTS, type EnrichConfig } from './config.ts';
import type { Connector } from './connector.ts';

export interface FetchDeps {
  /** Connects to the checked addresses only (connector.ts). */
  connect: Connector;
  /** Every address the host name resolves to. */
  resolve(hostname: string): Promise<string[]>;
  config: EnrichConfig;
}

/** A URL the crawler must not fetch; the reason is for logs and tests. */
export class RefusedUrlError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`refused ${url}: ${reason}`);
    this.name = 'RefusedUrlError';
  }
}

export interface FetchedPage {
  /** Where the content came from, after redirects. */
  url: string;
  status: number;
  /** A 2xx of an accepted type; otherwise `text` is empty. */
  ok: boolean;
  contentType: string;
  text: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** URL.port is '' for the scheme's default port. */
const WEB_PORTS = new Set(['', '80', '443', '8080', '8443']);

/**
 * The addresses the URL may be fetched from, resolved once: the connection must go to
 * these and nowhere else. Throws RefusedUrlError when the URL may not be fetched; the
 * check runs again on each hop.
 */
export async function checkUrl(url: URL, deps: FetchDeps, signal: AbortSignal): Promise<string[]> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RefusedUrlError(url.href, `scheme ${url.protocol}`);
  }
  if (url.username || url.password) throw new RefusedUrlError(url.href, 'credentials in URL');
  const open = deps.config.allowPrivateNetwork;
  // Websites live on the web ports; any other port would make the crawler a port scanner.
  if (!open && !WEB_PORTS.has(url.port)) throw new RefusedUrlError(url.href, `port ${url.port}`);
  const literal = ipLiteral(url.hostname);
  const addresses = literal ? [literal] : await withSignal(deps.resolve(url.hostname), signal);
  if (addresses.length === 0) throw new RefusedUrlError(url.href, 'host does not resolve');
  // Every answer must be public: a host that also resolves to 10.0.0.1 is refused outright.
  const blocked = open ? undefined : addresses.find((address) => !isPublicAddress(address));
  if (blocked) throw new RefusedUrlError(url.href, `non-public address ${blocked}`);
  return addresses;
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('aborted');
}

/** The promise, or a rejection as soon as the signal aborts (DNS lookups ignore signals). */
function withSignal<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

async function readCapped(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    while (total < maxBytes) {
      const { done, value } = await withSignal(reader.read(), signal);
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
  const out = new Uint8Array(Math.min(total, maxBytes));
  let offset = 0;
  for (const chunk of chunks) {
    const room = out.byteLength - offset;
    if (room <= 0) break;
    out.set(chunk.subarray(0, room), offset);
    offset += Math.min(chunk.byteLength, room);
  }
  return out;
}

/**
 * GETs the URL; `ok` is false when the answer is not a 2xx of an accepted type (missing
 * pages are common and not an error). Throws RefusedUrlError for unsafe URLs and the
 * signal's reason (or a network error) when it fails.
 */
export async function fetchPage(
  start: string,
  deps: FetchDeps,
  signal: AbortSignal,
  accept: (contentType: string) => boolean,
  /** A redirect to a URL this accepts is not followed: the answer names it, unread. */
  stopAt: (url: URL) => boolean = () => false,
): Promise<FetchedPage> {
  let url: URL;
  try {
    url = new URL(start);
  } catch {
    throw new RefusedUrlError(start, 'not a URL');
  }
  for (let hop = 0; ; hop += 1) {
    const addresses = await checkUrl(url, deps, signal);
    const response = await deps.connect({
      url,
      addresses,
      signal,
      headers: {
        'User-Agent': deps.config.userAgent,
        Accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.5,*/*;q=0.1',
        'Accept-Language': 'tr,en;q=0.8,*;q=0.5',
      },
    });
    const location = response.headers.get('location');
    if (REDIRECTS.has(response.status) && location) {
      await response.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new RefusedUrlError(url.href, 'too many redirects');
      try {
        url = new URL(location, url);
      } catch {
        throw new RefusedUrlError(location, 'bad redirect');
      }
      if (stopAt(url))
        return { url: url.href, status: response.status, ok: false, contentType: '', text: '' };
      continue;
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !accept(contentType.toLowerCase())) {
      await response.body?.cancel().catch(() => undefined);
      return { url: url.href, status: response.status, ok: false, contentType, text: '' };
    }
    const bytes = await readCapped(response, deps.config.maxBytes, signal);
    return {
      url: url.href,
      status: response.status,
      ok: true,
      contentType,
      text: decodeBody(bytes, contentType),
    };
  }
}

export const acceptsHtml = (contentType: string): boolean =>
  contentType === '' || contentType.includes('html');
export const acceptsText = (contentType: string): boolean =>
  contentType === '' || contentType.startsWith('text/');
