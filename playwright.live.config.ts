import { defineConfig } from '@playwright/test';
import main from './playwright.config.ts';
import { e2ePorts } from './tests/e2e/e2e-env.ts';

// The live-mode journey (issue 21): the built app and the local stack with
// SEARCH_PROVIDER=google against the stand-in Places API and business sites of
// `npm run dev:live` (scripts/e2e-live-app.ts). Its own ports, 50 above the main suite's,
// so it can start while the main suite's servers still free theirs; the test files read
// them through E2E_PORT_OFFSET. Workers load this file again: the base stays put.
const LIVE_PORT_SHIFT = 50;
process.env.E2E_BASE_PORT_OFFSET ??= process.env.E2E_PORT_OFFSET ?? '0';
const offset = Number(process.env.E2E_BASE_PORT_OFFSET) + LIVE_PORT_SHIFT;
process.env.E2E_PORT_OFFSET = String(offset);
const ports = e2ePorts(offset);

export default defineConfig({
  ...main,
  testDir: 'tests/e2e-live',
  workers: 1,
  timeout: 120_000,
  // No trace: the tracer snapshots the DOM inside the page at each action, about 0.3 s of
  // the click-to-first-rows window this journey measures and a person never pays. A
  // failure still keeps its screenshot.
  use: { ...main.use, baseURL: ports.appUrl, trace: 'off' },
  webServer: {
    command: 'rm -rf .data/e2e-live .data/e2e-live.lock && npx tsx scripts/e2e-live-app.ts',
    url: `${ports.appUrl}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PGLITE_DATA_DIR: '.data/e2e-live',
      E2E_DIST_DIR: '.data/e2e-live-dist',
      SUPABASE_API_PORT: String(ports.api),
      SUPABASE_MAIL_PORT: String(ports.mail),
      APP_PORT: String(ports.app),
      SITE_URL: ports.appUrl,
      AUTH_RATE_LIMIT_MULTIPLIER: '100',
      VITE_SUPABASE_URL: ports.apiUrl,
      // Sites answer in 50 ms to 1 s (not 3 s), so the list fill-in fits in the journey.
      STAND_IN_SITES_SLOWEST_MS: process.env.STAND_IN_SITES_SLOWEST_MS ?? '1000',
    },
  },
});
