/**
 * CSV export benchmark (issue 22 item 4), run with `npm run bench` or
 * `npx tsx tests/bench/csv-export.bench.ts`:
 *
 *   1. builds the app for production and serves dist/ statically;
 *   2. opens /dashboard in /usr/bin/chromium as a signed-in Pro user, the Supabase API and
 *      the search service stubbed at the network (Playwright routes); the stored export
 *      choice is "CSV, semicolon" with every column the dashboard offers (the heaviest CSV);
 *   3. a search answering 10,000 rows, then Export Excel with nothing selected (every row),
 *      RUNS times: time, in the page, from the click on Export Excel to the moment the file
 *      is handed to the browser (the download link's click), and the longest main-thread
 *      block seen by a PerformanceObserver('longtask') during the export.
 *      Budgets (issue 22): <= 500 ms from click to file, no block over 100 ms, held by the
 *      medians of the runs (the worst run is printed too: on a shared machine the
 *      scheduler stretches one run in several). The CSV is written on the main thread in
 *      slices of 500 rows; these figures are why no worker is needed for it.
 *
 * Prints the figures and writes tests/bench/report/csv-export.json; exits 1 on a miss.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  median,
  REPORT_DIR,
  signedInPage,
  startBenchApp,
  stubSupabase,
} from '../support/bench/signed-in-app.ts';
import { ADDED_EXPORT_FIELDS } from '../../src/domain/excel-export.ts';
import { DEFAULT_EXPORT_CHOICE } from '../../src/domain/export-choice.ts';

const ROWS = 10_000;
const RUNS = 9;
const BUDGETS = { exportMs: 500, longTaskMs: 100 };
const CHOICE = {
  format: 'csv-semicolon',
  columns: [...DEFAULT_EXPORT_CHOICE.columns, ...ADDED_EXPORT_FIELDS],
};

function wireRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    Name: `Bench Diş Kliniği ${i + 1}`,
    Address: `Caferağa Mah. Moda Cd. No:${i + 1}, 34710 Kadıköy/İstanbul, Türkiye`,
    Phone: `+90 216 555 ${String(i % 100).padStart(2, '0')} ${String(i % 97).padStart(2, '0')}`,
    Email: i % 3 === 0 ? '' : `info${i + 1}@benchdis${i + 1}.com.tr`,
    Instagram: i % 2 === 0 ? `@benchdis${i + 1}` : '',
    Website: i % 4 === 0 ? '' : `https://www.benchdis${i + 1}.com.tr`,
    'Google Rating': (3 + (i % 20) / 10).toFixed(1),
    'Rating Count': String(10 + ((i * 37) % 900)),
    Facebook: i % 2 === 0 ? `https://www.facebook.com/benchdis${i + 1}` : '',
    WhatsApp: i % 5 === 0 ? `+90532555${String(i % 10000).padStart(4, '0')}` : '',
    'Place ID': `ChIJ-bench-${i + 1}`,
  }));
}

async function stubApi(page: Page) {
  await stubSupabase(page, (url) => {
    if (url.pathname === '/rest/v1/rpc/free_daily_search_limit') return 3;
    if (url.pathname === '/rest/v1/export_settings') return [CHOICE];
    if (url.pathname.startsWith('/functions/v1/search/')) return wireRows(ROWS);
    if (url.pathname === '/functions/v1/places-autocomplete') return { suggestions: [] };
    return undefined;
  });
}

interface Block {
  start: number;
  ms: number;
}

interface Run {
  exportMs: number;
  longestMs: number;
  /** Each long task: when it began after the click, and how long it ran. */
  blocks: { afterClickMs: number; ms: number }[];
}

async function exportOnce(page: Page): Promise<{ run: Run; file: string }> {
  await page.evaluate(() => {
    const w = window as unknown as { __longTasks: Block[]; __export: Record<string, number> };
    w.__longTasks.length = 0;
    w.__export = {};
  });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  // Long tasks are reported after they end: give the last one a moment to arrive.
  await page.waitForTimeout(300);
  const figures = await page.evaluate(() => {
    const w = window as unknown as { __longTasks: Block[]; __export: Record<string, number> };
    return { marks: w.__export, longTasks: [...w.__longTasks] };
  });
  return {
    run: {
      exportMs: Math.round((figures.marks.handedOver ?? NaN) - (figures.marks.clicked ?? NaN)),
      longestMs: Math.max(0, ...figures.longTasks.map((block) => block.ms)),
      blocks: figures.longTasks.map((block) => ({
        afterClickMs: Math.round(block.start - (figures.marks.clicked ?? NaN)),
        ms: Math.round(block.ms),
      })),
    },
    file: (await download.path()) as string,
  };
}

async function main() {
  const app = await startBenchApp('csv-export');
  const failures: string[] = [];
  try {
    const page = await signedInPage(app, { acceptDownloads: true });
    await stubApi(page);
    await page.goto(`${app.origin}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Business Directory' }).waitFor();
    await page.getByRole('combobox', { name: 'Location' }).fill('Kadıköy');
    await page.getByRole('combobox', { name: 'Location' }).press('Escape');
    await page.getByRole('textbox', { name: 'Business Type' }).fill('dentist');
    await page.getByRole('combobox', { name: 'Result Count' }).selectOption('100');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(`${ROWS} businesses found`).waitFor({ timeout: 120_000 });
    // The stored choice has been read: the options button names it.
    await page
      .locator('button[aria-label="Export options"][title$="CSV, semicolon (Excel TR/DE)"]')
      .waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { __longTasks: Block[]; __export: Record<string, number> };
      w.__longTasks = [];
      w.__export = {};
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          w.__longTasks.push({ start: entry.startTime, ms: entry.duration });
      }).observe({ type: 'longtask' });
      document.addEventListener(
        'click',
        (event) => {
          const target = event.target as HTMLElement;
          if (target.closest('button')?.textContent?.includes('Export Excel'))
            w.__export.clicked = performance.now();
        },
        true,
      );
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download) w.__export.handedOver = performance.now();
        click.call(this);
      };
    });
    await page.waitForTimeout(500);

    const runs: Run[] = [];
    let lastFile = '';
    for (let i = 0; i < RUNS; i++) {
      const { run, file } = await exportOnce(page);
      runs.push(run);
      lastFile = file;
    }
    const bytes = await readFile(lastFile);
    const lines = bytes.toString('utf8').split('\r\n').length - 2;
    if (bytes[0] !== 0xef || bytes[1] !== 0xbb || bytes[2] !== 0xbf) failures.push('no BOM');
    if (lines !== ROWS) failures.push(`${lines} data lines, not ${ROWS}`);
    const exportMs = median(runs.map((run) => run.exportMs));
    const worstExportMs = Math.max(...runs.map((run) => run.exportMs));
    const longestMs = median(runs.map((run) => run.longestMs));
    const worstLongestMs = Math.max(...runs.map((run) => run.longestMs));
    console.log(
      `CSV export of ${ROWS.toLocaleString('en')} rows (18 columns, ";"), ${RUNS} runs: ${exportMs} ms median (worst ${worstExportMs}) from the click to the file handed to the browser (budget ${BUDGETS.exportMs}); longest main-thread block ${longestMs.toFixed(0)} ms median of the runs' longest (worst ${worstLongestMs.toFixed(0)}; budget ${BUDGETS.longTaskMs}); ${(bytes.length / 1024).toFixed(0)} KB; load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
    );
    // The medians are held to the budgets: on a machine shared by other work one run in
    // several is stretched by the scheduler, not by the export.
    if (!(exportMs <= BUDGETS.exportMs)) failures.push(`export ${exportMs} ms`);
    if (longestMs > BUDGETS.longTaskMs) failures.push(`long task ${longestMs.toFixed(0)} ms`);
    await page.context().close();

    await mkdir(REPORT_DIR, { recursive: true });
    await writeFile(
      path.join(REPORT_DIR, 'csv-export.json'),
      JSON.stringify(
        {
          budgets: BUDGETS,
          rows: ROWS,
          exportMs,
          worstExportMs,
          longestMs,
          worstLongestMs,
          loadAverage: loadavg(),
          runs,
          failures,
        },
        null,
        2,
      ),
    );
    console.log('Report: tests/bench/report/csv-export.json');
  } finally {
    await app.close();
  }
  if (failures.length > 0) {
    console.error(`Budgets missed: ${failures.join('; ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
