/**
 * The crawl after a live search's answer, one `enrich` invocation at a time (issue 21
 * item 2), run by `npm run bench`:
 *
 *   1. starts the local stack test kit (PGlite, auth, REST) and, in a process of its own
 *      (tests/support/bench/live-sites-server.ts), 100 business sites whose home pages are
 *      128 KB, answering in 50 ms to 3 s, one in twelve never, one in 25 with a 6 MB body;
 *   2. records a Pro user's live search of those 100 sites (live_search_begin, as `search`
 *      does) and runs the real `enrich` handler (claim, crawl with the production
 *      enrichment and page limits, cache, fill-ins) until nothing waits, one invocation at
 *      a time so that each one's figures are its own;
 *   3. prints per invocation the CPU time (process.cpuUsage around it), the growth of
 *      V8 heap + external memory over its start (sampled every 10 ms) and its wall time,
 *      and the e-mails filled against the sites' own; writes
 *      tests/bench/report/live-enrich.json and exits 1 when an invocation passes 1.5 s of
 *      CPU or 150 MB, or a fill-in is wrong.
 *
 * The CPU figure is an upper bound of what the Edge Runtime counts: the stack's database
 * (PGlite, in this process) answers the invocation's claim, cache and fill-in calls.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { throughServer } from '../../scripts/lib/site-host-transport.ts';
import { createPostgresCache } from '../../supabase/functions/_shared/enrich/cache.ts';
import { DEFAULT_CONFIG } from '../../supabase/functions/_shared/enrich/config.ts';
import { createEnricher } from '../../supabase/functions/_shared/enrich/enrich-rows.ts';
import { siteIdentity } from '../../supabase/functions/_shared/enrich/site-identity.ts';
import { beginLiveSearch } from '../../supabase/functions/_shared/live/live-search.ts';
import {
  createEnrichHandler,
  type EnrichLogLine,
} from '../../supabase/functions/enrich/handler.ts';
import { startSearchStack } from '../support/functions/search-stack.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = path.join(ROOT, 'tests/support/bench/live-sites-server.ts');
const SITES = 100;
const BUDGET_CPU_MS = 1500;
const BUDGET_MEMORY_MB = 150;

interface Figures {
  invocation: number;
  claimed: number;
  done: number;
  failed: number;
  cpuMs: number;
  memoryMb: number;
  wallMs: number;
}

async function startSites(): Promise<{ origin: string; stop(): void }> {
  const child = spawn('npx', ['--no-install', 'tsx', SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const { origin } = JSON.parse(line) as { origin: string };
    return { origin, stop: () => child.kill() };
  }
  throw new Error('the site server did not start');
}

const heapAndExternal = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

async function main(): Promise<number> {
  const sites = await startSites();
  const env = await startSearchStack();
  try {
    const owner = await env.signIn('bench-live', 'pro');
    const pending = Array.from({ length: SITES }, (_, i) => {
      const website = `https://www.klinik${i + 1}.test.tr/`;
      const identity = siteIdentity(website)!;
      return { place_id: `p${i + 1}`, site: identity.key, host: identity.scope.host, website };
    });
    const searchId = await beginLiveSearch(
      env.client,
      owner.id,
      { location: 'İstanbul', businessType: 'diş hekimi', resultCount: SITES },
      pending,
    );
    const logs: EnrichLogLine[] = [];
    const handler = createEnrichHandler(
      () => {
        // A fresh enricher a request, as the deployed handler builds one.
        const enricher = createEnricher({
          connect: throughServer(sites.origin),
          resolve: async () => ['127.0.0.1'],
          now: Date.now,
          cache: createPostgresCache(env.client),
          config: { ...DEFAULT_CONFIG, allowPrivateNetwork: true },
        });
        return {
          client: env.client,
          serviceRoleKey: env.stack.config.serviceRoleKey,
          crawl: (websites, deadline) => enricher.enrichSites(websites, { deadline }),
          // One at a time here: the loop below is the fan-out.
          next: async () => undefined,
        };
      },
      (line) => logs.push(line),
    );

    const figures: Figures[] = [];
    const started = Date.now();
    for (let invocation = 1; ; invocation += 1) {
      globalThis.gc?.();
      const baseline = heapAndExternal();
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, heapAndExternal())), 10);
      const cpu = process.cpuUsage();
      const wall = Date.now();
      const response = await handler(
        new Request('http://functions.test/enrich', {
          method: 'POST',
          headers: { Authorization: `Bearer ${env.stack.config.serviceRoleKey}` },
        }),
      );
      const used = process.cpuUsage(cpu);
      clearInterval(sampler);
      peak = Math.max(peak, heapAndExternal());
      const body = (await response.json()) as { claimed: number; done: number; failed: number };
      if (body.claimed === 0) break;
      figures.push({
        invocation,
        ...body,
        cpuMs: Math.round((used.user + used.system) / 1000),
        memoryMb: Math.round(((peak - baseline) / 1024 / 1024) * 10) / 10,
        wallMs: Date.now() - wall,
      });
      console.log(JSON.stringify(figures.at(-1)));
    }
    const totalMs = Date.now() - started;

    const { rows } = await env.stack.db.query<{
      place_id: string;
      status: string;
      email: string | null;
    }>(
      `select place_id, status, fill ->> 'Email' as email from public.live_search_sites
        where search_id = $1`,
      [searchId],
    );
    const expected = (placeId: string) => {
      const n = Number(placeId.slice(1));
      return n % 12 === 0 ? null : `info@klinik${n}.test.tr`;
    };
    const withEmail = rows.filter((row) => expected(row.place_id) !== null);
    const right = withEmail.filter((row) => row.email === expected(row.place_id)).length;
    const wrong = rows.filter((row) => row.email && row.email !== expected(row.place_id)).length;
    const maxCpuMs = Math.max(...figures.map((f) => f.cpuMs));
    const maxMemoryMb = Math.max(...figures.map((f) => f.memoryMb));
    const report = {
      sites: SITES,
      invocations: figures.length,
      maxCpuMs,
      maxMemoryMb,
      budgetCpuMs: BUDGET_CPU_MS,
      budgetMemoryMb: BUDGET_MEMORY_MB,
      emailsFound: right,
      emailsToFind: withEmail.length,
      wrongEmails: wrong,
      totalMs,
      figures,
    };
    console.log(
      `live enrich: ${figures.length} invocations for ${SITES} sites, CPU max ${maxCpuMs} ms ` +
        `(budget ${BUDGET_CPU_MS}), memory growth max ${maxMemoryMb} MB (budget ${BUDGET_MEMORY_MB}), ` +
        `e-mails ${right} of ${withEmail.length}, wrong ${wrong}, ${totalMs} ms one invocation at a time`,
    );
    await mkdir(path.join(ROOT, 'tests/bench/report'), { recursive: true });
    await writeFile(
      path.join(ROOT, 'tests/bench/report/live-enrich.json'),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    const over = maxCpuMs > BUDGET_CPU_MS || maxMemoryMb > BUDGET_MEMORY_MB || wrong > 0;
    return over ? 1 : 0;
  } finally {
    await env.stop();
    sites.stop();
  }
}

// Exits once the report is written, whatever handle is still open (the stack's or a site's).
process.exit(await main());
