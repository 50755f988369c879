import { defineConfig, devices } from '@playwright/test';
import { E2E_API_PORT, E2E_APP_PORT, E2E_APP_URL, E2E_MAIL_PORT } from './tests/e2e/e2e-env.ts';

// Journeys run against the real local stack (fresh database each run) and a production
// build of the app, both started by `scripts/e2e-app.ts` on test ports. E2E_APP=dev runs
// them against the Vite dev server instead (`scripts/dev.ts`), as `npm run dev` serves it.
const appServer = process.env.E2E_APP === 'dev' ? 'scripts/dev.ts' : 'scripts/e2e-app.ts';
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_APP_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          chromiumSandbox: false,
          args: [
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf .data/e2e .data/e2e.lock && npx tsx ${appServer}`,
    url: `${E2E_APP_URL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PGLITE_DATA_DIR: '.data/e2e',
      SUPABASE_API_PORT: String(E2E_API_PORT),
      SUPABASE_MAIL_PORT: String(E2E_MAIL_PORT),
      APP_PORT: String(E2E_APP_PORT),
      SITE_URL: E2E_APP_URL,
      // Every journey signs in from 127.0.0.1: scale the auth rate limits (README).
      AUTH_RATE_LIMIT_MULTIPLIER: '100',
      VITE_SUPABASE_URL: `http://127.0.0.1:${E2E_API_PORT}`,
    },
  },
});
