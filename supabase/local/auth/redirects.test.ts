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
