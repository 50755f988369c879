// One business's site (issue 12 item 3, issue 20 item 1): robots.txt, the start page, then
// at most a few likely contact pages in parallel, all inside the site's scope (on a shared
// host, the business's path prefix). A site whose links name no contact page is looked up
// in its sitemap. Every fetch goes through safe-fetch. A refused or unreachable start page
// throws (enrichRows logs it and leaves the row as it was); a contact page that fails is
// skipped.
import { registrableDomain } from './domains.ts';
import { choose, collect, type Collected, type ExtractOptions } from './extract.ts';
import { findingsWith, NOTHING, type SiteFindings } from './findings.ts';
import { parsePage, type PageLink, type ParsedPage } from './html.ts';
import { profilePageFindings } from './profile-page.ts';
import { profileFromUrl } from './networks.ts';
import { squash, type Platform } from './platforms.ts';
import { ALLOW_ALL, DISALLOW_ALL, parseRobots, type RobotsPolicy } from './robots.ts';
import { acceptsHtml, acceptsText, fetchPage, type FetchDeps } from './safe-fetch.ts';
import {
  inScope,
  scopeServer,
  siteIdentity,
  type SiteIdentity,
  type SiteScope,
} from './site-identity.ts';

export { findingsOf } from './extract.ts';
export { NOTHING, type SiteFindings } from './findings.ts';

/**
 * A link's text or path folded for matching CONTACT_WORDS: URL-decoded, Turkish, German,
 * French and Spanish letters to ASCII, separators to spaces. Not the search key's fold
 * (search/fold.ts): this one keeps digits and most punctuation, which no pattern names.
 */
function foldForContactWords(text: string): string {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // A stray % keeps the raw text.
  }
  return decoded
    .toLocaleLowerCase('tr-TR')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[-_/.+#]+/g, ' ');
}

// Where a site puts its contact details: a contact page, or the legal notices that must
// name an address (Impressum, KVKK / aydınlatma metni, mentions légales, aviso legal,
// künye), then directions and about pages.
const CONTACT_WORDS: [RegExp, number][] = [
  [
    /\b(?:contact|contacts|contact us|contactus|iletisim|iletisim bilgileri|bize ulasin|bize yazin|ulasin|kontakt|kontaktformular|kontaktieren|contacto|contactanos|contactenos|contacta|contatti|contato|nous contacter|get in touch|reach us)\b/,
    3,
  ],
  [
    /\b(?:impressum|imprint|legal notice|mentions legales|aviso legal|nota legal|informacion legal|kunye|kvkk|aydinlatma metni|kisisel verilerin korunmasi|yasal uyari|mentions|legal)\b/,
    2.5,
  ],
  [
    /\b(?:ulasim|adres|adresimiz|subelerimiz|subeler|anfahrt|standort|como llegar|donde estamos|find us|visit us|location|locations|randevu|appointment|reservation|rezervasyon|reservierung|reserva)\b/,
    1.5,
  ],
  [
    /\b(?:datenschutz|privacy|privacidad|proteccion de datos|gizlilik|mesafeli satis|siparis|encomendas|pedidos|bestellung|order|orders|booking|teklif|angebot|presupuesto)\b/,
    1.2,
  ],
  [
    /\b(?:about|about us|hakkimizda|kurumsal|uber uns|a propos|chi siamo|quienes somos|sobre nosotros|who we are|team|ekibimiz|equipo)\b/,
    1,
  ],
];
const NOT_A_PAGE =
  /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|rar|docx?|xlsx?|pptx?|mp4|mp3|css|js|xml|json|ics|vcf)$/i;

// A site's own link that redirects to its profile (Odoo's /website/social/facebook).
const PROFILE_REDIRECT =
  /\/(?:website\/social|social|go|out|redirect|r)\/(?:facebook|instagram|twitter|x|youtube|linkedin|tiktok)\/?$/i;
const MAX_PROFILE_REDIRECTS = 6;

function contactScore(url: URL, text: string): number {
  const words = `${foldForContactWords(text)} ${foldForContactWords(url.pathname)} ${foldForContactWords(url.hash)}`;
  let best = 0;
  for (const [pattern, score] of CONTACT_WORDS)
    if (pattern.test(words)) best = Math.max(best, score);
  return best;
}

function candidateUrl(href: string, home: URL, scope: SiteScope): URL | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (!inScope(url, scope) || NOT_A_PAGE.test(url.pathname) || PROFILE_REDIRECT.test(url.pathname))
    return null;
  url.hash = '';
  // A one-page site's anchors (#iletisim) are the page already read.
  if (url.href === home.href || (url.pathname === home.pathname && url.search === home.search))
    return null;
  return url;
}

/** The start page's links most likely to lead to contact details, best first. */
export function contactLinks(
  page: ParsedPage,
  home: URL,
  limit: number,
  scope: SiteScope = {
    host: home.hostname.toLowerCase(),
    port: home.port,
    wholeDomain: true,
    prefix: '',
  },
): string[] {
  return rankContactUrls(
    page.links.map((link: PageLink) => ({ href: link.href, text: link.text })),
    home,
    scope,
  ).slice(0, limit);
}

/** Resolves the page's own profile redirects into links to the profiles they name. */
async function followProfileRedirects(
  page: ParsedPage,
  scope: SiteScope,
  profileBehind: (href: string) => Promise<string | null>,
): Promise<void> {
  const redirects = page.links
    .filter((link) => {
      try {
        const url = new URL(link.href);
        return inScope(url, scope) && PROFILE_REDIRECT.test(url.pathname);
      } catch {
        return false;
      }
    })
    .slice(0, MAX_PROFILE_REDIRECTS);
  const targets = await Promise.allSettled(redirects.map((link) => profileBehind(link.href)));
  targets.forEach((target, index) => {
    if (target.status === 'fulfilled' && target.value) {
      page.links.push({ ...redirects[index]!, href: target.value });
    }
  });
}

/** Guessed contact pages a site at most: each one that is not there costs a request. */
const MAX_GUESSES = 3;

// A contact page's usual address by the page's language, for a site whose links and sitemap
// name none (a menu a script draws, a one-page site): the first word is also tried with
// WordPress's trailing slash, which a server without redirects needs.
const USUAL_CONTACT_PATHS: Record<string, readonly string[]> = {
  tr: ['iletisim', 'bize-ulasin'],
  de: ['kontakt', 'impressum'],
  es: ['contacto', 'aviso-legal'],
  fr: ['contact', 'mentions-legales'],
  it: ['contatti', 'contatto'],
  pt: ['contato', 'contacto'],
  nl: ['contact'],
  en: ['contact', 'contact-us'],
};

/**
 * Guessed contact pages under the site's scope, for a site whose links and sitemap name
 * none: the language's usual paths (English's too), written with the extension the site's
 * own links use (`contact.html`), and Shopify's fixed `/pages/contact`.
 */
export function usualContactPages(page: ParsedPage, home: URL, scope: SiteScope): string[] {
  const language = page.lang?.slice(0, 2).toLowerCase() ?? '';
  const words = [
    ...new Set([...(USUAL_CONTACT_PATHS[language] ?? []), ...USUAL_CONTACT_PATHS.en!]),
  ];
  const hrefs = page.links.map((link) => link.href);
  // Weebly writes every page as name.html, Shopify a shop's contact page as /pages/contact.
  const extension =
    hrefs
      .filter((href) => candidateUrl(href, home, scope) !== null)
      .map((href) => /^[^?#]*?(\.(?:html?|php|aspx?))(?:[?#]|$)/i.exec(href)?.[1])
      .find((found) => found !== undefined) ??
    (hrefs.some((href) => /^https?:\/\/(?:www\.)?weebly\.com\//i.test(href)) ? '.html' : '');
  const base = `${home.origin}${scope.prefix}`;
  const paths = words.map((word) => `/${word}${extension}`);
  if (extension === '') paths.splice(1, 0, `/${words[0]}/`);
  if (
    hrefs.some((href) =>
      /^https?:\/\/(?:www\.)?shopify\.com|\/cdn\/shop\/|cdn\.shopify\.com|\/collections\//i.test(
        href,
      ),
    )
  ) {
    paths.unshift('/pages/contact');
  }
  return paths
    .map((path) => candidateUrl(`${base}${path}`, home, scope)?.href)
    .filter((href): href is string => href !== undefined);
}

/** The start page's menu links (header, navigation, footer) not read yet, in page order. */
export function menuLinks(
  page: ParsedPage,
  home: URL,
  limit: number,
  scope: SiteScope,
  read: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  for (const link of page.links) {
    if (found.length >= limit) break;
    if (!link.chrome) continue;
    const url = candidateUrl(link.href, home, scope);
    if (url && !read.has(url.href) && !found.includes(url.href)) found.push(url.href);
  }
  return found;
}

function rankContactUrls(
  links: { href: string; text: string }[],
  home: URL,
  scope: SiteScope,
): string[] {
  const scored = new Map<string, number>();
  for (const link of links) {
    const url = candidateUrl(link.href, home, scope);
    if (!url) continue;
    const score = contactScore(url, link.text);
    if (score > 0) scored.set(url.href, Math.max(score, scored.get(url.href) ?? 0));
  }
  return [...scored.entries()].sort(([, a], [, b]) => b - a).map(([href]) => href);
}

/** A signal that aborts with the parent or after `ms`, whichever comes first. */
export function timeoutSignal(
  parent: AbortSignal,
  ms: number,
): { signal: AbortSignal; done(): void } {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`timed out after ${ms} ms`)),
    Math.max(0, ms),
  );
  const onAbort = () => controller.abort(parent.reason);
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      parent.removeEventListener('abort', onAbort);
    },
  };
}

/** URLs listed in a sitemap (or the child sitemaps of a sitemap index), at most `limit`. */
export function sitemapLocations(
  xml: string,
  limit = 2000,
): { pages: string[]; sitemaps: string[] } {
  const pages: string[] = [];
  const sitemaps: string[] = [];
  const pattern = /<(url|sitemap)\b[\s\S]*?<loc>\s*([^<\s]+)\s*<\/loc>/gi;
  for (let match = pattern.exec(xml); match && pages.length + sitemaps.length < limit;) {
    const loc = match[2]!.replace(/&amp;/g, '&');
    (match[1]!.toLowerCase() === 'sitemap' ? sitemaps : pages).push(loc);
    match = pattern.exec(xml);
  }
  return { pages, sitemaps };
}

/** A site found as a shared host by the batch: its host's domain counts as a platform's. */
export function hostAsPlatform(host: string): Platform {
  const domain = registrableDomain(host);
  return {
    name: domain,
    domains: [domain],
    kind: 'builder',
    prefix: null,
    brands: [squash(domain.split('.')[0] ?? '')].filter((brand) => brand.length >= 3),
  };
}

/** A site's pages read, ready for the choice of its findings (see extract.ts). */
export interface CrawledPages {
  collected: Collected;
  siteHost: string;
  options: ExtractOptions;
}

export async function crawlSite(
  site: string | SiteIdentity,
  deps: FetchDeps,
  signal: AbortSignal,
): Promise<SiteFindings> {
  const crawled = await crawlSitePages(site, deps, signal);
  return 'collected' in crawled
    ? choose(crawled.collected, crawled.siteHost, crawled.options)
    : crawled;
}

/**
 * robots.txt answers by origin, shared by a batch's crawls: ten Instagram profiles in one
 * search ask instagram.com once.
 */
export type RobotsAnswers = Map<string, Promise<RobotsPolicy>>;

/**
 * The site's pages, collected; or its findings when they need no page (a profile, a
 * redirect out of the site). `sharedHost`: the batch showed the host to be shared by
 * several businesses, whose findings are then chosen side by side (enrich-rows.ts).
 */
export async function crawlSitePages(
  site: string | SiteIdentity,
  deps: FetchDeps,
  signal: AbortSignal,
  sharedHost = false,
  robotsByOrigin: RobotsAnswers = new Map(),
): Promise<SiteFindings | CrawledPages> {
  let identity = typeof site === 'string' ? siteIdentity(site) : site;
  if (!identity) return NOTHING;
  const profile = identity.profile;
  if (profile && !readsProfilePage(identity))
    return findingsWith({ [profile.field]: profile.value });
  if (identity.opaque && !profile) return NOTHING;

  const timeoutMs = deps.config.pageTimeoutMs;
  const robotsFor = (url: URL): Promise<RobotsPolicy> => {
    let policy = robotsByOrigin.get(url.origin);
    if (!policy) {
      policy = (async () => {
        const limit = timeoutSignal(signal, timeoutMs);
        try {
          const file = await fetchPage(`${url.origin}/robots.txt`, deps, limit.signal, acceptsText);
          if (file.ok) return parseRobots(file.text);
          // RFC 9309: a missing file (4xx) allows everything, a server error nothing. An
          // unreachable file (time-out, network error, refused address) fails the site:
          // nothing is fetched, and the reason is logged.
          return file.status >= 500 ? DISALLOW_ALL : ALLOW_ALL;
        } finally {
          limit.done();
        }
      })();
      robotsByOrigin.set(url.origin, policy);
    }
    return policy;
  };
  const getText = async (
    href: string,
    accept: (contentType: string) => boolean,
  ): Promise<{ text: string; url: URL } | null> => {
    const url = new URL(href);
    if (!(await robotsFor(url))(url.pathname + url.search)) return null;
    const limit = timeoutSignal(signal, timeoutMs);
    try {
      const fetched = await fetchPage(url.href, deps, limit.signal, accept);
      if (!fetched.ok) return null;
      const finalUrl = new URL(fetched.url);
      // A redirect may land on a path robots.txt forbids: then the page is not used.
      if (finalUrl.origin !== url.origin || finalUrl.pathname !== url.pathname) {
        if (!(await robotsFor(finalUrl))(finalUrl.pathname + finalUrl.search)) return null;
      }
      return { text: fetched.text, url: finalUrl };
    } finally {
      limit.done();
    }
  };
  /** Where a site's own redirect link to a profile leads (the profile is never fetched). */
  const profileBehind = async (href: string): Promise<string | null> => {
    const url = new URL(href);
    if (!(await robotsFor(url))(url.pathname + url.search)) return null;
    const limit = timeoutSignal(signal, timeoutMs);
    try {
      const isProfile = (target: URL) => profileFromUrl(target.href) !== null;
      const answer = await fetchPage(url.href, deps, limit.signal, () => false, isProfile);
      return isProfile(new URL(answer.url)) ? answer.url : null;
    } finally {
      limit.done();
    }
  };
  const getPage = async (href: string): Promise<{ page: ParsedPage; url: URL } | null> => {
    const got = await getText(href, acceptsHtml);
    return got ? { page: parsePage(got.text, got.url.href), url: got.url } : null;
  };

  if (profile) return readProfilePage(identity.start, profile, getText);

  const first = await getPage(identity.start.href);
  if (!first) return NOTHING;
  let scope = identity.scope;
  if (!inScope(first.url, scope)) {
    // Redirected out of the site: to a profile (the finding), to another business's prefix
    // on the same platform (its pages), or to a page of the platform's own (nothing).
    const landed = siteIdentity(first.url.href);
    if (!landed || landed.opaque) {
      return landed?.profile
        ? findingsWith({ [landed.profile.field]: landed.profile.value })
        : NOTHING;
    }
    if (sharedHost && scopeServer(landed.scope) === scopeServer(scope)) return NOTHING;
    identity = landed;
    scope = landed.scope;
  }

  const pages: ParsedPage[] = [first.page];
  const room = Math.max(0, deps.config.maxPages - 1);
  let more = contactLinks(first.page, first.url, room, scope);
  if (more.length === 0 && scope.wholeDomain && room > 0) {
    more = await sitemapContactPages(first.url, scope, room, getText);
  }
  const namesNoContactPage = more.length === 0;
  const readAll = async (hrefs: string[]) => {
    const extra = await Promise.allSettled(hrefs.map((href) => getPage(href)));
    for (const result of extra)
      if (result.status === 'fulfilled' && result.value) pages.push(result.value.page);
  };
  // The rest of the room goes to the menu's pages: a small site keeps addresses on pages no
  // word calls "contact" ("Ofis", "Catering", "Enoturismo").
  if (more.length < room) {
    more = [...more, ...menuLinks(first.page, first.url, room - more.length, scope, new Set(more))];
  }
  // What room is left goes to the usual contact addresses when nothing named one, on a
  // site that is the business's alone: its domain, its sub-domain of a builder, or its
  // sub-path of one (Google Sites' /view/<site>/contact, Wix's /<site>/iletisim), whose
  // menus a script often draws.
  const ownsSite =
    scope.wholeDomain ||
    (identity.platform !== null && (scope.prefix === '' || identity.platform.kind === 'builder'));
  if (namesNoContactPage && ownsSite && more.length < room) {
    const guesses = usualContactPages(first.page, first.url, scope).filter(
      (href) => !more.includes(href),
    );
    more = [...more, ...guesses.slice(0, Math.min(room - more.length, MAX_GUESSES))];
  }
  await Promise.all([readAll(more), followProfileRedirects(first.page, scope, profileBehind)]);

  const platform = identity.platform ?? (sharedHost ? hostAsPlatform(scope.host) : null);
  const options: ExtractOptions = {
    // On a platform, or a host the batch shows to be shared, no domain is the business's.
    ownHost: platform ? null : first.url.hostname,
    platform,
    dropChrome: identity.platform?.kind === 'profile',
    name: scope.prefix ? squash(scope.prefix.split('/').pop() ?? '') : '',
    lang: first.page.lang,
  };
  if (options.name === '')
    options.name = squash(registrableDomain(first.url.hostname).split('.')[0] ?? '');
  return { collected: collect(pages, options.ownHost), siteHost: first.url.hostname, options };
}

/** A website that is a network's profile page (not a WhatsApp link): its page may be read. */
export function readsProfilePage(identity: SiteIdentity): boolean {
  return (
    identity.profile !== null &&
    identity.profile.field !== 'whatsapp' &&
    /^https?:$/.test(identity.start.protocol)
  );
}

/**
 * A profile website's findings: the URL's profile, plus what the profile's own texts offer
 * where robots.txt allows the page (see profile-page.ts). Any failure, or a redirect away
 * from the profile (a login wall), leaves the URL's profile alone.
 */
async function readProfilePage(
  start: URL,
  profile: NonNullable<SiteIdentity['profile']>,
  getText: (
    href: string,
    accept: (type: string) => boolean,
  ) => Promise<{ text: string; url: URL } | null>,
): Promise<SiteFindings> {
  const own = findingsWith({ [profile.field]: profile.value });
  try {
    const got = await getText(start.href, acceptsHtml);
    if (!got || siteIdentity(got.url.href)?.profile?.value !== profile.value) return own;
    return profilePageFindings(got.text, got.url, profile);
  } catch {
    return own;
  }
}

/** Contact pages from /sitemap.xml (one level of a sitemap index), when no link names one. */
async function sitemapContactPages(
  home: URL,
  scope: SiteScope,
  limit: number,
  getText: (href: string, accept: (type: string) => boolean) => Promise<{ text: string } | null>,
): Promise<string[]> {
  const acceptsXml = (type: string) => type === '' || /xml|text\/plain/.test(type);
  try {
    const root = await getText(`${home.origin}/sitemap.xml`, acceptsXml);
    if (!root) return [];
    const listed = sitemapLocations(root.text);
    let pages = listed.pages;
    if (pages.length === 0 && listed.sitemaps.length > 0) {
      const child = listed.sitemaps.find((loc) => /page/i.test(loc)) ?? listed.sitemaps[0]!;
      const nested = await getText(child, acceptsXml);
      if (!nested) return [];
      pages = sitemapLocations(nested.text).pages;
    }
    return rankContactUrls(
      pages.map((href) => ({ href, text: '' })),
      home,
      scope,
    ).slice(0, limit);
  } catch {
    return [];
  }
}
