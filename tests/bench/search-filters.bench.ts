/**
 * Filtering benchmark (issue 9), run with `npm run bench` or
 * `npx tsx tests/bench/search-filters.bench.ts`: the dashboard's (and the list page's)
 * client-side filters over 100 and 10,000 results, every filter active (the worst case:
 * each row goes through every rule). Median of 50 runs after 10 warm-up runs, in Node.
 * Budgets: <= 5 ms for 100 rows, <= 50 ms for 10,000. Writes tests/bench/report/search-filters.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Business } from '../../src/domain/business.ts';
import {
  EMPTY_FILTERS,
  filterBusinesses,
  type FilterState,
} from '../../src/domain/business-filters.ts';

const REPORT_DIR = fileURLToPath(new URL('./report/', import.meta.url));
const BUDGETS_MS: Record<number, number> = { 100: 5, 10_000: 50 };
const RUNS = 50;
const WARMUP = 10;

function rows(count: number): Business[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Business ${i}`,
    address: `Street ${i}, Kadıköy/İstanbul`,
    phone: i % 3 === 0 ? null : '+90 216 555 00 00',
    email: i % 2 === 0 ? `info${i}@example.com` : null,
    instagram: i % 4 === 0 ? `@biz${i}` : null,
    website: i % 5 === 0 ? null : `https://biz${i}.com`,
    google_rating: i % 7 === 0 ? null : (1 + (i % 40) / 10).toFixed(1),
    rating_count: i % 7 === 0 ? null : String((i * 37) % 500),
  }));
}

const ALL_ACTIVE: FilterState = {
  ...EMPTY_FILTERS,
  presence: { email: 'has', phone: 'has', instagram: 'no', website: 'has' },
  selectedRatingRanges: ['3-4', '4-5'],
  minRatingCount: 50,
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function main() {
  const results = [];
  let failed = false;
  for (const size of [100, 10_000]) {
    const data = rows(size);
    let kept = 0;
    for (let i = 0; i < WARMUP; i++) kept = filterBusinesses(data, ALL_ACTIVE).length;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      kept = filterBusinesses(data, ALL_ACTIVE).length;
      times.push(performance.now() - start);
    }
    const medianMs = median(times);
    const budgetMs = BUDGETS_MS[size] as number;
    const pass = medianMs <= budgetMs;
    failed ||= !pass;
    results.push({ rows: size, kept, medianMs, maxMs: Math.max(...times), budgetMs, pass });
    console.log(
      `filter ${String(size).padStart(6)} rows: median ${medianMs.toFixed(3)} ms (max ${Math.max(...times).toFixed(3)} ms), budget ${budgetMs} ms ${pass ? 'ok' : 'MISSED'} — ${kept} kept`,
    );
  }
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(
    path.join(REPORT_DIR, 'search-filters.json'),
    JSON.stringify({ runs: RUNS, warmup: WARMUP, results }, null, 2),
  );
  console.log('Report: tests/bench/report/search-filters.json');
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
