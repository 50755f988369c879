// The cache in Postgres (migration 20260101002000) through PostgREST as the service role,
// as the search function uses it: two enrichers (two function instances) share one crawl,
// and two businesses on one shared host are two entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type LocalStack } from '../../../support/stack/test-stack.ts';
import {
  startSiteServer,
  throughServer,
  type SiteServer,
} from '../../../support/enrich/site-server.ts';
import { createServiceClient } from '../../../../supabase/functions/_shared/supabase/service-client.ts';
import { createPostgresCache } from '../../../../supabase/functions/_shared/enrich/cache.ts';
import { DEFAULT_CONFIG } from '../../../../supabase/functions/_shared/enrich/config.ts';
import {
  createEnricher,
  type EnrichDeps,
} from '../../../../supabase/functions/_shared/enrich/enrich-rows.ts';

describe('the Postgres cache', () => {
  let stack: LocalStack;
  let sites: SiteServer;
  beforeAll(async () => {
    stack = await startTestStack();
    sites = await startSiteServer({
      'www.kahve.com.tr': {
        '/': {
          body: '<a href="/iletisim">İletişim</a><a href="https://instagram.com/kahve.tr">ig</a>',
        },
        '/iletisim': { body: '<p>info [at] kahve [dot] com [dot] tr</p>' },
      },
      'sites.google.com': {
        '/view/kuafor-ece': { body: '<p>E-posta: kuaforece@gmail.com</p>' },
        '/view/tamirci-ali': { body: '<p>E-posta: tamirciali@gmail.com</p>' },
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

    const { rows } = await stack.db.query<{ site: string; emails: string[]; instagram: string }>(
      'select site, emails, instagram from private.enrich_site_cache',
    );
    expect(rows).toEqual([
      { site: 'kahve.com.tr', emails: ['info@kahve.com.tr'], instagram: 'kahve.tr' },
    ]);

    const second = await createEnricher(instance()).enrichRows([row], {
      deadline: Date.now() + 10_000,
    });
    expect(second).toEqual(first);
    expect(sites.requests.length).toBe(fetched);

    await stack.db.query(
      `update private.enrich_site_cache set fetched_at = now() - interval '25 hours'`,
    );
    await createEnricher(instance()).enrichRows([row], { deadline: Date.now() + 10_000 });
    expect(sites.requests.length).toBeGreaterThan(fetched);
  });

  it('keeps two businesses on one shared host apart, in the table and when read back', async () => {
    const rows = [
      { ...row, Website: 'https://sites.google.com/view/kuafor-ece' },
      { ...row, Website: 'https://sites.google.com/view/tamirci-ali' },
    ];
    const first = await createEnricher(instance()).enrichRows(rows, {
      deadline: Date.now() + 10_000,
    });
    expect(first.map((r) => r.Email)).toEqual(['kuaforece@gmail.com', 'tamirciali@gmail.com']);
    const { rows: stored } = await stack.db.query<{ site: string; emails: string[] }>(
      `select site, emails from private.enrich_site_cache where site like 'sites.google.com%' order by site`,
    );
    expect(stored).toEqual([
      { site: 'sites.google.com/view/kuafor-ece', emails: ['kuaforece@gmail.com'] },
      { site: 'sites.google.com/view/tamirci-ali', emails: ['tamirciali@gmail.com'] },
    ]);
    const fetched = sites.requests.length;
    const again = await createEnricher(instance()).enrichRows([rows[1]!, rows[0]!], {
      deadline: Date.now() + 10_000,
    });
    expect(again.map((r) => r.Email)).toEqual(['tamirciali@gmail.com', 'kuaforece@gmail.com']);
    expect(sites.requests.length).toBe(fetched);
  });
});
