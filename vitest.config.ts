import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Two projects: the browser app in jsdom, and everything that runs in Node
// (the local Supabase stack, edge-function handlers, database tests on PGlite).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'supabase/local/**/*.test.ts',
            'supabase/functions/**/*.test.ts',
            'supabase/tests/**/*.test.ts',
            'tests/conformance/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['supabase/functions/**/*.deno.test.ts', '**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite is single-threaded WASM and memory hungry: two forks at most on 2 cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
