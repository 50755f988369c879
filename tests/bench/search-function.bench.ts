/**
 * Search-function benchmark (issue 9), run by `npm run bench`:
 *
 *   1. starts the local stack in memory with the seed (the generated directory of 52,100
 *      businesses), in this process;
 *   2. signs the Pro demo user in through the auth API and runs BENCH_SEARCHES (default
 *      50) searches of 100 results through /functions/v1/search, over varied locations
 *      (cities, districts, typed and label forms) and types (English, Turkish, plurals),
 *      after a few warm-up searches;
 *   3. does the same for the free demo user (20 results, quota consumed), resetting its
 *      daily counter between searches outside the timing;
 *   4. prints median and p95, writes tests/bench/report/search-function.json and exits 1
 *      when the Pro p95 misses its budget (150 ms).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '../../supabase/local/demo-accounts.ts';
import { startTestStack } from '../support/stack/test-stack.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPORT_DIR = path.join(ROOT, 'tests/bench/report');
const SEARCHES = Math.max(5, Number(process.env.BENCH_SEARCHES ?? 50));
const FREE_SEARCHES = Math.max(5, Number(process.env.BENCH_FREE_SEARCHES ?? 20));
const WARM_UP = 5;
export const BUDGET_P95_MS = 150;

const QUERIES: [string, string][] = [
  ['Kadıköy, İstanbul, Türkiye', 'dentist'],
  ['İstanbul', 'restaurant'],
  ['kadikoy istanbul', 'diş hekimi'],
  ['Beşiktaş/İstanbul', 'kuaför'],
  ['London', 'cafes'],
  ['Camden, London, United Kingdom', 'restaurant'],
  ['Berlin', 'Bäckerei'],
  ['ANKARA', 'eczane'],
  ['New York', 'dentists'],
  ['Paris', 'hair salon'],
  ['izmir', 'kafe'],
  ['Madrid', 'gym'],
  ['Şişli, İstanbul', 'beauty salon'],
  ['Los Angeles', 'real estate agency'],
  ['Mitte, Berlin, Germany', 'cafe'],
  ['Dubai', 'hotel'],
  ['Toronto', 'law firm'],
  ['Antalya', 'otel'],
  ['Milan', 'restaurants'],
  ['Amsterdam', 'bakery'],
];

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    runs: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1)!),
  };
}

const started = performance.now();
console.info('Starting the local stack in memory with the seed (this takes a while)...');
const stack = await startTestStack({ seed: true });
console.info(`Stack ready in ${Math.round(performance.now() - started)} ms at ${stack.apiUrl}`);
// One JSON line per search from the function is noise here.
console.info = () => {};
const log = (...args: unknown[]) => process.stdout.write(`${args.join(' ')}\n`);

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.config.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function timedSearch(token: string, [location, type]: [string, string], count: number) {
  const url = `${stack.apiUrl}/functions/v1/search/${encodeURIComponent(location)}/${count}/${encodeURIComponent(type)}`;
  const t0 = performance.now();
  const response = await fetch(url, {
    headers: { apikey: stack.config.anonKey, Authorization: `Bearer ${token}` },
  });
  const rows = (await response.json()) as unknown[];
  const ms = performance.now() - t0;
  if (response.status !== 200 || !Array.isArray(rows)) {
    throw new Error(`${location} / ${type}: HTTP ${response.status} ${JSON.stringify(rows)}`);
  }
  return { ms, rows: rows.length };
}

try {
  const pro = await signIn(DEMO_ACCOUNTS.pro.email, DEMO_ACCOUNTS.pro.password);
  for (let i = 0; i < WARM_UP; i += 1) await timedSearch(pro, QUERIES[i % QUERIES.length]!, 100);
  const proTimes: number[] = [];
  let proRows = 0;
  for (let i = 0; i < SEARCHES; i += 1) {
    const result = await timedSearch(pro, QUERIES[i % QUERIES.length]!, 100);
    proTimes.push(result.ms);
    proRows += result.rows;
  }

  const free = await signIn(DEMO_ACCOUNTS.free.email, DEMO_ACCOUNTS.free.password);
  const resetFree = () =>
    stack.db.query(
      'update public.user_profiles set daily_searches_used = 0, last_search_date = null where id = $1',
      [DEMO_ACCOUNTS.free.id],
    );
  const freeTimes: number[] = [];
  for (let i = 0; i < FREE_SEARCHES; i += 1) {
    await resetFree();
    freeTimes.push((await timedSearch(free, QUERIES[i % QUERIES.length]!, 20)).ms);
  }
  await resetFree();

  const report = {
    date: new Date().toISOString(),
    database: 'PGlite (in memory), seeded: 52,100 businesses',
    path: 'HTTP through the local stack: gateway JWT check, GoTrue user, profile, quota, search_directory',
    budgetP95Ms: BUDGET_P95_MS,
    pro: { ...summary(proTimes), resultCount: 100, meanRows: Math.round(proRows / SEARCHES) },
    free: { ...summary(freeTimes), resultCount: 20 },
  };
  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(
    path.join(REPORT_DIR, 'search-function.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );

  log('');
  log('search function            runs   median      p95      max');
  for (const [name, s] of [
    ['Pro, 100 results', report.pro],
    ['free, 20 results', report.free],
  ] as const) {
    log(
      `${name.padEnd(26)} ${String(s.runs).padStart(4)} ${s.medianMs.toFixed(1).padStart(7)} ms ${s.p95Ms.toFixed(1).padStart(6)} ms ${s.maxMs.toFixed(1).padStart(6)} ms`,
    );
  }
  log(`Pro mean rows per answer: ${report.pro.meanRows}; budget p95 <= ${BUDGET_P95_MS} ms`);
  log(`Report: ${path.relative(ROOT, path.join(REPORT_DIR, 'search-function.json'))}`);
  if (report.pro.p95Ms > BUDGET_P95_MS) {
    log(`FAIL: Pro p95 ${report.pro.p95Ms} ms is over the ${BUDGET_P95_MS} ms budget`);
    process.exitCode = 1;
  }
} finally {
  await stack.stop();
}
