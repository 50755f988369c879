// The business's Instagram handle (issue 12 item 3): from links to instagram.com or
// instagr.am (also in JSON-LD `sameAs`) and from "Instagram: @handle" in the text; never a
// post, reel, story, tag or explore page, nor one of the platform's own pages.
import { isCreditContext, jsonLdValues } from './emails.ts';
import type { ParsedPage } from './html.ts';

const HOSTS = new Set([
  'instagram.com',
  'www.instagram.com',
  'm.instagram.com',
  'instagr.am',
  'www.instagr.am',
]);
const NOT_A_PROFILE = new Set([
  'p',
  'reel',
  'reels',
  'tv',
  'stories',
  'explore',
  'tags',
  'accounts',
  'about',
  'developer',
  'developers',
  'legal',
  'direct',
  's',
  'web',
  'privacy',
  'help',
  'static',
  'emails',
  'challenge',
  'login',
  'oauth',
  'ar',
  'create',
  'nametag',
  'session',
  'press',
  'blog',
  'api',
  'graphql',
  'invites',
  'directory',
  'lite',
  'download',
  'terms',
  'instagram',
  'threads',
  'sharer',
  'share',
  'embed',
  'ads',
  'business',
  'creators',
  'topics',
  'locations',
  'hashtag',
  'popular',
  'followers',
  'following',
  'media',
  'home',
  'signup',
  'contact',
  'community',
  'safety',
  'u',
  'your_activity',
  'meta',
  'facebook',
  'cdn-cgi',
]);

export function isInstagramHost(host: string): boolean {
  return HOSTS.has(host.toLowerCase());
}

export function validHandle(handle: string): string | null {
  const lower = handle.toLowerCase();
  if (!/^[a-z0-9._]{1,30}$/.test(lower) || /^\.|\.$|\.\./.test(lower) || /^[._]+$/.test(lower))
    return null;
  return NOT_A_PROFILE.has(lower) ? null : lower;
}

/** The handle of an Instagram profile URL, or null for anything else. */
export function handleFromUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(
      /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : `https://${href.replace(/^\/\//, '')}`,
    );
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !isInstagramHost(url.hostname)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // instagram.com/_u/handle is the app deep-link form of a profile.
  const first = segments[0] === '_u' ? segments[1] : segments[0];
  if (!first) return null;
  return validHandle(decodeURIComponent(first).replace(/^@/, ''));
}

export interface HandleCandidate {
  handle: string;
  context: string;
}

const TEXT_URL = /(?:https?:\/\/)?(?:www\.)?(?:instagram\.com|instagr\.am)\/[^\s"'<>]+/gi;
const TEXT_MENTION = /\b(?:instagram|insta|ig)\b[^@\n]{0,25}@([a-z0-9._]{1,30})/gi;

export function handleCandidates(page: ParsedPage): HandleCandidate[] {
  const out: HandleCandidate[] = [];
  for (const link of page.links) {
    const handle = handleFromUrl(link.href);
    if (handle)
      out.push({
        handle,
        context: `${page.lines[link.line - 1] ?? ''}\n${page.lines[link.line] ?? ''}`,
      });
  }
  page.lines.forEach((line, index) => {
    const context = `${page.lines[index - 1] ?? ''}\n${line}`;
    for (const match of line.matchAll(TEXT_URL)) {
      const handle = handleFromUrl(match[0]);
      if (handle) out.push({ handle, context });
    }
    for (const match of line.matchAll(TEXT_MENTION)) {
      const handle = validHandle(match[1]!.replace(/\.$/, ''));
      if (handle) out.push({ handle, context });
    }
  });
  for (const block of page.jsonLd) {
    for (const url of [...jsonLdValues(block, 'sameAs'), ...jsonLdValues(block, 'url')]) {
      const handle = handleFromUrl(url);
      if (handle) out.push({ handle, context: '' });
    }
  }
  return out;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The most linked handle; on a tie, the one closest to the site's name, then the first. */
export function pickHandle(candidates: HandleCandidate[], siteHost: string): string | null {
  const stats = new Map<string, { count: number; first: number }>();
  candidates.forEach(({ handle, context }, index) => {
    if (isCreditContext(context)) return;
    const entry = stats.get(handle) ?? { count: 0, first: index };
    entry.count += 1;
    stats.set(handle, entry);
  });
  const name = squash(siteHost.replace(/^www\./, '').split('.')[0] ?? '');
  const likeness = (handle: string): number => {
    const h = squash(handle);
    return name !== '' && (h.includes(name) || name.includes(h)) ? 1 : 0;
  };
  const ranked = [...stats.entries()].sort(
    ([a, sa], [b, sb]) => sb.count - sa.count || likeness(b) - likeness(a) || sa.first - sb.first,
  );
  return ranked[0]?.[0] ?? null;
}
