// A website that is a social profile (issue 20 item 1): its URL is that network's finding.
// Where the network's robots.txt lets us read the page (Facebook's, Instagram's, LinkedIn's
// and X's never do: one robots.txt request and nothing more), only the profile's own
// words count: its description metas (Facebook puts a page's intro there) and the bio a
// page's JSON carries (TikTok's "signature", Instagram's "biography"). The platform's
// chrome around them (its own accounts, help addresses, footer links, suggested profiles)
// is never read.
import { choose, collect } from './extract.ts';
import { findingsWith, type ProfileField, type SiteFindings } from './findings.ts';
import { decodeEntities, parsePage } from './html.ts';

const META = /<meta\b[^>]*>/gi;
const META_NAME =
  /\b(?:name|property)\s*=\s*["']?(description|og:description|twitter:description)["'\s/>]/i;
const META_CONTENT = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const BIO_JSON = /"(?:biography|signature)"\s*:\s*("(?:[^"\\]|\\.){1,1000}")/g;
const LANG = /<html\b[^>]*?\slang\s*=\s*["']?([a-z]{2,3}(?:-[a-z]{2})?)/i;
/**
 * Letters one language alone writes, among those whose national numbers we read: the
 * platform's lang names the visitor's locale (Instagram serves "en" to a crawler), the
 * bio's letters the profile's language ("Amasya misket elması · WhatsApp 0544 …").
 */
const LANGUAGE_LETTERS: readonly [RegExp, string][] = [
  [/[ığİ]/u, 'tr'],
  [/ß/u, 'de'],
  [/ñ/iu, 'es'],
  [/[ãõ]/iu, 'pt'],
  [/[łśźżńąę]/iu, 'pl'],
  [/ə/iu, 'az'],
  [/\p{Script=Greek}{3}/u, 'el'],
];

/** The one language the bio's letters name, if they name one. */
function languageOfLetters(text: string): string | null {
  const named = LANGUAGE_LETTERS.filter(([letters]) => letters.test(text));
  return named.length === 1 ? named[0]![1] : null;
}

/** The head and the first of the page's JSON: a profile's metas and bio come early. */
const READ_CHARS = 512 * 1024;

/** The profile's own texts: its description metas and the bio in its JSON, each once. */
export function profileTexts(html: string): string[] {
  const head = html.slice(0, READ_CHARS);
  const texts = new Set<string>();
  for (const [tag] of head.matchAll(META)) {
    if (!META_NAME.test(tag)) continue;
    const content = META_CONTENT.exec(tag);
    const text = decodeEntities(content?.[1] ?? content?.[2] ?? '').trim();
    if (text) texts.add(text);
  }
  for (const match of head.matchAll(BIO_JSON)) {
    try {
      const text = (JSON.parse(match[1]!) as string).trim();
      if (text) texts.add(text);
    } catch {
      // Not a JSON string after all: nothing to read.
    }
  }
  return [...texts];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>');

/**
 * The findings of a profile page: what its own texts offer, the profile's own network
 * always the URL's (a bio naming another account of that network does not replace it).
 */
export function profilePageFindings(
  html: string,
  url: URL,
  profile: { field: ProfileField; value: string },
): SiteFindings {
  const own = findingsWith({ [profile.field]: profile.value });
  const texts = profileTexts(html);
  if (texts.length === 0) return own;
  const lang = languageOfLetters(texts.join(' ')) ?? LANG.exec(html.slice(0, 4096))?.[1];
  const page = parsePage(
    `<html${lang ? ` lang="${lang}"` : ''}><body>${texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</body></html>`,
    url.href,
  );
  const found = choose(collect([page], null), url.hostname, {
    ownHost: null,
    platform: null,
    dropChrome: false,
    name: '',
    lang: page.lang,
  });
  return { ...found, [profile.field]: profile.value };
}
