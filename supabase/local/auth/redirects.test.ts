import { describe, expect, it } from 'vitest';
import { globToRegExp, isRedirectUrlValid, referrerFor } from './redirects.ts';

const config = {
  siteUrl: 'http://localhost:5173',
  additionalRedirectUrls: [
    'https://app.example.com/**',
    'https://*.preview.example.com/auth/*',
    'myapp://callback',
  ],
};

describe('isRedirectUrlValid (GoTrue IsRedirectURLValid)', () => {
  it.each([
    ['the site URL itself', 'http://localhost:5173', true],
    ['a path on the site', 'http://localhost:5173/reset-password', true],
    [
      'another port on localhost (loopback ports are free, RFC 8252)',
      'http://localhost:3000/x',
      true,
    ],
    ['a loopback IP on any port', 'http://127.0.0.1:9999/reset', true],
    ['https instead of the site scheme on localhost', 'https://localhost:5173/', false],
    ['a ** pattern across segments', 'https://app.example.com/a/b/c?x=1', true],
    ['* within one host label', 'https://pr-12.preview.example.com/auth/callback', true],
    ['* does not cross a dot', 'https://a.b.preview.example.com/auth/callback', false],
    ['* does not cross a slash', 'https://pr-12.preview.example.com/auth/a/b', false],
    ['a custom scheme listed exactly', 'myapp://callback', true],
    ['the fragment is ignored when matching', 'myapp://callback#x=1', true],
    ['an unlisted host', 'https://evil.example.net/', false],
    ['a private IP that is not loopback', 'http://10.0.0.1/', false],
    ['a decimal IP', 'http://2130706433/', false],
    ['a leading tab', '\thttp://localhost:5173/', false],
    ['an empty string', '', false],
    ['not a URL', 'reset-password', false],
  ])('%s', (_, url, expected) => {
    expect(isRedirectUrlValid(config, url)).toBe(expected);
  });
});

// The tricky forms: each is read one way by a naive parser and another by the browser
// that follows the redirect. All of them must fall back to the site URL (false) unless
// the browser really lands on an allowed place.
describe('isRedirectUrlValid: strings a browser reads differently', () => {
  it.each([
    // backslash: WHATWG turns it into a slash in http(s), so the host ends before it
    [
      'a backslash before @ (the browser goes to evil.example)',
      'http://evil.example\\@localhost:5173/',
      false,
    ],
    ['a backslash after the site host', 'http://localhost:5173\\@evil.example/', false],
    ['a backslash as the path separator', 'http://localhost:5173\\evil.example', false],
    ['backslashes instead of //', 'http:\\\\evil.example/', false],
    ['a backslash in an allowed path', 'http://localhost:5173/a\\b', false],
    // @: the host is what follows the last @
    ['the site as userinfo of another host', 'http://localhost:5173@evil.example/', false],
    ['another host as userinfo of the site', 'http://evil.example@localhost:5173/', true],
    ['an encoded @', 'http://evil.example%40localhost:5173/', false],
    // //: scheme-relative and extra slashes
    ['scheme-relative', '//evil.example/', false],
    ['three slashes (the browser skips them)', 'http:///evil.example/', false],
    ['one slash', 'http:/evil.example/', false],
    ['no slash', 'http:evil.example', false],
    ['// inside the site path stays on the site', 'http://localhost:5173//evil.example/', true],
    // encoded dots
    ['an encoded dot in the host', 'http://evil%2Eexample/', false],
    ['an encoded dot after localhost', 'http://localhost%2E:5173/', false],
    ['encoded dots in the path stay on the site', 'http://localhost:5173/%2e%2e/%2e%2e/x', true],
    // numeric IPs the browser turns into 127.0.0.1
    ['a decimal IP', 'http://2130706433:5173/', false],
    ['a hexadecimal IP', 'http://0x7f000001:5173/', false],
    ['an octal IP', 'http://0177.0.0.1:5173/', false],
    ['a shortened IP', 'http://127.1:5173/', false],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:5173/', true],
    ['the IPv6 loopback', 'http://[::1]:5173/', true],
    // script schemes
    ['javascript:', 'javascript:alert(1)', false],
    ['javascript: in capitals', 'JavaScript:alert(1)', false],
    ['javascript: with an authority', 'javascript://localhost:5173/%0aalert(1)', false],
    ['data:', 'data:text/html,<script>alert(1)</script>', false],
    // fragments: the host comes before the #
    ['the site after # on another host', 'http://evil.example#@localhost:5173/', false],
    [
      'an allowed URL in the fragment of another host',
      'https://evil.example.net/#https://app.example.com/',
      false,
    ],
    ['@ inside the site’s own fragment', 'http://localhost:5173/#@evil.example', true],
    ['a bad escape in the fragment', 'http://localhost:5173/#%zz', false],
    // case and Unicode: Go compares the host as written
    ['a host in capitals', 'http://LOCALHOST:5173/', false],
    ['a host the browser maps through IDNA', 'http://\u24dbocalhost:5173/', false],
  ])('%s', (_, url, expected) => {
    expect(isRedirectUrlValid(config, url)).toBe(expected);
  });
});

describe('globToRegExp (gobwas/glob with . and / separators)', () => {
  it.each([
    ['http://localhost:5173/**', 'http://localhost:5173/', true],
    ['http://localhost:5173/**', 'http://localhost:5173/a/b', true],
    ['http://localhost:5173/*', 'http://localhost:5173/a/b', false],
    ['https://{a,b}.example.com', 'https://b.example.com', true],
    ['https://{a,b}.example.com', 'https://c.example.com', false],
    ['https://?.example.com', 'https://x.example.com', true],
    ['https://[!x].example.com', 'https://x.example.com', false],
    ['https://[xy].example.com', 'https://y.example.com', true],
  ])('%s against %s', (pattern, url, expected) => {
    expect(globToRegExp(pattern).test(url)).toBe(expected);
  });
});

describe('referrerFor (GoTrue GetReferrer)', () => {
  const request = (url: string, headers: Record<string, string> = {}) =>
    new Request(url, { headers });

  it('takes an allowed redirect_to', () => {
    const req = request(
      'http://api/auth/v1/recover?redirect_to=http://localhost:5173/reset-password',
    );
    expect(referrerFor(req, config)).toBe('http://localhost:5173/reset-password');
  });

  it('falls back to an allowed Referer when redirect_to is refused', () => {
    const req = request('http://api/auth/v1/recover?redirect_to=https://evil.example.net/', {
      referer: 'https://app.example.com/forgot',
    });
    expect(referrerFor(req, config)).toBe('https://app.example.com/forgot');
  });

  it('falls back to the site URL silently, as GoTrue does', () => {
    const req = request('http://api/auth/v1/recover?redirect_to=https://evil.example.net/');
    expect(referrerFor(req, config)).toBe('http://localhost:5173');
  });
});
