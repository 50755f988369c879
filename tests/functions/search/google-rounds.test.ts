// Issue 21, first rows in time: a 100-result Google search asks its independent requests
// side by side (the cells of the location's viewport in one round; one query's pages in
// order) within the fee budget, and a repeat search of a location skips the viewport's
// lookup. The Places stand-in answers in 300 ms a request, as Google
// roughly does; a fetch wrapper counts the requests in flight and the rounds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleProvider } from '../../../supabase/functions/_shared/search/google/google-provider.ts';
import {
  createViewportMemo,
  viewportStore,
} from '../../../supabase/functions/_shared/search/google/viewport-memo.ts';
import {
  standInCity,
  startPlacesStandIn,
  type PlacesStandIn,
} from '../../../supabase/local/places/places-stand-in.ts';

const GOOGLE_MS = 300;
/** The fee budget for a 100-result search. */
const MAX_FEE_USD = 0.25;

let places: PlacesStandIn;
beforeAll(async () => {
  places = await startPlacesStandIn(standInCity({ keyword: 'dentist', perQuarter: 30 }));
  places.setDelay(GOOGLE_MS);
});
afterAll(async () => places?.stop());

interface Span {
  start: number;
  end: number;
}

/** Requests one after another: a request starting once one of its round has ended opens the next. */
function rounds(spans: Span[]): number {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let count = 0;
  let roundEnds = -Infinity;
  for (const span of sorted) {
    if (span.start >= roundEnds) {
      count += 1;
      roundEnds = span.end;
    } else {
      roundEnds = Math.min(roundEnds, span.end);
    }
  }
  return count;
}

function countingProvider(viewports = viewportStore(createViewportMemo())) {
  const spans: Span[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let feeUsd = 0;
  const provider = createGoogleProvider({
    apiKey: places.apiKey,
    baseUrl: places.url,
    enrich: async (rows) => rows,
    viewports,
    fetch: async (input, init) => {
      const start = performance.now();
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
        spans.push({ start, end: performance.now() });
      }
    },
  });
  async function search() {
    spans.length = 0;
    maxInFlight = 0;
    feeUsd = 0;
    const started = performance.now();
    const rows = await provider.search(
      { location: 'İstanbul', businessType: 'dentist', limit: 100 },
      {
        deadline: Date.now() + 30_000,
        onUpstreamRequest: ({ priceUsd }) => (feeUsd += priceUsd),
      },
    );
    return {
      rows: rows.length,
      ms: Math.round(performance.now() - started),
      requests: spans.length,
      rounds: rounds(spans),
      maxInFlight,
      feeUsd: Math.round(feeUsd * 1e6) / 1e6,
    };
  }
  return { search };
}

describe('a 100-result Google search', { timeout: 60_000 }, () => {
  it("asks the viewport's cells side by side, within the fee budget; a repeat skips the viewport's lookup", async () => {
    const { search } = countingProvider();
    const cold = await search();
    const warm = await search();
    console.info('google rounds', { cold, warm });
    expect(cold.rows).toBe(100);
    // The viewport (one Text Search) -> the cells' first pages (side by side) -> the pages
    // still needed, one more round when a cell's last page comes short.
    expect(cold.maxInFlight).toBeGreaterThanOrEqual(4);
    expect(cold.rounds).toBeLessThanOrEqual(4);
    expect(cold.feeUsd).toBeLessThanOrEqual(MAX_FEE_USD);
    // The location's viewport is known: its request, which every page waits for, is not asked.
    expect(warm.rows).toBe(100);
    expect(warm.requests).toBe(cold.requests - 1);
    expect(warm.rounds).toBe(cold.rounds - 1);
    expect(warm.feeUsd).toBeLessThan(cold.feeUsd);
    expect(warm.ms).toBeLessThan(cold.ms);
  });
});
