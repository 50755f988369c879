/**
 * Public-pages benchmark (issue 4), run with `npm run bench`:
 *
 *   1. starts the local stack in memory with the seed (so the blog has posts);
 *   2. builds the app against it (VITE_SUPABASE_URL is read at build time);
 *   3. serves the build like a static host (scripts/build/static-host.ts): its _headers
 *      (the Content-Security-Policy, immutable assets), gzip, SPA fallback;
 *   4. measures the initial JavaScript of `/` (entry chunk plus its static imports,
 *      i.e. the script and modulepreload tags of index.html) in KB gzip and checks that
 *      supabase-js, Paddle, DOMPurify and the Excel writer are not in it;
 *   5. runs Lighthouse (mobile defaults, /usr/bin/chromium) on /, /pricing, /blog, one
 *      post and /auth;
 *   6. prints a table, writes tests/bench/report/*.json and exits 1 if a budget is missed.
 *
 * Lighthouse runs three times per page and the median scores count (BENCH_RUNS=1 for a
 * quick look): single runs on a shared 2-core machine vary by a few points.
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, type Rollup } from 'vite';
import { serveBuild, type StaticHost } from '../../scripts/build/static-host.ts';
import { startTestStack } from '../support/stack/test-stack.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPORT_DIR = path.join(ROOT, 'tests/bench/report');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

export const BUDGETS = {
  // Issue 18: the landing page's initial JavaScript stays at or under 95.9 KB gzip.
  initialJsKb: 95.9,
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
} as const;

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Pages the spec keeps out of search engines (noindex): no SEO budget. */
const NOINDEX_PAGES = new Set(['/auth']);

/** Packages that must never be in the landing page's initial JavaScript (issue 4). */
const FORBIDDEN_IN_INITIAL = ['@supabase/', '@paddle/', 'dompurify', 'write-excel-file'];

/** A free port, known before the build (VITE_SITE_URL names the site's origin). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  totalKb: number;
  forbidden: string[];
}

/** The entry chunk and everything it imports statically: what `/` downloads before it runs. */
export function initialJs(output: Rollup.RollupOutput['output']): InitialJs {
  const chunks = new Map(
    output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]),
  );
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('The build has no entry chunk.');
  const seen = new Set<string>();
  const queue = [entry.fileName];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...(chunks.get(name)?.imports ?? []));
  }
  const files = [...seen].map((file) => ({
    file,
    gzipBytes: gzipSync(chunks.get(file)?.code ?? '').length,
  }));
  const forbidden = [...seen].flatMap((file) =>
    Object.keys(chunks.get(file)?.modules ?? {})
      .filter((id) => FORBIDDEN_IN_INITIAL.some((name) => id.includes(`node_modules/${name}`)))
      .map((id) => `${file}: ${id.slice(id.indexOf('node_modules/'))}`),
  );
  const totalKb = files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
  // Two decimals: a total of 95.96 must not print as a round 96 (or pass as 95.9).
  return { files, totalKb: Math.round(totalKb * 100) / 100, forbidden };
}

interface PageScores {
  page: string;
  url: string;
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  failedAudits: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function runLighthouse(page: string, url: string, port: number): Promise<PageScores> {
  const runs: PageScores[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const safeName = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await writeFile(
      path.join(REPORT_DIR, `lighthouse-${safeName}${RUNS > 1 ? `-${run + 1}` : ''}.json`),
      typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
    );
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
    const failedAudits = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${c}: ${audit?.id} (${audit?.displayValue ?? audit?.score})`),
    );
    runs.push({
      page,
      url,
      scores,
      metrics: {
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        siMs: metric('speed-index'),
      },
      failedAudits,
    });
  }
  if (runs.length === 1) return runs[0] as PageScores;
  // The median run by performance score keeps its metrics and failed audits together.
  const perf = median(runs.map((r) => r.scores.performance));
  const chosen = runs.find((r) => r.scores.performance === perf) as PageScores;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
  ) as Record<Category, number>;
  return { ...chosen, scores };
}

async function lighthouseVersion(): Promise<string> {
  const pkg = await readFile(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8');
  return (JSON.parse(pkg) as { version: string }).version;
}

async function main() {
  const started = performance.now();
  await mkdir(REPORT_DIR, { recursive: true });
  const outDir = await mkdtemp(path.join(tmpdir(), 'prospectory-bench-'));
  const stack = await startTestStack({ seed: true });
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  let host: StaticHost | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const failures: string[] = [];
  try {
    // VITE_* are baked in at build time: the build must see the running stack.
    process.env.VITE_SUPABASE_URL = stack.apiUrl;
    process.env.VITE_SITE_URL = siteUrl;
    const result = await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
    const js = initialJs(output.output);
    host = await serveBuild(outDir, sitePort);

    const posts = (await (
      await fetch(
        `${stack.apiUrl}/rest/v1/blog_posts?select=slug&is_published=eq.true&published_at=lte.${new Date().toISOString()}&order=published_at.desc&limit=1`,
        { headers: { apikey: stack.config.anonKey } },
      )
    ).json()) as { slug: string }[];
    const post = posts[0]?.slug;
    if (!post) throw new Error('The seed has no published blog post.');
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    if (!sitemap.includes(`/blog/${post}`))
      failures.push(`sitemap.xml does not list /blog/${post}`);

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const pages = ['/', '/pricing', '/blog', `/blog/${post}`, '/auth'];
    const results: PageScores[] = [];
    for (const page of pages) {
      results.push(await runLighthouse(page, `${siteUrl}${page}`, chrome.port));
    }

    if (js.totalKb > BUDGETS.initialJsKb) {
      failures.push(
        `initial JS of / is ${js.totalKb.toFixed(2)} KB gzip (budget ${BUDGETS.initialJsKb})`,
      );
    }
    for (const item of js.forbidden) failures.push(`forbidden in the initial JS: ${item}`);
    for (const r of results) {
      for (const c of CATEGORIES) {
        if (c === 'seo' && NOINDEX_PAGES.has(r.page)) continue;
        if (r.scores[c] < BUDGETS[c]) {
          failures.push(`${r.page} ${c} ${r.scores[c]} < ${BUDGETS[c]}`);
        }
      }
    }

    const seconds = Math.round((performance.now() - started) / 100) / 10;
    console.log(
      `\nInitial JavaScript of / : ${js.totalKb.toFixed(2)} KB gzip (budget ${BUDGETS.initialJsKb})`,
    );
    for (const f of js.files) console.log(`  ${f.file}  ${(f.gzipBytes / 1024).toFixed(2)} KB`);
    console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS}) ` : ''}mobile defaults:`);
    console.table(
      results.map((r) => ({
        page: r.page,
        performance: r.scores.performance,
        accessibility: r.scores.accessibility,
        'best-practices': r.scores['best-practices'],
        seo: r.scores.seo,
        'FCP ms': r.metrics.fcpMs,
        'LCP ms': r.metrics.lcpMs,
        'TBT ms': r.metrics.tbtMs,
        CLS: r.metrics.cls,
      })),
    );
    for (const r of results) {
      if (r.failedAudits.length > 0) console.log(`${r.page} audits below 1:`, r.failedAudits);
    }
    const report = {
      date: new Date().toISOString(),
      seconds,
      budgets: BUDGETS,
      initialJs: js,
      lighthouse: { runs: RUNS, version: await lighthouseVersion(), pages: results },
      failures,
    };
    await writeFile(
      path.join(REPORT_DIR, 'public-pages.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    console.log(`\nReport: tests/bench/report/public-pages.json (${seconds} s)`);
    if (failures.length > 0) {
      console.error('\nBudgets missed:\n  ' + failures.join('\n  '));
      process.exitCode = 1;
    } else {
      console.log('All budgets met.');
    }
  } finally {
    await chrome?.kill();
    await host?.close();
    await stack.stop();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
