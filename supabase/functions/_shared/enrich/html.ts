// Just enough HTML for the crawler, without a DOM (the edge bundle stays small and runs the
// same in Deno and Node): visible text split into lines (block elements break lines), the
// links with their text and line, JSON-LD blocks, the inline scripts that may assemble an
// address, and Cloudflare's protected e-mails put back into the text where the browser
// would show them. A light element stack tells what sits in a page's header, footer or
// navigation (a platform's chrome around a business's profile) and what CSS hides.
import { WHATSAPP_SETTINGS_NAME } from './whatsapp-names.ts';

export interface PageLink {
  /** Absolute URL (or the raw href when it does not parse). */
  href: string;
  text: string;
  /** Index into `lines` of the line the link sits on. */
  line: number;
  /**
   * Where on that line the link starts: an icon-only link shares the line of the text
   * after it ("[in] [x] Copyright … Powered by Astra"), which is not about the link.
   */
  column?: number;
  /** Inside the page's header, footer or navigation. */
  chrome: boolean;
  /** Inside an embedded tweet: its author's and mentions' links are the tweet's. */
  quoted?: boolean;
}

export interface ParsedPage {
  lines: string[];
  /** Per line: it starts inside the page's header, footer or navigation. */
  chromeLines: boolean[];
  links: PageLink[];
  jsonLd: string[];
  /** Inline scripts, event handlers and widget settings that may hold contacts. */
  scripts: string[];
  /** The document's language (<html lang>), for numbers written the national way. */
  lang: string | null;
  /** The page's host name, which scripts may read as location.hostname. */
  host: string;
  /**
   * The page's word-like data-* attributes, first value of each name, which scripts may
   * read (el.getAttribute("data-u") + "@" + domain).
   */
  dataAttributes?: ReadonlyMap<string, string>;
  /** The page's headed sections: a heading's lines and what follows it. */
  sections?: PageSection[];
  /**
   * Lines where one inline element ended and the next began with nothing between
   * (`<span>Kayseri</span><span>bilgi@firma.com</span>`), with ELEMENT_BOUNDARY there: a
   * browser lays such siblings out apart as often as not, so an address is not read
   * across one.
   */
  boundedLines?: ReadonlyMap<number, string>;
  /** What the page calls the site: its title, og:site_name and application-name. */
  names?: string[];
  /**
   * The X account of the site as its `twitter:site` card meta names it (usually the
   * business's; `twitter:creator` is the author's or the agency's, never read).
   */
  twitterSite?: string;
  /**
   * Image alt texts that hold an "@": an address drawn as an image says itself there, but
   * so does a stock picture of an envelope; the site's written addresses come first.
   */
  imageTexts?: string[];
}

/** Image alt texts with an "@" kept a page: a few addresses drawn as images at most. */
const MAX_IMAGE_TEXTS = 20;

/** Marks, in `boundedLines`, where an inline element ends and its sibling begins. */
export const ELEMENT_BOUNDARY = '\u2063';

/**
 * A heading and what it heads: from its line to the next heading of its level or above,
 * or the end of the sectioning element around it (a footer's "Head office" column).
 */
interface OpenSection {
  section: PageSection;
  level: number;
  container: number;
  depth: number;
  shownAtHeading: number | null;
}

export interface PageSection {
  heading: string;
  /** 1 for an h1 … 6 for an h6. */
  level: number;
  /** Index into `lines` of the heading's first line. */
  start: number;
  /** Index into `lines` just past the section. */
  end: number;
  /**
   * Index into `lines` just past the heading's own block: what follows it inside the
   * innermost element around it that holds more than the heading (a footer widget's column,
   * where the section runs on to the end of the footer).
   */
  blockEnd?: number;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  commat: '@',
  period: '.',
  lpar: '(',
  rpar: ')',
  lsqb: '[',
  rsqb: ']',
  ccedil: 'ç',
  Ccedil: 'Ç',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  auml: 'ä',
  Auml: 'Ä',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  copy: '©',
  middot: '·',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  shy: '',
  zwj: '',
  zwnj: '',
  sol: '/',
  colon: ':',
};

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[name] ?? NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Cloudflare's e-mail protection: the first byte is the XOR key of the rest. */
export function decodeCfEmail(hex: string): string | null {
  if (!/^(?:[0-9a-f]{2}){2,}$/i.test(hex)) return null;
  const key = parseInt(hex.slice(0, 2), 16);
  const bytes = new Uint8Array(hex.length / 2 - 1);
  for (let i = 2; i < hex.length; i += 2)
    bytes[i / 2 - 1] = parseInt(hex.slice(i, i + 2), 16) ^ key;
  return new TextDecoder().decode(bytes);
}

/** ROT13, as e-mail encoder plugins store addresses in data attributes. */
export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });
}

// Content the browser does not show as text; JSON-LD and scripts are read before these go.
const HIDDEN = /<(style|noscript|template|object|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
// An iframe keeps its opening tag (its src names a page plugin's profile); an svg becomes
// an empty tag that still says which network's icon it drew.
const IFRAME = /<iframe\b([^>]*)>[\s\S]*?<\/iframe\s*>/gi;
const SVG = /<svg\b([^>]*)>([\s\S]*?)<\/svg\s*>/gi;
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'option',
  'button',
  'label',
  'title',
  'iframe',
]);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'iframe',
  'svg',
]);
// Junk hidden inside an address is always inline: a hidden div is a closed menu, tab or
// modal whose text a visitor reads after a click.
const INLINE = new Set([
  'span',
  'b',
  'i',
  'em',
  'strong',
  'small',
  'font',
  'u',
  's',
  'sup',
  'sub',
  'del',
  'ins',
  'code',
  'abbr',
  'q',
  'kbd',
  'mark',
  'bdo',
]);
const CHROME_TAGS = new Set(['header', 'footer', 'nav']);
/** The elements a heading's section ends with (HTML's sectioning, and the page's chrome). */
const SECTIONING = new Set([
  'body',
  'main',
  'article',
  'section',
  'aside',
  'header',
  'footer',
  'nav',
]);
const HEADING = /^h([1-6])$/;
/** A header or footer inside these is the content's own, not the page's (HTML's sectioning). */
const CONTENT_TAGS = new Set(['main', 'article', 'section', 'aside']);
/** A class or id naming the page's header, footer or navigation ("site-footer", "c-header"). */
const CHROME_NAMES = /(?:^|[\s_-])(?:footer|header|navbar|topbar)(?:$|[\s_-])/i;
/**
 * A BEM element's header of a block that is not the page ("seller-store__header",
 * "profile__header"): a part of the content, unlike "site__header" or "page__footer".
 */
const BLOCK_PART =
  /^(?!(?:site|page|layout|main|global|app|body|wrapper)__)[\w-]+__(?:header|footer)\b/i;

/** Class names or an id that name the page's header, footer or navigation. */
function namesChrome(names: string): boolean {
  return names.split(/\s+/).some((name) => CHROME_NAMES.test(name) && !BLOCK_PART.test(name));
}
const CHROME_ROLES = /^(?:banner|contentinfo|navigation)$/i;
/** Ancestors (html, body, a few wrappers) a page-level header or footer may have. */
const CHROME_MAX_DEPTH = 5;
const NETWORK_WORD = /instagram|facebook|linkedin|tiktok|twitter|youtube|whatsapp/i;
/** Script text is read only when it may assemble a contact (and big bundles never). */
const INTERESTING_SCRIPT = new RegExp(
  `${/@|fromCharCode|mailto|reverse\(|atob\(|whatsapp|wa\.me|telephone|ht_ctc|joinchat|qlwapp|chaty_settings|njt_wa|\\x40|\\u0040|&#64;|%40/.source}|${WHATSAPP_SETTINGS_NAME.source}`,
  'i',
);
const MAX_SCRIPT_CHARS = 64 * 1024;
/**
 * An element a WhatsApp button keeps its settings in, named by its id or class
 * (`<script type="application/json" id="wa-float-config">{"phone":…}`, `<div class="wa-float"
 * data-config='{"phone":…}'>`): the settings need not say WhatsApp, so the name travels
 * with them.
 */
const CHAT_BUTTON_NAME =
  /whats\s*app|(?<![a-z0-9])(?:wa|wpp|wapp)(?![a-z0-9])|joinchat|ht_ctc|qlwapp/i;
const ID_OR_CLASS = /\b(?:id|class)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

function namesChatButton(attributes: string): boolean {
  for (const match of attributes.matchAll(ID_OR_CLASS)) {
    if (CHAT_BUTTON_NAME.test(match[1] ?? match[2] ?? match[3] ?? '')) return true;
  }
  return false;
}

const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

const ATTRIBUTE = /\s([a-zA-Z_:@][-\w:.@]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const NO_ATTRIBUTES: ReadonlyMap<string, string> = new Map();

/** A tag's attributes, names in lower case, values with entities decoded: one pass a tag. */
function attributesOf(tag: string, nameLength: number): ReadonlyMap<string, string> {
  if (tag.length <= nameLength + 3) return NO_ATTRIBUTES;
  const out = new Map<string, string>();
  ATTRIBUTE.lastIndex = nameLength + 1;
  for (let match = ATTRIBUTE.exec(tag); match; match = ATTRIBUTE.exec(tag)) {
    const name = match[1]!.toLowerCase();
    if (!out.has(name)) out.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return out;
}

const SOCIAL_HOST =
  /^(?:[a-z0-9-]+\.)*(?:instagram\.com|instagr\.am|facebook\.com|fb\.com|fb\.me|linkedin\.com|tiktok\.com|twitter\.com|x\.com|youtube\.com|youtu\.be|wa\.me|whatsapp\.com)(?:[/?#]|$)/i;

/** A data attribute that holds the URL a script opens on click (data-href is a plugin's). */
const LINK_ATTRIBUTE = /^data-(?:[\w-]*[-_])?(?:link|url)$/;
/** A button's WhatsApp number, which its script puts in a wa.me link (data-wa-number="90…"). */
const WHATSAPP_ATTRIBUTE =
  /^data-(?:[\w-]*[-_])?(?:wa|wapp|wpp|whatsapp)(?:[-_]?(?:number|phone|num|no|tel))?$/;
const NUMBER_VALUE = /^\+?\d[\d\s().-]{6,20}\d$/;
const SCHEME = /^(?:https?:)?\/\//i;

function absolute(href: string, base: string): string {
  const trimmed = href.trim();
  // "instagram.com/firma" without a scheme is a profile, not a page of the site.
  const raw = SOCIAL_HOST.test(trimmed) ? `https://${trimmed}` : trimmed;
  try {
    return new URL(raw, base).href;
  } catch {
    return trimmed;
  }
}

/** A URL's host name; '' when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

/** The address of a mailto: href, without its query (`?subject=`). */
export function mailtoAddress(href: string): string | null {
  const match = /^\s*mailto:([^?#]*)/i.exec(href);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!).trim();
  } catch {
    return match[1]!.trim();
  }
}

interface CssEffects {
  hidden: Set<string>;
  reversed: Set<string>;
}

/** Class names the page's own top-level CSS hides or writes right to left. */
function cssEffects(css: string): CssEffects {
  const effects: CssEffects = { hidden: new Set(), reversed: new Set() };
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (c === '{') {
      if (depth === 0) {
        const selector = css.slice(start, i);
        const end = css.indexOf('}', i);
        if (selector.trim().startsWith('@')) {
          // @media and the like: their rules hold only on some screens; skip the block.
          let inner = 1;
          let j = i + 1;
          for (; j < css.length && inner > 0; j += 1) {
            if (css[j] === '{') inner += 1;
            else if (css[j] === '}') inner -= 1;
          }
          i = j - 1;
          start = j;
          continue;
        }
        if (end < 0) break;
        const body = css.slice(i + 1, end);
        const hides = /display\s*:\s*none|visibility\s*:\s*hidden/i.test(body);
        const reverses = /direction\s*:\s*rtl/i.test(body) && /bidi-override/i.test(body);
        if (hides || reverses) {
          for (const part of selector.split(',')) {
            const match = /^\s*[a-z]*\.([\w-]+)\s*$/i.exec(part);
            if (!match) continue;
            if (hides) effects.hidden.add(match[1]!);
            if (reverses) effects.reversed.add(match[1]!);
          }
        }
        i = end;
        start = end + 1;
        continue;
      }
      depth += 1;
    } else if (c === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) start = i + 1;
    }
  }
  return effects;
}

function hasClass(classes: string | null, names: Set<string>): boolean {
  if (!classes || names.size === 0) return false;
  return classes.split(/\s+/).some((name) => names.has(name));
}

interface Frame {
  name: string;
  chrome: boolean;
  /** Inside the page's main content: a header or footer there is the content's own. */
  content: boolean;
  hidden: boolean;
  /** Text collected inside a right-to-left override, emitted reversed on close. */
  reversed: string[] | null;
  /** Inside an embedded tweet (`<blockquote class="twitter-tweet">`). */
  quoted: boolean;
}

const MAX_DATA_ATTRIBUTES = 200;

export function parsePage(html: string, baseUrl: string): ParsedPage {
  const jsonLd: string[] = [];
  const scripts: string[] = [];
  const plugins: PageLink[] = [];
  let css = '';
  const withoutScripts = html.replace(SCRIPT, (_whole, attrs: string, body: string) => {
    // LinkedIn's company plugins (<script type="IN/FollowCompany" data-id="1337">) name
    // the company by its number, which is an address of its page too.
    const company = LINKEDIN_PLUGIN.test(attrs)
      ? /\bdata-id\s*=\s*["']?(\d{3,12})\b/i.exec(attrs)
      : null;
    if (company)
      plugins.push({
        href: `https://www.linkedin.com/company/${company[1]}`,
        text: '',
        line: 0,
        chrome: false,
      });
    if (/type\s*=\s*["']?application\/ld\+json/i.test(attrs)) jsonLd.push(body);
    else if (body.length <= MAX_SCRIPT_CHARS && namesChatButton(attrs))
      scripts.push(`/* WhatsApp button settings */ ${body}`);
    else if (body.length <= MAX_SCRIPT_CHARS && INTERESTING_SCRIPT.test(body)) scripts.push(body);
    return ' ';
  });
  for (const match of withoutScripts.matchAll(STYLE)) css += match[1];
  const effects = cssEffects(css);
  const visible = withoutScripts
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(HIDDEN, ' ')
    .replace(IFRAME, '<iframe$1>')
    .replace(SVG, (_whole, attrs: string, body: string) => {
      const network = NETWORK_WORD.exec(attrs + body)?.[0];
      return network ? `<svg data-icon="${network}">` : '<svg>';
    });

  const lines: string[] = [''];
  const chromeLines: boolean[] = [false];
  const dataAttributes = new Map<string, string>();
  const imageTexts: string[] = [];
  const links: PageLink[] = [...declaredProfiles(withoutScripts, baseUrl), ...plugins];
  const open: PageLink[] = [];
  const stack: Frame[] = [];
  /** The open right-to-left overrides, innermost last. */
  const reversing: Frame[] = [];
  const top = (): Frame | undefined => stack[stack.length - 1];
  const sections: PageSection[] = [];
  /** Sections still open: their level and the stack index of their sectioning element. */
  /**
   * Sections still open: their level, the stack index of their sectioning element and of
   * the heading itself, and how much text had been shown when the heading closed.
   */
  const openSections: OpenSection[] = [];
  let heading: PageSection | null = null;
  /** Pieces of visible text so far: whether anything followed a heading inside an element. */
  let shownPieces = 0;
  /** Where a section closing now ends: the current line, when still empty, comes after it. */
  const lineEnd = () => lines.length - (lines[lines.length - 1]!.trim() === '' ? 1 : 0);
  const closeSections = (keep: (open: OpenSection) => boolean) => {
    for (let i = openSections.length - 1; i >= 0; i -= 1) {
      if (keep(openSections[i]!)) continue;
      const { section } = openSections[i]!;
      section.end = lineEnd();
      section.blockEnd ??= section.end;
      openSections.splice(i, 1);
    }
  };
  /** Text into the current line (unless hidden) and the text of every open link. */
  const emit = (text: string, shown = true, toLinks = true) => {
    if (text === '') return;
    if (shown && !top()?.hidden) {
      if (text.trim() !== '') shownPieces += 1;
      const reversed = reversing[reversing.length - 1];
      if (reversed?.reversed) reversed.reversed.push(text);
      else lines[lines.length - 1] += text;
    }
    if (toLinks) for (const link of open) link.text += text;
  };
  const newLine = () => {
    if (lines[lines.length - 1]!.trim() !== '') {
      lines.push('');
      chromeLines.push(top()?.chrome ?? false);
    } else chromeLines[chromeLines.length - 1] = top()?.chrome ?? false;
  };

  const tagPattern = /<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g;
  let cursor = 0;
  /** An inline element has just closed, with no text after it yet. */
  let afterInlineClose = false;
  for (let match = tagPattern.exec(visible); match; match = tagPattern.exec(visible)) {
    const between = visible.slice(cursor, match.index);
    emit(decodeEntities(between).replace(/\s+/g, ' ').replace(ZERO_WIDTH, ''));
    cursor = match.index + match[0].length;
    const tag = match[0];
    const name = match[1]!.toLowerCase();
    const closing = tag[1] === '/';
    const inline = !BLOCK.has(name);
    if (inline && !closing && afterInlineClose && between === '') {
      emit(ELEMENT_BOUNDARY, true, false);
    }
    afterInlineClose = closing && inline;

    if (closing) {
      const at = stack.findLastIndex((frame) => frame.name === name);
      const closes = at >= 0 && stack.length - at <= 32;
      if (closes) {
        for (const frame of stack.splice(at).reverse()) {
          if (!frame.reversed) continue;
          reversing.pop();
          emit([...frame.reversed.join('')].reverse().join(''), true, false);
        }
      }
      if (BLOCK.has(name)) newLine();
      if (heading && HEADING.test(name)) {
        heading.heading = lines.slice(heading.start).join(' ').replace(/\s+/g, ' ').trim();
        const closed = heading;
        const open = openSections.find((candidate) => candidate.section === closed);
        if (open) open.shownAtHeading = shownPieces;
        heading = null;
      }
      if (closes) {
        // The innermost element around a heading that holds more than the heading (a footer
        // widget's column) ends the heading's own block.
        for (const open of openSections) {
          if (
            open.section.blockEnd === undefined &&
            at < open.depth &&
            open.shownAtHeading !== null &&
            shownPieces > open.shownAtHeading
          ) {
            open.section.blockEnd = lineEnd();
          }
        }
        closeSections((open) => open.container < at);
      }
      if (name === 'a') {
        const link = open.pop();
        if (link) links.push({ ...link, text: link.text.replace(/\s+/g, ' ').trim() });
      }
      continue;
    }

    const parent = top();
    const attrs = attributesOf(tag, name.length);
    const classes = attrs.get('class') ?? null;
    if (!VOID.has(name) && !tag.endsWith('/>')) {
      const style = attrs.get('style') ?? '';
      const role = attrs.get('role') ?? null;
      const content = (parent?.content ?? false) || CONTENT_TAGS.has(name) || role === 'main';
      // The page's own header and footer sit near the top of the tree; a <header> deep in
      // a profile's markup is the profile's.
      const chrome =
        (parent?.chrome ?? false) ||
        (!content &&
          stack.length <= CHROME_MAX_DEPTH &&
          (CHROME_TAGS.has(name) ||
            namesChrome(`${classes ?? ''} ${attrs.get('id') ?? ''}`.trim()) ||
            (role !== null && CHROME_ROLES.test(role))));
      const hides =
        INLINE.has(name) &&
        (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(style) ||
          hasClass(classes, effects.hidden) ||
          attrs.has('hidden'));
      const reverses =
        (style !== '' && /direction\s*:\s*rtl/i.test(style) && /bidi-override/i.test(style)) ||
        hasClass(classes, effects.reversed) ||
        (name === 'bdo' && attrs.get('dir')?.toLowerCase() === 'rtl');
      const frame: Frame = {
        name,
        chrome,
        content,
        hidden: (parent?.hidden ?? false) || hides,
        reversed: reverses ? [] : null,
        quoted:
          (parent?.quoted ?? false) ||
          (name === 'blockquote' && /\btwitter-tweet\b/.test(classes ?? '')),
      };
      stack.push(frame);
      if (frame.reversed) reversing.push(frame);
    }
    if (BLOCK.has(name)) newLine();
    const level = HEADING.exec(name)?.[1];
    if (level) {
      closeSections((open) => open.level < Number(level));
      heading = { heading: '', level: Number(level), start: lines.length - 1, end: lines.length };
      sections.push(heading);
      openSections.push({
        section: heading,
        level: Number(level),
        container: stack.findLastIndex((frame) => SECTIONING.has(frame.name)),
        depth: stack.length - 1,
        shownAtHeading: null,
      });
    }
    if (attrs.size === 0) {
      if (name === 'a')
        open.push({
          href: '',
          text: '',
          line: lines.length - 1,
          column: lines[lines.length - 1]!.length,
          chrome: parent?.chrome ?? false,
        });
      continue;
    }

    const cf = attrs.get('data-cfemail');
    if (cf) {
      const email = decodeCfEmail(cf);
      if (email) emit(` ${email} `);
    }
    readDataAttributes(attrs, emit, scripts);
    const button = followButtonProfile(attrs);
    if (button) {
      links.push({
        href: button,
        text: '',
        line: lines.length - 1,
        column: lines[lines.length - 1]!.length,
        chrome: parent?.chrome ?? false,
      });
    }
    for (const [attribute, value] of attrs) {
      if (!attribute.startsWith('data-')) continue;
      if (WHATSAPP_ATTRIBUTE.test(attribute) && NUMBER_VALUE.test(value.trim())) {
        links.push({
          href: `https://wa.me/${value.replace(/[^\d+]/g, '')}`,
          text: '',
          line: lines.length - 1,
          column: lines[lines.length - 1]!.length,
          chrome: top()?.chrome ?? false,
        });
      }
      if (
        dataAttributes.size < MAX_DATA_ATTRIBUTES &&
        !dataAttributes.has(attribute) &&
        // A user name (data-u="join") or a whole address a script turns round ("moc.x@y").
        /^[\w.+@-]{1,64}$/.test(value)
      ) {
        dataAttributes.set(attribute, value);
      } else if (
        // A button a script opens (Click to Chat's data-ctc-link="https://wa.me/…").
        name !== 'a' &&
        LINK_ATTRIBUTE.test(attribute) &&
        SOCIAL_HOST.test(value.trim().replace(SCHEME, ''))
      ) {
        links.push({
          href: absolute(value, baseUrl),
          text: '',
          line: lines.length - 1,
          column: lines[lines.length - 1]!.length,
          chrome: top()?.chrome ?? false,
        });
      }
    }
    if (name === 'joomla-hidden-mail') emitJoomlaHiddenMail(attrs, emit);
    const handler = attrs.get('onclick') ?? attrs.get('onmouseover');
    if (handler && INTERESTING_SCRIPT.test(handler)) scripts.push(handler);
    // An icon says which network the text next to it is about ("<i class=fa-instagram> @firma").
    const iconText = `${classes ?? ''} ${name === 'img' ? (attrs.get('alt') ?? '') : ''} ${attrs.get('data-icon') ?? ''}`;
    const icon = iconText.length > 2 ? NETWORK_WORD.exec(iconText)?.[0] : undefined;
    if (icon && name !== 'a') emit(` ${icon.toLowerCase()}: `);
    // An address drawn as an image often says itself in the alt text.
    const alt = name === 'img' ? attrs.get('alt') : undefined;
    if (alt?.includes('@') && imageTexts.length < MAX_IMAGE_TEXTS) imageTexts.push(alt);

    if (name === 'iframe' || (name !== 'a' && attrs.has('data-href'))) {
      const src = attrs.get(name === 'iframe' ? 'src' : 'data-href');
      if (src) {
        links.push({
          href: absolute(src, baseUrl),
          text: '',
          line: lines.length - 1,
          chrome: top()?.chrome ?? false,
        });
      }
      continue;
    }
    // An old site's form that mails itself: the address is the business's.
    const action = name === 'form' ? mailtoAddress(attrs.get('action') ?? '') : null;
    if (action) emit(` ${action} `);
    if (name !== 'a' && name !== 'area') continue;
    const raw = attrs.get('href') ?? '';
    if (/^\s*javascript:/i.test(raw) && INTERESTING_SCRIPT.test(raw)) scripts.push(raw);
    const protectedHex = /\/cdn-cgi\/l\/email-protection#([0-9a-f]+)/i.exec(raw)?.[1];
    const href = protectedHex
      ? `mailto:${decodeCfEmail(protectedHex) ?? ''}`
      : absolute(raw, baseUrl);
    // A mailto's address is shown where the link is, even when the link's text is "Write to us".
    const address = mailtoAddress(href);
    const link: PageLink = {
      href,
      text: '',
      line: lines.length - 1,
      column: lines[lines.length - 1]!.length,
      chrome: parent?.chrome ?? false,
      ...(parent?.quoted ? { quoted: true } : {}),
    };
    // An image map's <area> has no closing tag: it is a link with its alt text.
    if (name === 'area') links.push({ ...link, text: attrs.get('alt') ?? '' });
    else open.push(link);
    if (address) emit(` ${address} `, !(parent?.hidden ?? false));
    const title = attrs.get('aria-label') ?? attrs.get('title');
    if (name === 'a' && title) link.text += ` ${title} `;
    if (name === 'a' && icon) link.text += ` ${icon.toLowerCase()} `;
  }
  emit(decodeEntities(visible.slice(cursor)).replace(/\s+/g, ' ').replace(ZERO_WIDTH, ''));
  for (const link of open) links.push({ ...link, text: link.text.trim() });
  closeSections(() => false);

  const boundedLines = new Map<number, string>();
  const tidy = lines.map((line, index) => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (!text.includes(ELEMENT_BOUNDARY)) return text;
    boundedLines.set(index, text);
    return text.replaceAll(ELEMENT_BOUNDARY, '');
  });

  return {
    lines: tidy,
    boundedLines,
    imageTexts,
    chromeLines,
    links,
    jsonLd,
    scripts,
    host: hostOf(baseUrl),
    dataAttributes,
    sections: sections.filter((section) => section.heading !== ''),
    names: siteNames(withoutScripts),
    twitterSite: twitterSite(withoutScripts),
    lang: documentLanguage(html),
  };
}

/**
 * The document's language: <html lang>, else its Content-Language meta, else the language
 * its declared character set is made for (an old Turkish ASP site's windows-1254 names no
 * lang, its numbers still Turkish).
 */
function documentLanguage(html: string): string | null {
  const tag =
    /<html\b[^>]*?\slang\s*=\s*["']?([a-z]{2,3}(?:-[a-z]{2})?)/i.exec(html)?.[1] ??
    /<meta\b[^>]*?http-equiv\s*=\s*["']?content-language["']?[^>]*?\scontent\s*=\s*["']?([a-z]{2,3}(?:-[a-z]{2})?)\b/i.exec(
      html.slice(0, 4096),
    )?.[1];
  if (tag) return tag;
  const charset = /<meta\b[^>]*?charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(html.slice(0, 4096))?.[1];
  return charset && /^(?:windows-1254|iso-8859-9|latin5|cp1254)$/i.test(charset) ? 'tr' : null;
}

/**
 * Addresses that scripts assemble from data attributes (data-user + data-domain, ROT13 in
 * e-mail encoder plugins) go into the text; chat widgets' settings go to the scripts.
 */
function readDataAttributes(
  attrs: ReadonlyMap<string, string>,
  emit: (text: string) => void,
  scripts: string[],
): void {
  const user =
    attrs.get('data-user') ??
    attrs.get('data-name') ??
    attrs.get('data-mailuser') ??
    attrs.get('data-u') ??
    attrs.get('data-local');
  const domain =
    attrs.get('data-domain') ??
    attrs.get('data-host') ??
    attrs.get('data-maildomain') ??
    attrs.get('data-d');
  if (user && domain && /^[\w.+-]+$/.test(user) && /^[\w-]+(?:\.[\w-]+)*$/.test(domain)) {
    const tld = attrs.get('data-tld');
    emit(` ${user}@${domain}${tld ? `.${tld.replace(/^\./, '')}` : ''} `);
  }
  const plain = attrs.get('data-email') ?? attrs.get('data-mail') ?? attrs.get('data-e-mail');
  if (plain && plain.includes('@')) emit(` ${plain} `);
  const encoded = attrs.get('data-enc-email');
  // Email Encoder's script: "[at]" back to "@", then ROT13.
  if (encoded) emit(` ${rot13(encoded.replace(/\[at\]/gi, '@'))} `);
  // A chat widget's settings need not say WhatsApp (Click to Chat keeps only "number" in
  // them): its class or id does, so they travel with the settings.
  const settings =
    attrs.get('data-settings') ??
    attrs.get('data-contacts') ??
    attrs.get('data-config') ??
    attrs.get('data-options');
  const owner = `${attrs.get('class') ?? ''} ${attrs.get('id') ?? ''}`.trim();
  if (settings && CHAT_BUTTON_NAME.test(owner)) {
    scripts.push(`/* WhatsApp button settings: ${owner} */ ${settings}`);
  } else if (settings && INTERESTING_SCRIPT.test(`${owner} ${settings}`)) {
    scripts.push(owner ? `/* ${owner} */ ${settings}` : settings);
  }
  // A chat button that keeps its number in an attribute (data-phone on a WhatsApp button).
  const number = attrs.get('data-phone') ?? attrs.get('data-number') ?? attrs.get('data-whatsapp');
  if (
    number &&
    /whats|wa[-_]|qlwapp/i.test(`${attrs.get('class') ?? ''} ${attrs.get('id') ?? ''}`)
  ) {
    scripts.push(`whatsapp: "${number.replace(/["\\]/g, '')}"`);
  }
}

const LINKEDIN_PLUGIN = /\btype\s*=\s*["']?IN\/(?:FollowCompany|CompanyProfile|CompanyInsider)\b/i;

/**
 * The profile a follow or subscribe button names in its attributes: YouTube's subscribe
 * button (`<div class="g-ytsubscribe" data-channelid="UC…">`, or `data-channel` with a
 * legacy user name) and X's timeline and follow widgets (`data-screen-name`).
 */
function followButtonProfile(attrs: ReadonlyMap<string, string>): string | null {
  const classes = attrs.get('class') ?? '';
  if (/\bg-ytsubscribe\b/.test(classes)) {
    const id = attrs.get('data-channelid');
    if (id && /^UC[\w-]{22}$/.test(id)) return `https://www.youtube.com/channel/${id}`;
    const user = attrs.get('data-channel');
    if (user && /^[\w.-]{2,60}$/.test(user)) return `https://www.youtube.com/user/${user}`;
  }
  const screenName = attrs.get('data-screen-name');
  if (
    screenName &&
    /\btwitter-(?:timeline|follow-button)\b/.test(classes) &&
    /^@?\w{1,15}$/.test(screenName) &&
    // The widget's own link already names it.
    !(attrs.get('href') ?? '').toLowerCase().includes(screenName.replace(/^@/, '').toLowerCase())
  ) {
    return `https://twitter.com/${screenName.replace(/^@/, '')}`;
  }
  return null;
}

/** Joomla 4's e-mail cloak: the address's two halves in base64 attributes. */
function emitJoomlaHiddenMail(attrs: ReadonlyMap<string, string>, emit: (text: string) => void) {
  const decode = (value: string | undefined): string => {
    if (!value || typeof atob !== 'function') return '';
    try {
      return new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
    } catch {
      return '';
    }
  };
  const first = decode(attrs.get('first'));
  const last = decode(attrs.get('last'));
  if (first && last) emit(` ${first}@${last} `);
}

const TITLE = /<title\b[^>]*>([^<]*)<\/title\s*>/i;
const SITE_NAME_META = /\b(?:property|name)\s*=\s*["']?(?:og:site_name|application-name)\b/i;

const TWITTER_SITE_META = /\b(?:name|property)\s*=\s*["']?twitter:site["'\s>]/i;

/** The handle in `<meta name="twitter:site" content="@firma">`. */
function twitterSite(html: string): string | undefined {
  for (const [tag] of html.matchAll(LINK_OR_META)) {
    if (!TWITTER_SITE_META.test(tag)) continue;
    const value = HREF_OR_CONTENT.exec(tag);
    const handle = (value?.[1] ?? value?.[2] ?? value?.[3] ?? '').trim().replace(/^@/, '');
    if (/^\w{1,15}$/.test(handle) && !CARD_PLACEHOLDER.test(handle)) return handle;
  }
  return undefined;
}

/** What a theme or X's own documentation leaves in the card until someone edits it. */
const CARD_PLACEHOLDER =
  /^(?:(?:your_?)?(?:twitter_?)?(?:handle|user_?name)|site_?(?:user_?name|account)|creator_?(?:user_?name)?|your_?twitter|example|nytimes|flickr)$/i;

/** The names a page gives its site in its head: the title, og:site_name, application-name. */
function siteNames(html: string): string[] {
  const names: string[] = [];
  const title = TITLE.exec(html)?.[1];
  if (title) names.push(decodeEntities(title).replace(/\s+/g, ' ').trim());
  for (const [tag] of html.matchAll(LINK_OR_META)) {
    if (!SITE_NAME_META.test(tag)) continue;
    const value = HREF_OR_CONTENT.exec(tag);
    const name = value?.[1] ?? value?.[2] ?? value?.[3];
    if (name) names.push(decodeEntities(name).trim());
  }
  return names.filter((name) => name !== '');
}

const LINK_OR_META = /<(?:link|meta)\b[^>]*>/gi;
const REL_ME = /\brel\s*=\s*["']?[^"'>]*\bme\b/i;
const SEE_ALSO = /\bproperty\s*=\s*["']?og:see_also\b/i;
const HREF_OR_CONTENT = /\b(?:href|content)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Profiles the page declares its own in its head: `<link rel="me">`, `og:see_also`. */
function declaredProfiles(html: string, baseUrl: string): PageLink[] {
  const found: PageLink[] = [];
  for (const [tag] of html.matchAll(LINK_OR_META)) {
    if (!REL_ME.test(tag) && !SEE_ALSO.test(tag)) continue;
    const value = HREF_OR_CONTENT.exec(tag);
    const href = value?.[1] ?? value?.[2] ?? value?.[3];
    if (href)
      found.push({
        href: absolute(decodeEntities(href), baseUrl),
        text: '',
        line: 0,
        chrome: false,
      });
  }
  return found;
}
