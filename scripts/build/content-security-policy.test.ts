import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/config/parse-env.ts';
import {
  contentSecurityPolicy,
  deploymentHeadersFile,
  inlineStylesOf,
  parsePolicy,
  sha256Source,
} from './content-security-policy.ts';
import { headersFor, parseHeadersFile } from './headers-file.ts';

const hosted = {
  VITE_SUPABASE_URL: 'https://abc.supabase.co/',
  VITE_SUPABASE_ANON_KEY: 'anon',
};
const policyFor = (raw: Record<string, string>, styles: string[] = []) =>
  parsePolicy(contentSecurityPolicy(parseEnv(raw), styles));
const allSources = (policy: Map<string, string[]>) => [...policy.values()].flat();

describe('contentSecurityPolicy', () => {
  it('allows only what the app loads on the local stack, and nothing inline', () => {
    const policy = policyFor({});
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'http://127.0.0.1:54321'],
      'connect-src': ["'self'", 'http://127.0.0.1:54321'],
      'frame-src': ["'none'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('names the Supabase origin and the search and autocomplete origins, once each', () => {
    const policy = policyFor({
      ...hosted,
      VITE_SEARCH_URL: 'https://hooks.example.com/webhook/search',
      VITE_PLACES_AUTOCOMPLETE_URL: 'https://hooks.example.com/webhook/places',
    });
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://hooks.example.com',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://abc.supabase.co']);
    expect(policyFor(hosted).get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co']);
  });

  it('allows the inline styles of index.html by hash, never by unsafe-inline', () => {
    const policy = policyFor({}, ['', 'body{margin:0}', '']);
    // The empty string's SHA-256, as browsers write it in their CSP errors.
    expect(policy.get('style-src')).toEqual([
      "'self'",
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
      sha256Source('body{margin:0}'),
    ]);
    expect(allSources(policy).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:(\s|$)/);
  });

  it('allows Paddle only when Paddle.js can load, with the hosts of its environment only', () => {
    const sandbox = policyFor({ ...hosted, VITE_PADDLE_CLIENT_TOKEN: 'test_abc' });
    expect(sandbox.get('script-src')).toEqual([
      "'self'",
      'https://cdn.paddle.com',
      'https://sandbox-cdn.paddle.com',
    ]);
    expect(sandbox.get('frame-src')).toEqual([
      'https://sandbox-buy.paddle.com',
      'https://sandbox-create-checkout.paddle.com',
      'https://sandbox-cdn.paddle.com',
    ]);
    expect(sandbox.get('connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'https://sandbox-create-checkout.paddle.com',
      'https://sandbox-api.paddle.com',
    ]);
    expect(sandbox.get('style-src')).toEqual(["'self'", 'https://sandbox-cdn.paddle.com']);

    const production = policyFor({
      ...hosted,
      VITE_PADDLE_CLIENT_TOKEN: 'live_abc',
      VITE_PADDLE_ENVIRONMENT: 'production',
    });
    expect(production.get('script-src')).toEqual(["'self'", 'https://cdn.paddle.com']);
    expect(production.get('frame-src')).toEqual([
      'https://buy.paddle.com',
      'https://create-checkout.paddle.com',
      'https://cdn.paddle.com',
    ]);
    expect(allSources(production).join(' ')).not.toContain('sandbox');

    // No token: Paddle.js never loads (the local test checkout, or "plan not available").
    expect(allSources(policyFor(hosted)).join(' ')).not.toContain('paddle');
  });

  it('fails the build on the configuration errors the app would refuse at startup', () => {
    expect(() => policyFor({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
  });
});

describe('inlineStylesOf', () => {
  it('returns the inline styles and accepts module scripts loaded by URL', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<style>a{color:red}</style></head>';
    expect(inlineStylesOf(html)).toEqual(['a{color:red}']);
  });

  it('refuses an inline script, which the policy would block', () => {
    expect(() => inlineStylesOf('<script>window.x = 1</script>')).toThrow(/inline <script>/);
  });
});

describe('_headers', () => {
  it('sends the policy with every path and immutable caching with the hashed assets', () => {
    const policy = contentSecurityPolicy(parseEnv({}));
    const rules = parseHeadersFile(deploymentHeadersFile(policy));
    expect(Object.fromEntries(headersFor(rules, '/blog/a-post'))).toEqual({
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
    });
    expect(Object.fromEntries(headersFor(rules, '/assets/index-abc.js'))).toEqual({
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
});
