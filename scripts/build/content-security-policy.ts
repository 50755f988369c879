import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { AppEnv, PaddleEnvironment } from '../../src/config/parse-env.ts';
import { buildEnv } from './build-env.ts';
import { formatHeadersFile, HEADERS_FILE, headersFor, parseHeadersFile } from './headers-file.ts';

/**
 * Paddle.js's hosts per environment. Paddle publishes no CSP list; its docs say Paddle.js
 * must be loaded from https://cdn.paddle.com (the @paddle/paddle-js loader injects
 * cdn.paddle.com/paddle/v2/paddle.js) and that the overlay checkout is an iframe. The other
 * hosts are the environment table inside Paddle.js: the checkout front end (the overlay's
 * frame), the checkout service and the Billing API it calls, and the CDN its stylesheet,
 * images and error page come from. Sandbox and production never mix in one build.
 */
export const PADDLE_HOSTS: Record<
  PaddleEnvironment,
  { loader: string; cdn: string; checkout: string; checkoutService: string; api: string }
> = {
  sandbox: {
    loader: 'https://cdn.paddle.com',
    cdn: 'https://sandbox-cdn.paddle.com',
    checkout: 'https://sandbox-buy.paddle.com',
    checkoutService: 'https://sandbox-create-checkout.paddle.com',
    api: 'https://sandbox-api.paddle.com',
  },
  production: {
    loader: 'https://cdn.paddle.com',
    cdn: 'https://cdn.paddle.com',
    checkout: 'https://buy.paddle.com',
    checkoutService: 'https://create-checkout.paddle.com',
    api: 'https://api.paddle.com',
  },
};

const origin = (url: string) => new URL(url).origin;
const unique = (values: readonly string[]) => [...new Set(values)];

export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy of the built site: nothing is allowed unless the app loads
 * it. Scripts, the Excel worker and the manifest come from the site itself; the API calls
 * go to Supabase's origin and the search and autocomplete URLs (and the site itself); images come from the site
 * or the project's Storage (blog covers). Styles are the site's own plus the hashes of the
 * inline <style> elements of index.html (the critical CSS): React's `style` props are set
 * through the CSSOM, which CSP does not govern, so no 'unsafe-inline' is needed. Paddle's
 * hosts are allowed only when Paddle.js can load (a client token is configured); the local
 * test checkout is a dialog of the app that calls the stack's stand-in on Supabase's
 * origin. `frame-ancestors` only works as a header, which is why the policy is delivered in
 * `_headers` rather than a <meta> tag.
 */
export function contentSecurityPolicy(env: AppEnv, inlineStyles: readonly string[] = []): string {
  const supabase = origin(env.supabaseUrl);
  const paddle = env.paddleClientToken ? PADDLE_HOSTS[env.paddleEnvironment] : null;
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...(paddle ? unique([paddle.loader, paddle.cdn]) : [])]],
    [
      'style-src',
      ["'self'", ...unique(inlineStyles.map(sha256Source)), ...(paddle ? [paddle.cdn] : [])],
    ],
    // data: for the icons the stylesheet draws as SVG masks (the copy buttons' icons).
    ['img-src', ["'self'", 'data:', supabase, ...(paddle ? [paddle.cdn] : [])]],
    [
      'connect-src',
      unique([
        // The site's own files (Lighthouse's SEO audit reads /robots.txt from the page).
        "'self'",
        supabase,
        origin(env.searchUrl),
        origin(env.placesAutocompleteUrl),
        ...(paddle ? [paddle.checkoutService, paddle.api] : []),
      ]),
    ],
    ['frame-src', paddle ? [paddle.checkout, paddle.checkoutService, paddle.cdn] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The policy as directive -> sources (tests and the journeys read it this way). */
export function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The inline styles of a built index.html, whose hashes the policy allows. An executable
 * inline script would need 'unsafe-inline' or its own hash: the build refuses it instead.
 */
export function inlineStylesOf(html: string): string[] {
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!/\bsrc=/.test(attributes) && body.trim() !== '') {
      throw new Error(
        'index.html has an inline <script>: the Content-Security-Policy allows none (see scripts/build/content-security-policy.ts).',
      );
    }
  }
  return [...html.matchAll(INLINE_STYLE)].map((match) => match[1] ?? '');
}

export function deploymentHeadersFile(policy: string): string {
  return formatHeadersFile(
    [
      {
        pattern: '/*',
        headers: [
          ['Content-Security-Policy', policy],
          ['X-Content-Type-Options', 'nosniff'],
        ],
      },
      // Hashed file names: a new build never reuses a name.
      { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ],
    'Written by `npm run build` (scripts/build/content-security-policy.ts) from the VITE_*\nconfiguration of that build; read by Netlify and Cloudflare Pages. Other hosts: send\nthese headers yourself (README, "Running against a real Supabase").',
  );
}

/**
 * Writes `dist/_headers` with the policy for this build's configuration, and makes
 * `vite preview` send the headers of the `_headers` it serves.
 */
export function deploymentHeaders(): Plugin {
  let config: ResolvedConfig;
  const outDir = () => path.resolve(config.root, config.build.outDir);
  return {
    name: 'prospectory-deployment-headers',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const html = await readFile(path.join(outDir(), 'index.html'), 'utf8');
      const policy = contentSecurityPolicy(buildEnv(config), inlineStylesOf(html));
      await writeFile(path.join(outDir(), HEADERS_FILE), deploymentHeadersFile(policy));
    },
    async configurePreviewServer(server) {
      const file = path.join(outDir(), HEADERS_FILE);
      const text = await readFile(file, 'utf8').catch(() => null);
      if (text === null) {
        config.logger.warn(`${file} is missing: preview sends no security headers; rebuild.`);
        return;
      }
      const rules = parseHeadersFile(text);
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of headersFor(rules, pathname)) res.setHeader(name, value);
        next();
      });
    },
  };
}
