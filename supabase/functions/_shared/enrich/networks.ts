// The business's social profiles (issue 20 item 3): one canonical profile per network from
// links (icon-only ones too), page plugins (the page they name), JSON-LD `sameAs` and
// "Instagram: @handle" text. Never a post, reel, status, video, share or intent button,
// nor a platform's own account.
import type { Network } from './findings.ts';

export interface Profile {
  network: Network;
  /** Canonical: an Instagram handle; a URL for every other network. */
  value: string;
  /** A personal LinkedIn profile, taken only when the site names no company page. */
  personal?: boolean;
}

/** The social platforms' own accounts: a link to them is a share or a badge, not the business. */
const OWN_ACCOUNTS = new Set([
  'instagram',
  'facebook',
  'fb',
  'meta',
  'twitter',
  'x',
  'tiktok',
  'youtube',
  'linkedin',
  'whatsapp',
  'google',
  'googlemaps',
  'threads',
]);

/**
 * What a theme's social menu links until the owner fills it in ("twitter.com/username",
 * "linkedin.com/company/your-company", "youtube.com/channel/UCxxxxxxxx…"): no one's account.
 */
const PLACEHOLDERS = new Set(
  [
    'username',
    'yourusername',
    'user',
    'handle',
    'yourhandle',
    'twitterhandle',
    'yourtwitterhandle',
    'yourname',
    'name',
    'yourprofile',
    'profile',
    'profilename',
    'yourpage',
    'page',
    'pagename',
    'yourpagename',
    'yourcompany',
    'yourcompanyname',
    'company',
    'companyname',
    'yourchannel',
    'channel',
    'channelname',
    'yourchannelname',
    'channelid',
    'yourbusiness',
    'yourbrand',
    'youraccount',
    'account',
    'example',
    'test',
  ].map((name) => name.toLowerCase()),
);

function isPlaceholder(name: string): boolean {
  const squashed = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return PLACEHOLDERS.has(squashed) || /x{6,}/.test(squashed);
}

function parseRaw(href: string): URL | null {
  const trimmed = href.trim();
  try {
    return new URL(
      /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`,
    );
  } catch {
    return null;
  }
}

/**
 * The page a redirect wrapper names: Google's /url?q= (Google Sites wraps every outside
 * link so), Facebook's and Instagram's outbound l.php?u=, and the login pages that come
 * back to a profile (?next=).
 */
export function unwrapped(url: URL): URL {
  const host = url.hostname.toLowerCase();
  let inner: string | null = null;
  if (/(?:^|\.)google\.[a-z.]+$/.test(host) && url.pathname === '/url') {
    inner = url.searchParams.get('q') ?? url.searchParams.get('url');
  } else if (/^l[mn]?\.(?:facebook|instagram)\.com$/.test(host)) {
    inner = url.searchParams.get('u');
  } else if (/(?:^|\.)linkedin\.com$/.test(host) && /^\/authwall\/?$/.test(url.pathname)) {
    // A link copied while logged out: LinkedIn's sign-in wall names the page it guards.
    inner = url.searchParams.get('sessionRedirect');
  } else if (
    /(?:^|\.)(?:facebook|instagram)\.com$/.test(host) &&
    /^\/(?:accounts\/)?login(?:\.php)?\/?$/.test(url.pathname)
  ) {
    const next = url.searchParams.get('next');
    if (next) inner = next.startsWith('/') ? `https://${host}${next}` : next;
  }
  if (!inner) return url;
  return parseRaw(inner) ?? url;
}

function parse(href: string): URL | null {
  const url = parseRaw(href);
  return url ? unwrapped(url) : null;
}

function segmentsOf(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

// ---------------------------------------------------------------- Instagram
const INSTAGRAM_NOT_A_PROFILE = new Set([
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
  'cdn-cgi',
]);

export function validHandle(handle: string): string | null {
  const lower = handle.toLowerCase();
  if (!/^[a-z0-9._]{1,30}$/.test(lower) || /^\.|\.$|\.\./.test(lower) || /^[._\d]+$/.test(lower))
    return null;
  return INSTAGRAM_NOT_A_PROFILE.has(lower) || OWN_ACCOUNTS.has(lower) || isPlaceholder(lower)
    ? null
    : lower;
}

function instagramFrom(url: URL, host: string): string | null {
  if (!/^(?:www\.|m\.)?(?:instagram\.com|instagr\.am)$/.test(host)) return null;
  const segments = segmentsOf(url);
  // instagram.com/_u/handle is the app deep-link form of a profile.
  const first = segments[0] === '_u' ? segments[1] : segments[0];
  if (!first) return null;
  // instagram.com/handle/p/… and /handle/reel/… are posts; /handle/reels/ is a tab of the profile.
  const next = segments[0] === '_u' ? segments[2] : segments[1];
  if (next && /^(?:p|reel|tv|stories)$/i.test(next)) return null;
  return validHandle(first.replace(/^@/, ''));
}

/** The handle of an Instagram profile URL, or null for anything else. */
export function handleFromUrl(href: string): string | null {
  const url = parse(href);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  return instagramFrom(url, url.hostname.toLowerCase());
}

// ---------------------------------------------------------------- Facebook
const FACEBOOK_NOT_A_PAGE = new Set([
  'sharer',
  'sharer.php',
  'share',
  'share.php',
  'dialog',
  'tr',
  'login',
  'login.php',
  'help',
  'policies',
  'policy.php',
  'privacy',
  'legal',
  'terms',
  'terms.php',
  'business',
  'ads',
  'marketplace',
  'watch',
  'gaming',
  'events',
  'groups',
  'hashtag',
  'search',
  'home.php',
  'messages',
  'photo.php',
  'photo',
  'photos',
  'story.php',
  'permalink.php',
  'video.php',
  'videos',
  'l.php',
  'people',
  'fundraisers',
  'notes',
  'media',
  'settings',
  'bookmarks',
  'reel',
  'reels',
  'stories',
  'live',
  'about',
  'careers',
  'notifications',
  'friends',
  'recover',
  'r.php',
  'campaign',
  'lite',
  'mobile',
  'checkpoint',
  'cookie',
  'cookies',
  'pages_manager',
  'latest',
  'feed',
  'watchparty',
  'signup',
  'reg',
  'connect',
  'platform',
  'developers',
  'profile.php',
  'plugins',
  'sharer',
  'story',
  'posts',
  'permalink',
  'help.php',
  'index.php',
  'home',
  'directory',
  'places',
  'pg',
  'hashtag',
]);
const FACEBOOK_POST_TABS =
  /^(?:posts|photos|videos|photo|video|reel|reels|story|permalink|events|stories)$/i;
const FACEBOOK_HOST =
  /^(?:(?:www|m|mobile|web|business|touch|mbasic|[a-z]{2}-[a-z]{2})\.)?facebook\.com$/;

function facebookFrom(url: URL, host: string): string | null {
  if (host === 'm.me' || host === 'fb.me' || host === 'fb.com' || host === 'www.fb.com') {
    const first = segmentsOf(url)[0];
    return first ? facebookPage(first) : null;
  }
  if (!FACEBOOK_HOST.test(host)) return null;
  // The Graph API's version prefix (/v18.0/plugins/page.php) is not a page.
  const segments = segmentsOf(url).filter((segment, i) => i > 0 || !/^v\d+\.\d+$/.test(segment));
  const first = segments[0]?.toLowerCase();
  if (!first) return null;
  // A page plugin (or like/follow button) wraps the page it names.
  if (first === 'plugins') {
    const named = url.searchParams.get('href');
    return named ? facebookFromHref(named) : null;
  }
  // A page without a user name is known by its number, whichever form the link takes.
  if (first === 'profile.php') return facebookId(url.searchParams.get('id'));
  if (first === 'pages' || first === 'people') {
    // /pages/Name/1234, /pages/category/Name/1234, /people/Name/1234: the page's number.
    return facebookId([...segments].reverse().find((segment) => /^\d{5,20}$/.test(segment)));
  }
  if (first === 'p' && segments[1]) return facebookId(/-(\d{5,20})$/.exec(segments[1])?.[1]);
  if (/^\d{5,20}$/.test(first) && !segments[1]) return facebookId(first);
  if (first === 'pg' && segments[1]) return facebookPage(segments[1]);
  if (FACEBOOK_NOT_A_PAGE.has(first)) return null;
  if (segments[1] && FACEBOOK_POST_TABS.test(segments[1]) && segments[2]) return null;
  if (segments[1] && /^(?:posts|videos|photos)$/i.test(segments[1]) && url.search) return null;
  return facebookPage(segments[0]!);
}

function facebookFromHref(href: string): string | null {
  const url = parse(href);
  return url && /^https?:$/.test(url.protocol)
    ? facebookFrom(url, url.hostname.toLowerCase())
    : null;
}

function facebookId(id: string | null | undefined): string | null {
  return id && /^\d{5,20}$/.test(id) ? `https://www.facebook.com/profile.php?id=${id}` : null;
}

function facebookPage(name: string): string | null {
  const page = name.replace(/^@/, '').toLowerCase();
  if (!/^[a-z0-9][a-z0-9._-]{1,79}$/.test(page) || /\.php$/.test(page)) return null;
  if (OWN_ACCOUNTS.has(page) || FACEBOOK_NOT_A_PAGE.has(page) || isPlaceholder(page)) return null;
  return `https://www.facebook.com/${page}`;
}

// ---------------------------------------------------------------- LinkedIn
const LINKEDIN_HOST = /^(?:(?:www|[a-z]{2})\.)?linkedin\.com$/;

function linkedinFrom(url: URL, host: string): Profile | null {
  if (!LINKEDIN_HOST.test(host)) return null;
  const [kind, slug, tab] = segmentsOf(url);
  if (!kind || !slug) return null;
  const clean = slug.toLowerCase();
  if (
    !/^[\p{L}\p{N}][\p{L}\p{N}._%&'-]{0,99}$/u.test(clean) ||
    OWN_ACCOUNTS.has(clean) ||
    isPlaceholder(clean)
  )
    return null;
  if (kind === 'company' || kind === 'showcase' || kind === 'school') {
    // A company's own post (/company/x/posts/123…) is still the company's page.
    if (tab && /^\d+$/.test(tab)) return null;
    return {
      network: 'linkedin',
      value: `https://www.linkedin.com/${kind === 'school' ? 'school' : 'company'}/${clean}`,
    };
  }
  if (kind === 'in') {
    return { network: 'linkedin', value: `https://www.linkedin.com/in/${clean}`, personal: true };
  }
  return null;
}

// ---------------------------------------------------------------- TikTok
function tiktokFrom(url: URL, host: string): string | null {
  if (!/^(?:www\.|m\.)?tiktok\.com$/.test(host)) return null;
  const [first, second] = segmentsOf(url);
  if (!first?.startsWith('@') || second) return null;
  const handle = first.slice(1).toLowerCase();
  if (!/^[a-z0-9._]{2,24}$/.test(handle) || OWN_ACCOUNTS.has(handle) || isPlaceholder(handle))
    return null;
  return `https://www.tiktok.com/@${handle}`;
}

// ---------------------------------------------------------------- X (Twitter)
const X_NOT_A_PROFILE = new Set([
  'intent',
  'share',
  'home',
  'search',
  'hashtag',
  'i',
  'explore',
  'settings',
  'login',
  'signup',
  'tos',
  'privacy',
  'messages',
  'notifications',
  'compose',
  'widgets',
  'about',
  'download',
  'rules',
  'en',
  'account',
  'logout',
  'oauth',
  'lists',
  'jobs',
  'help',
]);

function xHandle(raw: string): string | null {
  const handle = raw.replace(/^@/, '').toLowerCase();
  if (!/^[a-z0-9_]{1,15}$/.test(handle)) return null;
  if (X_NOT_A_PROFILE.has(handle) || OWN_ACCOUNTS.has(handle) || /^\d+$/.test(handle)) return null;
  if (isPlaceholder(handle)) return null;
  return `https://x.com/${handle}`;
}

function xFrom(url: URL, host: string): string | null {
  if (!/^(?:www\.|mobile\.)?(?:twitter\.com|x\.com)$/.test(host)) return null;
  // Old links: twitter.com/#!/handle.
  const path = url.pathname === '/' && url.hash.startsWith('#!/') ? url.hash.slice(2) : null;
  const [first, second] = path ? path.split('/').filter(Boolean) : segmentsOf(url);
  if (!first) return null;
  if (first === 'intent' && (second === 'follow' || second === 'user')) {
    const named = url.searchParams.get('screen_name');
    return named ? xHandle(named) : null;
  }
  // /handle/status/123 is a post; /handle/with_replies and the like are the profile's tabs.
  if (second && /^(?:status|statuses|photo|video)$/i.test(second)) return null;
  return xHandle(first);
}

// ---------------------------------------------------------------- YouTube
const YOUTUBE_NOT_A_CHANNEL = new Set([
  'watch',
  'embed',
  'shorts',
  'playlist',
  'results',
  'feed',
  'live',
  'v',
  'redirect',
  't',
  'about',
  'yt',
  'howyoutubeworks',
  'premium',
  'kids',
  'account',
  'signin',
  'logout',
  'upload',
  'gaming',
  'music',
  'trending',
  'subscription_center',
  'attribution_link',
  'hashtag',
  'post',
  'clip',
  'iframe_api',
  'player_api',
  's',
  'img',
  'ads',
  'creators',
  'new',
  'feeds',
  'channels',
  'oembed',
  'intl',
  'source',
  'index',
  'error',
  'copyright',
  'api',
  'youtubei',
  'pagead',
  'jobs',
  'press',
  'trends',
  'mobile',
  'dashboard',
]);
/** The tabs of a channel (youtube.com/<name>/videos is still the channel). */
const YOUTUBE_TABS =
  /^(?:videos|featured|about|playlists|community|shorts|streams|channels|live|search|podcasts|releases|store)$/i;

function youtubeFrom(url: URL, host: string): string | null {
  const channel = youtubeChannel(url, host);
  const name = channel?.split('/').pop()?.replace(/^@/, '') ?? '';
  return channel && !isPlaceholder(name.replace(/^UC/, '')) ? channel : null;
}

function youtubeChannel(url: URL, host: string): string | null {
  if (!/^(?:www\.|m\.)?youtube\.com$/.test(host)) return null;
  const [first, second] = segmentsOf(url);
  if (!first) return null;
  if (first.startsWith('@')) {
    const handle = first.slice(1).toLowerCase();
    if (!/^[\p{L}\p{N}._-]{3,30}$/u.test(handle) || OWN_ACCOUNTS.has(handle)) return null;
    return `https://www.youtube.com/@${handle}`;
  }
  if (first === 'channel' && second && /^UC[\w-]{22}$/.test(second)) {
    return `https://www.youtube.com/channel/${second}`;
  }
  // A channel's video feed (feed readers' and plugins' links) and the old subscribe link.
  const channelId = first === 'feeds' ? url.searchParams.get('channel_id') : null;
  if (channelId && /^UC[\w-]{22}$/.test(channelId)) {
    return `https://www.youtube.com/channel/${channelId}`;
  }
  const addUser = first === 'subscription_center' ? url.searchParams.get('add_user') : null;
  if (addUser) return youtubeFrom(new URL(`https://www.youtube.com/user/${addUser}`), host);
  if ((first === 'c' || first === 'user') && second) {
    const name = second.toLowerCase();
    if (!/^[\p{L}\p{N}._-]{2,60}$/u.test(name) || OWN_ACCOUNTS.has(name)) return null;
    return `https://www.youtube.com/${first}/${name}`;
  }
  if (YOUTUBE_NOT_A_CHANNEL.has(first.toLowerCase()) || first === 'channel') return null;
  // The legacy youtube.com/<name> is a custom channel address: letters and digits only
  // (YouTube's own pages have underscores: /supported_browsers, /get_video_info), and
  // what follows it is one of the channel's tabs.
  const name = first.toLowerCase();
  if (!/^[a-z0-9]{2,60}$/.test(name) || OWN_ACCOUNTS.has(name)) return null;
  if (second && !YOUTUBE_TABS.test(second)) return null;
  return `https://www.youtube.com/c/${name}`;
}

/** The profile a URL names, or null for posts, shares, videos and anything else. */
export function profileFromUrl(href: string): Profile | null {
  const url = parse(href);
  if (!url || !/^https?:$/.test(url.protocol)) return null;
  const host = url.hostname.toLowerCase();
  const instagram = instagramFrom(url, host);
  if (instagram) return { network: 'instagram', value: instagram };
  const facebook = facebookFrom(url, host);
  if (facebook) return { network: 'facebook', value: facebook };
  const linkedin = linkedinFrom(url, host);
  if (linkedin) return linkedin;
  const tiktok = tiktokFrom(url, host);
  if (tiktok) return { network: 'tiktok', value: tiktok };
  const x = xFrom(url, host);
  if (x) return { network: 'x', value: x };
  const youtube = youtubeFrom(url, host);
  if (youtube) return { network: 'youtube', value: youtube };
  return null;
}

/** The social network a host belongs to (a profile URL of it names nothing to crawl). */
export function socialNetworkOfHost(host: string): Network | 'whatsapp' | null {
  const h = host.toLowerCase().replace(/^www\./, '');
  if (/(?:^|\.)(?:instagram\.com|instagr\.am)$/.test(h)) return 'instagram';
  if (/(?:^|\.)(?:facebook\.com|fb\.com|fb\.me)$/.test(h) || h === 'm.me') return 'facebook';
  if (/(?:^|\.)linkedin\.com$/.test(h)) return 'linkedin';
  if (/(?:^|\.)tiktok\.com$/.test(h)) return 'tiktok';
  if (/(?:^|\.)(?:twitter\.com|x\.com)$/.test(h)) return 'x';
  if (/(?:^|\.)(?:youtube\.com|youtu\.be)$/.test(h)) return 'youtube';
  if (h === 'wa.me' || /(?:^|\.)whatsapp\.com$/.test(h)) return 'whatsapp';
  return null;
}

// ---------------------------------------------------------------- text
/** "instagram.com/firma", "x.com/firma" written as text. */
export const TEXT_PROFILE_URL =
  /(?<![\w.@/-])(?:https?:\/\/)?(?:www\.|m\.|web\.|mobile\.|[a-z]{2}(?:-[a-z]{2})?\.)?(?:instagram\.com|instagr\.am|facebook\.com|fb\.com|linkedin\.com|tiktok\.com|twitter\.com|x\.com|youtube\.com)\/[^\s"'<>),]+/gi;

const LABELS: [RegExp, Network][] = [
  [/^(?:instagram|insta|ig)$/i, 'instagram'],
  [/^(?:tiktok|tik tok)$/i, 'tiktok'],
  [/^(?:twitter|x|x \(twitter\)|twitter \/ x|x\/twitter)$/i, 'x'],
  [/^(?:youtube)$/i, 'youtube'],
  [/^(?:facebook|fb)$/i, 'facebook'],
];
// A network's name (or its icon, which the parser writes as the name) and then a handle:
// "Instagram: @firma", "IG: firma", "Bizi Instagram'da takip edin @firma". X is a name
// only as a label ("X: @firma") or right before the handle ("Follow us on X @firma"),
// written as a capital (checked where matched).
const MENTION_AT =
  /(?:^|[^\p{L}.])(instagram|insta|ig|tik ?tok|twitter|youtube|facebook|fb|x(?=\s*[:：]|\s+@))(?!\.[a-z])([^@\n]{0,45}?)@([a-z0-9._]{2,30})/giu;
/** A network's name inside the words before a handle: the nearest one names the handle. */
const NETWORK_NAME =
  /(?:^|[^\p{L}])(instagram|insta|ig|tik ?tok|twitter|youtube|facebook|fb|x(?=\s*[:：]|\s+@))(?![\p{L}])/giu;
const LIST_SEPARATOR = /[·|•;,/]|\s[-–—]\s/;
/** "Instagram & TikTok: @firma", "Instagram ve Facebook: @firma": one handle on both. */
const JOINED = /^\s*(?:&|\+|and|ve|ile|und|y|e|et)\s*$/iu;
/** "IG: firma  TikTok: @…": the first name already has its value, so it is done. */
const LABELLED_VALUE = /^\s*[:：]\s*[\p{L}\p{N}@]/u;
const isLowerX = (name: string) => name === 'x';
const MENTION_BARE =
  /(?:^|[^\p{L}])(instagram|insta|ig|tik ?tok|twitter|youtube)\s*[:：|\-–—/]\s*([A-Za-z0-9._]{2,30})(?=\s*(?:$|[|·•,;/]|[–—-]\s|[.!?](?:\s|$)|\s(?:facebook|fb|twitter|tiktok|youtube|linkedin|whatsapp|instagram|tel|telefon|phone|e-?mail|e-?posta)\b))/giu;

function labelled(label: string, handle: string): Profile | null {
  const network = LABELS.find(([pattern]) => pattern.test(label.trim()))?.[1];
  if (!network) return null;
  const raw = handle.replace(/\.+$/, '');
  switch (network) {
    case 'instagram': {
      const value = validHandle(raw);
      return value ? { network, value } : null;
    }
    case 'tiktok': {
      const value = tiktokFrom(new URL(`https://www.tiktok.com/@${raw}`), 'www.tiktok.com');
      return value ? { network, value } : null;
    }
    case 'x': {
      const value = xHandle(raw);
      return value ? { network, value } : null;
    }
    case 'youtube': {
      const value = youtubeFrom(new URL(`https://www.youtube.com/@${raw}`), 'www.youtube.com');
      return value ? { network, value } : null;
    }
    case 'facebook': {
      const value = facebookPage(raw);
      return value ? { network, value } : null;
    }
    default:
      return null;
  }
}

/** Profiles named in a line of text: profile URLs and handles next to a network's name. */
export function profilesInText(line: string): Profile[] {
  const out: Profile[] = [];
  if (
    !/instagr|facebook|fb|linkedin|tik ?tok|twitter|x\.com|youtube|\big\b|insta/i.test(line) &&
    !/\bX(?:\s*[:：]|\s+@)/.test(line)
  )
    return out;
  for (const match of line.matchAll(TEXT_PROFILE_URL)) {
    const profile = profileFromUrl(match[0].replace(/[.;:!?]+$/, ''));
    if (profile) out.push(profile);
  }
  for (const match of line.matchAll(MENTION_AT)) {
    // "info@firma.com" after the word Instagram is an address, not a handle.
    if (/[A-Za-z0-9._%+-]$/.test(match[2]!) || isLowerX(match[1]!)) continue;
    // "Facebook · Insta: @firma": in a list the handle is the nearer item's network (a
    // link's text, then the handle after the next name), as after a name that has its own
    // value ("IG: firma TikTok: @firma.tr"); "Instagram ve Facebook: @firma" names the first.
    const names = [...match[2]!.matchAll(NETWORK_NAME)].filter((m) => !isLowerX(m[1]!));
    const nearer = names.pop();
    const between = nearer ? match[2]!.slice(0, nearer.index) : '';
    const listed = nearer && (LIST_SEPARATOR.test(between) || LABELLED_VALUE.test(between));
    // Two names joined right before the handle name it on both networks.
    const joined =
      nearer !== undefined &&
      names.length === 0 &&
      JOINED.test(between) &&
      /^\s*[:：]?\s*$/.test(match[2]!.slice(nearer.index + nearer[0].length));
    const labels = joined ? [match[1]!, nearer[1]!] : [listed ? nearer[1]! : match[1]!];
    for (const label of labels) {
      const profile = labelled(label, match[3]!);
      if (profile) out.push(profile);
    }
  }
  for (const match of line.matchAll(MENTION_BARE)) {
    const handle = match[2]!;
    // A bare word after "Instagram:" is a handle when written like one: lower case, or
    // with the dots, digits or underscores of a handle ("Instagram: Bizi takip edin" is not).
    if (handle !== handle.toLowerCase() && !/[._\d]/.test(handle)) continue;
    const profile = labelled(match[1]!, handle);
    if (profile) out.push(profile);
  }
  return out;
}

/**
 * A multi-channel chat widget's settings (Chaty's `chaty_settings.channels`, each with the
 * channel's `url`): the business's own profiles, shown only once the script runs. JSON
 * escapes the slashes (`https:\/\/www.instagram.com\/firma`).
 */
const CHAT_WIDGET_SETTINGS = /chaty_settings|["']channels["']\s*:\s*\[\s*\{\s*["']channel["']/;
/** A channel's URL in the settings, Messenger's m.me included. */
const SETTINGS_PROFILE_URL =
  /https?:\/\/(?:[a-z0-9-]+\.)*(?:instagram\.com|instagr\.am|facebook\.com|fb\.com|m\.me|linkedin\.com|tiktok\.com|twitter\.com|x\.com|youtube\.com)\/[^\s"'<>)\\,]+/gi;

export function profilesInScript(script: string): Profile[] {
  if (!CHAT_WIDGET_SETTINGS.test(script)) return [];
  const out: Profile[] = [];
  for (const match of script.replace(/\\\//g, '/').matchAll(SETTINGS_PROFILE_URL)) {
    const profile = profileFromUrl(match[0]);
    if (profile) out.push(profile);
  }
  return out;
}
