import type { StackConfig } from '../config.ts';
import { goHostname, goParseUrl, goPort, type GoUrl } from './go-url.ts';

/**
 * GoTrue's redirect allow-list (internal/utilities/request.go, IsRedirectURLValid +
 * GetReferrer), on the URL as Go's url.Parse reads it. A redirect is allowed when it
 * goes back to the site URL (same scheme and host; any port on localhost), when its host
 * is a loopback IP, or when it matches a URI_ALLOW_LIST glob. Anything else falls back
 * to the site URL silently: GoTrue never answers an error for a bad redirect_to.
 *
 * The browser, not Go, follows the redirect, and WHATWG URL reads some strings
 * differently (`http://evil.example\@localhost/` is evil.example to a browser and
 * localhost to a naive reading). So on top of GoTrue's rules a redirect is refused when
 * it holds a backslash, is not an absolute URL to the browser, names a script scheme, or
 * when the browser's scheme, host or port differs from Go's.
 */
export function isRedirectUrlValid(
  config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>,
  redirectUrl: string,
): boolean {
  if (!redirectUrl || redirectUrl.includes('\\')) return false;
  const base = goParseUrl(config.siteUrl);
  const target = goParseUrl(redirectUrl);
  if (!base || !target || !browserReadsAlike(redirectUrl, target)) return false;

  const host = goHostname(target);
  if (
    goHostname(base) === host &&
    base.scheme === target.scheme &&
    (goPort(base) === goPort(target) || isLocalhost(host))
  ) {
    return true;
  }

  const isHttp = target.scheme === 'http' || target.scheme === 'https';
  if (/^[0-9]+$/.test(host)) return false; // an IP address written as one decimal number
  const ip = parseIp(host);
  if (ip) return ip.loopback;
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;

  const withoutFragment = redirectUrl.split('#')[0] ?? '';
  return config.additionalRedirectUrls.some((pattern) =>
    globToRegExp(pattern).test(withoutFragment),
  );
}

const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443', ws: '80', wss: '443' };

/** Whether the browser will go where Go says: same scheme, host and port, and no script. */
function browserReadsAlike(raw: string, go: GoUrl): boolean {
  let browser: URL;
  try {
    browser = new URL(raw);
  } catch {
    return false; // relative (`//evil.example`) or unreadable: the browser would resolve it itself
  }
  const scheme = browser.protocol.slice(0, -1);
  if (scheme !== go.scheme || SCRIPT_SCHEMES.has(scheme)) return false;
  const port = (value: string) => (value === '' ? (DEFAULT_PORTS[scheme] ?? '') : String(+value));
  if (port(browser.port) !== port(goPort(go))) return false;
  return normalHost(browser.hostname) === normalHost(goHostname(go));
}

/** A hostname for comparison: lower case, IPv6 literals in the browser's canonical form. */
function normalHost(hostname: string): string {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare.includes(':') ? (ipv6Canonical(bare) ?? `invalid:${bare}`) : bare;
}

function ipv6Canonical(address: string): string | null {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/**
 * Go's net.ParseIP: dotted IPv4 without leading zeros, or IPv6; with IP.IsLoopback
 * (127.0.0.0/8, ::1, and IPv4-mapped 127.x).
 */
function parseIp(host: string): { loopback: boolean } | null {
  const octet = '(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])';
  if (new RegExp(`^${octet}(\\.${octet}){3}$`).test(host)) {
    return { loopback: host.startsWith('127.') };
  }
  if (!host.includes(':') || host.includes('%')) return null;
  const canonical = ipv6Canonical(host);
  if (canonical === null) return null;
  const mapped = /^::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}$/.exec(canonical);
  const mappedFirstOctet = mapped ? parseInt(mapped[1] ?? '0', 16) >> 8 : -1;
  return { loopback: canonical === '::1' || mappedFirstOctet === 127 };
}

/** GoTrue's isLocalhost: the names and addresses whose port may differ from the site URL's. */
function isLocalhost(host: string): boolean {
  const lower = host.toLowerCase();
  return (
    ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(lower) ||
    lower.endsWith('.localhost')
  );
}

/**
 * GoTrue's GetReferrer: the `redirect_to` query parameter (or header) when
 * allowed, else the Referer header when allowed, else the site URL.
 */
export function referrerFor(
  request: Request,
  config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>,
): string {
  const requested =
    request.headers.get('redirect_to') ||
    new URL(request.url).searchParams.get('redirect_to') ||
    '';
  if (isRedirectUrlValid(config, requested)) return requested;
  const referer = request.headers.get('referer') ?? '';
  if (isRedirectUrlValid(config, referer)) return referer;
  return config.siteUrl;
}

const compiled = new Map<string, RegExp>();

/**
 * gobwas/glob as GoTrue compiles the allow list (separators '.' and '/'):
 * `*` stays within a host label or path segment, `**` crosses them, `?` is one
 * non-separator character, `[abc]`/`[!abc]` classes, `{a,b}` alternatives.
 */
export function globToRegExp(pattern: string): RegExp {
  const cached = compiled.get(pattern);
  if (cached) return cached;
  let source = '';
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] as string;
    if (char === '\\' && i + 1 < pattern.length) {
      source += escapeRegExp(pattern[++i] as string);
    } else if (char === '*') {
      if (pattern[i + 1] === '*') {
        source += '.*';
        i++;
      } else {
        source += '[^./]*';
      }
    } else if (char === '?') {
      source += '[^./]';
    } else if (char === '[') {
      const end = pattern.indexOf(']', i + 1);
      if (end === -1) {
        source += '\\[';
      } else {
        let body = pattern.slice(i + 1, end);
        const negate = body.startsWith('!');
        if (negate) body = body.slice(1);
        source += `[${negate ? '^' : ''}${body.replace(/[\\\]^]/g, '\\$&')}]`;
        i = end;
      }
    } else if (char === '{') {
      depth++;
      source += '(?:';
    } else if (char === '}' && depth > 0) {
      depth--;
      source += ')';
    } else if (char === ',' && depth > 0) {
      source += '|';
    } else {
      source += escapeRegExp(char);
    }
  }
  source += ')'.repeat(depth);
  const regexp = new RegExp(`^${source}$`);
  compiled.set(pattern, regexp);
  return regexp;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
