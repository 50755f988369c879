import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases } from './scripts/build/aliases.ts';

// The app's test kits live with every other kit in tests/support/; only the tests see
// this alias, so shipped code cannot import a kit (the build would not resolve it).
const alias = {
  ...aliases,
  '@test-support': fileURLToPath(new URL('./tests/support', import.meta.url)),
};

// Node-side tests. PGlite is single-threaded WASM and memory hungry, so every
// project runs on two forks at most (the machines have 2 cores).
const nodeProject = {
  environment: 'node' as const,
  exclude: ['**/*.deno.test.ts', '**/node_modules/**'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
  // The suites sign in many users from one address: raise the local stack's auth
  // rate limits (the rate-limit tests set their own multiplier).
  // The signup function's answers leave on a 1 s step (answer-time.test.ts checks that);
  // everywhere else a 1 ms step keeps the suites fast.
  env: { AUTH_RATE_LIMIT_MULTIPLIER: '1000', SIGNUP_ANSWER_STEP_MS: '1' },
};

// One project per suite of `npm test`: `app` (the browser app in jsdom) and `node`
// (the local stack and its conformance tests) are the unit suite; `db` (database
// tests on PGlite, and on PostgreSQL 15 through scripts/test-db.sh) and
// `functions` (edge-function handlers in Node) run in their own suites.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/app/setup-tests.ts'],
        },
      },
      {
        test: {
          ...nodeProject,
          name: 'node',
          include: [
            'supabase/local/**/*.test.ts',
            'tests/local/**/*.test.ts',
            'tests/conformance/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        // The lead-key twin test imports the app's domain code, which takes its shared
        // rules through the bundlers' aliases.
        resolve: { alias: aliases },
        test: { ...nodeProject, name: 'db', include: ['supabase/tests/**/*.test.ts'] },
      },
      {
        test: {
          ...nodeProject,
          name: 'functions',
          include: [
            'supabase/functions/**/*.test.ts',
            'tests/functions/**/*.test.ts',
            'tests/enrich/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
