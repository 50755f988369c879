// The enrichment labels and ranks each site's e-mails (issue 20 item 5): the search's batch
// path with the MX lookup stubbed, the rows' Email the best address, the labels on the
// row's Contacts, and a lookup that never answers cut off by the search's deadline.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startSiteServer,
  throughServer,
  type SiteServer,
} from '../../../support/enrich/site-server.ts';
import type { MxAnswer } from '../../../../supabase/functions/_shared/contacts/email-check.ts';
import { createMemoryCache } from '../../../../supabase/functions/_shared/enrich/cache.ts';
import { DEFAULT_CONFIG } from '../../../../supabase/functions/_shared/enrich/config.ts';
import {
  ANSWER_MX_WAIT_MS,
  createEnricher,
  type EnrichDeps,
  type ProviderRow,
} from '../../../../supabase/functions/_shared/enrich/enrich-rows.ts';

const page = (body: string) => ({ body: `<html lang="tr"><body>${body}</body></html>` });

const SITES = {
  'www.firma.com.tr': {
    '/': page(`<p>info@firma.com.tr</p><p>Yazın: info@firma.com.tr</p>
      <p>Satış: ahmet.yilmaz@firma.com.tr</p><p>Ofis: firma.ofis@gmail.com</p>`),
  },
  // The address shown most lives on a domain that has no mail server any more.
  'www.kafe.com.tr': {
    '/': page(`<p>info@eski-kafe.com</p><p>info@eski-kafe.com</p><p>siparis@kafe-siparis.com</p>`),
  },
  'www.yavas.com.tr': { '/': page('<p>iletisim@yavas-dns.com.tr</p>') },
};

const MX: Record<string, MxAnswer | 'never'> = {
  'firma.com.tr': true,
  'eski-kafe.com': false,
  'kafe-siparis.com': true,
  'yavas-dns.com.tr': 'never',
};

let server: SiteServer;
beforeAll(async () => {
  server = await startSiteServer(SITES);
});
afterAll(() => server.close());

function deps(checkMx?: EnrichDeps['checkMx'], cache = createMemoryCache()): EnrichDeps {
  return {
    connect: throughServer(server.origin),
    resolve: async () => ['93.184.216.34'],
    now: Date.now,
    cache,
    config: { ...DEFAULT_CONFIG, pageTimeoutMs: 2000 },
    checkMx,
  };
}

const row = (Website: string): ProviderRow => ({ Website, Email: '', Instagram: '' });

describe('checked e-mails in the enrichment', () => {
  it('ranks each site by quality, puts the best in Email and the labels on Contacts', async () => {
    const checkMx = vi.fn(async (domain: string): Promise<MxAnswer> => {
      const answer = MX[domain];
      return answer === 'never' ? new Promise<MxAnswer>(() => undefined) : (answer ?? null);
    });
    const started = Date.now();
    const [firma, kafe, yavas] = await createEnricher(deps(checkMx)).enrichRows(
      [row('https://www.firma.com.tr/'), row('https://www.kafe.com.tr/'), row('www.yavas.com.tr')],
      { deadline: Date.now() + 4000 },
    );
    // The lookup that never answers is cut off by the deadline, not waited for (the room
    // before it is for a loaded CI machine: each site also reads its sitemap and guesses).
    expect(Date.now() - started).toBeLessThan(5000);

    expect(firma!.Email).toBe('ahmet.yilmaz@firma.com.tr');
    expect(firma!.Contacts!.emails).toEqual([
      'ahmet.yilmaz@firma.com.tr',
      'info@firma.com.tr',
      'firma.ofis@gmail.com',
    ]);
    expect(firma!.Contacts!.emailChecks).toEqual([
      {
        email: 'ahmet.yilmaz@firma.com.tr',
        domain: 'firma.com.tr',
        origin: 'own-domain',
        role: false,
        mx: true,
      },
      {
        email: 'info@firma.com.tr',
        domain: 'firma.com.tr',
        origin: 'own-domain',
        role: true,
        mx: true,
      },
      {
        email: 'firma.ofis@gmail.com',
        domain: 'gmail.com',
        origin: 'webmail',
        role: false,
        mx: true,
      },
    ]);

    // Shown most, but undeliverable: it stays, last.
    expect(kafe!.Email).toBe('siparis@kafe-siparis.com');
    expect(kafe!.Contacts!.emails).toEqual(['siparis@kafe-siparis.com', 'info@eski-kafe.com']);
    expect(kafe!.Contacts!.emailChecks!.map((check) => [check.origin, check.mx])).toEqual([
      ['other-domain', true],
      ['other-domain', false],
    ]);

    expect(yavas!.Email).toBe('iletisim@yavas-dns.com.tr');
    expect(yavas!.Contacts!.emailChecks).toEqual([
      {
        email: 'iletisim@yavas-dns.com.tr',
        domain: 'yavas-dns.com.tr',
        origin: 'other-domain',
        role: true,
        mx: null,
      },
    ]);
    // Once per domain, and never for webmail.
    expect(checkMx.mock.calls.map(([domain]) => domain).sort()).toEqual([
      'eski-kafe.com',
      'firma.com.tr',
      'kafe-siparis.com',
      'yavas-dns.com.tr',
    ]);
  });

  it('checks a site read from the cache as well, and caches the site, not the checks', async () => {
    const cache = createMemoryCache();
    const first = await createEnricher(deps(async () => true, cache)).enrichRows(
      [row('https://www.kafe.com.tr/')],
      { deadline: Date.now() + 2500 },
    );
    expect(first[0]!.Email).toBe('info@eski-kafe.com');
    expect((await cache.get(['kafe.com.tr'], 3600)).get('kafe.com.tr')).not.toHaveProperty(
      'emailChecks',
    );
    const checkMx = vi.fn(async (domain: string) => MX[domain] as MxAnswer);
    const again = await createEnricher(deps(checkMx, cache)).enrichRows(
      [row('https://www.kafe.com.tr/')],
      { deadline: Date.now() + 2500, onStats: (stats) => expect(stats.fromCache).toBe(1) },
    );
    expect(again[0]!.Email).toBe('siparis@kafe-siparis.com');
    expect(again[0]!.Contacts!.emailChecks!.map((check) => check.mx)).toEqual([true, false]);
    expect(checkMx).toHaveBeenCalledTimes(2);
  });

  it('answers a live search from the cache without waiting on a slow mail-server check', async () => {
    const cache = createMemoryCache();
    await createEnricher(deps(undefined, cache)).enrichRows(
      [row('https://www.kafe.com.tr/'), row('https://www.yavas.com.tr/')],
      { deadline: Date.now() + 2500 },
    );
    // One domain answers at once, the other never: the answer waits ANSWER_MX_WAIT_MS for it.
    const checkMx = vi.fn(async (domain: string) =>
      MX[domain] === 'never' ? new Promise<MxAnswer>(() => undefined) : (MX[domain] as MxAnswer),
    );
    const started = performance.now();
    const [kafe, yavas] = await createEnricher(deps(checkMx, cache)).enrichRows(
      [row('https://www.kafe.com.tr/'), row('https://www.yavas.com.tr/')],
      { deadline: Date.now() + 7500, cacheOnly: true },
    );
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(ANSWER_MX_WAIT_MS - 20);
    // The deadline is 7.5 s away: anything near it waited for the check.
    expect(waited).toBeLessThan(ANSWER_MX_WAIT_MS + 2_000);
    expect(kafe!.Contacts!.emailChecks!.map((check) => check.mx)).toEqual([true, false]);
    expect(yavas!.Email).toBe('iletisim@yavas-dns.com.tr');
    expect(yavas!.Contacts!.emailChecks!.map((check) => check.mx)).toEqual([null]);
  });
});
