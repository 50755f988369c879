import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The import flow of the architecture (section 3): domain <- lib <- features <- app.
// Features never import each other; components never reach the network directly.
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ownFeatureOnly = (feature) => ({
  group: ['@/features/*', `!@/features/${feature}`],
  message: 'Features do not import each other: the app composes them (src/app).',
});
const appAbove = { group: ['@/app/*'], message: 'Features sit below app.' };
const networkInApiOnly = {
  group: ['@supabase/*', '@/lib/supabase*'],
  message: "Only a feature's api/ talks to the network.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'coverage',
      'node_modules',
      '.data',
      '.scratch',
      'test-results',
      'playwright-report',
      'tests/bench/report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/support/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/domain/**'],
    rules: restrict([
      {
        group: ['@/lib/*', '@/features/*', '@/app/*', '@/components/*', 'react', '@supabase/*'],
        message: 'domain/ is pure TypeScript: no React, no network, no upper layers.',
      },
    ]),
  },
  {
    files: ['src/config/**', 'src/lib/**'],
    rules: restrict([
      {
        group: ['@/features/*', '@/app/*'],
        message: 'lib/ and config/ sit below features and app.',
      },
    ]),
  },
  {
    files: ['src/components/**'],
    rules: restrict([
      {
        group: ['@/features/*', '@/app/*', '@supabase/*'],
        message: 'Shared UI knows nothing of features or the network.',
      },
    ]),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: restrict([ownFeatureOnly(feature), appAbove]),
  })),
  ...features.map((feature) => ({
    files: [`src/features/${feature}/{components,hooks,pages}/**`],
    rules: restrict([ownFeatureOnly(feature), appAbove, networkInApiOnly]),
  })),
  // Test kits live in tests/support/ (architecture section 3); the shipped app reaches none.
  // A rule of its own, so the layer rules above keep their patterns.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@test-support/*'], message: 'Test kits are for tests (*.test.ts) only.' },
          ],
        },
      ],
    },
  },
  {
    // The rules the app shares with the edge functions run unchanged in the browser, Node
    // and Deno: no imports, no runtime globals (README, "One copy of each rule").
    files: ['supabase/functions/_shared/product-rules.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'ImportDeclaration',
          'ImportExpression',
          'ExportAllDeclaration',
          'ExportNamedDeclaration[source]',
        ].map((selector) => ({ selector, message: 'product-rules.ts imports nothing.' })),
      ],
      'no-restricted-globals': ['error', 'Deno', 'process', 'Buffer', 'window', 'document'],
    },
  },
  {
    files: ['scripts/**', 'supabase/**', 'tests/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
