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
    files: ['src/**/*.{ts,tsx}'],
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
    // components/results/: the results views that search and lists share.
    files: ['src/components/**'],
    rules: restrict([
      {
        group: ['@/features/*', '@/app/*', '@supabase/*', '@/lib/supabase*'],
        message: 'Shared UI knows nothing of features or the network.',
      },
    ]),
  },
  {
    files: ['src/hooks/**'],
    rules: restrict([
      {
        group: ['@/features/*', '@/app/*', '@supabase/*', '@/lib/supabase*', '@/components/*'],
        message: 'src/hooks/ holds hooks that know no feature and no view.',
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
  {
    files: ['scripts/**', 'supabase/**', 'tests/**', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
);
