/**
 * Enrichment CPU and memory per batch, in the production runtime (issue 21 item 2), run by
 * `npm run bench`. Hosted Edge Functions allow 2 s of CPU and 256 MB a request; the crawl
 * after the answer is split into batches, and this says how large a batch may be.
 *
 *   1. serves every site of the quality corpora (tests/support/fixtures/enrich-corpus*:
 *      real small-business pages, shared platforms included) over TLS on loopback, each
 *      host with its own name in the certificate, from this Node process, so the server's
 *      CPU is not counted;
 *   2. for 5, 10, 20 and 50 sites, starts a fresh Deno process
 *      (tests/support/bench/enrich-cpu-batch.ts) that crawls a batch through the production
 *      path (Deno connector, TLS, robots.txt, up to 6 pages a site, extraction), then a
 *      second batch of other sites while warm; three runs each;
 *   3. prints CPU, wall time and peak memory per batch, and the largest batch that keeps
 *      half the hosted limits free (CPU <= 1 s, isolate memory <= 128 MB) in every run;
 *   writes tests/bench/report/enrich-cpu.json; exits 1 if the batch the design uses
 *   (BATCH_SITES) does not fit.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BLIND_2_DIR,
  CORPUS_DIR,
  HOLDOUT_DIR,
  hasCorpus,
  loadCorpusSites,
  loadLabels,
} from '../support/enrich/corpus.ts';
import type { SiteTable } from '../support/enrich/site-server.ts';
import { makeTestCertificates } from '../support/enrich/test-cert.ts';
import type { BatchFigures, BatchInput, BatchOutput } from '../support/bench/enrich-cpu-batch.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPORT_DIR = path.join(ROOT, 'tests/bench/report');
const WORKER = path.join(ROOT, 'tests/support/bench/enrich-cpu-batch.ts');
const BATCHES = [5, 10, 20, 50] as const;
const RUNS = 3;
/** Hosted limits a request, and the half of them a batch may use. */
const LIMIT_CPU_MS = 2000;
const LIMIT_MEMORY_MB = 256;
const BUDGET_CPU_MS = LIMIT_CPU_MS / 2;
const BUDGET_MEMORY_MB = LIMIT_MEMORY_MB / 2;
/** The batch the background crawl's `enrich` invocations take (README, "Live contacts"). */
export const BATCH_SITES = 5;

/** Every corpus present, merged; a host a later corpus also defines keeps its first pages. */
function corpusSites(): { table: SiteTable; urls: string[] } {
  const table: SiteTable = {};
  const urls: string[] = [];
  for (const dir of [CORPUS_DIR, HOLDOUT_DIR, BLIND_2_DIR].filter(hasCorpus)) {
    const sites = loadCorpusSites(dir);
    const fresh = Object.keys(sites).filter((host) => !table[host]);
    for (const host of fresh) table[host] = sites[host]!;
    for (const label of loadLabels(dir)) {
      if (fresh.includes(new URL(label.url).hostname) && !urls.includes(label.url))
        urls.push(label.url);
    }
  }
  return { table, urls };
}

/** Ordinary markup appended to an HTML page up to `size` bytes (a heavier real home page). */
function padded(body: string | Uint8Array, size: number): string | Uint8Array {
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('latin1');
  if (size <= text.length) return body;
  const block = `<div class="card"><h3>Hizmetlerimiz</h3><p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8)}</p><a href="#top">Yukarı</a></div>\n`;
  const fill = block.repeat(Math.ceil((size - text.length) / block.length));
  return Buffer.from(text + fill.slice(0, size - text.length), 'latin1');
}

async function startTlsServer(table: SiteTable, padTo: number) {
  const certs = makeTestCertificates(Object.keys(table));
  const served = { bytes: 0 };
  const server = https.createServer({ cert: certs.cert, key: certs.key }, (req, res) => {
    const host = String(req.headers.host ?? '')
      .toLowerCase()
      .replace(/:\d+$/, '');
    const answer = table[host]?.[req.url ?? '/'];
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const headers = { 'content-type': 'text/html; charset=utf-8', ...answer.headers };
    const html = headers['content-type'].includes('html') && (answer.status ?? 200) === 200;
    const body = html && padTo > 0 ? padded(answer.body ?? '', padTo) : (answer.body ?? '');
    served.bytes += body.length;
    res.writeHead(answer.status ?? 200, headers).end(body);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, served, caCert: certs.caCert, port: (server.address() as AddressInfo).port };
}

/** One fresh Deno process: a cold batch of `size` sites, then a warm one of the next `size`. */
async function runBatch(input: BatchInput, scratch: string): Promise<BatchOutput> {
  const file = path.join(scratch, `batch-${input.cold.length}.json`);
  writeFileSync(file, JSON.stringify(input));
  const denoDir = path.join(ROOT, '.data/deno');
  mkdirSync(denoDir, { recursive: true });
  // Asynchronous: the stand-in server in this process must answer while the batch runs.
  const child = spawn(
    'npx',
    [
      '--no-install',
      'deno',
      'run',
      '--config',
      'supabase/functions/deno.json',
      '--allow-net=127.0.0.1',
      '--allow-read',
      '--allow-env',
      '--allow-sys',
      WORKER,
      file,
    ],
    { cwd: ROOT, env: { ...process.env, DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1' } },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const line = stdout.trim().split('\n').pop() ?? '';
  if (status !== 0 || !line.startsWith('{'))
    throw new Error(`deno batch of ${input.cold.length} failed:\n${stderr}`);
  return JSON.parse(line) as BatchOutput;
}

const fits = (figures: BatchFigures) =>
  figures.cpuMs <= BUDGET_CPU_MS && figures.peakIsolateMb <= BUDGET_MEMORY_MB;

function summary(runs: BatchFigures[]) {
  const cpu = runs.map((run) => run.cpuMs).sort((a, b) => a - b);
  return {
    cpuMsMedian: cpu[Math.floor(cpu.length / 2)]!,
    cpuMsMax: cpu[cpu.length - 1]!,
    wallMsMax: Math.max(...runs.map((run) => run.wallMs)),
    peakIsolateMbMax: Math.max(...runs.map((run) => run.peakIsolateMb)),
    peakRssMbMax: Math.max(...runs.map((run) => run.peakRssMb)),
    withEmail: runs[0]!.withEmail,
    fits: runs.every(fits),
  };
}

const SCENARIOS = [
  { name: 'corpus pages as they are', padTo: 0 },
  { name: 'every HTML page padded to 128 KB', padTo: 128 * 1024 },
] as const;

async function measure(table: SiteTable, urls: string[], padTo: number, scratch: string) {
  const { server, served, caCert, port } = await startTlsServer(table, padTo);
  const rows = [];
  try {
    for (const size of BATCHES) {
      const outputs: BatchOutput[] = [];
      let bytes = 0;
      for (let run = 0; run < RUNS; run += 1) {
        // Each run its own sites where the corpora allow it, so no run is a lucky draw.
        const start = (run * 2 * size) % (urls.length - 2 * size + 1);
        const cold = urls.slice(start, start + size);
        const warm = urls.slice(start + size, start + 2 * size);
        served.bytes = 0;
        const output = await runBatch({ port, caCert, cold, warm }, scratch);
        bytes += served.bytes;
        outputs.push(output);
      }
      const warmCpu = outputs.reduce((sum, output) => sum + output.warm.cpuMs, 0);
      const coldCpu = outputs.reduce((sum, output) => sum + output.cold.cpuMs, 0);
      rows.push({
        sites: size,
        bootCpuMsMax: Math.max(...outputs.map((output) => output.bootCpuMs)),
        cold: summary(outputs.map((output) => output.cold)),
        warm: summary(outputs.map((output) => output.warm)),
        /** CPU per megabyte the sites sent, cold and warm runs together. */
        cpuMsPerMb: Math.round((coldCpu + warmCpu) / (bytes / 1024 / 1024)),
      });
    }
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return rows;
}

async function main(): Promise<void> {
  const { table, urls } = corpusSites();
  const largest = Math.max(...BATCHES);
  if (urls.length < 2 * largest)
    throw new Error(`${urls.length} corpus sites; ${2 * largest} needed`);
  const scratch = mkdtempSync(path.join(tmpdir(), 'enrich-cpu-'));
  type Rows = Awaited<ReturnType<typeof measure>>;
  const scenarios: { name: string; padTo: number; batches: Rows }[] = [];
  try {
    for (const scenario of SCENARIOS)
      scenarios.push({ ...scenario, batches: await measure(table, urls, scenario.padTo, scratch) });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const fittingIn = (rows: Rows) =>
    rows.filter((row) => row.cold.fits && row.warm.fits).pop()?.sites ?? 0;
  const largestFitting = Math.min(...scenarios.map((scenario) => fittingIn(scenario.batches)));
  const report = {
    corpusSites: urls.length,
    runsPerBatch: RUNS,
    limits: { cpuMs: LIMIT_CPU_MS, memoryMb: LIMIT_MEMORY_MB },
    budget: { cpuMs: BUDGET_CPU_MS, memoryMb: BUDGET_MEMORY_MB },
    scenarios,
    largestFittingBatch: largestFitting,
    batchSites: BATCH_SITES,
  };
  const pad = (value: number | string, width: number) => String(value).padStart(width);
  const lines = [
    `Enrichment CPU per batch under Deno (corpus sites over TLS, production crawl path, ${RUNS} runs each; CPU is the whole process's, an upper bound)`,
  ];
  for (const scenario of scenarios) {
    lines.push(
      `  ${scenario.name}`,
      '  sites | boot CPU | cold CPU median/max | warm CPU median/max | CPU/MB | wall max | isolate MB | RSS MB | e-mails',
      ...scenario.batches.map(
        (row) =>
          `  ${pad(row.sites, 5)} | ${pad(row.bootCpuMsMax, 5)} ms | ${pad(row.cold.cpuMsMedian, 7)} / ${pad(row.cold.cpuMsMax, 5)} ms | ${pad(row.warm.cpuMsMedian, 7)} / ${pad(row.warm.cpuMsMax, 5)} ms | ${pad(row.cpuMsPerMb, 3)} ms | ${pad(row.cold.wallMsMax, 5)} ms | ${pad(Math.max(row.cold.peakIsolateMbMax, row.warm.peakIsolateMbMax), 10)} | ${pad(Math.max(row.cold.peakRssMbMax, row.warm.peakRssMbMax), 6)} | ${pad(row.cold.withEmail, 7)}`,
      ),
    );
  }
  lines.push(
    `  largest batch within half the hosted limits (CPU <= ${BUDGET_CPU_MS} ms, isolate memory <= ${BUDGET_MEMORY_MB} MB) in every run of both scenarios: ${largestFitting} sites; the design uses ${BATCH_SITES}`,
  );
  console.log(lines.join('\n'));
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(path.join(REPORT_DIR, 'enrich-cpu.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (largestFitting < BATCH_SITES) {
    console.error(`FAIL: a batch of ${BATCH_SITES} sites is over half the hosted limits`);
    process.exit(1);
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
