// The Deno side of tests/bench/enrich-cpu.bench.ts: one fresh Deno process (a cold edge
// worker) crawls one batch of sites through the production path (createEnricher with the
// Deno connector: Deno.connect + Deno.startTls, HTTP/1.1 by hand, every page parsed and
// every field chosen), then a second batch of other sites in the same, now warm, process.
// It prints one JSON line: CPU (user + system of the whole process, so an upper bound of
// what the Edge Runtime counts for the isolate), wall time and peak memory of each batch.
// Every host resolves to a public address, so the address guard runs as in production; the
// connector routes every connection to the benchmark's TLS stand-in on loopback.
import process from 'node:process';
import { NO_CACHE } from '../../../supabase/functions/_shared/enrich/cache.ts';
import { DEFAULT_CONFIG } from '../../../supabase/functions/_shared/enrich/config.ts';
import { createConnector } from '../../../supabase/functions/_shared/enrich/connector.ts';
import { createEnricher } from '../../../supabase/functions/_shared/enrich/enrich-rows.ts';

/** What the benchmark hands this process (a JSON file named by the first argument). */
export interface BatchInput {
  port: number;
  caCert: string;
  cold: string[];
  warm: string[];
}

export interface BatchFigures {
  sites: number;
  cpuMs: number;
  wallMs: number;
  /** Peak V8 heap plus external memory (what the isolate's memory limit counts). */
  peakIsolateMb: number;
  /** Peak resident memory of the whole process. */
  peakRssMb: number;
  withEmail: number;
}

export interface BatchOutput {
  /** Process start to the first crawl: runtime boot, module load and compilation. */
  bootCpuMs: number;
  cold: BatchFigures;
  warm: BatchFigures;
}

declare const Deno: {
  args: string[];
  readTextFileSync(path: string): string;
  memoryUsage(): { rss: number; heapUsed: number; external: number };
  cpuUsage?(): { user: number; system: number };
};

const PUBLIC_ADDRESS = '93.184.215.14';
const MB = 1024 * 1024;

/** Microseconds of CPU so far: Deno's own counter where the runtime has one. */
function cpuMicros(): number {
  const used = Deno.cpuUsage?.() ?? process.cpuUsage();
  return used.user + used.system;
}

async function crawl(input: BatchInput, sites: string[]): Promise<BatchFigures> {
  const enricher = createEnricher({
    connect: createConnector({
      caCerts: [input.caCert],
      route: () => ({ address: '127.0.0.1', port: input.port }),
    }),
    resolve: async () => [PUBLIC_ADDRESS],
    now: Date.now,
    cache: NO_CACHE,
    config: { ...DEFAULT_CONFIG },
  });
  let peakIsolate = 0;
  let peakRss = 0;
  const sample = () => {
    const now = Deno.memoryUsage();
    peakIsolate = Math.max(peakIsolate, now.heapUsed + now.external);
    peakRss = Math.max(peakRss, now.rss);
  };
  sample();
  const sampler = setInterval(sample, 10);
  const cpuStart = cpuMicros();
  const started = performance.now();
  const found = await enricher.enrichSites(sites, { deadline: Date.now() + 60_000 });
  const wallMs = performance.now() - started;
  const cpuMs = (cpuMicros() - cpuStart) / 1000;
  clearInterval(sampler);
  sample();
  return {
    sites: sites.length,
    cpuMs: Math.round(cpuMs),
    wallMs: Math.round(wallMs),
    peakIsolateMb: Math.round(peakIsolate / MB),
    peakRssMb: Math.round(peakRss / MB),
    withEmail: [...found.values()].filter((findings) => (findings?.emails.length ?? 0) > 0).length,
  };
}

const bootCpuMs = Math.round(cpuMicros() / 1000);
const input = JSON.parse(Deno.readTextFileSync(Deno.args[0]!)) as BatchInput;
const cold = await crawl(input, input.cold);
const warm = await crawl(input, input.warm);
const output: BatchOutput = { bootCpuMs, cold, warm };
console.log(JSON.stringify(output));
