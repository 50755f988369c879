// The site, not the host (issue 20 item 1): identities on shared platforms, path prefixes,
// redirects within and out of a prefix, link-in-bio pages, and two businesses on one host in
// one batch through the search's path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSiteServer,
  throughServer,
  type SiteServer,
} from '../../../support/enrich/site-server.ts';
import { createMemoryCache } from '../../../../supabase/functions/_shared/enrich/cache.ts';
import { DEFAULT_CONFIG } from '../../../../supabase/functions/_shared/enrich/config.ts';
import { crawlSite } from '../../../../supabase/functions/_shared/enrich/crawl-site.ts';
import {
  createEnricher,
  type EnrichDeps,
  type ProviderRow,
} from '../../../../supabase/functions/_shared/enrich/enrich-rows.ts';
import { findingsWith, NOTHING } from '../../../../supabase/functions/_shared/enrich/findings.ts';
import {
  inScope,
  siteIdentity,
  withSharedHosts,
} from '../../../../supabase/functions/_shared/enrich/site-identity.ts';

const never = new AbortController().signal;

describe('a site identity', () => {
  it.each([
    ['https://www.firma.com.tr/', 'firma.com.tr', ''],
    ['firma.com.tr/tr/anasayfa', 'firma.com.tr', ''],
    ['https://firma.com.tr/index.php?lang=tr', 'firma.com.tr', ''],
    [
      'https://www.doktortakvimi.com/ayse-yilmaz/dis-hekimi/istanbul',
      'doktortakvimi.com/ayse-yilmaz',
      '/ayse-yilmaz',
    ],
    [
      'https://armut.com/hizmetveren/usta-boya-istanbul_123?utm=x',
      'armut.com/hizmetveren/usta-boya-istanbul_123',
      '/hizmetveren/usta-boya-istanbul_123',
    ],
    [
      'https://armut.com/hizmet-veren/ozkan-evden-eve-nakliyat-kayseri-598210',
      'armut.com/hizmet-veren/ozkan-evden-eve-nakliyat-kayseri-598210',
      '/hizmet-veren/ozkan-evden-eve-nakliyat-kayseri-598210',
    ],
    ['https://linktr.ee/salonmelis', 'linktr.ee/salonmelis', '/salonmelis'],
    [
      'https://sites.google.com/view/kuafor-ece/iletisim',
      'sites.google.com/view/kuafor-ece',
      '/view/kuafor-ece',
    ],
    ['https://ali.wixsite.com/kebap/menu', 'ali.wixsite.com/kebap', '/kebap'],
    [
      'https://www.yemeksepeti.com/restaurant/jbbf/pier-habib',
      'yemeksepeti.com/restaurant/jbbf/pier-habib',
      '/restaurant/jbbf/pier-habib',
    ],
    [
      'https://www.fresha.com/a/nail-bar-london-abc123',
      'fresha.com/a/nail-bar-london-abc123',
      '/a/nail-bar-london-abc123',
    ],
    ['https://www.treatwell.de/ort/salon-lena/', 'treatwell.de/ort/salon-lena', '/ort/salon-lena'],
    ['https://kuafor.business.site/', 'kuafor.business.site', ''],
    ['https://kuaforsalonu.sahibinden.com/', 'kuaforsalonu.sahibinden.com', ''],
    [
      'https://www.yemeksepeti.com/kebapci-halil-uskudar-istanbul',
      'yemeksepeti.com/kebapci-halil-uskudar-istanbul',
      '/kebapci-halil-uskudar-istanbul',
    ],
  ])('%s is %s', (website, key, prefix) => {
    const identity = siteIdentity(website)!;
    expect(identity.key).toBe(key);
    expect(identity.scope.prefix).toBe(prefix);
    expect(identity.opaque).toBe(false);
  });

  it('a website that is a profile fills that field; a platform home, a map or a post has nothing', () => {
    expect(siteIdentity('https://www.facebook.com/KuaforSelin/')!.profile).toEqual({
      field: 'facebook',
      value: 'https://www.facebook.com/kuaforselin',
    });
    expect(siteIdentity('instagram.com/ece.nails')!.profile).toEqual({
      field: 'instagram',
      value: 'ece.nails',
    });
    expect(siteIdentity('https://wa.me/905324417826')!.profile).toEqual({
      field: 'whatsapp',
      value: '+905324417826',
    });
    expect(siteIdentity('https://www.tiktok.com/@salonmelis')!.profile?.field).toBe('tiktok');
    for (const nothing of [
      'https://www.doktortakvimi.com/',
      'https://wordpress.com/',
      'https://maps.app.goo.gl/abc',
      'https://www.facebook.com/sharer/sharer.php?u=x',
    ]) {
      const identity = siteIdentity(nothing)!;
      expect(identity.opaque, nothing).toBe(true);
      expect(identity.profile, nothing).toBeNull();
    }
  });

  it('a shared site keeps to its prefix; an own home page spans its domain; a deep page keeps to its section', () => {
    const shared = siteIdentity('https://linktr.ee/salonmelis')!.scope;
    expect(inScope(new URL('https://linktr.ee/salonmelis/'), shared)).toBe(true);
    expect(inScope(new URL('https://linktr.ee/salonmelis2'), shared)).toBe(false);
    expect(inScope(new URL('https://linktr.ee/s/about'), shared)).toBe(false);
    const builder = siteIdentity('https://kuafor.blogspot.com/')!.scope;
    expect(inScope(new URL('https://kuafor.blogspot.com/p/iletisim.html'), builder)).toBe(true);
    expect(inScope(new URL('https://berber.blogspot.com/'), builder)).toBe(false);
    const own = siteIdentity('https://www.firma.com.tr/')!.scope;
    expect(inScope(new URL('https://shop.firma.com.tr/iletisim'), own)).toBe(true);
    const deep = siteIdentity('https://www.rehber.net/salon/kuafor-ali')!.scope;
    expect(inScope(new URL('https://www.rehber.net/salon/kuafor-ali/iletisim'), deep)).toBe(true);
    expect(inScope(new URL('https://www.rehber.net/iletisim'), deep)).toBe(false);
    const translated = siteIdentity('https://www.firma.com.tr/en/about-us')!.scope;
    expect(inScope(new URL('https://www.firma.com.tr/en/contact'), translated)).toBe(true);
  });

  it('two businesses on one unknown host in a batch each keep their own path', () => {
    const a = siteIdentity('https://rehber.example.org/isletme/kuafor-ece')!;
    const b = siteIdentity('https://rehber.example.org/isletme/berber-kaan/')!;
    const alone = siteIdentity('https://www.firma.com.tr/hakkimizda')!;
    const shared = withSharedHosts([a, b, alone]);
    expect([...shared]).toEqual([a, b]);
    expect(a.scope).toEqual({
      host: 'rehber.example.org',
      port: '',
      wholeDomain: false,
      prefix: '/isletme/kuafor-ece',
    });
    expect(b.scope.prefix).toBe('/isletme/berber-kaan');
    expect(alone.scope).toEqual({
      host: 'www.firma.com.tr',
      port: '',
      wholeDomain: false,
      prefix: '/hakkimizda',
    });
  });

  it('another port is another site: its own key, scope and politeness unit', () => {
    const first = siteIdentity('http://sites.example:8001/')!;
    const second = siteIdentity('http://sites.example:8002/')!;
    expect([first.key, second.key]).toEqual(['sites.example:8001', 'sites.example:8002']);
    expect(siteIdentity('https://www.firma.com.tr:443/')!.key).toBe('firma.com.tr');
    expect(inScope(new URL('http://sites.example:8001/iletisim'), first.scope)).toBe(true);
    expect(inScope(new URL('http://sites.example:8002/iletisim'), first.scope)).toBe(false);
    expect(inScope(new URL('http://sites.example/iletisim'), first.scope)).toBe(false);
    // Two home pages on one host name's ports are not one shared host.
    expect(withSharedHosts([first, second]).size).toBe(0);
    const deep = [
      siteIdentity('http://sites.example:8001/salon-a')!,
      siteIdentity('http://sites.example:8002/salon-b')!,
    ];
    expect(withSharedHosts(deep).size).toBe(0);
  });
});

const PLATFORM_FOOTER = `<footer class="site-footer"><p>DoktorTakvimi © 2025 · Destek: destek@doktortakvimi.com</p>
  <a href="https://www.instagram.com/doktortakvimi/">Instagram</a>
  <a href="https://www.facebook.com/DoktorTakvimi">Facebook</a>
  <a href="https://www.linkedin.com/company/docplanner">LinkedIn</a>
  <a href="/iletisim">İletişim</a></footer>`;

describe('crawling on a shared host', () => {
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer({
      'www.doktortakvimi.com': {
        '/ayse-yilmaz/dis-hekimi/istanbul': {
          body: `<header><a href="/">DoktorTakvimi</a></header><main><h1>Dt. Ayşe Yılmaz</h1>
            <p>Muayenehane e-posta: <a href="mailto:dt.ayseyilmaz@gmail.com">dt.ayseyilmaz@gmail.com</a></p>
            <a href="https://www.instagram.com/dt.ayseyilmaz/">Instagram</a>
            <a href="/ayse-yilmaz/dis-hekimi/istanbul/iletisim">Adres ve iletişim</a></main>${PLATFORM_FOOTER}`,
        },
        '/ayse-yilmaz/dis-hekimi/istanbul/iletisim': {
          body: `<main><p>WhatsApp: <a href="https://wa.me/905321112233">0532 111 22 33</a></p></main>${PLATFORM_FOOTER}`,
        },
        '/zeynep-ak/cildiye/bursa': {
          body: `<main><article><header><h1>Uzm. Dr. Zeynep Ak</h1>
            <a href="https://www.instagram.com/dr.zeynepak/">Instagram</a></header><p>Cildiye</p></article></main>${PLATFORM_FOOTER}`,
        },
        '/deniz-acar/fizyoterapist/izmir': {
          body: `<html><body><div class="page"><div class="container"><div class="row"><div class="profile">
            <header class="profile-header"><h1>Fzt. Deniz Acar</h1>
            <a href="https://www.instagram.com/fzt.denizacar/">Instagram</a></header></div></div></div></div>
            ${PLATFORM_FOOTER}</body></html>`,
        },
        '/mehmet-kaya/psikolog/ankara': {
          body: `<main><h1>Psk. Mehmet Kaya</h1><p>Randevu için formu kullanın.</p></main>${PLATFORM_FOOTER}`,
        },
        '/eski-doktor': { status: 301, headers: { location: '/' }, body: '' },
        '/yeni-ad': { status: 301, headers: { location: '/yeni-ad-2/diyetisyen/izmir' }, body: '' },
        '/yeni-ad-2/diyetisyen/izmir': {
          body: `<main><a href="mailto:diyet.yeniad@gmail.com">e-posta</a></main>${PLATFORM_FOOTER}`,
        },
        '/': { body: `<main>Türkiye'nin en büyük sağlık platformu</main>${PLATFORM_FOOTER}` },
        '/iletisim': { body: '<p>kurumsal@doktortakvimi.com</p>' },
      },
      // Two businesses' sites on one host name, told apart by port only (a stand-in's way).
      'sites.example': {
        '/': {
          body: `<h1>First Dental</h1><a href="/iletisim">İletişim</a>`,
        },
        '/iletisim': {
          body: `<p><a href="mailto:info@ilkdis.com.tr">info@ilkdis.com.tr</a>
            <a href="https://www.instagram.com/first.dental/">Instagram</a></p>`,
        },
      },
      'sites.example:8080': {
        '/': {
          body: `<h1>Second Dental</h1><p><a href="mailto:hello@secondsmile.co.uk">E-mail</a>
            <a href="https://www.instagram.com/second.dental/">Instagram</a></p>`,
        },
      },
      'rehber.example.org': {
        '/isletme/kuafor-ece': {
          body: `<p>Kuaför Ece · ece.kuafor@gmail.com</p><a href="https://instagram.com/kuafor.ece">ig</a>
            <div class="ft"><a href="https://instagram.com/rehberorg">Rehber</a> iletisim@rehber.example.org</div>`,
        },
        '/isletme/berber-kaan': {
          body: `<p>Berber Kaan · berberkaan@hotmail.com</p>
            <div class="ft"><a href="https://instagram.com/rehberorg">Rehber</a> iletisim@rehber.example.org</div>`,
        },
      },
    });
  });
  afterAll(() => server.close());

  function deps(): EnrichDeps {
    return {
      connect: throughServer(server.origin),
      resolve: async () => ['93.184.216.34'],
      now: Date.now,
      cache: createMemoryCache(),
      config: { ...DEFAULT_CONFIG, pageTimeoutMs: 2000 },
    };
  }

  it("takes the business's details, never the platform's, and stays inside the prefix", async () => {
    const found = await crawlSite(
      'https://www.doktortakvimi.com/ayse-yilmaz/dis-hekimi/istanbul',
      deps(),
      never,
    );
    expect(found).toEqual(
      findingsWith({
        emails: ['dt.ayseyilmaz@gmail.com'],
        instagram: 'dt.ayseyilmaz',
        whatsapp: '+905321112233',
      }),
    );
    expect(server.requests).not.toContain('www.doktortakvimi.com /iletisim');
    expect(
      await crawlSite('https://www.doktortakvimi.com/mehmet-kaya/psikolog/ankara', deps(), never),
    ).toEqual(NOTHING);
  });

  it("a header inside the profile's own article, or deep in its markup, is the business's, not the platform's chrome", async () => {
    expect(
      (await crawlSite('https://www.doktortakvimi.com/zeynep-ak/cildiye/bursa', deps(), never))
        .instagram,
    ).toBe('dr.zeynepak');
    expect(
      (
        await crawlSite(
          'https://www.doktortakvimi.com/deniz-acar/fizyoterapist/izmir',
          deps(),
          never,
        )
      ).instagram,
    ).toBe('fzt.denizacar');
  });

  it("follows a redirect to the business's new prefix, and finds nothing when it leads out to the platform", async () => {
    expect(await crawlSite('https://www.doktortakvimi.com/eski-doktor', deps(), never)).toEqual(
      NOTHING,
    );
    expect(
      (await crawlSite('https://www.doktortakvimi.com/yeni-ad', deps(), never)).emails,
    ).toEqual(['diyet.yeniad@gmail.com']);
  });

  it('gives two businesses on one host their own findings in one batch (the search path)', async () => {
    const rows = ['/ayse-yilmaz/dis-hekimi/istanbul', '/mehmet-kaya/psikolog/ankara'].map(
      (path) => ({ Website: `https://www.doktortakvimi.com${path}`, Email: '', Instagram: '' }),
    );
    const [ayse, mehmet] = await createEnricher(deps()).enrichRows(rows, {
      deadline: Date.now() + 10_000,
    });
    expect(ayse).toMatchObject({ Email: 'dt.ayseyilmaz@gmail.com', Instagram: 'dt.ayseyilmaz' });
    expect(mehmet).toMatchObject({ Email: '', Instagram: '' });
  });

  it('gives two businesses on one host name, different ports, their own findings in one batch', async () => {
    const rows = ['', ':8080'].map((port) => ({
      Website: `http://sites.example${port}/`,
      Email: '',
      Instagram: '',
    }));
    const [first, second] = await createEnricher(deps()).enrichRows(rows, {
      deadline: Date.now() + 10_000,
    });
    expect(first).toMatchObject({ Email: 'info@ilkdis.com.tr', Instagram: 'first.dental' });
    expect(second).toMatchObject({
      Email: 'hello@secondsmile.co.uk',
      Instagram: 'second.dental',
    });
  });

  it('on a host the batch shows to be shared, what every business page shows alike is the host’s', async () => {
    const rows = ['kuafor-ece', 'berber-kaan'].map((name): ProviderRow => ({
      Website: `https://rehber.example.org/isletme/${name}`,
      Email: '',
      Instagram: '',
    }));
    const [ece, kaan] = await createEnricher(deps()).enrichRows(rows, {
      deadline: Date.now() + 10_000,
    });
    expect(ece).toMatchObject({ Email: 'ece.kuafor@gmail.com', Instagram: 'kuafor.ece' });
    expect(kaan).toMatchObject({ Email: 'berberkaan@hotmail.com', Instagram: '' });
    expect(ece!.Contacts?.emails).toEqual(['ece.kuafor@gmail.com']);
  });
});
