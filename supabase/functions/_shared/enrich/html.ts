// Just enough HTML for the crawler, without a DOM (the edge bundle stays small and runs the
// same in Deno and Node): visible text split into lines (block elements break lines), the
// links with their text and line, JSON-LD blocks, and Cloudflare's protected e-mails put
// back into the text where the browser would show them.

export interface PageLink {
  /** Absolute URL (or the raw href when it does not parse). */
  href: string;
  text: string;
  /** Index into `lines` of the line the link sits on. */
  line: number;
}

export interface ParsedPage {
  lines: string[];
  links: PageLink[];
  jsonLd: string[];
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
  ntilde: 'ñ',
  copy: '©',
  middot: '·',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
};

export function decodeEntities(text: string): string {
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

// Content the browser does not show as text; JSON-LD is taken out before these go.
const HIDDEN =
  /<(script|style|noscript|template|svg|iframe|object|head)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
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
]);

const ATTRIBUTES = new Map<string, RegExp>();

function attribute(tag: string, name: string): string | null {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');
    ATTRIBUTES.set(name, pattern);
  }
  const match = pattern.exec(tag);
  if (!match) return null;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

function absolute(href: string, base: string): string {
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return href.trim();
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

export function parsePage(html: string, baseUrl: string): ParsedPage {
  const jsonLd: string[] = [];
  const withoutLd = html.replace(
    /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi,
    (_whole, body: string) => {
      jsonLd.push(body);
      return ' ';
    },
  );
  const visible = withoutLd.replace(/<!--[\s\S]*?-->/g, ' ').replace(HIDDEN, ' ');

  const lines: string[] = [''];
  const links: PageLink[] = [];
  const open: { href: string; text: string; line: number }[] = [];
  const emit = (text: string) => {
    lines[lines.length - 1] += text;
    for (const link of open) link.text += text;
  };
  const newLine = () => {
    if (lines[lines.length - 1]!.trim() !== '') lines.push('');
  };

  const tagPattern = /<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>/g;
  let cursor = 0;
  for (let match = tagPattern.exec(visible); match; match = tagPattern.exec(visible)) {
    emit(decodeEntities(visible.slice(cursor, match.index)).replace(/\s+/g, ' '));
    cursor = match.index + match[0].length;
    const tag = match[0];
    const name = match[1]!.toLowerCase();
    const closing = tag[1] === '/';
    if (BLOCK.has(name)) newLine();
    const cf = closing ? null : attribute(tag, 'data-cfemail');
    if (cf) {
      const email = decodeCfEmail(cf);
      if (email) emit(` ${email} `);
    }
    if (name !== 'a') continue;
    if (closing) {
      const link = open.pop();
      if (link)
        links.push({
          href: link.href,
          text: link.text.replace(/\s+/g, ' ').trim(),
          line: link.line,
        });
      continue;
    }
    const raw = attribute(tag, 'href') ?? '';
    const protectedHex = /\/cdn-cgi\/l\/email-protection#([0-9a-f]+)/i.exec(raw)?.[1];
    const href = protectedHex
      ? `mailto:${decodeCfEmail(protectedHex) ?? ''}`
      : absolute(raw, baseUrl);
    // A mailto's address is shown where the link is, even when the link's text is "Write to us".
    const address = mailtoAddress(href);
    open.push({ href, text: '', line: lines.length - 1 });
    if (address) emit(` ${address} `);
    const title = attribute(tag, 'aria-label') ?? attribute(tag, 'title');
    if (title) open[open.length - 1]!.text += ` ${title} `;
  }
  emit(decodeEntities(visible.slice(cursor)).replace(/\s+/g, ' '));
  for (const link of open) links.push({ href: link.href, text: link.text.trim(), line: link.line });

  return { lines: lines.map((line) => line.replace(/\s+/g, ' ').trim()), links, jsonLd };
}
