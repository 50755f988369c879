// A business's site (issue 20 item 1): its URL's origin plus, on a host shared by many
// businesses, the path prefix that belongs to it. The identity is the unit of a crawl, of
// de-duplication in a batch and of the cache; the scope says which pages belong to it.
import { registrableDomain } from './domains.ts';
import type { ProfileField } from './findings.ts';
import { profileFromUrl, socialNetworkOfHost } from './networks.ts';
import { platformOfHost, type Platform } from './platforms.ts';
import { whatsappE164, whatsappNumberFromUrl } from './whatsapp.ts';

export interface SiteScope {
  host: string;
  /** The URL's port when it is not the scheme's default (''): another port, another site. */
  port: string;
  /** The business's own domain: every host under it belongs to the site. */
  wholeDomain: boolean;
  /** On a shared host, the business's path prefix ('' for a whole sub-domain). */
  prefix: string;
}

export interface SiteIdentity {
  /** Host name without www. (and its port, if any), plus the prefix: the cache and
   * de-duplication key. */
  key: string;
  start: URL;
  scope: SiteScope;
  platform: Platform | null;
  /** The website is itself a profile (or a WhatsApp link): that is the finding, no crawl. */
  profile: { field: ProfileField; value: string } | null;
  /** Nothing to crawl and nothing to find (a map, a post, a share link, another scheme). */
  opaque: boolean;
}

/** Hosts whose pages are apps or maps: nothing a crawler can read. */
const OPAQUE_HOSTS =
  /(?:^|\.)(?:google\.[a-z.]+|goo\.gl|g\.page|g\.co|maps\.app\.goo\.gl|apple\.com|bing\.com|yandex\.[a-z.]+|t\.me|telegram\.me|wa\.link|bit\.ly|threads\.net|pinterest\.[a-z.]+|snapchat\.com)$/i;

export function parseWebsiteUrl(website: string): URL | null {
  const trimmed = website.trim();
  if (trimmed === '') return null;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

/** A home page's path: "/", "/index.html", "/tr/", "/en/home", "/anasayfa". */
const HOME_PATH =
  /^\/(?:(?:[a-z]{2}(?:[-_][a-z]{2})?)\/?)?(?:(?:index|default|home|anasayfa|main|start|inicio|startseite|accueil)(?:\.[a-z]{2,5})?\/?)?$/i;

export function isHomePath(pathname: string): boolean {
  return HOME_PATH.test(pathname);
}

function trimPath(pathname: string): string {
  return pathname.replace(/\/+$/, '');
}

function hostKey(url: URL): string {
  const name = url.hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '');
  return url.port ? `${name}:${url.port}` : name;
}

/** The scope's server, host[:port]: the unit of politeness and of a shared host. */
export function scopeServer(scope: SiteScope): string {
  return scope.port ? `${scope.host}:${scope.port}` : scope.host;
}

/** The site a website URL names, or null when it is not an http(s) address at all. */
export function siteIdentity(website: string): SiteIdentity | null {
  const start = parseWebsiteUrl(website);
  if (!start) return null;
  const host = start.hostname.toLowerCase();
  const social = socialNetworkOfHost(host);
  if (social || start.protocol === 'whatsapp:') {
    // A website that is a social profile fills that network's field; it is never fetched.
    let profile: SiteIdentity['profile'] = null;
    if (social === 'whatsapp' || start.protocol === 'whatsapp:') {
      const raw = whatsappNumberFromUrl(start.href);
      const number = raw ? whatsappE164(raw, null, true) : null;
      if (number) profile = { field: 'whatsapp', value: number };
    } else {
      const found = profileFromUrl(start.href);
      if (found) profile = { field: found.network, value: found.value };
    }
    return {
      key: `${hostKey(start)}${trimPath(start.pathname)}`,
      start,
      scope: { host, port: start.port, wholeDomain: false, prefix: trimPath(start.pathname) },
      platform: null,
      profile,
      opaque: true,
    };
  }
  if (start.protocol !== 'http:' && start.protocol !== 'https:') return null;
  const platform = platformOfHost(host);
  const bareHost = host.replace(/^www\./, '');
  const home = isHomePath(start.pathname);
  if (platform) {
    // A business on a platform: its path prefix (the platform's pattern, else the first
    // segment), or its own sub-domain. The platform's own pages show no business at all.
    const ownSubdomain = !platform.domains.includes(bareHost);
    const prefix =
      platform.prefix?.exec(start.pathname)?.[0] ??
      (home ? '' : (FIRST_SEGMENT.exec(start.pathname)?.[0] ?? ''));
    return {
      key: `${hostKey(start)}${prefix}`,
      start,
      scope: { host, port: start.port, wholeDomain: false, prefix },
      platform,
      profile: null,
      opaque: !ownSubdomain && prefix === '',
    };
  }
  // An unknown host. The path keeps two businesses on one host apart in a batch and in the
  // cache. A website given as a deep page ("/salon/kuafor-ali", "/en/about-us") is
  // crawled within its first segment (a language's whole tree), so a directory's own
  // contact page is out of reach; a home page spans the whole domain.
  const prefix = home ? '' : trimPath(start.pathname);
  const section = home ? '' : (SECTION.exec(start.pathname)?.[0] ?? '');
  return {
    key: `${hostKey(start)}${prefix}`,
    start,
    scope: { host, port: start.port, wholeDomain: home, prefix: section },
    platform: null,
    profile: null,
    opaque: OPAQUE_HOSTS.test(host),
  };
}

const FIRST_SEGMENT = /^\/[^/?#]+/;
/** The first segment of a path; a language's whole tree ("/en") when it is a language code. */
const SECTION = /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?(?=\/|$)|[^/?#]+)/i;

/** Inside the scope: the same site, and on a shared host under the business's prefix. */
export function inScope(url: URL, scope: SiteScope): boolean {
  if (!/^https?:$/.test(url.protocol) || url.port !== scope.port) return false;
  if (scope.wholeDomain) {
    return registrableDomain(url.hostname) === registrableDomain(scope.host);
  }
  if (url.hostname.toLowerCase() !== scope.host) return false;
  if (scope.prefix === '') return true;
  const path = url.pathname;
  return (
    path === scope.prefix ||
    path.startsWith(`${scope.prefix}/`) ||
    (scope.prefix.endsWith('/') && path.startsWith(scope.prefix))
  );
}

/**
 * Hosts the batch itself shows to be shared: two or more businesses on one unknown host
 * with different paths. Each keeps its path (up to the first segment where they differ)
 * as its scope, so neither crawls the other's pages or the host's own.
 */
export function withSharedHosts(identities: SiteIdentity[]): Set<SiteIdentity> {
  const byHost = new Map<string, SiteIdentity[]>();
  for (const identity of identities) {
    if (identity.platform || identity.profile || identity.opaque) continue;
    if (identity.key === hostKey(identity.start)) continue;
    const server = scopeServer(identity.scope);
    const list = byHost.get(server) ?? [];
    if (!list.some((other) => other.key === identity.key)) list.push(identity);
    byHost.set(server, list);
  }
  const shared = new Set<SiteIdentity>();
  for (const list of byHost.values()) {
    if (list.length < 2) continue;
    const paths = list.map((identity) => trimPath(identity.start.pathname).split('/'));
    let common = 0;
    while (common < 64 && paths.every((segments) => segments[common] === paths[0]![common]))
      common += 1;
    list.forEach((identity, index) => {
      identity.scope = {
        host: identity.scope.host,
        port: identity.scope.port,
        wholeDomain: false,
        prefix: paths[index]!.slice(0, common + 1).join('/') || '/',
      };
      shared.add(identity);
    });
  }
  return shared;
}
