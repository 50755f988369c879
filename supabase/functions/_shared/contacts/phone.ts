// Typed phones (issue 20 item 4): any phone a provider or a site gives, in E.164 with the
// type libphonenumber-js's `max` metadata knows for it (MOBILE, FIXED_LINE, UAN for
// Turkey's 444 lines, TOLL_FREE…). Plain code with no runtime API, so the app can import it
// to build `tel:` and WhatsApp links; only the pages that show phones should, as the
// metadata is ~150 KB.
import {
  getCountries,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumberType,
} from 'libphonenumber-js/max';
import { MOBILE_PHONE_TYPES } from './contact-texts.ts';

export type PhoneType = PhoneNumberType;

/** Every type libphonenumber-js names, for whoever lists or filters them. */
export const PHONE_TYPES: readonly PhoneType[] = [
  'MOBILE',
  'FIXED_LINE',
  'FIXED_LINE_OR_MOBILE',
  'UAN',
  'VOIP',
  'TOLL_FREE',
  'SHARED_COST',
  'PREMIUM_RATE',
  'PERSONAL_NUMBER',
  'PAGER',
  'VOICEMAIL',
];

export interface TypedPhone {
  /** "+905321234567"; '' when the text is not a phone number of plausible length. */
  e164: string;
  /** '' when the number is unknown to the metadata (invalid) or the text is no number. */
  type: PhoneType | '';
}

export const NO_PHONE: Readonly<TypedPhone> = Object.freeze({ e164: '', type: '' });

const COUNTRIES = new Set<string>(getCountries());

/** "tr", "TR" -> "TR"; anything libphonenumber-js does not know (and "UK") -> GB or null. */
export function countryCode(value: string | null | undefined): CountryCode | null {
  const upper = (value ?? '').trim().toUpperCase();
  const code = upper === 'UK' ? 'GB' : upper;
  return COUNTRIES.has(code) ? (code as CountryCode) : null;
}

/**
 * The phone `raw` in E.164 with its type. `country` is the business's country (ISO 3166
 * alpha-2), which a number written the national way ("0532 123 45 67") needs; a number
 * written with its country code ("+90 532…", "0090 532…") keeps its own. A number of a
 * possible length that the metadata does not know keeps its E.164 with type ''.
 */
export function typedPhone(raw: string, country?: string | null): TypedPhone {
  const text = raw.trim();
  if (text === '' || !/\d/.test(text)) return NO_PHONE;
  const parsed = parsePhoneNumberFromString(text, countryCode(country) ?? undefined);
  if (!parsed) return NO_PHONE;
  if (parsed.isValid()) return { e164: parsed.number, type: parsed.getType() ?? '' };
  // Unknown to the metadata: kept when its length is possible, unless a trunk 0 was left in
  // ("0532 123" read as the national number 0532123), which only a valid plan may have.
  if (!parsed.isPossible() || parsed.nationalNumber.startsWith('0')) return NO_PHONE;
  return { e164: parsed.number, type: '' };
}

/**
 * A WhatsApp number in E.164, or null when it is no phone number of a possible length. A
 * number the metadata does not know is kept (its type is ''): the site links it, and the
 * metadata can lag a country's new ranges.
 */
export function whatsappNumber(raw: string, country?: string | null): string | null {
  const { e164 } = typedPhone(raw, country);
  return e164 === '' ? null : e164;
}

/** Types that may be a mobile line: the ones a WhatsApp link is offered for. */
export function mayBeMobile(type: PhoneType | ''): boolean {
  return MOBILE_PHONE_TYPES.includes(type);
}

/** "tel:+905321234567"; '' without a number. */
export function telLink(e164: string): string {
  return e164 === '' ? '' : `tel:${e164}`;
}

/** "https://wa.me/905321234567"; '' without a number. */
export function whatsappLink(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return digits === '' ? '' : `https://wa.me/${digits}`;
}

/**
 * Country names as Google ends addresses, in English, Turkish and the country's own
 * language, for the countries we search; Intl's English and Turkish names cover the rest
 * (built on the first miss only: ~40 ms once, where all names in eight languages took ~150).
 */
const COUNTRY_NAMES: Record<string, CountryCode> = {
  turkiye: 'TR',
  turkey: 'TR',
  germany: 'DE',
  deutschland: 'DE',
  almanya: 'DE',
  spain: 'ES',
  espana: 'ES',
  ispanya: 'ES',
  uk: 'GB',
  'united kingdom': 'GB',
  'birlesik krallik': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  abd: 'US',
  'amerika birlesik devletleri': 'US',
  france: 'FR',
  fransa: 'FR',
  italy: 'IT',
  italia: 'IT',
  italya: 'IT',
  netherlands: 'NL',
  nederland: 'NL',
  hollanda: 'NL',
  austria: 'AT',
  osterreich: 'AT',
  avusturya: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
  isvicre: 'CH',
  belgium: 'BE',
  belcika: 'BE',
  portugal: 'PT',
  portekiz: 'PT',
  poland: 'PL',
  polska: 'PL',
  polonya: 'PL',
  czechia: 'CZ',
  'czech republic': 'CZ',
  cesko: 'CZ',
  cekya: 'CZ',
  denmark: 'DK',
  danmark: 'DK',
  danimarka: 'DK',
  sweden: 'SE',
  sverige: 'SE',
  isvec: 'SE',
  ireland: 'IE',
  irlanda: 'IE',
  greece: 'GR',
  yunanistan: 'GR',
  cyprus: 'CY',
  kibris: 'CY',
  azerbaijan: 'AZ',
  azerbaycan: 'AZ',
};
const NAME_LANGUAGES = ['en', 'tr'];

let intlNames: Map<string, CountryCode> | null = null;

function fold(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function countryNamed(name: string): CountryCode | null {
  const known = COUNTRY_NAMES[name];
  if (known) return known;
  if (!intlNames) {
    intlNames = new Map();
    for (const language of NAME_LANGUAGES) {
      const display = new Intl.DisplayNames([language], { type: 'region' });
      for (const code of getCountries()) {
        const label = display.of(code);
        if (label && label !== code) intlNames.set(fold(label), code);
      }
    }
  }
  return intlNames.get(name) ?? null;
}

/**
 * The country a postal address ends with, as Google formats addresses ("…, 34710
 * Kadıköy/İstanbul, Türkiye", "…, Mountain View, CA 94043, USA", "…, 28013 Madrid,
 * Spain"); null when the last part names no country.
 */
export function countryFromAddress(address: string): CountryCode | null {
  const parts = address.split(',');
  const last = fold(parts[parts.length - 1] ?? '');
  if (last === '') return null;
  return countryNamed(last);
}
