// Website enrichment (issue 12 items 3, 5 and 6) against stand-in sites on loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSiteServer,
  throughServer,
  type SiteServer,
  type SiteTable,
} from '../../../support/enrich/site-server.ts';
import { isPublicAddress } from '../../../../supabase/functions/_shared/enrich/address-guard.ts';
import { createMemoryCache } from '../../../../supabase/functions/_shared/enrich/cache.ts';
import {
  DEFAULT_CONFIG,
  USER_AGENT,
  type EnrichConfig,
} from '../../../../supabase/functions/_shared/enrich/config.ts';
import { crawlSite, findingsOf } from '../../../../supabase/functions/_shared/enrich/crawl-site.ts';
import {
  createEnricher,
  type EnrichDeps,
  type EnrichStats,
} from '../../../../supabase/functions/_shared/enrich/enrich-rows.ts';
import { findingsWith, NOTHING } from '../../../../supabase/functions/_shared/enrich/findings.ts';
import { parsePage } from '../../../../supabase/functions/_shared/enrich/html.ts';
import { parseRobots } from '../../../../supabase/functions/_shared/enrich/robots.ts';
import {
  checkUrl,
  RefusedUrlError,
} from '../../../../supabase/functions/_shared/enrich/safe-fetch.ts';

/** Cloudflare's encoding, to write protected addresses into fixtures. */
function cfEncode(email: string, key = 0x5a): string {
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return hex(key) + [...new TextEncoder().encode(email)].map((byte) => hex(byte ^ key)).join('');
}

function findingsOfHtml(html: string, url = 'https://www.firma.com.tr/') {
  return findingsOf([parsePage(html, url)], new URL(url).hostname);
}

// Host names the tests pretend are on the internet, and ones that are not.
const DNS: Record<string, string[]> = {
  'www.firma.com.tr': ['93.184.216.34'],
  'firma.com.tr': ['93.184.216.34'],
  'www.cafe.co.uk': ['2606:2800:220:1:248:1893:25c8:1946'],
  'internal.firma.com.tr': ['10.0.0.5'],
  'mixed.firma.com.tr': ['93.184.216.34', '192.168.1.20'],
  'metadata.firma.com.tr': ['169.254.169.254'],
  'v6-mapped.firma.com.tr': ['::ffff:127.0.0.1'],
};

function deps(
  server: SiteServer,
  config: Partial<EnrichConfig> = {},
  extra: Partial<EnrichDeps> = {},
): EnrichDeps {
  return {
    connect: throughServer(server.origin),
    resolve: async (host) => {
      const answer = DNS[host];
      if (!answer) throw new Error(`ENOTFOUND ${host}`);
      return answer;
    },
    now: Date.now,
    cache: createMemoryCache(),
    config: { ...DEFAULT_CONFIG, pageTimeoutMs: 2000, ...config },
    ...extra,
  };
}

const never = new AbortController().signal;

describe('public addresses only', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.100.100.200',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254',
    '64:ff9b::a00:1',
    '2002:c0a8:101::1',
    'ff02::1',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses other schemes, credentials, private literals in any spelling, and private DNS answers', async () => {
    const d = {
      connect: () => Promise.reject(new Error('checkUrl never connects')),
      resolve: async (host: string) => DNS[host] ?? [],
      config: DEFAULT_CONFIG,
    };
    for (const url of [
      'ftp://firma.com.tr/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://user:pw@www.firma.com.tr/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://127.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::1]:8080/',
      'http://169.254.169.254/latest/meta-data/',
      'http://internal.firma.com.tr/',
      'http://mixed.firma.com.tr/',
      'http://metadata.firma.com.tr/',
      'http://v6-mapped.firma.com.tr/',
      'http://unknown.invalid/',
      'http://www.firma.com.tr:6379/',
      'https://www.firma.com.tr:22/',
    ]) {
      await expect(checkUrl(new URL(url), d, never), url).rejects.toBeInstanceOf(RefusedUrlError);
    }
    await expect(checkUrl(new URL('https://www.firma.com.tr/'), d, never)).resolves.toEqual([
      '93.184.216.34',
    ]);
    await expect(checkUrl(new URL('http://www.firma.com.tr:8080/'), d, never)).resolves.toEqual([
      '93.184.216.34',
    ]);
    await expect(
      checkUrl(
        new URL('http://127.0.0.1/'),
        { ...d, config: { ...DEFAULT_CONFIG, allowPrivateNetwork: true } },
        never,
      ),
    ).resolves.toEqual(['127.0.0.1']);
  });
});

describe('e-mails on a page', () => {
  it('reads mailto links (query dropped), text, JSON-LD, Cloudflare and entity-encoded addresses', () => {
    const html = `<html><head><title>Firma</title>
      <script type="application/ld+json">{"@type":"LocalBusiness","email":"mailto:Rezervasyon@Firma.com.tr"}</script></head>
      <body><a href="mailto:INFO@firma.com.tr?subject=Merhaba">Bize yazın</a>
      <p><a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${cfEncode('muhasebe@firma.com.tr')}">[email&#160;protected]</a></p>
      <p><a href="/cdn-cgi/l/email-protection#${cfEncode('ik@firma.com.tr')}">İK</a></p>
      <p>&#105;&#110;&#102;&#111;2&#64;firma&#46;com&#46;tr</p></body></html>`;
    const { emails } = findingsOfHtml(html);
    expect([...emails].sort()).toEqual([
      'ik@firma.com.tr',
      'info2@firma.com.tr',
      'info@firma.com.tr',
      'muhasebe@firma.com.tr',
      'rezervasyon@firma.com.tr',
    ]);
    expect(emails[0]).toBe('info@firma.com.tr');
  });

  it('undoes the usual obfuscations and strips trailing punctuation', () => {
    const cases: [string, string][] = [
      ['info [at] firma [dot] com [dot] tr', 'info@firma.com.tr'],
      ['info(at)firma.com.tr', 'info@firma.com.tr'],
      ['iletisim {at} firma (nokta) com (nokta) tr', 'iletisim@firma.com.tr'],
      ['bilgi at firma dot com dot tr', 'bilgi@firma.com.tr'],
      // A German site's words for it.
      ['E-Mail: info at schluesseldienst-isar punkt de', 'info@schluesseldienst-isar.de'],
      ['destek @ firma.com.tr', 'destek@firma.com.tr'],
      ['E-posta: (SATIS@FIRMA.COM.TR);', 'satis@firma.com.tr'],
      ['Write to <hello@firma.com.tr>!', 'hello@firma.com.tr'],
    ];
    for (const [text, email] of cases) {
      expect(
        findingsOfHtml(`<p>${text.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`).emails,
        text,
      ).toEqual([email]);
    }
  });

  it('rejects image names, placeholders, trackers in scripts, package versions and no-reply senders', () => {
    const html = `<body>
      <img src="/img/logo@2x.png" alt="logo@2x.png"><p>icon@3x.webp</p>
      <p>Örnek: name@example.com, your@email.com, adiniz@firmaniz.com</p>
      <script>Sentry.init({dsn:"https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/5"})</script>
      <p data-x="605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com">605a7baede844d278b89dc95ae0a9123@sentry-next.wixpress.com</p>
      <p>Built on jquery@3.6.0 and bootstrap@5.3.2 and lodash@4.17.21</p>
      <p>noreply@firma.com.tr</p><p>Instagram @ firma.kahve</p></body>`;
    expect(findingsOfHtml(html).emails).toEqual([]);
  });

  it("drops a web agency's credit and puts the business's own domain first", () => {
    const html = `<body><p>Ofis: ofis.firma@gmail.com</p><p>Genel: info@firma.com.tr</p>
      <p>Partner: bayi@toptanci.com</p>
      <footer><p>© 2025 Firma · Web Tasarım: <a href="https://www.pixelajans.com">Pixel Ajans</a></p>
      <p>Destek: destek@pixelajans.com</p>
      <p>Site by Studio North — hello@studionorth.io</p></footer></body>`;
    expect(findingsOfHtml(html).emails).toEqual(['info@firma.com.tr', 'ofis.firma@gmail.com']);
  });

  it('drops an address at the domain of a footer link named for a web agency, with no credit words', () => {
    const html = `<body><p>Ücretsiz ekspertiz: 0312 354 88 21</p><footer><p>© Başkent Nakliyat</p>
      <p>Web: <a href="https://www.ankarawebajans.com">Ankara Web Ajans</a> – info@ankarawebajans.com</p></footer></body>`;
    expect(findingsOfHtml(html, 'https://www.baskentnakliyat.com/').emails).toEqual([]);
  });

  it('keeps a foreign company address when the site shows none of its own', () => {
    expect(
      findingsOfHtml('<p>Contact: bookings@harbourgroup.co.uk</p>', 'https://www.cafe.co.uk/')
        .emails,
    ).toEqual(['bookings@harbourgroup.co.uk']);
  });
});

describe('cost', () => {
  it('reads a 2 MB page of long unbroken words in linear time (no regex backtracking blow-up)', () => {
    const words = `<p>${'x'.repeat(200)} ${'y.'.repeat(100)} ${'a-b'.repeat(60)}</p>`.repeat(4800);
    const html = `<a href="/iletisim">İletişim</a>${words}<p>son@firma.com.tr</p>`;
    const started = performance.now();
    expect(findingsOfHtml(html).emails).toEqual(['son@firma.com.tr']);
    // Linear: about 120 ms on an idle core. Quadratic matching took 800 ms at a quarter of this
    // size, so it would take over 10 s here: the limit tells the two apart even on a loaded core.
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe('the Instagram handle', () => {
  it('takes profile links and never posts, reels, stories, tags, explore or platform pages', () => {
    const html = `<body>
      <a href="https://www.instagram.com/p/C1abcDEF/">post</a><a href="https://instagram.com/reel/xyz/">reel</a>
      <a href="https://www.instagram.com/stories/someone/123/">story</a>
      <a href="https://www.instagram.com/explore/tags/kahve/">tag</a><a href="https://www.instagram.com/explore/">x</a>
      <a href="https://www.instagram.com/instagram/">platform</a><a href="https://about.instagram.com/">about</a>
      <a href="https://help.instagram.com/">help</a><a href="https://www.instagram.com/accounts/login/">login</a>
      <a href="https://www.instagram.com/Firma.Kahve/?hl=tr" aria-label="Instagram"></a></body>`;
    expect(findingsOfHtml(html).instagram).toBe('firma.kahve');
  });

  it('reads instagr.am, the app link form, JSON-LD sameAs and "Instagram: @handle" text', () => {
    expect(findingsOfHtml('<a href="http://instagr.am/firmakahve">ig</a>').instagram).toBe(
      'firmakahve',
    );
    expect(findingsOfHtml('<a href="https://instagram.com/_u/firma_kahve">ig</a>').instagram).toBe(
      'firma_kahve',
    );
    expect(
      findingsOfHtml(
        '<script type="application/ld+json">{"sameAs":["https://www.facebook.com/x","https://www.instagram.com/firmald/"]}</script>',
      ).instagram,
    ).toBe('firmald');
    expect(findingsOfHtml('<p>Instagram: @firma.kahve</p>').instagram).toBe('firma.kahve');
    expect(findingsOfHtml("<p>Bizi Instagram'da takip edin @firmakahve.</p>").instagram).toBe(
      'firmakahve',
    );
  });

  it("ignores an agency's handle in the credit line", () => {
    const html = `<ul><li><a href="https://instagram.com/firmakahve">IG</a></li></ul>
      <p>Designed by <a href="https://instagram.com/pixelajans">Pixel</a></p>`;
    expect(findingsOfHtml(html).instagram).toBe('firmakahve');
    expect(
      findingsOfHtml('<p>Designed by <a href="https://instagram.com/pixelajans">Pixel</a></p>')
        .instagram,
    ).toBeNull();
  });
});

describe('robots.txt', () => {
  it('follows our group over *, the longest rule, Allow on ties, wildcards and $', () => {
    const policy = parseRobots(
      'User-agent: *\nDisallow: /\n\nUser-agent: ProspectoryBot\nDisallow: /iletisim\nAllow: /iletisim/form\nDisallow: /*.php$\n',
    );
    expect(policy('/')).toBe(true);
    expect(policy('/iletisim')).toBe(false);
    expect(policy('/iletisim/form')).toBe(true);
    expect(policy('/index.php')).toBe(false);
    expect(policy('/index.php?x=1')).toBe(true);
    expect(parseRobots('User-agent: *\nDisallow: /\n')('/contact')).toBe(false);
    expect(parseRobots('User-agent: *\nDisallow:\n')('/contact')).toBe(true);
  });
});

const HOME = `<!doctype html><html><head><meta charset="utf-8"><title>Firma</title></head><body>
  <nav><a href="/">Ana Sayfa</a><a href="/hakkimizda">Hakkımızda</a><a href="/urunler">Ürünler</a>
  <a href="/sayfa.php?id=7">İletişim</a><a href="https://www.facebook.com/firma">Facebook</a></nav>
  <p>Kaliteli hizmet.</p></body></html>`;

function latin5(text: string): Uint8Array {
  // windows-1254 for the Turkish letters used here; ASCII otherwise.
  const map: Record<string, number> = {
    ş: 0xfe,
    ı: 0xfd,
    ğ: 0xf0,
    İ: 0xdd,
    ü: 0xfc,
    ö: 0xf6,
    ç: 0xe7,
    Ş: 0xde,
    Ü: 0xdc,
  };
  return Uint8Array.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
}

const SITES: SiteTable = {
  'www.firma.com.tr': {
    '/': { body: HOME },
    '/sayfa.php?id=7': { body: '<p>E-posta: iletisim@firma.com.tr</p>' },
    '/hakkimizda': { body: '<p><a href="https://instagram.com/firmatr">Instagram</a></p>' },
    '/urunler': { body: '<p>Ürün kataloğu: boya, vernik, astar.</p>' },
  },
  // windows-1254 declared in the header only: the link text "İletişim" must still be read.
  'tr1254.firma.com.tr': {
    '/': {
      headers: { 'content-type': 'text/html; charset=windows-1254' },
      body: latin5('<p><a href="/s?id=3">İletişim</a> <a href="/x">Ürünler</a></p>'),
    },
    '/s?id=3': {
      headers: { 'content-type': 'text/html; charset=windows-1254' },
      body: latin5('<p>Yazışma: yazisma@firma.com.tr</p>'),
    },
  },
  // ISO-8859-9 declared in a meta tag only.
  'tr88599.firma.com.tr': {
    '/': {
      headers: { 'content-type': 'text/html' },
      body: latin5(
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-9"></head><body><a href="/p2">Bize Ulaşın</a></body></html>',
      ),
    },
    '/p2': {
      headers: { 'content-type': 'text/html' },
      body: latin5('<meta charset="iso-8859-9"><p>ulasim@firma.com.tr</p>'),
    },
  },
  'robots.firma.com.tr': {
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      body: 'User-agent: *\nDisallow: /iletisim\n',
    },
    '/': { body: '<a href="/iletisim">İletişim</a><p>home@firma.com.tr</p>' },
    '/iletisim': { body: '<p>secret@firma.com.tr</p>' },
  },
  'closed.firma.com.tr': {
    '/robots.txt': {
      headers: { 'content-type': 'text/plain' },
      body: 'User-agent: ProspectoryBot\nDisallow: /\n',
    },
    '/': { body: '<p>home@firma.com.tr</p>' },
  },
  'many.firma.com.tr': {
    '/': {
      body: ['contact', 'iletisim', 'kontakt', 'impressum', 'about', 'hakkimizda', 'bize-ulasin']
        .map((path) => `<a href="/${path}">${path}</a>`)
        .join(''),
    },
  },
  'big.firma.com.tr': {
    '/': {
      body: `<p>early@firma.com.tr</p>${'<p>lorem ipsum</p>'.repeat(60_000)}<p>late@firma.com.tr</p>`,
    },
  },
  'hang.firma.com.tr': { '/': { hang: true } },
  'trickle.firma.com.tr': {
    '/': { trickle: true, body: '<p>partial@firma.com.tr' + ' '.repeat(500) },
  },
  'redirect-private.firma.com.tr': {
    '/': { status: 302, headers: { location: 'http://127.0.0.1:9/secret' } },
  },
  'redirect-internal.firma.com.tr': {
    '/': { status: 301, headers: { location: 'http://internal.firma.com.tr/' } },
  },
  'internal.firma.com.tr': { '/': { body: '<p>intranet@firma.com.tr</p>' } },
  'loop.firma.com.tr': {
    '/': { status: 302, headers: { location: '/a' } },
    '/a': { status: 302, headers: { location: '/b' } },
    '/b': { status: 302, headers: { location: '/c' } },
    '/c': { status: 302, headers: { location: '/d' } },
    '/d': { body: '<p>far@firma.com.tr</p>' },
  },
  'hop.firma.com.tr': {
    '/': { status: 301, headers: { location: 'https://www.firma.com.tr/' } },
  },
  // A small studio's site: the address only on a menu page no word calls "contact".
  'menu.firma.com.tr': {
    '/': {
      body: '<header><nav><a href="/projeler">Projeler</a> <a href="/ofis">Ofis</a></nav></header><main><p>Mimarlık ve iç mimarlık.</p><a href="/blog/yazi-1">Yazı</a></main>',
    },
    '/projeler': { body: '<p>Cihangir, Ayvalık, Kadıköy.</p>' },
    '/ofis': { body: '<p>Bize yazın: studio@firma.com.tr</p>' },
    '/blog/yazi-1': { body: '<p>partner@baska-firma.com</p>' },
  },
  // Odoo's footer icons link to the site's own /website/social/<network>, which redirects.
  'odoo.firma.com.tr': {
    '/': {
      body: '<footer><div class="s_social_media"><a href="/website/social/facebook" aria-label="Facebook"></a><a href="/website/social/instagram" aria-label="Instagram"></a></div><p>reception@firma.com.tr</p></footer>',
    },
    '/website/social/facebook': {
      status: 303,
      headers: { location: 'https://www.facebook.com/oakhillvetsdublin' },
    },
    '/website/social/instagram': {
      status: 303,
      headers: { location: 'https://www.instagram.com/oakhillvets/' },
    },
  },
  'menuhome.firma.com.tr': {
    '/': { body: '<header><nav><a href="/ofis">Ofis</a></nav></header><p>home@firma.com.tr</p>' },
    '/ofis': { body: '<p>studio@firma.com.tr</p>' },
  },
  // No link names the contact page and there is no sitemap (a menu a script draws).
  'guess.firma.com.tr': {
    '/': { body: '<html lang="tr"><p>Tadilat ve dekorasyon</p></html>' },
    '/iletisim/': { body: '<p>E-posta: teklif (at) firma.com.tr</p>' },
  },
  'shop.firma.com.tr': {
    '/': {
      body: '<html lang="en"><footer><a href="https://www.shopify.com?utm_campaign=poweredby">Powered by Shopify</a></footer></html>',
    },
    '/pages/contact': { body: '<p>hello@firma.com.tr</p>' },
  },
  // A free builder's sub-path site: its only menu link is its home, its contact page is
  // the builder's usual one under the site's path; the account's other site is not read.
  'studyo.wixsite.com': {
    '/atolye': {
      body: '<html lang="tr"><header><a href="https://studyo.wixsite.com/atolye">Atölye</a></header><p>Seramik kursları</p></html>',
    },
    '/atolye/iletisim': { body: '<p>E-posta: atolye.seramik@gmail.com</p>' },
    '/iletisim': { body: '<p>baska.isletme@gmail.com</p>' },
  },
  'static.firma.com.tr': {
    '/': { body: '<html lang="de"><a href="/leistungen.html">Leistungen</a></html>' },
    '/kontakt.html': { body: '<p>post@firma.com.tr</p>' },
  },
};
for (const host of [
  'tr1254',
  'tr88599',
  'robots',
  'closed',
  'many',
  'big',
  'hang',
  'trickle',
  'redirect-private',
  'redirect-internal',
  'loop',
  'hop',
  'menu',
  'menuhome',
  'odoo',
  'guess',
  'shop',
  'static',
]) {
  DNS[`${host}.firma.com.tr`] = ['93.184.216.34'];
}
DNS['studyo.wixsite.com'] = ['93.184.216.34'];

describe('crawling a site on loopback', () => {
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer(SITES);
    // The private-network redirect target: our "internal" service on loopback.
    SITES[`127.0.0.1:9`] = { '/secret': { body: '<p>root@internal.lan</p>' } };
  });
  afterAll(() => server.close());

  it('reads the home page, the contact pages named in links (Turkish ones included), then the menu, with an honest User-Agent', async () => {
    const found = await crawlSite('www.firma.com.tr', deps(server), never);
    expect(found).toEqual(
      findingsWith({
        emails: ['iletisim@firma.com.tr'],
        instagram: 'firmatr',
        facebook: 'https://www.facebook.com/firma',
      }),
    );
    expect(server.requests).toContain('www.firma.com.tr /sayfa.php?id=7');
    expect(server.requests).toContain('www.firma.com.tr /urunler');
    expect(new Set(server.userAgents)).toEqual(new Set([USER_AGENT]));
    expect(USER_AGENT).toMatch(/ProspectoryBot\/1\.0; \+https:\/\/prospectory\.app/);
  });

  it('decodes windows-1254 (header) and ISO-8859-9 (meta) pages', async () => {
    expect((await crawlSite('http://tr1254.firma.com.tr/', deps(server), never)).emails).toEqual([
      'yazisma@firma.com.tr',
    ]);
    expect((await crawlSite('http://tr88599.firma.com.tr/', deps(server), never)).emails).toEqual([
      'ulasim@firma.com.tr',
    ]);
  });

  it('respects robots.txt', async () => {
    expect((await crawlSite('http://robots.firma.com.tr/', deps(server), never)).emails).toEqual([
      'home@firma.com.tr',
    ]);
    expect(server.requests).not.toContain('robots.firma.com.tr /iletisim');
    expect(await crawlSite('http://closed.firma.com.tr/', deps(server), never)).toEqual(NOTHING);
    expect(server.requests).not.toContain('closed.firma.com.tr /');
  });

  it('fetches at most a few pages a site', async () => {
    await crawlSite('http://many.firma.com.tr/', deps(server, { maxPages: 4 }), never);
    const pages = server.requests.filter(
      (line) => line.startsWith('many.') && !line.endsWith('/robots.txt'),
    );
    expect(pages).toHaveLength(4);
  });

  it("reads the menu's pages after the contact pages, never the content's links", async () => {
    expect((await crawlSite('http://menu.firma.com.tr/', deps(server), never)).emails).toEqual([
      'studio@firma.com.tr',
    ]);
    // The menu only (header, navigation, footer): not every link of the content.
    expect(server.requests).not.toContain('menu.firma.com.tr /blog/yazi-1');
    expect((await crawlSite('http://menuhome.firma.com.tr/', deps(server), never)).emails).toEqual([
      'home@firma.com.tr',
      'studio@firma.com.tr',
    ]);
  });

  it("tries the language's usual contact page when no link or sitemap names one", async () => {
    expect((await crawlSite('http://guess.firma.com.tr/', deps(server), never)).emails).toEqual([
      'teklif@firma.com.tr',
    ]);
    expect((await crawlSite('http://shop.firma.com.tr/', deps(server), never)).emails).toEqual([
      'hello@firma.com.tr',
    ]);
    // The extension the site's own links use.
    expect((await crawlSite('http://static.firma.com.tr/', deps(server), never)).emails).toEqual([
      'post@firma.com.tr',
    ]);
    // Under a builder's sub-path, the business's own prefix.
    expect(
      (await crawlSite('http://studyo.wixsite.com/atolye', deps(server), never)).emails,
    ).toEqual(['atolye.seramik@gmail.com']);
    // A site whose links name its contact page gets no guesses.
    await crawlSite('www.firma.com.tr', deps(server), never);
    expect(server.requests.filter((line) => line.startsWith('www.'))).not.toContainEqual(
      expect.stringMatching(/ \/(?:contact|iletisim)/),
    );
  });

  it("reads where the site's own social redirects lead, without fetching the profiles", async () => {
    const found = await crawlSite('http://odoo.firma.com.tr/', deps(server), never);
    expect(found.facebook).toBe('https://www.facebook.com/oakhillvetsdublin');
    expect(found.instagram).toBe('oakhillvets');
    expect(server.requests.filter((line) => !line.startsWith('odoo.'))).not.toContainEqual(
      expect.stringMatching(/facebook|instagram/),
    );
  });

  it('reads no more than the size cap', async () => {
    const found = await crawlSite(
      'http://big.firma.com.tr/',
      deps(server, { maxBytes: 64 * 1024 }),
      never,
    );
    expect(found.emails).toEqual(['early@firma.com.tr']);
  });

  it('refuses a redirect to a private address, and follows it only under ENRICH_ALLOW_PRIVATE_NETWORK', async () => {
    const before = server.requests.length;
    await expect(
      crawlSite('http://redirect-private.firma.com.tr/', deps(server), never),
    ).rejects.toThrow(RefusedUrlError);
    await expect(
      crawlSite('http://redirect-internal.firma.com.tr/', deps(server), never),
    ).rejects.toThrow(RefusedUrlError);
    const reached = server.requests.slice(before);
    expect(
      reached.some((line) => line.startsWith('127.0.0.1:9') || line.startsWith('internal.')),
    ).toBe(false);

    const open = deps(server, { allowPrivateNetwork: true });
    expect((await crawlSite('http://redirect-private.firma.com.tr/', open, never)).emails).toEqual([
      'root@internal.lan',
    ]);
    expect((await crawlSite('http://redirect-internal.firma.com.tr/', open, never)).emails).toEqual(
      ['intranet@firma.com.tr'],
    );
  });

  it('follows at most 3 redirects', async () => {
    expect((await crawlSite('http://hop.firma.com.tr/', deps(server), never)).emails).toEqual([
      'iletisim@firma.com.tr',
    ]);
    await expect(crawlSite('http://loop.firma.com.tr/', deps(server), never)).rejects.toThrow(
      RefusedUrlError,
    );
    expect(server.requests).not.toContain('loop.firma.com.tr /d');
  });

  it('gives up on a hanging site and on a body that never ends, after the page time-out', async () => {
    const started = Date.now();
    expect(
      await crawlSite(
        'http://hang.firma.com.tr/',
        deps(server, { pageTimeoutMs: 300 }),
        never,
      ).catch(() => 'failed'),
    ).toBe('failed');
    expect(
      await crawlSite(
        'http://trickle.firma.com.tr/',
        deps(server, { pageTimeoutMs: 300 }),
        never,
      ).catch(() => 'failed'),
    ).toBe('failed');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('a website that is an Instagram profile fills Instagram when its page cannot be read', async () => {
    const before = server.requests.length;
    expect(await crawlSite('https://www.instagram.com/firma.kahve/', deps(server), never)).toEqual(
      findingsWith({ instagram: 'firma.kahve' }),
    );
    expect(await crawlSite('instagram.com/p/C1abc/', deps(server), never)).toEqual(NOTHING);
    expect(server.requests.length).toBe(before);
  });
});

describe('enrichRows', () => {
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer(SITES);
  });
  afterAll(() => server.close());

  const row = (Website: string) => ({ Name: 'x', Website, Email: '', Instagram: '' });

  it('fills the fields, leaves failed and unfinished sites empty and answers by the deadline', async () => {
    let seen: EnrichStats | undefined;
    const started = Date.now();
    const rows = await createEnricher(deps(server, { pageTimeoutMs: 10_000 })).enrichRows(
      [
        row('https://www.firma.com.tr'),
        row('http://hang.firma.com.tr/'),
        row('http://redirect-private.firma.com.tr/'),
        row(''),
        row('https://instagram.com/firma.kahve'),
      ],
      { deadline: Date.now() + 1500, onStats: (stats) => (seen = stats) },
    );
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(2500);
    expect(rows).toEqual([
      {
        Name: 'x',
        Website: 'https://www.firma.com.tr',
        Email: 'iletisim@firma.com.tr',
        Instagram: 'firmatr',
        Contacts: findingsWith({
          emails: ['iletisim@firma.com.tr'],
          // Labelled; no MX checker in these deps, so the mail server is unknown.
          emailChecks: [
            {
              email: 'iletisim@firma.com.tr',
              domain: 'firma.com.tr',
              origin: 'own-domain',
              role: true,
              mx: null,
            },
          ],
          instagram: 'firmatr',
          facebook: 'https://www.facebook.com/firma',
        }),
      },
      row('http://hang.firma.com.tr/'),
      row('http://redirect-private.firma.com.tr/'),
      row(''),
      {
        ...row('https://instagram.com/firma.kahve'),
        Instagram: 'firma.kahve',
        // Its page unreachable (robots.txt did not answer), the URL alone is the finding.
        Contacts: findingsWith({ instagram: 'firma.kahve', emailChecks: [] }),
      },
    ]);
    // The profile's page is read like a site's; the hanging one was cut off by the deadline.
    expect(seen).toMatchObject({ sites: 4, fromCache: 0, crawled: 2, failed: 1, unfinished: 1 });
    expect(seen!.ms).toBeGreaterThanOrEqual(1400);
  });

  it('caches per domain until the TTL passes, and never caches a failure', async () => {
    let now = 1_000_000;
    const cache = createMemoryCache(() => now);
    const d = deps(
      server,
      { cacheTtlHours: 1, pageTimeoutMs: 300 },
      { cache, now: () => Date.now() },
    );
    const enricher = createEnricher(d);
    const count = () =>
      server.requests.filter((line) => line.startsWith('www.firma.com.tr ')).length;
    const first = count();
    await enricher.enrichRows(
      [row('https://www.firma.com.tr/'), row('http://hang.firma.com.tr/')],
      { deadline: Date.now() + 5000 },
    );
    const afterFirst = count();
    expect(afterFirst).toBeGreaterThan(first);
    expect(cache.size()).toBe(1);
    const again = await enricher.enrichRows(
      [row('http://firma.com.tr/'.replace('firma', 'www.firma'))],
      { deadline: Date.now() + 5000 },
    );
    expect(again[0]!.Email).toBe('iletisim@firma.com.tr');
    expect(count()).toBe(afterFirst);
    now += 3600 * 1000 + 1;
    await enricher.enrichRows([row('https://www.firma.com.tr/')], { deadline: Date.now() + 5000 });
    expect(count()).toBeGreaterThan(afterFirst);
  });

  it('crawls anyway when the cache fails or hangs', async () => {
    const broken = {
      get: () => Promise.reject(new Error('PostgREST down')),
      put: () => Promise.reject(new Error('PostgREST down')),
    };
    const hanging = {
      get: () => new Promise<never>(() => undefined),
      put: () => new Promise<never>(() => undefined),
    };
    for (const cache of [broken, hanging]) {
      const started = Date.now();
      const rows = await createEnricher(deps(server, {}, { cache })).enrichRows(
        [row('https://www.firma.com.tr/')],
        {
          deadline: Date.now() + 5000,
        },
      );
      expect(rows[0]!.Email).toBe('iletisim@firma.com.tr');
      expect(Date.now() - started).toBeLessThan(4500);
    }
  });

  it('crawls a bounded number of sites at once', async () => {
    // Requests in flight per site: a site may read its pages in parallel.
    const active = new Map<string, number>();
    let peak = 0;
    const slow = await startSiteServer((host) =>
      host.endsWith('.slow.test') ? { delayMs: 100, body: '<p>a@b.slow.test</p>' } : undefined,
    );
    try {
      const base = throughServer(slow.origin);
      const d = deps(
        slow,
        { concurrency: 3, allowPrivateNetwork: true },
        {
          resolve: async () => ['127.0.0.1'],
          connect: async (request) => {
            const site = request.url.host;
            active.set(site, (active.get(site) ?? 0) + 1);
            peak = Math.max(peak, active.size);
            try {
              return await base(request);
            } finally {
              const left = active.get(site)! - 1;
              if (left === 0) active.delete(site);
              else active.set(site, left);
            }
          },
        },
      );
      const rows = Array.from({ length: 12 }, (_, i) => row(`http://s${i}.slow.test/`));
      const out = await createEnricher(d).enrichRows(rows, { deadline: Date.now() + 20_000 });
      expect(out.every((r) => r.Email === 'a@b.slow.test')).toBe(true);
      expect(peak).toBeLessThanOrEqual(3);
    } finally {
      await slow.close();
    }
  });
});

describe('a website that is a social profile', () => {
  const PROFILES: SiteTable = {
    // Facebook's and Instagram's robots.txt turn every crawler away but the search engines.
    'www.facebook.com': {
      '/robots.txt': { body: 'User-agent: Googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /\n' },
      '/karsiyakacilingir35': {
        body: '<meta name="description" content="WhatsApp: 0536 411 22 16">',
      },
    },
    'www.tiktok.com': {
      '/@kasdalis': {
        body: `<html lang="tr"><head><title>Kaş Dalış (@kasdalis) | TikTok</title>
          <meta name="description" content="Kaş Dalış (@kasdalis) TikTok'ta | 12 Beğeni. Kaş'ta dalış okulu · WhatsApp: 0532 144 77 88 · iletisim@kasdalis.com">
          <meta property="og:description" content="Kaş'ta dalış okulu · WhatsApp: 0532 144 77 88">
          <script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">{"userInfo":{"user":{"uniqueId":"kasdalis","signature":"IG: kasdalis.official\\nYT: youtube.com/@kasdalis"}}}</script></head>
          <body><header><a href="https://www.instagram.com/tiktok/">Instagram</a></header>
          <p>Önerilen hesaplar: <a href="https://www.tiktok.com/@baskadalis">@baskadalis</a> · <a href="https://www.instagram.com/baskadalis/">IG</a></p>
          <footer><a href="mailto:feedback@tiktok.com">feedback@tiktok.com</a> <a href="https://www.youtube.com/@tiktok">YouTube</a> WhatsApp: 0212 000 11 22</footer></body></html>`,
      },
      // A login wall in front of the profile: its page is not the profile's.
      '/@duvarli': { status: 302, headers: { location: 'https://www.tiktok.com/login?next=1' } },
      '/login?next=1': { body: '<meta name="description" content="Destek: destek@tiktok.com">' },
    },
  };
  let server: SiteServer;
  beforeAll(async () => {
    server = await startSiteServer(PROFILES);
  });
  afterAll(() => server.close());
  const open = (cache = createMemoryCache()) =>
    deps(server, {}, { resolve: async () => ['93.184.216.34'], cache });

  it("reads only the profile's own texts where robots.txt allows, keeping the URL's profile", async () => {
    expect(await crawlSite('https://www.tiktok.com/@kasdalis', open(), never)).toEqual(
      findingsWith({
        emails: ['iletisim@kasdalis.com'],
        instagram: 'kasdalis.official',
        youtube: 'https://www.youtube.com/@kasdalis',
        tiktok: 'https://www.tiktok.com/@kasdalis',
        whatsapp: '+905321447788',
      }),
    );
  });

  it('obeys robots.txt: one request, and the URL alone is the finding', async () => {
    const before = server.requests.length;
    expect(await crawlSite('https://www.facebook.com/karsiyakacilingir35', open(), never)).toEqual(
      findingsWith({ facebook: 'https://www.facebook.com/karsiyakacilingir35' }),
    );
    expect(server.requests.slice(before)).toEqual(['www.facebook.com /robots.txt']);
  });

  it('keeps the URL alone when the page redirects away from the profile (a login wall)', async () => {
    expect(await crawlSite('https://www.tiktok.com/@duvarli', open(), never)).toEqual(
      findingsWith({ tiktok: 'https://www.tiktok.com/@duvarli' }),
    );
  });

  it('asks a profile host for its robots.txt once a batch', async () => {
    const before = server.requests.length;
    const pages = [
      'https://www.facebook.com/karsiyakacilingir35',
      'https://www.facebook.com/terzihuseyin',
    ];
    const found = await createEnricher(open()).enrichSites(pages, { deadline: Date.now() + 5000 });
    expect(pages.map((page) => found.get(page)?.facebook)).toEqual(pages);
    expect(server.requests.slice(before)).toEqual(['www.facebook.com /robots.txt']);
  });

  it("does the same in a batch, cached under the profile's own key", async () => {
    const cache = createMemoryCache();
    const rows = await createEnricher(open(cache)).enrichRows(
      [{ Name: 'x', Website: 'https://www.tiktok.com/@kasdalis', Email: '', Instagram: '' }],
      { deadline: Date.now() + 5000 },
    );
    expect(rows[0]).toMatchObject({
      Email: 'iletisim@kasdalis.com',
      Instagram: 'kasdalis.official',
      Contacts: { whatsapp: '+905321447788', tiktok: 'https://www.tiktok.com/@kasdalis' },
    });
    expect([...(await cache.get(['tiktok.com/@kasdalis'], 3600)).keys()]).toEqual([
      'tiktok.com/@kasdalis',
    ]);
  });
});
