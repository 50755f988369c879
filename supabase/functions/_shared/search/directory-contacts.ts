// The local demo's contacts (issue 20 item 7): the generated directory has no crawled
// sites, so its businesses get plausible findings derived from the row itself. The same
// row always gets the same findings (a hash of its name and address decides), some get
// none, every value is in the canonical form the enrichment gives, WhatsApp is only ever a
// mobile phone of the business, and its e-mail is labelled by email-check.ts as a crawled
// one would be, its mail server answered by the hash instead of DNS.
import { labelEmails, type MxAnswer } from '../contacts/email-check.ts';
import { mayBeMobile, type TypedPhone } from '../contacts/phone.ts';
import { findingsWith, type SiteFindings } from '../enrich/findings.ts';
import type { SearchRow } from './types.ts';

/** FNV-1a of the text, salted per field so the fields vary independently. */
function unit(text: string, salt: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${salt}\u0000${text}`) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0x1_0000_0000;
}

/** A profile name from the website's host ("www.kadikoydis1.com.tr" -> "kadikoydis1") or the name. */
function handleOf(row: Pick<SearchRow, 'Name' | 'Website'>): string {
  const host = /^(?:https?:\/\/)?(?:www\.)?([^/.]+)/i.exec(row.Website.trim())?.[1] ?? '';
  const source = host !== '' ? host : row.Name;
  return source
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 30);
}

/** How often a generated business has each profile, roughly as small businesses do. */
export const DIRECTORY_SHARES = {
  facebook: 0.6,
  linkedin: 0.25,
  tiktok: 0.2,
  x: 0.2,
  youtube: 0.15,
  /** Of the businesses whose phone is a mobile. */
  whatsapp: 0.8,
} as const;

export function directoryContacts(
  row: Pick<SearchRow, 'Name' | 'Address' | 'Email' | 'Website'>,
  phone: TypedPhone,
): SiteFindings {
  const key = `${row.Name}\u0000${row.Address}`;
  const handle = handleOf(row);
  const has = (field: keyof typeof DIRECTORY_SHARES) =>
    handle !== '' && unit(key, field) < DIRECTORY_SHARES[field];
  const email = row.Email.trim();
  const mx = unit(key, 'mx');
  const answer: MxAnswer = mx < 0.8 ? true : mx < 0.92 ? null : false;
  const emailChecks = labelEmails(email === '' ? [] : [email], row.Website || null).map((check) =>
    check.origin === 'webmail' ? check : { ...check, mx: answer },
  );
  return findingsWith({
    emails: emailChecks.map((check) => check.email),
    emailChecks,
    facebook: has('facebook') ? `https://www.facebook.com/${handle}` : null,
    linkedin: has('linkedin') ? `https://www.linkedin.com/company/${handle}` : null,
    tiktok: has('tiktok') ? `https://www.tiktok.com/@${handle}` : null,
    x: has('x') ? `https://x.com/${handle}` : null,
    youtube: has('youtube') ? `https://www.youtube.com/@${handle}` : null,
    whatsapp: phone.e164 !== '' && mayBeMobile(phone.type) && has('whatsapp') ? phone.e164 : null,
  });
}
