// What the browser benchmarks of the signed-in app share: a production build served
// statically as a host serves it (its _headers, the Content-Security-Policy included), Chromium, a Pro user's session in localStorage, and the Supabase API stubbed
// at the network (Playwright routes), so their figures are the browser's work only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { build } from 'vite';
import { serveBuild } from '../../../scripts/build/static-host.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const REPORT_DIR = path.join(ROOT, 'tests/bench/report');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The build's default Supabase URL; never contacted, every request is answered by a route. */
export const API = 'http://127.0.0.1:54321';

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

export interface BenchApp {
  origin: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds the app for production (default Supabase URL), serves it and starts Chromium. */
export async function startBenchApp(name: string): Promise<BenchApp> {
  const outDir = await mkdtemp(path.join(tmpdir(), `prospectory-${name}-bench-`));
  delete process.env.VITE_SUPABASE_URL;
  await build({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const host = await serveBuild(outDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    chromiumSandbox: false,
    args: ['--disable-gpu', '--no-first-run'],
  });
  return {
    origin: host.origin,
    browser,
    async close() {
      await browser.close();
      await host.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const USER_ID = '00000000-0000-4000-8000-000000000001';
const now = Math.floor(Date.now() / 1000);
const user = {
  id: USER_ID,
  aud: 'authenticated',
  role: 'authenticated',
  email: 'bench@example.com',
  app_metadata: { provider: 'email' },
  user_metadata: {},
  identities: [],
  created_at: '2026-01-01T00:00:00Z',
};
const session = {
  access_token: `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: USER_ID, role: 'authenticated', aud: 'authenticated', exp: now + 7200, iat: now })}.sig`,
  token_type: 'bearer',
  expires_in: 7200,
  expires_at: now + 7200,
  refresh_token: 'bench',
  user,
};
const profile = {
  id: USER_ID,
  email: user.email,
  plan: 'pro',
  subscription_status: 'active',
  subscription_ends_at: '2099-01-01T00:00:00Z',
  daily_searches_used: 0,
  last_search_date: null,
  receive_email_notifications: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** A page of a new context, signed in as a Pro user, table view, once per tab. */
export async function signedInPage(app: BenchApp, options: BrowserContextOptions = {}) {
  const context = await app.browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...options,
  });
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('bench-init')) {
        localStorage.setItem(key as string, value as string);
        localStorage.setItem('prospectory.viewMode', 'table');
        sessionStorage.setItem('bench-init', '1');
      }
    },
    ['sb-127-auth-token', JSON.stringify(session)],
  );
  return context.newPage();
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': '*',
};

/**
 * Answers every Supabase API request: the signed-in user and the Pro profile here,
 * anything else from `answer` (a JSON body), or `[]` when it has none.
 */
export async function stubSupabase(page: Page, answer: (url: URL) => unknown) {
  await page.route(`${API}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const body =
      url.pathname === '/auth/v1/user'
        ? user
        : url.pathname === '/rest/v1/user_profiles'
          ? profile
          : (answer(url) ?? []);
    return route.fulfill({
      status: 200,
      headers: { ...CORS, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  });
}
