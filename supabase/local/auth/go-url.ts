/**
 * Go's net/url.Parse, as far as GoTrue's redirect check reads it: scheme, opaque part,
 * host (unescaped) and the errors Go raises. WHATWG URL (what `new URL` and the browser
 * use) reads some strings differently - a backslash is a slash in http(s), `%2E` in a
 * host is a dot, `0x7f000001` is 127.0.0.1 - so the check must see the string as GoTrue
 * does, and separately as the browser will.
 */
export interface GoUrl {
  /** Lower-cased, without the colon; '' for a relative reference. */
  scheme: string;
  /** What follows `scheme:` when it does not start with a slash (`javascript:alert(1)`). */
  opaque: string;
  /** `host[:port]` as Go keeps it: percent-decoded, case preserved, brackets kept. */
  host: string;
}

export function goParseUrl(raw: string): GoUrl | null {
  const hash = raw.indexOf('#');
  const withoutFragment = hash === -1 ? raw : raw.slice(0, hash);
  if (hash !== -1 && unescape(raw.slice(hash + 1), 'fragment') === null) return null;
  return parse(withoutFragment);
}

/** Go's URL.Hostname(): the host without its port and without IPv6 brackets. */
export function goHostname(url: GoUrl): string {
  return splitHostPort(url.host).hostname;
}

/** Go's URL.Port(): '' when there is none. */
export function goPort(url: GoUrl): string {
  return splitHostPort(url.host).port;
}

function parse(raw: string): GoUrl | null {
  // "invalid control character in URL"
  if ([...raw].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  if (raw === '*') return { scheme: '', opaque: '', host: '' };
  const split = getScheme(raw);
  if (!split) return null;
  const scheme = split.scheme.toLowerCase();
  let rest = split.rest;
  if (rest.endsWith('?') && rest.split('?').length === 2) {
    rest = rest.slice(0, -1);
  } else {
    const query = rest.indexOf('?');
    if (query !== -1) rest = rest.slice(0, query);
  }

  if (!rest.startsWith('/')) {
    if (scheme !== '') return { scheme, opaque: rest, host: '' };
    // "first path segment in URL cannot contain colon"
    if ((rest.split('/')[0] ?? '').includes(':')) return null;
  }

  let host = '';
  if ((scheme !== '' || !rest.startsWith('///')) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    const slash = authority.indexOf('/');
    rest = slash === -1 ? '' : authority.slice(slash);
    authority = slash === -1 ? authority : authority.slice(0, slash);
    const parsed = parseAuthority(authority);
    if (parsed === null) return null;
    host = parsed;
  }
  if (unescape(rest, 'path') === null) return null;
  return { scheme, opaque: '', host };
}

function getScheme(raw: string): { scheme: string; rest: string } | null {
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i] as string;
    if (/[a-zA-Z]/.test(c)) continue;
    if (/[0-9+.-]/.test(c)) {
      if (i === 0) return { scheme: '', rest: raw };
      continue;
    }
    if (c === ':') {
      if (i === 0) return null; // "missing protocol scheme"
      return { scheme: raw.slice(0, i), rest: raw.slice(i + 1) };
    }
    return { scheme: '', rest: raw }; // not a scheme character: no scheme
  }
  return { scheme: '', rest: raw };
}

/** The host of `[userinfo@]host[:port]`, or null where Go refuses the authority. */
function parseAuthority(authority: string): string | null {
  const at = authority.lastIndexOf('@');
  const host = parseHost(at === -1 ? authority : authority.slice(at + 1));
  if (host === null || at === -1) return host;
  const userinfo = authority.slice(0, at);
  // validUserinfo: a backslash, a space or a slash-like character is refused outright.
  if (!/^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/.test(userinfo)) return null;
  for (const part of userinfo.split(':')) {
    if (unescape(part, 'userinfo') === null) return null;
  }
  return host;
}

function parseHost(host: string): string | null {
  if (host.startsWith('[')) {
    const close = host.lastIndexOf(']');
    if (close === -1 || !validOptionalPort(host.slice(close + 1))) return null;
  } else {
    const colon = host.lastIndexOf(':');
    if (colon !== -1 && !validOptionalPort(host.slice(colon))) return null;
  }
  return unescape(host, 'host');
}

function validOptionalPort(port: string): boolean {
  return port === '' || /^:[0-9]*$/.test(port);
}

function splitHostPort(hostPort: string): { hostname: string; port: string } {
  let hostname = hostPort;
  let port = '';
  const colon = hostname.lastIndexOf(':');
  if (colon !== -1 && validOptionalPort(hostname.slice(colon))) {
    port = hostname.slice(colon + 1);
    hostname = hostname.slice(0, colon);
  }
  if (hostname.startsWith('[') && hostname.endsWith(']')) hostname = hostname.slice(1, -1);
  return { hostname, port };
}

/** ASCII characters Go's shouldEscape lets stand in a host (RFC 3986 reg-name, ':' and brackets). */
const HOST_CHARACTER = /[A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"]/;

/**
 * Go's unescape: every `%` needs two hex digits; in a host an escaped ASCII byte other
 * than `%25` is an error (so `evil%2Eexample` never becomes `evil.example`), and an
 * unescaped ASCII byte must be a host character. Returns the decoded text or null.
 */
function unescape(text: string, mode: 'host' | 'path' | 'userinfo' | 'fragment'): string | null {
  const bytes: number[] = [];
  const encoded = new TextEncoder().encode(text);
  for (let i = 0; i < encoded.length;) {
    const byte = encoded[i] as number;
    if (byte === 0x25) {
      const hex = String.fromCharCode(encoded[i + 1] ?? 0, encoded[i + 2] ?? 0);
      if (!/^[0-9a-fA-F]{2}$/.test(hex)) return null;
      if (mode === 'host' && parseInt(hex[0] as string, 16) < 8 && hex !== '25') return null;
      bytes.push(parseInt(hex, 16));
      i += 3;
      continue;
    }
    if (mode === 'host' && byte < 0x80 && !HOST_CHARACTER.test(String.fromCharCode(byte))) {
      return null;
    }
    bytes.push(byte);
    i++;
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}
