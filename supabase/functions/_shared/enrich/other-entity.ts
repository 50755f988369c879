// Another entity's block on the business's own page (issue 20 item 3): a franchise branch's
// or a group member's site carries the group's head-office block ("VisionPlus Group (head
// office)", "Pati Veteriner Grubu · Genel Merkez") with the group's e-mail and accounts.
// Told from a firm's own "Genel Merkez" / "Head office" footer by its e-mail, while the page
// shows another one outside the block: on a domain that is neither the site's nor a webmail,
// and either not the domain of the page's other e-mail or the domain of a website the block
// links to (the group's own site). Then the block speaks for someone else and none of its
// contacts are the business's.
import { foldLetters } from '../search/fold.ts';
import { isWebmail } from '../contacts/email-check.ts';
import { registrableDomain, sameSite } from './domains.ts';
import type { EmailCandidate } from './emails.ts';
import { hostOf, type PageLink, type ParsedPage } from './html.ts';

/** Headings of a group's, a head office's or a franchisor's block, in our languages. */
const OTHER_ENTITY_HEADING =
  /head\s*office|headquarters|\bHQ\b|\bgroup\b|franchis|genel\s*merkez|merkez\s*ofis|grubu|zentrale|hauptsitz|unternehmensgruppe|sede\s*central|oficina\s*central|casa\s*matriz|grupo\b|si[eè]ge\s*social/iu;

/**
 * A legal notice's line about the body that oversees the firm (an Impressum's
 * "Aufsichtsbehörde", a chamber, a regulator, a professional college): its e-mail is that
 * body's.
 */
const AUTHORITY_LINE =
  /aufsichtsbeh[öo]rde|zust[äa]ndige\s+(?:kammer|beh[öo]rde)|berufskammer|kammerzugeh[öo]rigkeit|supervisory\s+authority|regulated\s+by|regulatory\s+body|autoridad\s+de\s+(?:control|supervisi[óo]n)|colegio\s+(?:oficial|profesional)|organisme\s+de\s+(?:contr[ôo]le|tutelle)|autorit[éàa]\s+di\s+(?:controllo|vigilanza)|ba[ğg]l[ıi]\s+oldu[ğg]u\s+(?:oda|meslek|birlik)|denetleyici\s+kurum/iu;

/** A sentence or list break: what follows an authority's phrase beyond one is not its. */
const BREAK = /[.!?;]\s|[·•|]/u;

/**
 * The addresses a legal notice gives for the body that oversees the firm: each one written
 * after an authority's phrase in the same sentence ("Zuständige Kammer: Handwerkskammer …,
 * info@hwk-muenchen.de" after the firm's own "E-Mail: info (ät) …" on one line), on a domain
 * that is not the site's, nor a webmail, nor one of the page's other addresses'. Where the
 * page gives no other address, one on a domain named like the business stays its own (a
 * practice's only address after "Kammer: …, Mitglied:").
 */
export function authorityAddresses(
  page: ParsedPage,
  emails: readonly EmailCandidate[],
  ownHost: string | null,
  names: readonly string[],
): Set<EmailCandidate> {
  const out = new Set<EmailCandidate>();
  const domainOf = (email: string) => email.split('@')[1]!;
  for (const candidate of emails) {
    const { email, line } = candidate;
    if (line === undefined) continue;
    const text = (page.lines[line] ?? '').toLowerCase();
    const at = text.indexOf(email);
    if (at < 0) continue;
    const phrases = [...text.slice(0, at).matchAll(new RegExp(AUTHORITY_LINE, 'giu'))];
    const last = phrases[phrases.length - 1];
    if (!last || BREAK.test(text.slice((last.index ?? 0) + last[0].length, at))) continue;
    const domain = domainOf(email);
    if ((ownHost && sameSite(domain, ownHost)) || isWebmail(domain)) continue;
    const elsewhere = emails.filter((other) => other.email !== email).map((o) => domainOf(o.email));
    const foreign =
      elsewhere.length > 0
        ? !elsewhere.some((other) => sameSite(other, domain))
        : !resemblesBusiness(registrableDomain(domain).split('.')[0] ?? '', names);
    if (foreign) out.add(candidate);
  }
  return out;
}

/**
 * The lines of the page's blocks that speak for another entity than the site's, and the
 * lines whose every address is an authority's (its website's link beside them is its too).
 */
export function otherEntityLines(
  page: ParsedPage,
  emails: readonly EmailCandidate[],
  ownHost: string,
  authority: ReadonlySet<EmailCandidate> = new Set(),
): Set<number> {
  const out = new Set<number>();
  const domainOf = (email: string) => email.split('@')[1]!;
  for (const { line } of authority) {
    if (emails.every((candidate) => candidate.line !== line || authority.has(candidate)))
      out.add(line!);
  }
  // A page's h1 names the page's own subject, whatever its words.
  const sections = (page.sections ?? []).filter(
    (section) => section.level > 1 && OTHER_ENTITY_HEADING.test(section.heading),
  );
  if (sections.length === 0) return out;
  for (const { start, end } of sections) {
    const inside = (line: number | undefined) => line !== undefined && line >= start && line < end;
    const blockEmails = emails.filter(({ line }) => inside(line));
    const outside = emails.filter(({ line }) => line !== undefined && !inside(line));
    if (blockEmails.length === 0 || outside.length === 0) continue;
    const outsideAddresses = new Set(outside.map(({ email }) => email));
    const outsideDomains = [...new Set(outside.map(({ email }) => domainOf(email)))];
    // The block's own website: a link in it to another site, the one its e-mail is on.
    const blockSites = page.links
      .filter((link) => inside(link.line) && /^https?:/i.test(link.href))
      .map((link) => hostOf(link.href))
      .filter((host) => host !== '' && !sameSite(host, ownHost));
    const foreign = blockEmails.every(({ email }) => {
      const domain = domainOf(email);
      if (sameSite(domain, ownHost) || isWebmail(domain) || outsideAddresses.has(email))
        return false;
      // The page's other address on the same domain ("kadikoy@group" beside the block's
      // "info@group") leaves it open whose the domain is, unless the block links to its own
      // website there: then the block is the group speaking.
      return (
        !outsideDomains.some((other) => sameSite(other, domain)) ||
        blockSites.some((host) => sameSite(host, domain))
      );
    });
    if (!foreign) continue;
    for (let line = start; line < end; line += 1) out.add(line);
  }
  return out;
}

// ------------------------------------------------ another organisation's accounts
// A member's page names the bodies it belongs to ("Türkiye Noterler Birliği: tnb.org.tr –
// @tnbnoter", "Folgen Sie dem BDÜ"), and a franchise office's footer follows the national
// brand. Such an account is named after the other organisation, not after the business.

/** Letters and digits only, accents folded: "RE/MAX Türkiye" reads "remaxturkiye". */
export function fold(text: string): string {
  return foldLetters(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Short words a name shares with any handle by chance. */
const COMMON_WORDS = new Set([
  'the',
  'and',
  'und',
  'der',
  'die',
  'das',
  'von',
  'for',
  'los',
  'las',
  'del',
  'les',
  'des',
  'ile',
]);

function wordsOf(name: string): string[] {
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .map(fold)
    .filter((word) => word.length >= 3 && !COMMON_WORDS.has(word));
}

/**
 * An account named like the business: one of its names holds the account's name or the
 * other way round, or the account carries two words of one of them ("notariat.graz" for
 * "Notariat Lend – Graz"; "notariat_at" carries one).
 */
export function resemblesBusiness(account: string, names: readonly string[]): boolean {
  const handle = fold(account);
  if (handle.length < 3) return false;
  return names.some((name) => {
    const whole = fold(name);
    if (whole.length >= 3 && (whole.includes(handle) || handle.includes(whole))) return true;
    // Words inside one another ("roof" in "roofing") are one word of the handle.
    const held = [...new Set(wordsOf(name).filter((word) => handle.includes(word)))];
    return (
      held.filter((word) => !held.some((other) => other !== word && other.includes(word))).length >=
      2
    );
  });
}

/** The share of an account's name made of pieces (four letters or more) of a name. */
function sharedShare(account: string, name: string): number {
  const handle = fold(account);
  const whole = fold(name);
  let covered = 0;
  for (let i = 0; i < handle.length;) {
    let length = 0;
    for (let k = handle.length - i; k >= 4; k -= 1) {
      if (whole.includes(handle.slice(i, i + k))) {
        length = k;
        break;
      }
    }
    covered += length;
    i += Math.max(length, 1);
  }
  return handle.length === 0 ? 0 : covered / handle.length;
}

const SERVICES = new Set([
  'goo',
  'google',
  'apple',
  'bing',
  'yandex',
  'bit',
  'tinyurl',
  'cutt',
  'rebrand',
  'linktr',
  'wa',
]);

const NETWORK_WORDS =
  /\b(?:instagram|facebook|linkedin|tiktok|twitter|youtube|whatsapp|x)\b|@\S+|(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+\S*/giu;

/**
 * What names another organisation around a content link: its own text (a name, not a
 * network's, a handle or an address), and the other websites its line (or the one before) links to,
 * by their domain's name and their text.
 */
export function organisationsNear(
  page: ParsedPage,
  link: PageLink,
  ownHost: string,
  isSocial: (host: string) => boolean,
): string[] {
  const text = link.text.replace(NETWORK_WORDS, ' ').trim();
  // One word not in capitals is the handle written out ("bluewave_kas"), not a name
  // ("BDÜ", "Col·legi de Fisioterapeutes").
  const out: string[] = /^\S+$/.test(text) && text !== text.toUpperCase() ? [] : [fold(text)];
  for (const other of page.links) {
    if (other === link || (other.line !== link.line && other.line !== link.line - 1)) continue;
    if (!/^https?:/i.test(other.href)) continue;
    const host = hostOf(other.href);
    if (host === '' || sameSite(host, ownHost) || isSocial(host)) continue;
    const name = fold(registrableDomain(host).split('.')[0] ?? '');
    // A map's or a short link's host names a service, not an organisation.
    if (SERVICES.has(name)) continue;
    out.push(name);
    out.push(fold(other.text.replace(NETWORK_WORDS, ' ')));
  }
  return [...new Set(out.filter((name) => name.length >= 3))];
}

/** An account named after an organisation near it (its name begins so), not the business. */
export function namedAfterOther(
  account: string,
  others: readonly string[],
  names: readonly string[],
): boolean {
  const handle = fold(account);
  return others.some((other) => handle.startsWith(other)) && !resemblesBusiness(account, names);
}

/** A YouTube channel's id, a Facebook page's number: no name at all. */
const OPAQUE_ID = /^(?:UC[\w-]{22}|\d+)$/;

/**
 * Account names that lose a network to the business's own: where a network offers two
 * accounts, one named like the business, another that is not and shares less than half of
 * its letters with the business's names (RE/MAX Türkiye beside RE/MAX Mavi Karşıyaka) is
 * another organisation's, on every network it appears on.
 */
export function otherAccountNames(
  accounts: readonly { network: string; name: string }[],
  names: readonly string[],
): Set<string> {
  const out = new Set<string>();
  const byNetwork = new Map<string, Set<string>>();
  for (const { network, name } of accounts) {
    const folded = fold(name);
    // A YouTube channel id or a page's number names nothing, so it is like no one.
    if (folded.length < 3 || OPAQUE_ID.test(name)) continue;
    byNetwork.set(network, (byNetwork.get(network) ?? new Set()).add(folded));
  }
  for (const folded of byNetwork.values()) {
    if (folded.size < 2) continue;
    const own = [...folded].filter((name) => resemblesBusiness(name, names));
    if (own.length === 0) continue;
    for (const name of folded) {
      if (own.includes(name)) continue;
      if (names.every((business) => sharedShare(name, business) < 0.5)) out.add(name);
    }
  }
  return out;
}

/**
 * What a brand's national or head-office account adds to the brand's name: a country's name
 * or code, the head office ("BoschCarServiceDE", "simitduragiturkiye", "…merkez").
 */
const NATIONAL_SUFFIX =
  /(?:turkiye|turkey|tr|deutschland|germany|de|osterreich|austria|at|schweiz|ch|espana|spain|es|mexico|mx|france|fr|italia|it|uk|usa|us|global|international|genelmerkez|merkez|hq)$/;

/**
 * The brand's or the franchise network's national accounts on a branch's or a dealer's
 * site: an account named for a run of the business's name's words (its brand, "Bosch Car
 * Service" of "Kfz-Meisterbetrieb Huber – Bosch Car Service München-Pasing") and a
 * country's or head office's word, while another account of the site carries a word of
 * that name this one lacks (the branch's place: kfzhuber.pasing, simitduragi.gaziantep).
 * The accounts in its row that lack that word too ("@boschcarservice", "@simitduragi")
 * are the network's as well.
 */
export function nationalAccountNames(
  accounts: readonly { name: string; page?: number; line?: number; heads?: string[] }[],
  names: readonly string[],
): Set<string> {
  const out = new Set<string>();
  // An account the business gives as its own ("Follow us:") is its own, whatever its name.
  const own = new Set(
    accounts
      .filter(({ heads }) => heads?.some((head) => OWN_WORDS.test(head)))
      .map(({ name }) => fold(name)),
  );
  const held = (handle: string, words: readonly string[]) =>
    words.filter((word) => word.length >= 4 && handle.includes(word));
  for (const account of accounts) {
    const handle = fold(account.name);
    const brand = handle.replace(NATIONAL_SUFFIX, '');
    if (brand === handle || brand.length < 4 || own.has(handle)) continue;
    for (const name of names) {
      const words = name
        .split(/[^\p{L}\p{N}]+/u)
        .map(fold)
        .filter(Boolean);
      // The brand is a run of the name's words, the rest of the name is the branch's.
      const runs = words.flatMap((_, i) =>
        words.slice(i).map((__, k) => words.slice(i, i + k + 1)),
      );
      // A name that holds the country's word too ("Kaya Dental Türkiye") is the account's own.
      if (runs.some((part) => part.join('') === handle)) break;
      const run = runs.find((part) => part.join('') === brand);
      if (!run) continue;
      const rest = words.filter((word) => !run.includes(word));
      const branchWords = accounts
        .filter((other) => fold(other.name) !== handle && !NATIONAL_SUFFIX.test(fold(other.name)))
        .flatMap((other) => held(fold(other.name), rest));
      if (branchWords.length === 0) continue;
      out.add(handle);
      for (const other of accounts) {
        const folded = fold(other.name);
        if (
          other.page !== undefined &&
          other.page === account.page &&
          other.line === account.line &&
          !own.has(folded) &&
          held(folded, branchWords).length === 0
        )
          out.add(folded);
      }
      break;
    }
  }
  return out;
}

/** An address on a domain that is not the site's, nor a webmail, nor the site's other addresses'. */
export function foreignAddress(
  email: string,
  emails: readonly EmailCandidate[],
  ownHost: string | null,
): boolean {
  const domain = email.split('@')[1]!;
  if ((ownHost && sameSite(domain, ownHost)) || isWebmail(domain)) return false;
  const others = emails.filter((other) => other.email !== email);
  return others.length > 0 && !others.some((other) => sameSite(other.email.split('@')[1]!, domain));
}

/**
 * Headings of a section that lists other organisations: partners, clients, references,
 * sponsors, memberships, useful links, a marketplace's similar providers beside a profile.
 * A profile there is one of theirs.
 */
const OTHERS_HEADING =
  /partner|\bclients\b|\bcustomers\b|references|referans|sponsor|affiliations?|memberships?|member\s+of|mitgliedschaft|\bkunden\b|referenzen|\bclientes\b|\bsocios\b|patrocinador|[üu]yelik|i[şs]\s*ortak|[çc][öo]z[üu]m\s*ortak|m[üu][şs]terilerimiz|useful\s+links|n[üu]tzliche\s+links|faydal[ıi]\s+linkler|enlaces\s+de\s+inter[ée]s|benzer\s+(?:hizmet|i[şs]letme|firma|uzman)|di[ğg]er\s+(?:hizmet\s+verenler|uzmanlar|firmalar)|similar\s+(?:pros|professionals|providers|businesses)|other\s+(?:pros|professionals|providers)\s+(?:near|in)\b|[äa]hnliche\s+(?:anbieter|betriebe|profis)|profesionales\s+similares/iu;

/**
 * The lines of sections that list other organisations (partners, clients, memberships):
 * the heading's own block, so a footer's "Üyelik" column does not take the site's own icon
 * row beside it.
 */
export function othersListLines(page: ParsedPage): Set<number> {
  const out = new Set<number>();
  for (const { heading, level, start, end, blockEnd } of page.sections ?? []) {
    if (level === 1 || !OTHERS_HEADING.test(heading)) continue;
    for (let line = start; line < (blockEnd ?? end); line += 1) out.add(line);
  }
  return out;
}

// ------------------------------------------------ a body the phrase before a link introduces
// "Mitglied der <a>Wirtschaftskammer</a>", "Yetkili servis: <a>HP</a>", "Proud to support
// <a>…Foodbank</a>", "İSMMMO üyesidir · <a>@ismmmo</a>": the words before the link say it
// is a body the business belongs to, a brand it sells or services, or a cause it supports,
// in the content as in the footer. So does a link named like an institution ("Ulaştırma
// Bakanlığı", "Irish Association of Funeral Directors").

/** Words that introduce another organisation: membership, partnership, dealership, support. */
const INTRODUCER =
  /\bmembers?\s+of\b|\bproud(?:ly)?\s+(?:to\s+)?support|\bwe\s+support\b|\bsupporters?\s+of\b|\bsponsors?\s+of\b|\bsponsored\s+by\b|\bproud\s+sponsors?\b|\bpartners?\b|\baffiliated\b|\baccredited\b|\bapproved\s+(?:by|contractor|installer|dealer|member|centre|center|instructors?)\b|\bauthori[sz]ed\s+(?:by|dealer|service|reseller|distributor|retailer|repairer)\b|\bofficial\s+(?:dealer|partner|distributor|retailer|stockist)\b|\bregistered\s+with\b|\blicensed\s+by\b|\bsupervised\s+by\b|\bcertified\s+by\b|[üu]yes[iı]|\b[üu]yeyiz|yetkili\s+(?:servis|bayi|sat[ıi]c[ıi]|distrib[üu]t[öo]r)|\bbayisi|\bba[ğg]l[ıi](?!\p{L})|\bba[ğg]l[ıi]d[ıi]r|kay[ıi]tl[ıi]|onayl[ıi]|destekledi[ğg]imiz|destek[çc]isi|i[şs]\s*orta[ğg][ıi]|[çc][öo]z[üu]m\s*orta[ğg][ıi]|\bmitglied|partnerbetrieb|vertragspartner|vertragswerkstatt|fachh[äa]ndler|autorisiert|zertifiziert|lizenziert|wir\s+unterst[üu]tzen|\bmiembros?\s+de\b|\bsocios?\s+de\b|colegiad[oa]s?\b|asociad[oa]s?\s+a\b|distribuidor\s+oficial|concesionario\s+oficial|taller\s+autorizado|servicio\s+t[ée]cnico\s+oficial|patrocin|colaboramos\s+con|\bmembres?\s+de\b|adh[ée]rent|partenaire|\bagr[ée][ée]|conventionn[ée]|inscrits?\s+[àa]\s+l|\bmembro\b|rivenditore|concessionari[oa]|assistenza\s+autorizzata|centro\s+assistenza|affiliat[oa]/iu;

/** Words that name an institution: a ministry, a chamber, a bar, an association, a college. */
const INSTITUTION =
  /bakanl[ıi][ğg][ıi]|odas[ıi](?!\p{L})|birli[ğg]i(?!\p{L})|derne[ğg]i(?!\p{L})|barosu|vakf[ıi](?!\p{L})|federasyonu|kammer\b|verband\b|\binnung\b|\bassociation\b|\bsociety\b|\bcouncil\b|\bauthority\b|\bfederation\b|\binstitute\b|\bchamber\b|\bministry\b|ministerio|\bcolegio\b|col·legi|c[áa]mara\s+(?:de|chilena|oficial|espa[ñn]ola)|asociaci[óo]n|federaci[óo]n|\bordre\s+(?:des|national)|\bchambre\s+de|f[ée]d[ée]ration|minist[èe]re|camera\s+di\s+commercio|\bordine\s+de|associazione\b|federazione\b/iu;

/** A network's name alone: an item of a row of social links. */
const NETWORK_NAME =
  /^(?:instagram|facebook|linkedin|tiktok|twitter|x|youtube|whatsapp|pinterest|xing)$/iu;

/** The business speaking of itself: what follows names its own accounts. */
const OWN_WORDS =
  /\bfollow\s+us\b|\bfind\s+us\b|\bour\s+(?:page|profile|channel|account)|bizi\s+takip|[şs]ubemiz|folgen\s+sie\s+uns|\bs[íi]guenos\b|\bsuivez[-\s]nous\b|\bseguici\b/iu;

/**
 * A link that its phrase introduces as another organisation's (a body, a brand, a cause),
 * or whose own text names an institution. The phrase is the part of its line before it,
 * back from the link over the list's other items ("Yetkili servis: HP · Canon", "İSMMMO
 * üyesidir · ") to the sentence that introduces them, and no further than the business's
 * own "Follow us".
 */
function phrasesOf(text: string): string[] {
  return text.split(/[.!?]\s+|[·•|–—]/u).map((part) => part.replace(/[\s:;,(]+$/u, '').trim());
}

/**
 * The last phrase of a text (after its last sentence or list break), back over the
 * network names of a row of links ("Daikin Türkiye'yi takip edin: Facebook · Instagram").
 */
function lastPhrase(text: string): string {
  return (
    phrasesOf(text)
      .reverse()
      .find((part) => part.length > 2 && !NETWORK_NAME.test(part)) ?? ''
  );
}

/**
 * An account whose own name names an institution the business's names do not
 * ("adana-smmm-odasi" on a practice titled "SMMM Ayşe Yılmaz | Mali Müşavirlik Adana"):
 * the body's, though it shares the practice's town and trade.
 */
export function namesInstitution(account: string, names: readonly string[]): boolean {
  const match = account.replace(/[-_.]+/g, ' ').match(INSTITUTION);
  if (!match) return false;
  const word = fold(match[0]);
  return word.length >= 4 && !names.some((name) => fold(name).includes(word));
}

export function introducedAsOther(before: string, text: string): boolean {
  if (INSTITUTION.test(text)) return true;
  const parts = phrasesOf(before);
  for (let index = parts.length - 1, seen = 0; index >= 0 && seen < 4; index -= 1) {
    const part = parts[index]!;
    if (OWN_WORDS.test(part)) return false;
    if (INTRODUCER.test(part) || INSTITUTION.test(part)) return true;
    // A list's item is a name or two; a longer part is a sentence of its own.
    if (part.split(/\s+/).length > 3) return false;
    if (part !== '') seen += 1;
  }
  return false;
}

// ------------------------------------------------ what heads a link: the head office, another name
// A franchise branch's page gives the network's accounts under the head office's heading
// or label ("Hair Lab Türkiye Genel Merkez", "Franchise ağımızın genel merkez hesapları:",
// "Güvenpark OSGB Genel Merkez · Facebook"), or a dealer's under the brand's own name
// ("Renault Türkiye'yi takip edin").

/** Words of a head office's or a franchise network's heading or label. */
const HEAD_OFFICE =
  /head\s*office|headquarters|genel\s*merkez|merkez\s*ofis|franchise|franchising|zentrale|hauptsitz|sede\s*central|oficina\s*central|casa\s*matriz|si[eè]ge\s*social/iu;

/**
 * The words that head a link or an address: the heading of the section it stands in (not
 * the page's h1), a label line ending in a colon just before it, and its own line before it.
 */
export function headingOf(page: ParsedPage, line: number, column?: number): string[] {
  const out: string[] = [];
  const inside = (page.sections ?? []).filter(
    ({ level, start, end }) => level > 1 && start <= line && line < end,
  );
  const innermost = inside.sort((a, b) => b.start - a.start)[0];
  if (innermost) out.push(innermost.heading);
  const previous = page.lines[line - 1] ?? '';
  if (/:\s*$/.test(previous)) out.push(previous);
  // Of its own line, the last phrase: a menu's or a copyright's words before it are not its.
  out.push(lastPhrase((page.lines[line] ?? '').slice(0, column)));
  return out.filter((text) => text.trim() !== '');
}

/** A franchise network's name: Spanish "Red Bosch Car Service", the network's capitalised. */
const NETWORK_OF = /(?:^|[\s(])Red\s+(?!Social)\p{Lu}/u;

/** Headed as the head office's or the franchise network's, not as the branch's own. */
export function headedByHeadOffice(heads: readonly string[]): boolean {
  return (
    heads.some((head) => HEAD_OFFICE.test(head) || NETWORK_OF.test(head)) &&
    !heads.some((head) => OWN_WORDS.test(head))
  );
}

/** A word in capitals (three letters or more): an organisation's initials. */
const INITIALS = /(?<!\p{L})\p{Lu}{3,}(?!\p{L})/gu;

/** An invitation to follow someone named in it. */
const FOLLOW = /takip\s+edin|\bfollow\b|\bfolg(?:en|t)\b|\bsigue\b|\bsuivez\b|\bseguite\b/iu;

/**
 * Headed by an invitation to follow the account's owner by name, a name that is not the
 * business's ("Renault Türkiye'yi takip edin" over renaultturkiye on a dealer's site).
 */
export function headedByOtherName(
  account: string,
  heads: readonly string[],
  names: readonly string[],
): boolean {
  const handle = fold(account);
  if (handle.length < 3 || heads.some((head) => OWN_WORDS.test(head))) return false;
  if (resemblesBusiness(account, names)) return false;
  if (handle.length >= 5 && heads.some((head) => FOLLOW.test(head) && fold(head).includes(handle)))
    return true;
  // A body's initials in its label ("Información DGT: @DGTes"), the account named for them
  // (and its country), the business's names without them.
  return heads.some((head) =>
    (head.match(INITIALS) ?? []).some((word) => {
      const initials = fold(word);
      return (
        (handle === initials || handle.replace(NATIONAL_SUFFIX, '') === initials) &&
        !names.some((name) => fold(name).includes(initials))
      );
    }),
  );
}
