// The cache in Postgres (migration 20260101001600) through PostgREST as the service role,
// as the search function uses it: two enrichers (two function instances) share one crawl.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStack, type LocalStack } from '../../../local/stack.ts';
import {
  startSiteServer,
  throughServer,
  type SiteServer,
} from '../../../../tests/enrich/site-server.ts';
import { createServiceClient } from '../supabase/service-client.ts';
import { createPostgresCache } from './cache.ts';
import { DEFAULT_CONFIG } from './config.ts';
import { createEnricher, type EnrichDeps } from './enrich-rows.ts';

describe('the Postgres cache', () => {
  let stack: LocalStack;
  let sites: SiteServer;
  beforeAll(async () => {
    stack = await startLocalStack({
      dataDir: null,
      apiPort: 0,
      mailPort: 0,
      seed: false,
      quiet: true,
    });
    sites = await startSiteServer({
      'www.kahve.com.tr': {
        '/': {
          body: '<a href="/iletisim">İletişim</a><a href="https://instagram.com/kahve.tr">ig</a>',
        },
        '/iletisim': { body: '<p>info [at] kahve [dot] com [dot] tr</p>' },
      },
    });
  });
  afterAll(async () => {
    await sites?.close();
    await stack?.stop();
  });

  function instance(): EnrichDeps {
    const client = createServiceClient({
      supabaseUrl: stack.apiUrl,
      serviceRoleKey: stack.config.serviceRoleKey,
    });
    return {
      connect: throughServer(sites.origin),
      resolve: async () => ['93.184.216.34'],
      now: Date.now,
      cache: createPostgresCache(client),
      config: { ...DEFAULT_CONFIG, cacheTtlHours: 24 },
    };
  }
  const row = { Name: 'Kahve', Website: 'https://www.kahve.com.tr/', Email: '', Instagram: '' };

  it('stores a crawl that another instance then reuses without fetching, until the TTL', async () => {
    const first = await createEnricher(instance()).enrichRows([row], {
      deadline: Date.now() + 10_000,
    });
    expect(first[0]).toMatchObject({ Email: 'info@kahve.com.tr', Instagram: 'kahve.tr' });
    const fetched = sites.requests.length;

    const { rows } = await stack.db.query<{ domain: string; emails: string[]; instagram: string }>(
      'select domain, emails, instagram from private.enrich_cache',
    );
    expect(rows).toEqual([
      { domain: 'kahve.com.tr', emails: ['info@kahve.com.tr'], instagram: 'kahve.tr' },
    ]);

    const second = await createEnricher(instance()).enrichRows([row], {
      deadline: Date.now() + 10_000,
    });
    expect(second).toEqual(first);
    expect(sites.requests.length).toBe(fetched);

    await stack.db.query(
      `update private.enrich_cache set fetched_at = now() - interval '25 hours'`,
    );
    await createEnricher(instance()).enrichRows([row], { deadline: Date.now() + 10_000 });
    expect(sites.requests.length).toBeGreaterThan(fetched);
  });
});
