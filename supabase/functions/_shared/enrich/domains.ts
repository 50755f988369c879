// "The business's own domain": the registrable part of a host name, so www.firma.com.tr,
// shop.firma.com.tr and firma.com.tr are one site. A short list of two-level public
// suffixes covers the countries our customers search; anything else counts as one level.

const TWO_LEVEL_SUFFIXES = new Set([
  'com.tr',
  'net.tr',
  'org.tr',
  'gen.tr',
  'web.tr',
  'biz.tr',
  'info.tr',
  'av.tr',
  'dr.tr',
  'bel.tr',
  'k12.tr',
  'edu.tr',
  'gov.tr',
  'tv.tr',
  'name.tr',
  'tel.tr',
  'co.uk',
  'org.uk',
  'me.uk',
  'ltd.uk',
  'plc.uk',
  'ac.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'co.za',
  'co.jp',
  'co.kr',
  'com.br',
  'com.mx',
  'com.ar',
  'com.cn',
  'com.sg',
  'com.my',
  'com.cy',
  'co.il',
  'co.in',
  'ac.at',
  'co.at',
  'or.at',
  'com.es',
  'com.pl',
  'com.gr',
  'com.ua',
  'com.ru',
  'com.eg',
  'com.sa',
  'ae.org',
  'com.pt',
]);

/** A page names the same few domains over and over: remember the last answers. */
const REGISTRABLE = new Map<string, string>();

export function registrableDomain(host: string): string {
  const known = REGISTRABLE.get(host);
  if (known !== undefined) return known;
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const lastTwo = labels.slice(-2).join('.');
  const domain =
    labels.length <= 2
      ? labels.join('.')
      : TWO_LEVEL_SUFFIXES.has(lastTwo)
        ? labels.slice(-3).join('.')
        : lastTwo;
  if (REGISTRABLE.size >= 4096) REGISTRABLE.clear();
  REGISTRABLE.set(host, domain);
  return domain;
}

/** The cache key of a site: its host name, lower-cased, without `www.`. */
export function siteKey(url: URL): string {
  return url.hostname.toLowerCase().replace(/^www\./, '');
}

export function sameSite(a: string, b: string): boolean {
  return registrableDomain(a) === registrableDomain(b);
}
