import { fileURLToPath } from 'node:url';

const path = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Import aliases shared by Vite and Vitest.
 *
 * `write-excel-file/xlsx-contents` is the library's own step that builds the .xlsx parts
 * (sheet XML, shared strings, styles) before zipping; its package exports hide it. Calling
 * it directly lets us zip the parts ourselves in the writer worker (fflate's zipSync at
 * level 1) instead of the library's async zip, which starts a further worker per large part
 * and deflates at level 6: 10,000 rows took 1.1 s from click to file, now well under the
 * 1 s budget (tests/bench/dashboard.bench.ts). The path is pinned with the exact version
 * of write-excel-file in package.json; src/lib/excel-cells.test.ts reads a file back.
 */
export const aliases = {
  '@': path('../../src'),
  // The rules the app shares with the edge functions (README, "One copy of each rule").
  '@rules': path('../../supabase/functions/_shared/product-rules.ts'),
  // The contact checks' labels and texts (issue 20), plain code the search function uses too.
  '@contacts': path('../../supabase/functions/_shared/contacts'),
  // The letter folding of the search keys, which the lead keys share (issue 22).
  '@fold': path('../../supabase/functions/_shared/search/fold.ts'),
  'write-excel-file/xlsx-contents': path(
    '../../node_modules/write-excel-file/modules/xlsx/generateXlsxFileContents.js',
  ),
};
