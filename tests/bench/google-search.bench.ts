/**
 * Google Places cost benchmark (issue 12), run by `npm run bench`:
 *
 *   1. starts the Places API stand-in on loopback with a dense city (400 dentists over the
 *      4 quarters of its viewport) and a sparse type (12 cafés), every answer delayed by
 *      BENCH_GOOGLE_LATENCY_MS (default 150 ms, a typical Text Search round trip);
 *   2. runs the `google` provider for 20, 40, 60 and 100 results, counting the requests
 *      by SKU from what the stand-in received (not from the provider's own count);
 *   3. prices them at Google's list prices (PRICE_USD, sources in constants.ts) and
 *      compares a 100-result search with the naive approach: free IDs-only Text Search
 *      pages, then one Place Details Enterprise call per result;
 *   4. prints the table, writes tests/bench/report/google-search.json, and exits 1 when a
 *      100-result search costs more than $0.25 or its Google phase misses its share of
 *      the 8 s budget.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ENRICHMENT_RESERVE_MS,
  PAGE_SIZE,
  PRICE_USD,
  RESULT_FIELD_MASK,
  VIEWPORT_FIELD_MASK,
} from '../../supabase/functions/_shared/search/google/constants.ts';
import { createGoogleProvider } from '../../supabase/functions/_shared/search/google/google-provider.ts';
import { SEARCH_BUDGET_MS } from '../../supabase/functions/_shared/search/types.ts';
import {
  standInCity,
  startPlacesStandIn,
  type RecordedRequest,
} from '../../supabase/local/places/places-stand-in.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REPORT_DIR = path.join(ROOT, 'tests/bench/report');
const LATENCY_MS = Math.max(0, Number(process.env.BENCH_GOOGLE_LATENCY_MS ?? 150));
export const BUDGET_USD_PER_100 = 0.25;

type Sku = keyof typeof PRICE_USD;

/** The SKU a request was billed under, read from what was sent. */
function skuOf(request: RecordedRequest): Sku {
  const mask = request.headers['x-goog-fieldmask'] ?? '';
  if (request.path === '/v1/places:searchText') {
    if (mask === VIEWPORT_FIELD_MASK) return 'textSearchPro';
    if (mask === RESULT_FIELD_MASK) return 'textSearchEnterprise';
    throw new Error(`Unpriced Text Search mask: ${mask}`);
  }
  throw new Error(`Unpriced request: ${request.method} ${request.path} ${mask}`);
}

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

async function main() {
  const dense = standInCity({ keyword: 'dentist', perQuarter: 100 });
  const sparse = standInCity({ keyword: 'cafe', perQuarter: 3 });
  const api = await startPlacesStandIn({
    places: [...dense.places, ...sparse.places],
    areas: dense.areas,
  });
  const provider = createGoogleProvider({
    apiKey: api.apiKey,
    baseUrl: api.url,
    enrich: async (rows) => rows,
  });

  const scenarios: { location: string; type: string; limit: number }[] = [
    { location: 'Kadıköy/İstanbul, Türkiye', type: 'dentist', limit: 20 },
    { location: 'Kadıköy/İstanbul, Türkiye', type: 'dentist', limit: 40 },
    { location: 'İstanbul, Türkiye', type: 'dentist', limit: 60 },
    { location: 'İstanbul, Türkiye', type: 'dentist', limit: 100 },
    { location: 'İstanbul, Türkiye', type: 'cafe', limit: 100 },
  ];
  const results = [];
  let failed = false;
  try {
    for (const scenario of scenarios) {
      api.reset();
      api.setDelay(LATENCY_MS);
      const started = performance.now();
      const rows = await provider.search(
        { location: scenario.location, businessType: scenario.type, limit: scenario.limit },
        { deadline: Date.now() + SEARCH_BUDGET_MS },
      );
      const ms = Math.round(performance.now() - started);
      const bySku: Partial<Record<Sku, number>> = {};
      for (const request of api.requests) {
        const sku = skuOf(request);
        bySku[sku] = (bySku[sku] ?? 0) + 1;
      }
      const cost = Object.entries(bySku).reduce(
        (sum, [sku, n]) => sum + PRICE_USD[sku as Sku] * n,
        0,
      );
      results.push({
        ...scenario,
        returned: rows.length,
        requests: api.requests.length,
        bySku,
        costUsd: round(cost),
        googleMs: ms,
      });
      if (scenario.limit === 100 && cost > BUDGET_USD_PER_100 + 1e-9) failed = true;
      if (ms > SEARCH_BUDGET_MS - ENRICHMENT_RESERVE_MS) failed = true;
    }
  } finally {
    await api.stop();
  }

  // The naive approach for 100 results: the same ids for free (IDs-only pages of 20; past
  // 60 the viewport and its cells as here), then a Place Details Enterprise call for each
  // result to get phone, website and rating.
  const naivePages = Math.ceil(100 / PAGE_SIZE);
  const naive = {
    textSearchIdsOnly: naivePages,
    textSearchPro: 1,
    placeDetailsEnterprise: 100,
    costUsd: round(PRICE_USD.textSearchPro + 100 * PRICE_USD.placeDetailsEnterprise),
  };
  const hundred = results.find((r) => r.limit === 100 && r.type === 'dentist')!;

  console.log(`Google Places per search (stand-in latency ${LATENCY_MS} ms a request)`);
  console.log(
    'results  type     returned  requests  by SKU                                                                              cost USD  Google ms',
  );
  for (const r of results) {
    console.log(
      `${String(r.limit).padEnd(9)}${r.type.padEnd(9)}${String(r.returned).padEnd(10)}${String(r.requests).padEnd(10)}${JSON.stringify(r.bySku).padEnd(84)}${r.costUsd.toFixed(4).padEnd(10)}${r.googleMs}`,
    );
  }
  console.log(
    `100 results: $${hundred.costUsd.toFixed(3)} (budget $${BUDGET_USD_PER_100.toFixed(2)}); naive per-result Place Details: $${naive.costUsd.toFixed(3)} (${round(naive.costUsd / hundred.costUsd, 1)}x)`,
  );
  console.log(
    'List prices per request, 0-100k a month: Text Search Enterprise $0.035, Text Search IDs Only $0, Place Details Essentials $0.005, Place Details Enterprise $0.020.',
  );

  await mkdir(REPORT_DIR, { recursive: true });
  await writeFile(
    path.join(REPORT_DIR, 'google-search.json'),
    `${JSON.stringify({ latencyMs: LATENCY_MS, budgetUsdPer100: BUDGET_USD_PER_100, prices: PRICE_USD, results, naive }, null, 2)}\n`,
  );
  if (failed) {
    console.error('FAIL: a 100-result search exceeded $0.25 or its Google phase ran too long.');
    process.exit(1);
  }
}

await main();
