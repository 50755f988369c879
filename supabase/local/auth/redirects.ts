import type { StackConfig } from '../config.ts';

/**
 * GoTrue's redirect allow-list (internal/utilities/request.go,
 * IsRedirectURLValid + GetReferrer). A redirect is allowed when it goes back to
 * the site URL (same scheme and host; any port on loopback), when its host is a
 * loopback IP, or when it matches a URI_ALLOW_LIST glob. Anything else falls back
 * to the site URL silently: GoTrue never answers an error for a bad redirect_to.
 */
export function isRedirectUrlValid(
  config: Pick<StackConfig, 'siteUrl' | 'additionalRedirectUrls'>,
  redirectUrl: string,
): boolean {
  if (!redirectUrl) return false;
  // Control characters and spaces are never valid in a URL; browsers strip some
  // of them, which would turn an unchecked string into a different address.
  if ([...redirectUrl].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f))
    return false;

  const base = parseUrl(config.siteUrl);
  const target = parseUrl(redirectUrl);
  if (!base || !target) return false;

  // Decide on the host as written: WHATWG URL would turn http://2130706433/ into
  // 127.0.0.1, where Go's url.Parse keeps it as it is.
  const host = rawHostname(redirectUrl) ?? hostname(target);
  if (
    host === (rawHostname(config.siteUrl) ?? hostname(base)) &&
    target.protocol === base.protocol &&
    (target.port === base.port || isLoopback(host))
  ) {
    return true;
  }

  const scheme = target.protocol.replace(/:$/, '').toLowerCase();
  const isHttp = scheme === 'http' || scheme === 'https';
  if (/^[0-9]+$/.test(host)) return false; // an IP address written as one decimal number
  if (isIpAddress(host)) return isLoopback(host);
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;

  const withoutFragment = redirectUrl.split('#')[0] ?? '';
  return config.additionalRedirectUrls.some((pattern) =>
    globToRegExp(pattern).test(withoutFragment),
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

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The host part of an absolute URL exactly as written (no brackets), or null. */
function rawHostname(value: string): string | null {
  const match = /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/.exec(value);
  return match?.[1] === undefined ? null : match[1].replace(/^\[(.*)\]$/, '$1');
}

/** Go's URL.Hostname(): no brackets around IPv6 literals. */
function hostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}

function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (/^127(\.\d{1,3}){3}$/.test(host)) return true;
  return host === '::1' || host === '0:0:0:0:0:0:0:1';
}
