// The cache write that outlives the enrichment's answer (issue 12): on Supabase's edge
// runtime it is handed to EdgeRuntime.waitUntil so the isolate is not stopped under it.
// A fake global stands in for the runtime's.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startSiteServer,
  throughServer,
  type SiteServer,
} from '../../../support/enrich/site-server.ts';
import {
  createMemoryCache,
  type EnrichCache,
} from '../../../../supabase/functions/_shared/enrich/cache.ts';
import { DEFAULT_CONFIG } from '../../../../supabase/functions/_shared/enrich/config.ts';
import { createEnricher } from '../../../../supabase/functions/_shared/enrich/enrich-rows.ts';
import { findingsWith } from '../../../../supabase/functions/_shared/enrich/findings.ts';

const WEBSITE = 'https://www.firma.test.tr/';
const row = { Name: 'Firma', Website: WEBSITE, Email: '', Instagram: '' };
const runtime = globalThis as { EdgeRuntime?: unknown };

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer({
    'www.firma.test.tr': { '/': { body: '<p>info@firma.test.tr</p>' } },
  });
});
afterAll(() => server.close());
afterEach(() => {
  delete runtime.EdgeRuntime;
});

/** A memory cache whose writes land only when `release` is called. */
function slowCache(): EnrichCache & { release(): void; stored: EnrichCache } {
  const stored = createMemoryCache();
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    get: (keys, maxAge) => stored.get(keys, maxAge),
    put: async (entries) => {
      await gate;
      await stored.put(entries);
    },
    release: () => release(),
    stored,
  };
}

function enricher(cache: EnrichCache) {
  return createEnricher({
    connect: throughServer(server.origin),
    resolve: async () => ['127.0.0.1'],
    now: Date.now,
    cache,
    config: { ...DEFAULT_CONFIG, allowPrivateNetwork: true, pageTimeoutMs: 2000 },
  });
}

describe('the cache write after the answer', () => {
  it('is handed to EdgeRuntime.waitUntil, and lands after the rows are answered', async () => {
    const waitUntil = vi.fn();
    runtime.EdgeRuntime = { waitUntil };
    const cache = slowCache();
    const rows = await enricher(cache).enrichRows([row], { deadline: Date.now() + 3000 });
    expect(rows[0]!.Email).toBe('info@firma.test.tr');
    expect(waitUntil).toHaveBeenCalledTimes(1);
    const kept = waitUntil.mock.calls[0]![0] as Promise<unknown>;
    expect(kept).toBeInstanceOf(Promise);
    // Answered without the write: nothing stored yet; the kept promise is the write itself.
    expect((await cache.stored.get(['firma.test.tr'], 3600)).size).toBe(0);
    cache.release();
    await kept;
    expect((await cache.stored.get(['firma.test.tr'], 3600)).get('firma.test.tr')).toEqual(
      findingsWith({ emails: ['info@firma.test.tr'] }),
    );
  });

  it('answers the same without the global, or when waitUntil throws', async () => {
    for (const global of [
      undefined,
      {
        waitUntil: () => {
          throw new Error('too late');
        },
      },
    ]) {
      if (global) runtime.EdgeRuntime = global;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const rows = await enricher(createMemoryCache()).enrichRows([row], {
        deadline: Date.now() + 3000,
      });
      const warned = warn.mock.calls.length;
      warn.mockRestore();
      expect(rows[0]!.Email).toBe('info@firma.test.tr');
      expect(warned).toBe(global ? 1 : 0);
    }
  });
});
