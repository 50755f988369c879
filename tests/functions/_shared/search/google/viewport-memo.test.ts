import { describe, expect, it, vi } from 'vitest';
import type { Rectangle } from '../../../../../supabase/functions/_shared/search/google/grid.ts';
import {
  createViewportMemo,
  postgresViewports,
  viewportStore,
  VIEWPORT_TTL_SECONDS,
  type SharedViewports,
} from '../../../../../supabase/functions/_shared/search/google/viewport-memo.ts';
import type { ServiceClient } from '../../../../../supabase/functions/_shared/supabase/service-client.ts';

// A location's viewport is kept by the isolate and by the table every instance shares: a
// later search anywhere starts with its result pages, and a slow or failing table never
// holds a search up or fails it.
const ISTANBUL: Rectangle = {
  low: { latitude: 40.8, longitude: 28.5 },
  high: { latitude: 41.3, longitude: 29.4 },
};
const KEY = 'tr|TR|istanbul';

function table(kept = new Map<string, Rectangle>()) {
  const shared: SharedViewports & { reads: number } = {
    reads: 0,
    async get(key) {
      shared.reads += 1;
      return kept.get(key) ?? null;
    },
    async put(key, viewport) {
      kept.set(key, viewport);
    },
  };
  return shared;
}

describe('the viewport store', () => {
  it('reads the shared table when the isolate has none, and remembers what it read', async () => {
    const shared = table(new Map([[KEY, ISTANBUL]]));
    const store = viewportStore(createViewportMemo(), shared);
    expect(await store.get(KEY)).toEqual(ISTANBUL);
    expect(await store.get(KEY)).toEqual(ISTANBUL);
    expect(shared.reads).toBe(1);
    expect(await store.get('tr|TR|ankara')).toBeUndefined();
  });

  it('keeps a looked-up viewport for this isolate at once and for every other in the table', async () => {
    const shared = table();
    viewportStore(createViewportMemo(), shared).set(KEY, ISTANBUL);
    await vi.waitFor(() => expect(shared.reads).toBe(0));
    const elsewhere = viewportStore(createViewportMemo(), shared);
    expect(await elsewhere.get(KEY)).toEqual(ISTANBUL);
  });

  it('answers "unknown" when the table is slower than its wait, or fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const slow: SharedViewports = {
      get: () => new Promise((resolve) => setTimeout(() => resolve(ISTANBUL), 1_000)),
      put: async () => undefined,
    };
    const started = performance.now();
    expect(await viewportStore(createViewportMemo(), slow, 50).get(KEY)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(500);

    const broken: SharedViewports = {
      get: () => Promise.reject(new Error('database down')),
      put: () => Promise.reject(new Error('database down')),
    };
    const store = viewportStore(createViewportMemo(), broken);
    expect(await store.get(KEY)).toBeUndefined();
    store.set(KEY, ISTANBUL);
    expect(await store.get(KEY)).toEqual(ISTANBUL);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    warn.mockRestore();
  });

  it("forgets an isolate's viewport after its time", async () => {
    let now = 0;
    const memo = createViewportMemo(() => now);
    memo.set(KEY, ISTANBUL);
    now = VIEWPORT_TTL_SECONDS * 1000 - 1;
    expect(memo.get(KEY)).toEqual(ISTANBUL);
    now += 1;
    expect(memo.get(KEY)).toBeUndefined();
  });

  it('calls the two service-role functions with the age limit, and trusts only a viewport', async () => {
    const calls: Array<[string, Record<string, unknown>]> = [];
    let answer: unknown = ISTANBUL;
    const client = {
      rpc: async (name: string, args: Record<string, unknown>) => {
        calls.push([name, args]);
        return name === 'place_viewport_get' ? answer : null;
      },
    } as unknown as ServiceClient;
    const shared = postgresViewports(client);
    expect(await shared.get(KEY)).toEqual(ISTANBUL);
    answer = null;
    expect(await shared.get(KEY)).toBeNull();
    answer = { low: 'nowhere' };
    expect(await shared.get(KEY)).toBeNull();
    await shared.put(KEY, ISTANBUL);
    expect(calls).toEqual([
      ['place_viewport_get', { p_key: KEY, p_max_age_seconds: VIEWPORT_TTL_SECONDS }],
      ['place_viewport_get', { p_key: KEY, p_max_age_seconds: VIEWPORT_TTL_SECONDS }],
      ['place_viewport_get', { p_key: KEY, p_max_age_seconds: VIEWPORT_TTL_SECONDS }],
      ['place_viewport_put', { p_key: KEY, p_viewport: ISTANBUL }],
    ]);
  });
});
