// E-mail addresses a page offers as the business's contact (issue 12 item 3): from mailto:
// links, the visible text (with the usual obfuscations undone), JSON-LD and Cloudflare's
// protected addresses; then everything that is not a contact is dropped and the business's
// own domain comes first.
import { isWebmail } from '../contacts/email-check.ts';
import { registrableDomain, sameSite } from './domains.ts';
import { decodeEntities, ELEMENT_BOUNDARY, rot13, type ParsedPage } from './html.ts';
import { assembledStrings } from './scripts.ts';

export interface EmailCandidate {
  email: string;
  /** The line it was found on and the one before: where a footer credit would say so. */
  context: string;
  /** In the page's header, footer or navigation. */
  chrome: boolean;
  /** Written after a credit on its own line ("Tasarım: Ajans X · ajansx@gmail.com"). */
  afterCredit?: boolean;
  /** Index into the page's lines, for text found there (not JSON-LD's or a script's). */
  line?: number;
  /** Only in an image's alt text: the business's when the site writes no address anywhere. */
  imageOnly?: boolean;
}

// Bounded repetitions: every attempt is short, so a long run of letters costs linear time.
const EMAIL = /[a-z0-9._%+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,6}\.[a-z]{2,24}/gi;

// Obfuscations people type so harvesters miss them (and we do not):
// info [at] firma [dot] com, info(at)firma.com, info {at} firma (nokta) com.tr, info @ firma.com,
// Spain's info(arroba)empresa.es, Poland's biuro(małpa)firma.pl
const AT =
  /\s*[[({<]\s*(?:at|@|et|ät|arroba|chiocciola|małpa|malpa|zavináč|apenstaartje)\s*[\])}>]\s*/gi;
const DOT = /\s*[[({<]\s*(?:dot|nokta|punkt|point|punto|kropka|tečka|punt|ponto)\s*[\])}>]\s*/gi;
const SPACED_AT = /([a-z0-9._-]{1,64})\s+@\s+([a-z0-9-]{1,63}\.[a-z])/gi;
/** "info at firma dot com", and a German site's "info at firma punkt de". */
const WORD_AT_DOT =
  /\b([a-z0-9._-]{1,64})\s+at\s+([a-z0-9-]{1,63}(?:\s+(?:dot|punkt)\s+[a-z0-9-]{1,63}){1,6})\b/gi;
/** EMAIL, also across the places where one inline element ends and the next begins. */
const BOUNDED_EMAIL = new RegExp(
  EMAIL.source
    .replaceAll('[a-z0-9', `[${ELEMENT_BOUNDARY}a-z0-9`)
    .replace('[a-z]{2,24}', `[${ELEMENT_BOUNDARY}a-z]{2,24}`),
  'gi',
);

/**
 * An address read across sibling elements: a boundary next to "@" or a dot is a split
 * address (`info</span><span>@firma.com`), one elsewhere separates it from the text of
 * the element before or after (`Kayseri</span><span>bilgi@…`, `….com.ar</a><a>Turnos`).
 * An address split at its "@" was cut into elements on purpose, its name too
 * (`akcaydugun</span><span>salonu</span><span>@</span>…`): its name is read whole.
 */
function cutAtBoundaries(found: string): string {
  const splitAtAt = new RegExp(`${ELEMENT_BOUNDARY}@|@${ELEMENT_BOUNDARY}`).test(found);
  const joined = found.replace(
    new RegExp(`${ELEMENT_BOUNDARY}(?=[@.])|(?<=[@.])${ELEMENT_BOUNDARY}`, 'g'),
    '',
  );
  const at = joined.indexOf('@');
  const local = splitAtAt
    ? joined.slice(0, at).replaceAll(ELEMENT_BOUNDARY, '')
    : joined.slice(0, at);
  const domain = joined.slice(at + 1);
  return `${local.slice(local.lastIndexOf(ELEMENT_BOUNDARY) + 1)}@${domain.split(ELEMENT_BOUNDARY)[0]}`;
}

/** Lines without any of these cannot hold an address, plain or obfuscated. */
const MAYBE_EMAIL = /@|\uff20|\bat\b|ät|\bet\b|arroba|chiocciola|ma[łl]pa|zavin|apenstaartje/i;

export function deobfuscate(text: string): string {
  return text
    .replace(/\uff20/g, '@')
    .replace(AT, '@')
    .replace(DOT, '.')
    .replace(SPACED_AT, '$1@$2')
    .replace(
      WORD_AT_DOT,
      (_whole, local: string, domain: string) =>
        `${local}@${domain.replace(/\s+(?:dot|punkt)\s+/gi, '.')}`,
    );
}

/** Lower-cased, `mailto:` and surrounding punctuation gone; null when not an address. */
export function normaliseEmail(raw: string): string | null {
  const email = raw
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '')
    .replace(/^[\s"'<([{.,;:]+/, '')
    .replace(/[\s"'>)\]}.,;:!?]+$/, '');
  const match = /^([a-z0-9._%+-]{1,64})@([a-z0-9-]+(?:\.[a-z0-9-]+)*\.([a-z]{2,24}))$/.exec(email);
  if (!match || email.length > 254) return null;
  const [, local, domain] = match as unknown as [string, string, string];
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  if (
    domain.split('.').some((label) => label === '' || label.startsWith('-') || label.endsWith('-'))
  ) {
    return null;
  }
  return rot13Undone(email);
}

/** Top-level domains of three letters or more that small businesses use. */
const COMMON_TLDS = new Set(
  'com net org info biz edu gov pro name mobi app dev shop store online site website tech blog cafe club design studio agency email center digital group solutions services media news life live world today page space xyz top art law legal dental clinic health care vet beauty salon hair restaurant pizza coffee wine bio eco istanbul berlin koeln hamburg bayern wien madrid barcelona london nyc paris moda ltd gmbh immo immobilien estate travel tours hotel rentals photography events education school academy consulting'.split(
    ' ',
  ),
);

/**
 * An address a page ROT13-encodes and a script decodes (onxrel@zncyrnaqelr.pbz): its
 * top-level domain is no domain's, and ROT13 makes it a common one.
 */
function rot13Undone(email: string): string {
  const tld = email.slice(email.lastIndexOf('.') + 1);
  if (tld.length < 3 || COMMON_TLDS.has(tld) || !COMMON_TLDS.has(rot13(tld))) return email;
  return rot13(email);
}

// Not a contact: files (logo@2x.png), placeholders, platforms' and trackers' own addresses.
const FILE_SUFFIXES = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'svg',
  'bmp',
  'ico',
  'avif',
  'tif',
  'tiff',
  'heic',
  'js',
  'mjs',
  'css',
  'scss',
  'json',
  'map',
  'mp4',
  'webm',
  'mp3',
  'woff',
  'woff2',
  'ttf',
  'eot',
  'otf',
  'pdf',
  'zip',
  'php',
  'html',
  'htm',
  'aspx',
  'min',
  'ts',
  'tsx',
  'vue',
]);
const PLACEHOLDER_DOMAINS = new Set([
  'domain.com',
  'yourdomain.com',
  'your-domain.com',
  'yoursite.com',
  'yourcompany.com',
  'website.com',
  'sitename.com',
  'company.com',
  'email.com',
  'test.com',
  'mysite.com',
  'firmaniz.com',
  'siteniz.com',
  'sirketiniz.com',
  'alanadi.com',
  'alanadiniz.com',
  'ornek.com',
  'beispiel.de',
  'musterfirma.de',
  'mustermann.de',
  'sample.com',
  'xyz.com',
  'ornekmail.com',
  'ornek.com.tr',
  'adresiniz.com',
  'sirket.com',
  'alanadi.com.tr',
  'ejemplo.com',
  'ejemplo.es',
  'dominio.com',
  'tudominio.com',
  'tuempresa.com',
  'empresa.com',
  'beispiel.com',
  'muster.de',
  'musterfirma.com',
  'ihredomain.de',
  'deinedomain.de',
  'address.com',
  'emailaddress.com',
  'yourwebsite.com',
  'yourbusiness.com',
  'mail.example',
]);
const PLACEHOLDER_LOCALS = new Set([
  'your',
  'youremail',
  'your.email',
  'your-email',
  'your_email',
  'yourname',
  'your.name',
  'name',
  'you',
  'user',
  'username',
  'email',
  'e-mail',
  'adiniz',
  'adsoyad',
  'ad.soyad',
  'isim',
  'kullanici',
  'ornek',
  'example',
  'test',
  'john',
  'johndoe',
  'john.doe',
  'jane.doe',
  'janedoe',
  'firstname.lastname',
  'first.last',
  'max.mustermann',
  'mustermann',
  'muster',
  'max',
  'vorname.nachname',
  'name.surname',
  'isim.soyisim',
  'isminiz',
  'kullaniciadi',
  'eposta',
  'e-posta',
  'tu',
  'tucorreo',
  'tu.correo',
  'correo',
  'nombre',
  'ejemplo',
  'xxx',
  'xxxx',
  'abc',
  'someone',
  // "Instagram @ firma.kahve" read as an address by the " @ " rule.
  'instagram',
  'insta',
  'ig',
  'facebook',
  'twitter',
  'tiktok',
]);
const PLATFORM_DOMAINS = [
  'sentry.io',
  'wixpress.com',
  'wix.com',
  'sentry.wixpress.com',
  'squarespace.com',
  'godaddy.com',
  'wordpress.com',
  'wordpress.org',
  'w3.org',
  'schema.org',
  'jquery.com',
  'cloudflare.com',
  'list-manage.com',
  'mailchimp.com',
  'hubspot.com',
  'shopify.com',
  'sentry-next.wixpress.com',
  'ideasoft.com.tr',
  'ticimax.com',
  'tsoft.com.tr',
  'googlegroups.com',
];
const NO_REPLY =
  /^(?:no-?reply|do-?not-?reply|donotreply|mailer-daemon|bounce[s]?|postmaster|abuse)\b/;
// A web agency signs its work in the footer; its address is not the business's.
const CREDIT =
  /(?:designed|developed|powered|made|created|built|hosted|crafted|realised|realized|coded)\s+(?:with\s+\S+\s+)?by|(?:web\s*)?design(?:\s+and\s+development)?\s*(?:by|:|&)|web\s*tasar[ıi]m|tasar[ıi]m[ıi]?\s*(?:&|ve)?\s*(?:yaz[ıi]l[ıi]m|geli[şs]tirme|uygulama)?\s*[:|-]|tasarlayan|haz[ıi]rlayan|geli[şs]tiren|yap[ıi]m\s*:|altyap[ıi]\s*:|taraf[ıi]ndan\s+(?:haz[ıi]rlanm[ıi][şs]t[ıi]r|tasarlanm[ıi][şs]t[ıi]r|yap[ıi]lm[ıi][şs]t[ıi]r)|(?:web)?site\s+by|web\s+by|webdesign|webagentur|erstellt\s+(?:von|durch)|realisiert\s+(?:von|durch)|gestaltung\s*:|umsetzung|realizzat[oa]\s+da|sviluppat[oa]\s+da|dise[ñn]o\s+web|(?:dise[ñn]ad[oa]|realizad[oa]|desarrollad[oa]|cread[oa]|hech[oa])\s+por|r[ée]alis[ée]\s+par|cr[ée]{2}\s+par|conception\s*:/i;
/** Roles that, at another company's domain, are that company's or an authority's. */
const THIRD_PARTY_ROLES =
  /^(?:privacy|datenschutz|dataprotection|data-protection|dpo|gdpr|rgpd|dsgvo|protecciondatos|proteccion-datos|lopd|poststelle|abuse|legal|compliance)$/;

/** Words that start the business's own contact after a credit on the same line. */
const CONTACT_LABEL =
  /(?:^|[^a-z0-9])(?:e-?mail|e-?posta|mail|[iİ]leti[şs]im|contact|kontakt|correo|courriel)(?![a-z])/i;

/** Whether `text` (a line up to an address) ends inside a credit: a credit, then no label. */
const EVERY_CREDIT = new RegExp(CREDIT.source, 'gi');

function endsInCredit(text: string): boolean {
  let last = -1;
  for (const match of text.matchAll(EVERY_CREDIT)) {
    last = match.index + match[0].length;
  }
  return last >= 0 && !CONTACT_LABEL.test(text.slice(last));
}

export function isCreditContext(text: string): boolean {
  return CREDIT.test(text);
}

/** Free mail providers: a business on gmail is still the business. */
export function isFreeMail(domain: string): boolean {
  return isWebmail(domain);
}

function rejected(email: string): boolean {
  const [local, domain] = email.split('@') as [string, string];
  const labels = domain.split('.');
  if (FILE_SUFFIXES.has(labels[labels.length - 1]!)) return true;
  if (labels.slice(0, -1).every((label) => /^\d+$/.test(label))) return true; // jquery@3.6.0
  if (/^\d+x$/.test(labels[0]!)) return true; // icon@2x.something
  if (PLACEHOLDER_DOMAINS.has(domain) || /^example\./.test(registrableDomain(domain))) return true;
  if (PLACEHOLDER_LOCALS.has(local)) return true;
  if (PLATFORM_DOMAINS.some((platform) => domain === platform || domain.endsWith(`.${platform}`))) {
    return true;
  }
  if (/^[0-9a-f]{16,}$/.test(local)) return true; // error-reporting keys (Sentry DSNs)
  return NO_REPLY.test(local);
}

export function emailCandidates(page: ParsedPage): EmailCandidate[] {
  const out: EmailCandidate[] = [];
  page.lines.forEach((line, index) => {
    if (!MAYBE_EMAIL.test(line)) return;
    const bounded = page.boundedLines?.get(index);
    const plain = deobfuscate(bounded ?? line);
    if (!plain.includes('@')) return;
    const chrome = page.chromeLines[index] ?? false;
    for (const match of plain.matchAll(bounded ? BOUNDED_EMAIL : EMAIL)) {
      const email = normaliseEmail(bounded ? cutAtBoundaries(match[0]) : match[0]);
      if (!email) continue;
      const context = `${page.lines[index - 1] ?? ''}\n${line}`;
      const afterCredit = CREDIT.test(plain) && endsInCredit(plain.slice(0, match.index));
      out.push({ email, context, chrome, afterCredit, line: index });
    }
  });
  for (const text of page.imageTexts ?? []) {
    for (const match of deobfuscate(text).matchAll(EMAIL)) {
      const email = normaliseEmail(match[0]);
      if (email) out.push({ email, context: '', chrome: false, imageOnly: true });
    }
  }
  for (const block of page.jsonLd) {
    for (const raw of jsonLdValues(block, 'email')) {
      const email = normaliseEmail(raw);
      if (email) out.push({ email, context: '', chrome: false });
    }
  }
  // Addresses that scripts assemble (concatenation, fromCharCode, reversed, document.write).
  for (const script of page.scripts) {
    for (const text of assembledStrings(script, page.host, page.dataAttributes)) {
      const plain = deobfuscate(decodeEntities(text));
      if (!plain.includes('@')) continue;
      for (const match of plain.matchAll(EMAIL)) {
        const email = normaliseEmail(match[0]);
        if (email) out.push({ email, context: plain.slice(0, 200), chrome: false });
      }
    }
  }
  return out;
}

/** Every string under the given key anywhere in a JSON-LD block (regex if it is not JSON). */
export function jsonLdValues(block: string, key: string): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) {
        if (name === key) {
          if (typeof inner === 'string') found.push(inner);
          else if (Array.isArray(inner))
            inner.forEach((item) => typeof item === 'string' && found.push(item));
        }
        walk(inner);
      }
    }
  };
  try {
    walk(JSON.parse(block));
  } catch {
    const pattern = new RegExp(`"${key}"\\s*:\\s*"([^"]+)"`, 'g');
    for (const match of block.matchAll(pattern)) found.push(match[1]!);
  }
  return found;
}

/**
 * The site's contact addresses, best first: own domain, then free mail, then others; a
 * foreign company domain only when the site shows no address of its own, and never an
 * agency's credit (a credit line, or the domain of a link in one). On a shared host
 * (`ownHost` null) no domain is the business's own, and `reject` drops the platform's.
 */
export function pickEmails(
  candidates: EmailCandidate[],
  ownHost: string | null,
  creditDomains: ReadonlySet<string>,
  limit = 5,
  reject: (email: string) => boolean = () => false,
): string[] {
  const isOwn = (domain: string) => ownHost !== null && sameSite(domain, ownHost);
  const creditBrands = new Set(
    [...creditDomains]
      .map((domain) => (registrableDomain(domain).split('.')[0] ?? '').replace(/[^a-z0-9]/g, ''))
      .filter((brand) => brand.length >= 4),
  );
  const stats = new Map<string, { count: number; first: number }>();
  candidates.forEach((candidate, index) => {
    const { email, context } = candidate;
    if (rejected(email) || reject(email)) return;
    const domain = email.split('@')[1]!;
    if (!isOwn(domain) && !isFreeMail(domain)) {
      if (creditDomains.has(registrableDomain(domain)) || isCreditContext(context)) return;
      // A privacy text names processors and authorities (privacy@vendor, poststelle@ldi…).
      if (THIRD_PARTY_ROLES.test(email.split('@')[0]!)) return;
    }
    // An agency's free-mail address: after its credit, or named like its credited domain.
    if (!isOwn(domain) && isFreeMail(domain)) {
      if (candidate.afterCredit || creditBrands.has(squashLocal(email))) return;
    }
    const entry = stats.get(email) ?? { count: 0, first: index };
    entry.count += 1;
    stats.set(email, entry);
  });
  const tier = (email: string): number => {
    const domain = email.split('@')[1]!;
    if (isOwn(domain)) return 0;
    return isFreeMail(domain) ? 1 : 2;
  };
  // An address only an image's alt text gives counts when the site writes none.
  const written = new Set(
    candidates.filter((candidate) => !candidate.imageOnly).map(({ email }) => email),
  );
  let emails = [...stats.keys()];
  if (emails.some((email) => written.has(email))) {
    emails = emails.filter((email) => written.has(email));
  }
  if (emails.some((email) => tier(email) === 0)) emails = emails.filter((email) => tier(email) < 2);
  return emails
    .sort((a, b) => {
      const sa = stats.get(a)!;
      const sb = stats.get(b)!;
      return tier(a) - tier(b) || sb.count - sa.count || sa.first - sb.first;
    })
    .slice(0, limit);
}

function squashLocal(email: string): string {
  return (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
}
