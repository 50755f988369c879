// From provider rows to the answer (issue 9 item 1): names in Turkish title case, one
// form for Instagram and websites, no duplicate name + address, the contact keys of issue
// 20 after the spec's eight, and for the free plan rows 10-19 replaced by placeholders
// that carry nothing of the real rows.
import { ANSWER_CONTACT_KEYS, type AnswerContactKey } from '../contacts/contact-texts.ts';
import { emailStatus } from '../contacts/email-check.ts';
import { FREE_VISIBLE_RESULTS } from '../product-rules.ts';
import { turkishTitleCase } from './title-case.ts';
import type { AnswerRow, DetailedRow, LockedRow, SearchRow } from './types.ts';

const NO_CONTACTS = Object.fromEntries(ANSWER_CONTACT_KEYS.map((key) => [key, ''])) as Record<
  AnswerContactKey,
  string
>;

/** Exactly what a free user receives in place of rows 10-19. */
export const LOCKED_ROW: Readonly<LockedRow> = Object.freeze({
  Name: 'Hidden business',
  Address: 'Upgrade to Pro to see all results',
  Phone: '',
  Email: '',
  Instagram: '',
  Website: '',
  'Google Rating': '',
  'Rating Count': '',
  ...NO_CONTACTS,
  Locked: true,
});

/** Instagram as a handle, "@name", whether stored as a handle, a bare name or a URL. */
export function instagramHandle(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  const fromUrl = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([A-Za-z0-9_.]+)/i.exec(trimmed);
  const handle = (fromUrl?.[1] ?? trimmed).replace(/^@+/, '');
  return handle === '' ? '' : `@${handle}`;
}

/** A website with its scheme, as the answer carries it ("example.com" -> "https://example.com"). */
export function websiteWithScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function normaliseRow(row: SearchRow): SearchRow {
  return {
    Name: turkishTitleCase(row.Name),
    Address: row.Address.trim(),
    Phone: row.Phone.trim(),
    Email: row.Email.trim(),
    Instagram: instagramHandle(row.Instagram),
    Website: websiteWithScheme(row.Website),
    'Google Rating': row['Google Rating'].trim(),
    'Rating Count': row['Rating Count'].trim(),
  };
}

/**
 * The answer's added keys of a row, in ANSWER_CONTACT_KEYS' order: each network's
 * canonical URL, WhatsApp and the phone in E.164, the phone's type, the chosen e-mail's
 * status (its check among the site's, '' when nobody checked it) and Google's place id.
 */
export function contactFields(row: DetailedRow): Record<AnswerContactKey, string> {
  const found = row.Contacts;
  const email = row.Email.trim().toLowerCase();
  const check = email === '' ? undefined : found?.emailChecks?.find((c) => c.email === email);
  const fields: Record<AnswerContactKey, string> = {
    Facebook: found?.facebook ?? '',
    LinkedIn: found?.linkedin ?? '',
    TikTok: found?.tiktok ?? '',
    X: found?.x ?? '',
    YouTube: found?.youtube ?? '',
    WhatsApp: found?.whatsapp ?? '',
    'Phone (International)': row.TypedPhone?.e164 ?? '',
    'Phone Type': row.TypedPhone?.type ?? '',
    'Email Status': emailStatus(check),
    'Place ID': row.PlaceId ?? '',
  };
  return Object.fromEntries(ANSWER_CONTACT_KEYS.map((key) => [key, fields[key].trim()])) as Record<
    AnswerContactKey,
    string
  >;
}

/** The answer's row: the spec's eight keys normalised, then the contact keys. */
export function answerRow(row: DetailedRow): AnswerRow {
  return { ...normaliseRow(row), ...contactFields(row) };
}

/**
 * Rows in order, the later of two with the same name and address (any case) dropped. As the
 * app's businessKey: Turkish lowering, then the dotless ı read as i, so "ALPHA CLINIC"
 * (lowered to "alpha clınıc") and "Alpha Clinic" are one business.
 */
export function withoutDuplicates<R extends SearchRow>(rows: R[]): R[] {
  const seen = new Set<string>();
  const fold = (value: string) => value.toLocaleLowerCase('tr-TR').replace(/ı/g, 'i');
  return rows.filter((row) => {
    const key = `${fold(row.Name)}\u0000${fold(row.Address)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The answer for a plan: Pro gets `count` rows; free 10 real rows, then placeholders. */
export function answerRows(
  providerRows: DetailedRow[],
  plan: 'free' | 'pro',
  count: number,
): Array<AnswerRow | LockedRow> {
  const rows = withoutDuplicates(providerRows.map(answerRow)).slice(0, count);
  if (plan === 'pro') return rows;
  return rows.map((row, index) => (index < FREE_VISIBLE_RESULTS ? row : { ...LOCKED_ROW }));
}
