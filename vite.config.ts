import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { aliases } from './scripts/build/aliases.ts';
import { deploymentHeaders } from './scripts/build/content-security-policy.ts';
import { inlineEntryCss } from './scripts/build/inline-css.ts';
import { supabasePreconnect } from './scripts/build/preconnect.ts';
import { seoFiles } from './scripts/build/seo-files.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    seoFiles(),
    supabasePreconnect(),
    inlineEntryCss(),
    deploymentHeaders(),
  ],
  resolve: {
    alias: aliases,
  },
  server: {
    host: 'localhost',
    port: 5173,
    strictPort: true,
    // Outputs written while the app runs (builds, test reports, the stack's data) must not
    // reload open pages: a Playwright report or a `vite build` next to a running dev server
    // otherwise reloads every page mid-journey.
    watch: {
      ignored: [
        '**/dist/**',
        '**/.data/**',
        '**/.scratch/**',
        '**/test-results/**',
        '**/playwright-report/**',
        '**/tests/bench/report/**',
        '**/coverage/**',
      ],
    },
  },
  preview: { host: 'localhost', port: 4173, strictPort: true },
  // Every browser the app supports has <link rel="modulepreload">; the polyfill was 0.2 KB
  // gzip of every page's initial JavaScript.
  build: {
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A chunk's file name is its hash alone: the entry's preload map lists every chunk by
        // name and every page downloads it (0.4 KB gzip of / with the names in).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // The query cache (react-query and the app's client) is one chunk, loaded with the
          // profile or a page that uses it: split as Rolldown would, each part's name would be
          // listed in the entry's preload map, which every page downloads.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'query-cache',
              test: /@tanstack[\\/](query-core|react-query)[\\/]|src[\\/]lib[\\/]query[\\/]/,
            },
          ],
        },
      },
    },
  },
});
