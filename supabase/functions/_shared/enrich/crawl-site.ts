// One business website: robots.txt, the home page, then at most a few likely contact
// pages in parallel (issue 12 item 3). Every fetch goes through safe-fetch. A refused or
// unreachable home page throws (enrichRows logs it and leaves the row as it was); a contact
// page that fails is skipped.
import { registrableDomain, sameSite } from './domains.ts';
import { emailCandidates, isCreditContext, pickEmails, type EmailCandidate } from './emails.ts';
import { parsePage, type PageLink, type ParsedPage } from './html.ts';
import { handleCandidates, handleFromUrl, pickHandle, type HandleCandidate } from './instagram.ts';
import { ALLOW_ALL, DISALLOW_ALL, parseRobots, type RobotsPolicy } from './robots.ts';
import { acceptsHtml, acceptsText, fetchPage, type FetchDeps } from './safe-fetch.ts';

export interface SiteFindings {
  emails: string[];
  instagram: string | null;
}

export const NOTHING: Readonly<SiteFindings> = Object.freeze({ emails: [], instagram: null });

// Sites that are not the business's own pages: nothing to crawl (and a login wall anyway).
const SOCIAL_HOSTS =
  /(?:^|\.)(?:facebook\.com|fb\.com|twitter\.com|x\.com|tiktok\.com|youtube\.com|linkedin\.com|wa\.me|whatsapp\.com|google\.com|goo\.gl|g\.page)$/i;

/** Folded for matching: Turkish and German letters to ASCII, separators to spaces. */
export function fold(text: string): string {
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
    .replace(/[-_/.+]+/g, ' ');
}

const CONTACT_WORDS: [RegExp, number][] = [
  [
    /\b(?:contact|contacts|contact us|iletisim|bize ulasin|ulasin|kontakt|contacto|contatti|contato|nous contacter|kontaktformular|get in touch)\b/,
    3,
  ],
  [/\bimpressum\b/, 2.5],
  [
    /\b(?:about|about us|hakkimizda|kurumsal|uber uns|a propos|chi siamo|quienes somos|sobre nosotros|who we are)\b/,
    1,
  ],
];
const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp4|mp3)$/i;

function contactScore(link: PageLink): number {
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return 0;
  }
  const words = `${fold(link.text)} ${fold(url.pathname)}`;
  let best = 0;
  for (const [pattern, score] of CONTACT_WORDS)
    if (pattern.test(words)) best = Math.max(best, score);
  return best;
}

/** The home page's links most likely to lead to contact details, best first. */
export function contactLinks(page: ParsedPage, home: URL, limit: number): string[] {
  const scored = new Map<string, number>();
  for (const link of page.links) {
    let url: URL;
    try {
      url = new URL(link.href);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(url.protocol) || !sameSite(url.hostname, home.hostname)) continue;
    if (NOT_A_PAGE.test(url.pathname)) continue;
    url.hash = '';
    if (url.href === home.href || (url.pathname === home.pathname && url.search === home.search))
      continue;
    const score = contactScore(link);
    if (score > 0) scored.set(url.href, Math.max(score, scored.get(url.href) ?? 0));
  }
  return [...scored.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit)
    .map(([href]) => href);
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

export function websiteUrl(website: string): URL | null {
  const trimmed = website.trim();
  if (trimmed === '') return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

export async function crawlSite(
  website: string,
  deps: FetchDeps,
  signal: AbortSignal,
): Promise<SiteFindings> {
  const home = websiteUrl(website);
  if (!home) return NOTHING;
  // A "website" that is an Instagram profile is the answer itself; it is never fetched.
  const profile = handleFromUrl(home.href);
  if (profile || /(?:^|\.)(?:instagram\.com|instagr\.am)$/i.test(home.hostname)) {
    return { emails: [], instagram: profile };
  }
  if (SOCIAL_HOSTS.test(home.hostname)) return NOTHING;

  const timeoutMs = deps.config.pageTimeoutMs;
  const robotsByOrigin = new Map<string, Promise<RobotsPolicy>>();
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
  const getPage = async (href: string): Promise<{ page: ParsedPage; url: URL } | null> => {
    const url = new URL(href);
    if (!(await robotsFor(url))(url.pathname + url.search)) return null;
    const limit = timeoutSignal(signal, timeoutMs);
    try {
      const fetched = await fetchPage(url.href, deps, limit.signal, acceptsHtml);
      if (!fetched.ok) return null;
      const finalUrl = new URL(fetched.url);
      // A redirect may land on a path robots.txt forbids: then the page is not used.
      if (finalUrl.origin !== url.origin || finalUrl.pathname !== url.pathname) {
        if (!(await robotsFor(finalUrl))(finalUrl.pathname + finalUrl.search)) return null;
      }
      return { page: parsePage(fetched.text, fetched.url), url: finalUrl };
    } finally {
      limit.done();
    }
  };

  const first = await getPage(home.href);
  if (!first) return NOTHING;
  const pages: ParsedPage[] = [first.page];
  const more = contactLinks(first.page, first.url, Math.max(0, deps.config.maxPages - 1));
  const extra = await Promise.allSettled(more.map((href) => getPage(href)));
  for (const result of extra)
    if (result.status === 'fulfilled' && result.value) pages.push(result.value.page);
  return findingsOf(pages, first.url.hostname);
}

/** The findings of a site's pages, the home page first. */
export function findingsOf(pages: ParsedPage[], siteHost: string): SiteFindings {
  const emails: EmailCandidate[] = [];
  const handles: HandleCandidate[] = [];
  const creditDomains = new Set<string>();
  for (const page of pages) {
    emails.push(...emailCandidates(page));
    handles.push(...handleCandidates(page));
    for (const link of page.links) {
      const context = `${page.lines[link.line - 1] ?? ''}\n${page.lines[link.line] ?? ''}\n${link.text}`;
      if (!isCreditContext(context)) continue;
      try {
        const domain = registrableDomain(new URL(link.href).hostname);
        if (!sameSite(domain, siteHost)) creditDomains.add(domain);
      } catch {
        // Not a URL: nothing to remember.
      }
    }
  }
  return {
    emails: pickEmails(emails, siteHost, creditDomains),
    instagram: pickHandle(handles, siteHost),
  };
}
