// From a site's parsed pages to its findings (issue 20 items 2 and 3): every candidate
// e-mail, profile and WhatsApp number with where it stood, then one choice per field.
// Context decides, not the fixture: an agency's credit line, a platform's chrome around a
// business's profile, and a platform's own accounts are never the business's.
import type { CountryCode } from 'libphonenumber-js/max';
import { registrableDomain, sameSite } from './domains.ts';
import {
  emailCandidates,
  isCreditContext,
  jsonLdValues,
  pickEmails,
  type EmailCandidate,
} from './emails.ts';
import { NETWORKS, type Network, type SiteFindings } from './findings.ts';
import type { ParsedPage } from './html.ts';
import {
  profileFromUrl,
  profilesInScript,
  profilesInText,
  socialNetworkOfHost,
  type Profile,
} from './networks.ts';
import {
  authorityAddresses,
  fold,
  foreignAddress,
  headedByHeadOffice,
  headedByOtherName,
  headingOf,
  introducedAsOther,
  namedAfterOther,
  namesInstitution,
  nationalAccountNames,
  organisationsNear,
  otherAccountNames,
  otherEntityLines,
  othersListLines,
  resemblesBusiness,
} from './other-entity.ts';
import {
  isBrandName,
  isKnownPlatformAccount,
  isPlatformDomain,
  squash,
  type Platform,
} from './platforms.ts';
import {
  countryOfNumber,
  siteCountryFor,
  whatsappE164,
  type SiteCountry,
  whatsappNumberFromUrl,
  whatsappNumbersInScript,
  whatsappNumbersInText,
} from './whatsapp.ts';

export interface ExtractOptions {
  /** The business's own host; null on a shared host, whose domain is the platform's. */
  ownHost: string | null;
  /** The shared platform the site is on, whose own addresses and accounts are dropped. */
  platform: Platform | null;
  /** Drop what sits in the pages' header, footer and navigation (a platform's chrome). */
  dropChrome: boolean;
  /** The business's name as its address spells it, to break ties between profiles. */
  name: string;
  /** The page language, for numbers written the national way. */
  lang: string | null;
}

interface Candidate {
  profile: Profile;
  context: string;
  chrome: boolean;
  /** Where it stood: the page's index and its line there (none for JSON-LD and scripts). */
  page?: number;
  line?: number;
  /** The other organisations a content link stands among (its text, the sites its line links). */
  others?: string[];
  /** A link's own text, folded ("Anna Meier" reads "annameier"). */
  text?: string;
  /** Taken only when the site names no other profile on the network (a card's twitter:site). */
  fallback?: boolean;
  /** Given by the site's structured data as its own (JSON-LD `sameAs`). */
  declared?: boolean;
  /** Its phrase introduces another organisation ("Mitglied der", "Yetkili servis:"). */
  introduced?: boolean;
  /** What heads its link: its section's heading, a label line, its line before it. */
  heads?: string[];
}

interface NumberCandidate {
  raw: string;
  chrome: boolean;
  context: string;
  /** A link or a widget's settings: written with the country code. */
  international: boolean;
}

/** Links that may name a profile or a WhatsApp number (the rest skip URL parsing). */
const SOCIAL_HREF =
  /instagr|facebook|fb\.|m\.me|linkedin|tiktok|twitter|x\.com|youtu|whatsapp|wa\.me|google\.[a-z.]+\/url/i;

/**
 * A link the site introduces as something it uses or recommends ("Kullandığım kaynak:",
 * "I recommend", "Wir empfehlen"): a teacher's or coach's favourite channel is another's.
 * Read in the link's own phrase (after the line's last sentence or list break).
 */
const RECOMMENDED =
  /kulland[ıi][ğg][ıi]m\s+kaynak|[öo]nerdi[ğg]im|[öo]nerilen\s+kaynak|tavsiye\s+etti[ğg]im|\b(?:i|we)\s+recommend\b|\brecommended\s+(?:channels?|resources?|accounts?)\b|\bwir\s+empfehlen\b|\bich\s+empfehle\b|\bempfehlenswert|\brecomiendo\b|\brecomendamos\b|\brecursos?\s+recomendad/i;

/** A short line that only names WhatsApp, its number on the next line. */
const LABEL_ONLY = /^[^\d]{0,40}\bwhats\s*app\s*:?\s*$/i;
/** A link named for a web agency ("Ankara Web Ajans", "Pixel Agency"): its domain is a credit's. */
const AGENCY_NAME =
  /\b(?:ajans[ıi]?|agency|agentur|agencia|agence|agenzia|web\s*design|web\s*tasar[ıi]m|web\s*studio|digital\s*studio)\b/i;

function siteName(host: string): string {
  return squash(registrableDomain(host).split('.')[0] ?? '');
}

/** Everything a site's pages offer, with where it stood, before any choice. */
export interface Collected {
  /** `headOffice`: under the head office's or the franchise network's heading or label. */
  emails: (EmailCandidate & { page?: number; headOffice?: boolean })[];
  /** What the home page calls the site (title, og:site_name, h1), to tell its accounts. */
  names: string[];
  /** What the home page's head calls the site (its title, og:site_name). */
  titles: string[];
  profiles: Candidate[];
  numbers: NumberCandidate[];
  creditDomains: Set<string>;
  /** The countries of the site's own international tel: links, for its national numbers. */
  phoneCountries: CountryCode[];
}

export function collect(pages: ParsedPage[], ownHost: string | null): Collected {
  const creditDomains = new Set<string>();
  const profiles: Candidate[] = [];
  const numbers: NumberCandidate[] = [];
  const emails: Collected['emails'] = [];
  const phoneCountries: CountryCode[] = [];
  const isSocial = (host: string) => socialNetworkOfHost(host) !== null;
  const home = pages[0];
  const names = [
    ...(home?.names ?? []),
    ...(home?.sections ?? []).filter(({ level }) => level === 1).map(({ heading }) => heading),
  ];
  pages.forEach((page, pageIndex) => {
    const pageEmails = emailCandidates(page);
    // A legal notice's supervisory body's address, on a shared host's site as on its own.
    const authority = authorityAddresses(page, pageEmails, ownHost, [
      ...names,
      ownHost ? (registrableDomain(ownHost).split('.')[0] ?? '') : '',
    ]);
    // Another entity's block (a group's head office on a branch's site) is not the business's.
    const foreign = ownHost
      ? otherEntityLines(page, pageEmails, ownHost, authority)
      : new Set<number>();
    const ours = (line: number | undefined) => line === undefined || !foreign.has(line);
    // A section listing partners, clients or memberships links their profiles, not ours.
    const listed = othersListLines(page);
    // Only the site's own account is named exactly like its domain: a list of others
    // running on to the footer does not make it theirs.
    const ownName = ownHost ? siteName(ownHost) : '';
    const othersAt = (line: number, profile: Profile) =>
      listed.has(line) && (ownName === '' || squash(accountName(profile)) !== ownName);
    emails.push(
      ...pageEmails
        .filter((email) => ours(email.line) && !authority.has(email))
        .map((email) => ({
          ...email,
          page: pageIndex,
          headOffice: email.line !== undefined && headedByHeadOffice(headingOf(page, email.line)),
        })),
    );
    const around = (line: number) => `${page.lines[line - 1] ?? ''}\n${page.lines[line] ?? ''}`;
    // Whether a line is a credit, once a line: a page has many links on few lines.
    const creditLines = new Map<number, boolean>();
    const creditLine = (line: number) => {
      let credit = creditLines.get(line);
      if (credit === undefined) {
        credit = isCreditContext(page.lines[line] ?? '');
        creditLines.set(line, credit);
      }
      return credit;
    };
    for (const link of page.links) {
      if (!ours(link.line)) continue;
      if (/^tel:/i.test(link.href)) {
        const country = countryOfNumber(safeDecode(link.href.slice(4)));
        if (country) phoneCountries.push(country);
        continue;
      }
      const credit =
        creditLine(link.line - 1) ||
        creditLine(link.line) ||
        isCreditContext(link.text) ||
        (link.chrome && AGENCY_NAME.test(link.text));
      const social = SOCIAL_HREF.test(link.href);
      // An embedded tweet's links (its author, the accounts it mentions) are the tweet's.
      const profile = social && !link.quoted ? profileFromUrl(link.href) : null;
      const number = social ? whatsappNumberFromUrl(link.href) : null;
      // The candidates keep their context for the choice; a credit's is enough to say so.
      // What follows the link on its line is not its context: a credit after a row of
      // icons is about the credit's own link.
      const before = (page.lines[link.line] ?? '').slice(0, link.column);
      const context =
        profile || number ? `${page.lines[link.line - 1] ?? ''}\n${before}\n${link.text}` : '';
      if (
        profile &&
        !othersAt(link.line, profile) &&
        !RECOMMENDED.test(before.split(/[.!?·•|]\s/).pop()!)
      )
        profiles.push({
          profile,
          context,
          chrome: link.chrome,
          page: pageIndex,
          line: link.line,
          text: fold(link.text),
          // A label line ending in a colon introduces the links on the next one.
          introduced: introducedAsOther(
            before.trim() === '' && /:\s*$/.test(page.lines[link.line - 1] ?? '')
              ? (page.lines[link.line - 1] ?? '')
              : before,
            link.text,
          ),
          heads: headingOf(page, link.line, link.column),
          // A person's profile under the person's name is the person's, as it should be.
          others:
            link.chrome || profile.personal
              ? undefined
              : organisationsNear(page, link, ownHost ?? page.host, isSocial),
        });
      if (number) numbers.push({ raw: number, chrome: link.chrome, context, international: true });
      if (!profile && !number && credit) {
        try {
          const domain = registrableDomain(new URL(link.href).hostname);
          if (!ownHost || !sameSite(domain, ownHost)) creditDomains.add(domain);
        } catch {
          // Not a URL: nothing to remember.
        }
      }
    }
    page.lines.forEach((line, index) => {
      if (!ours(index)) return;
      const chrome = page.chromeLines[index] ?? false;
      for (const profile of profilesInText(line)) {
        if (othersAt(index, profile)) continue;
        profiles.push({ profile, context: around(index), chrome, page: pageIndex, line: index });
      }
      // A label cell ("GSM / WhatsApp") and its value cell (": 0535 …") are two lines.
      const next = page.lines[index + 1] ?? '';
      const labelled = LABEL_ONLY.test(line) ? `${line} ${next}` : line;
      for (const raw of whatsappNumbersInText(labelled)) {
        numbers.push({ raw, chrome, context: around(index), international: false });
      }
    });
    // A card's twitter:site names the site's account where its pages link none; on a
    // shared host it is the platform's (chrome, dropped with the rest of its frame).
    const cardSite = page.twitterSite ? profileFromUrl(`https://x.com/${page.twitterSite}`) : null;
    if (cardSite) profiles.push({ profile: cardSite, context: '', chrome: true, fallback: true });
    for (const block of page.jsonLd) {
      for (const url of [...jsonLdValues(block, 'sameAs'), ...jsonLdValues(block, 'url')]) {
        const profile = profileFromUrl(url);
        if (profile) profiles.push({ profile, context: '', chrome: false, declared: true });
      }
    }
    for (const script of page.scripts) {
      for (const raw of whatsappNumbersInScript(script)) {
        numbers.push({ raw, chrome: false, context: '', international: true });
      }
      for (const profile of profilesInScript(script)) {
        profiles.push({ profile, context: '', chrome: false });
      }
    }
  });
  return {
    emails,
    names,
    titles: home?.names ?? [],
    profiles,
    numbers,
    creditDomains,
    phoneCountries,
  };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Every value the pages offer (addresses, profiles, numbers), to compare sites with. */
export function offeredValues(collected: Collected, country: SiteCountry): Set<string> {
  const values = new Set<string>();
  for (const { email } of collected.emails) values.add(email);
  for (const { profile } of collected.profiles) values.add(profile.value);
  for (const { raw, international } of collected.numbers) {
    const number = whatsappE164(raw, country, international);
    if (number) values.add(number);
  }
  return values;
}

function optionsWithDefaults(siteHost: string, options: Partial<ExtractOptions>): ExtractOptions {
  return {
    ownHost: options.ownHost === undefined ? siteHost : options.ownHost,
    platform: options.platform ?? null,
    dropChrome: options.dropChrome ?? false,
    name: options.name ?? siteName(siteHost),
    lang: options.lang ?? null,
  };
}

/** The country of the site's national numbers. */
export function siteCountry(
  siteHost: string,
  options: Partial<ExtractOptions>,
  collected?: Collected,
): SiteCountry {
  const full = optionsWithDefaults(siteHost, options);
  return siteCountryFor(full.ownHost ?? siteHost, full.lang, collected?.phoneCountries);
}

/** The findings of a site's pages, the home page first. */
export function findingsOf(
  pages: ParsedPage[],
  siteHost: string,
  options: Partial<ExtractOptions> = {},
): SiteFindings {
  const full = optionsWithDefaults(siteHost, { lang: pages[0]?.lang ?? null, ...options });
  return choose(collect(pages, full.ownHost), siteHost, full);
}

/** One choice per field; values in `exclude` (another business's too) are never taken. */
export function choose(
  collected: Collected,
  siteHost: string,
  options: Partial<ExtractOptions>,
  exclude: ReadonlySet<string> = new Set(),
): SiteFindings {
  const { ownHost, platform, dropChrome, name } = optionsWithDefaults(siteHost, options);
  const rejectEmail = (email: string) => {
    const domain = email.split('@')[1]!;
    if (exclude.has(email) || (platform !== null && isPlatformDomain(domain, platform)))
      return true;
    // A builder's or host's own address (a parked domain's info@ionos.de) is never the business's.
    return (
      !(ownHost && sameSite(domain, ownHost)) &&
      isKnownPlatformAccount(registrableDomain(domain).split('.')[0] ?? '')
    );
  };
  // The business's names: its address's (its own domain's, or its sub-domain's on a
  // builder's host), and what its home page calls it.
  const label = siteHost.toLowerCase().split('.')[0] ?? '';
  const names = [
    name,
    ownHost ? (registrableDomain(ownHost).split('.')[0] ?? '') : '',
    !ownHost && label !== 'www' && registrableDomain(siteHost) !== siteHost ? label : '',
    ...collected.names,
  ].filter((value) => value !== '');
  // A card's twitter:site may be the agency's that built the site, as its credit names it.
  const credited = [...collected.creditDomains].map((domain) => fold(domain.split('.')[0] ?? ''));
  // An account named for the site itself, or like the business and not like the credited
  // agency, is the site's though a credit stands before it (a theme's "powered by" or an
  // agency's "Site réalisé par" line right above the footer's row of icons).
  const namedForSite = (profile: Profile) => {
    const account = accountName(profile);
    if (name.length >= 5 && squash(account).includes(name)) return true;
    return (
      resemblesBusiness(account, names) &&
      !credited.some((brand) => brand.length >= 4 && squash(account).includes(squash(brand)))
    );
  };
  const permitted = collected.profiles.filter(
    ({ profile, context, chrome, others, fallback, introduced, heads }) =>
      !(dropChrome && chrome) &&
      // A person's profile is a person's, not an organisation's, whatever introduces it.
      // An introduced account named like the business is its own, unless it names a body.
      !(
        introduced &&
        !profile.personal &&
        (!resemblesBusiness(accountName(profile), names) ||
          namesInstitution(accountName(profile), names))
      ) &&
      !exclude.has(profile.value) &&
      !(isCreditContext(context) && !namedForSite(profile)) &&
      !(platform && isBrandName(accountName(profile), platform.brands)) &&
      !isKnownPlatformAccount(accountName(profile)) &&
      // A name near the link that is the site's own ("Bicis Roda Instagram" on its
      // link-in-bio page) is no other organisation.
      !(
        others &&
        namedAfterOther(
          accountName(profile),
          others.filter((other) => !resemblesBusiness(other, names)),
          names,
        )
      ) &&
      !(fallback && namedAfterOther(accountName(profile), credited, names)) &&
      !(heads && headedByOtherName(accountName(profile), heads, names)),
  );
  // A branch's page that gives its own accounts somewhere else gives the head office's
  // (the franchise network's) under that office's heading: those, and the office's
  // address there, are not the branch's.
  const headOffice = ({ heads }: Candidate) => heads !== undefined && headedByHeadOffice(heads);
  const elsewhere = new Set(
    permitted.filter((c) => !headOffice(c) && !c.fallback).map(({ profile }) => profile.value),
  );
  const officeValues = new Set(
    permitted
      .filter((c) => headOffice(c) && !elsewhere.has(c.profile.value))
      .map(({ profile }) => profile.value),
  );
  const branchOwn = [...elsewhere].some((value) => !officeValues.has(value));
  const dropOffice = branchOwn && officeValues.size > 0;
  const kept = dropOffice
    ? permitted.filter(({ profile }) => !officeValues.has(profile.value))
    : permitted;
  // Another organisation's accounts (a franchisor's beside the branch's own) go on every
  // network, and so does the address beside them on its own domain.
  // A person's name is no organisation's: two people's profiles are two people.
  const otherNames = otherAccountNames(
    kept
      .filter(({ profile }) => !profile.personal)
      .map(({ profile }) => ({ network: profile.network, name: accountName(profile) })),
    names,
  );
  for (const national of nationalAccountNames(
    kept
      .filter(({ profile }) => !profile.personal)
      .map(({ profile, page, line, heads }) => ({ name: accountName(profile), page, line, heads })),
    names,
  ))
    otherNames.add(national);
  const isOther = ({ profile }: Candidate) => otherNames.has(fold(accountName(profile)));
  const allowed = kept.filter((candidate) => !isOther(candidate));
  const otherSpots = kept.filter(isOther);
  const besideOther = (email: Collected['emails'][number]) =>
    email.line !== undefined &&
    otherSpots.some(
      ({ page, line }) =>
        page === email.page && line !== undefined && Math.abs(line - email.line!) <= 1,
    ) &&
    foreignAddress(email.email, collected.emails, ownHost);
  const found: SiteFindings = {
    emails: pickEmails(
      collected.emails.filter(
        (candidate) =>
          !(dropChrome && candidate.chrome) &&
          !besideOther(candidate) &&
          !(dropOffice && candidate.headOffice),
      ),
      ownHost,
      collected.creditDomains,
      10,
      rejectEmail,
    ),
    instagram: null,
    facebook: null,
    linkedin: null,
    tiktok: null,
    x: null,
    youtube: null,
    whatsapp: null,
  };
  const usable = allowed.filter(({ profile }) => !profile.personal);
  for (const network of NETWORKS) {
    const offered = usable.filter((candidate) => candidate.profile.network === network);
    const linked = offered.filter((candidate) => !candidate.fallback);
    found[network] = pickProfile(linked.length > 0 ? linked : offered, network, name);
  }
  // A person's LinkedIn is the business's only when it is a one-person practice's: no
  // company page, one person's profile on the whole site, given in the site's own header
  // or footer as its social link, or under the person's name in the row of the site's own
  // profiles ("Instagram · Anna Meier"), or the person the site or its title is named after ("dyt-ayseyilmaz.com" and
  // /in/ayse-yilmaz-dyt) or whose name its own address carries (burakaydin.ders@gmail.com
  // and /in/burak-aydin-matematik). A bio on a team or about page is the person's.
  const inOwnRow = ({ page, line, profile, text }: Candidate) =>
    line !== undefined &&
    text !== undefined &&
    namesSite(profile.value, text) &&
    allowed.some(
      (other) =>
        other.page === page &&
        other.line === line &&
        !other.profile.personal &&
        found[other.profile.network] === other.profile.value,
    );
  const people = new Set(
    allowed
      .filter(
        (candidate) =>
          candidate.profile.personal &&
          // On a link-in-bio page every link is the business's own (a freelancer's Carrd).
          (platform?.kind === 'bio' ||
            candidate.chrome ||
            inOwnRow(candidate) ||
            namesSite(candidate.profile.value, name) ||
            // "Blue Ridge Farrier — Jake Morrow": the site's title names its one person.
            collected.titles.some((title) => namesSite(candidate.profile.value, squash(title))) ||
            found.emails.some((email) =>
              namesSite(candidate.profile.value, squash(email.split('@')[0]!)),
            )),
      )
      .map(({ profile }) => profile.value),
  );
  const anyone = new Set(
    allowed.filter(({ profile }) => profile.personal).map(({ profile }) => profile.value),
  );
  if (found.linkedin === null && people.size === 1 && anyone.size === 1) {
    found.linkedin = [...people][0]!;
  }
  found.whatsapp = pickNumber(
    collected.numbers.filter(
      ({ chrome, context }) => !(dropChrome && chrome) && !isCreditContext(context),
    ),
    siteCountry(siteHost, options, collected),
    exclude,
  );
  return found;
}

/** A personal profile whose slug names the site: two of its words in the site's name (or address). */
function namesSite(value: string, name: string): boolean {
  if (name === '') return false;
  const words = accountName({ network: 'linkedin', value })
    .split(/[-_.]+/)
    .map(squash)
    .filter((word) => /^[a-z]{3,}$/.test(word));
  return new Set(words.filter((word) => name.includes(word))).size >= 2;
}

/** The handle, page or slug a profile value names. */
export function accountName(profile: Profile): string {
  if (profile.network === 'instagram') return profile.value;
  const url = new URL(profile.value);
  const id = url.searchParams.get('id');
  if (id) return id;
  const segments = url.pathname.split('/').filter(Boolean);
  return (segments[segments.length - 1] ?? '').replace(/^@/, '');
}

/**
 * The most named profile; on a tie, the one closest to the site's name, then one in the
 * page's header or footer or its JSON-LD, then the first.
 */
function pickProfile(candidates: Candidate[], network: Network, name: string): string | null {
  const stats = new Map<string, { count: number; first: number; chrome: number }>();
  candidates.forEach(({ profile, chrome, declared }, index) => {
    const entry = stats.get(profile.value) ?? { count: 0, first: index, chrome: 0 };
    entry.count += 1;
    if (chrome || declared) entry.chrome = 1;
    stats.set(profile.value, entry);
  });
  const likeness = (value: string): number => {
    const account = squash(accountName({ network, value }));
    return name !== '' && account !== '' && (account.includes(name) || name.includes(account))
      ? 1
      : 0;
  };
  const ranked = [...stats.entries()].sort(
    ([a, sa], [b, sb]) =>
      sb.count - sa.count ||
      likeness(b) - likeness(a) ||
      // The page's header, footer or JSON-LD gives the site's own; its content may name others'.
      sb.chrome - sa.chrome ||
      sa.first - sb.first,
  );
  return ranked[0]?.[0] ?? null;
}

function pickNumber(
  candidates: NumberCandidate[],
  country: SiteCountry,
  exclude: ReadonlySet<string>,
): string | null {
  const counts = new Map<string, number>();
  for (const { raw, international } of candidates) {
    const number = whatsappE164(raw, country, international);
    if (number && !exclude.has(number)) counts.set(number, (counts.get(number) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [number, count] of counts) if (!best || count > counts.get(best)!) best = number;
  return best;
}
