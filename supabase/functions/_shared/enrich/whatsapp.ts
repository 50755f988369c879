// WhatsApp numbers (issue 20 item 3): from wa.me / api.whatsapp.com links, chat-button
// plugins' settings (Joinchat, Click to Chat, GetButton, floating-whatsapp) and
// "WhatsApp: 0532 …" in the text, as E.164. A number written the national way (a leading
// 0) takes its country from the site's domain, or else (when valid there) from its
// language's region or main country; share links, group invites and
// placeholder numbers are never a business's number.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { countryCode, typedPhone } from '../contacts/phone.ts';
import { unwrapped } from './networks.ts';
import { WHATSAPP_SETTINGS_NAME } from './whatsapp-names.ts';

/** Country calling codes by country-code TLD, for national numbers. */
const CALLING_CODES: Record<string, string> = {
  tr: '90',
  de: '49',
  at: '43',
  ch: '41',
  es: '34',
  fr: '33',
  it: '39',
  nl: '31',
  be: '32',
  uk: '44',
  gb: '44',
  ie: '353',
  pt: '351',
  pl: '48',
  gr: '30',
  cy: '357',
  az: '994',
  se: '46',
  dk: '45',
  no: '47',
  fi: '358',
  cz: '420',
  sk: '421',
  hu: '36',
  ro: '40',
  bg: '359',
  hr: '385',
  si: '386',
  lu: '352',
  mt: '356',
  au: '61',
  nz: '64',
  za: '27',
};

/** Country-code domains sold to anyone (.co, .io, .me, .tv…): alone, they name no country. */
const GENERIC_COUNTRY_DOMAINS = new Set(
  'co io me tv cc ai ly fm to ws gg sh ac la nu tk ml ga cf gq so vc ms im gl ag bz mn pw sc cd cx st'.split(
    ' ',
  ),
);

/**
 * The country a page language names on its own: the one main country of a language spoken
 * mostly in one ("de", "tr"), or a language whose other countries write numbers no valid
 * national number here has (a Mexican or Brazilian number is never valid in Spain or
 * Portugal). English and Catalan ("ca" is not Canada) name no country.
 */
const LANGUAGE_COUNTRIES: Record<string, CountryCode> = {
  tr: 'TR',
  de: 'DE',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  pt: 'PT',
  pl: 'PL',
  el: 'GR',
  az: 'AZ',
};

/** Where a site's national numbers ("0532 …", "(512) 555-0148") belong. */
export interface SiteCountry {
  /** The calling code of the site's country-code domain: every national number is read with it. */
  callingCode: string | null;
  /**
   * The country the page language suggests: the region of "en-US", "de-AT", "es-MX", else
   * the language's main country. Only a guess (WordPress writes en-US on sites everywhere),
   * so a number is read with it only when it is valid there (a landline too: WhatsApp
   * Business runs on Turkish landlines).
   */
  guess: CountryCode | null;
  /**
   * Countries a language is spoken in whose national numbers start with a trunk 0 (never
   * NANP's): such a number is read as the one of them it is a valid mobile in, if only one.
   */
  trunkCountries?: readonly CountryCode[];
}

/**
 * English with no region: its trunk-0 countries, whose mobile ranges differ (a British
 * 07xxx xxxxxx is no Australian, Irish, New Zealand or South African mobile).
 */
const TRUNK_COUNTRIES: Record<string, readonly CountryCode[]> = {
  en: ['GB', 'IE', 'AU', 'NZ', 'ZA'],
};

/**
 * The country the site's domain is sure of; or else a guess: the one country its own
 * international phone links (tel:+90…) name, which says more than a language tag, else the
 * one its language suggests.
 */
export function siteCountryFor(
  host: string,
  lang: string | null,
  phoneCountries: readonly CountryCode[] = [],
): SiteCountry {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  const tld = labels.pop() ?? '';
  const callingCode = CALLING_CODES[tld] ?? null;
  if (callingCode) return { callingCode, guess: null };
  // Any other country's domain (.pe, .ec, .co.za, .com.co) names its country too; a number
  // is read with it the way the guesses are, through the country's own numbering plan.
  const domainCountry =
    GENERIC_COUNTRY_DOMAINS.has(tld) &&
    !/^(?:com|net|org|edu|gov|gob|co|ac)$/.test(labels.pop() ?? '')
      ? null
      : countryCode(tld);
  if (domainCountry) return { callingCode: null, guess: domainCountry };
  const linked = new Set(phoneCountries);
  if (linked.size === 1) return { callingCode: null, guess: [...linked][0]! };
  const [language = '', region = ''] = (lang ?? '').toLowerCase().split(/[-_]/);
  if (/^[a-z]{2}$/.test(region)) return { callingCode: null, guess: countryCode(region) };
  const guess = LANGUAGE_COUNTRIES[language] ?? null;
  const trunkCountries = TRUNK_COUNTRIES[language];
  return trunkCountries
    ? { callingCode: null, guess, trunkCountries }
    : { callingCode: null, guess };
}

/** The country of a number written with its country code ("+90 532…", "0090…"), if valid. */
export function countryOfNumber(raw: string): CountryCode | null {
  const text = raw.trim().replace(/^00/, '+');
  if (!text.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(text);
  return parsed?.isValid() ? (parsed.country ?? null) : null;
}

/**
 * "+90 (532) 123 45 67", "0090532…", "905321234567", "0532 123 45 67" -> "+905321234567";
 * null for anything that is not a plausible number. `international`: the source writes
 * numbers with their country code (wa.me links, chat-button settings); text may write them
 * the national way, with or without the trunk 0 ("0532 …", Spain's "612 345 987").
 */
export function toE164(
  raw: string,
  callingCode: string | null,
  international = false,
): string | null {
  const trimmed = raw.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  if (/^\+/.test(trimmed)) {
    // A "+90 (0)532" national trunk prefix inside an international number.
    digits = digits.replace(/^(90|49|43|41|39|44|33|31|32|34)0(?=[1-9]\d{7,})/, '$1');
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) {
    if (!callingCode) return null;
    digits = callingCode + digits.slice(1);
  } else if (!international) {
    // Written without a country code: national, when the site says which country.
    if (!callingCode) return null;
    if (!digits.startsWith(callingCode) || digits.length <= 10) digits = callingCode + digits;
  }
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  if (isPlaceholder(digits)) return null;
  return `+${digits}`;
}

/**
 * A found WhatsApp number as the business's: read as toE164 does, then normalised by the
 * phone module that types every phone (issue 20 item 4); null when it has no possible
 * length for its country. `country` is a calling code, or the site's SiteCountry: a
 * national number read with its guess must be valid there (NANP numbers never start with 0,
 * a British 07… is no US number).
 */
export function whatsappE164(
  raw: string,
  country: string | SiteCountry | null,
  international = false,
): string | null {
  const site: SiteCountry =
    typeof country === 'object' && country !== null
      ? country
      : { callingCode: country, guess: null };
  // No country code starts with 0: a wa.me/0532… link holds a national number.
  const national = !international || /^\s*0(?!0)/.test(raw);
  let number = toE164(raw, site.callingCode, !national);
  if (!number && site.guess && national && !/^\s*(?:\+|00)/.test(raw)) {
    const typed = typedPhone(raw, site.guess);
    if (typed.type !== '') number = toE164(typed.e164, null, true);
  }
  if (!number && !site.guess && site.trunkCountries && /^\s*\(?0(?!0)/.test(raw)) {
    const valid = new Set(
      site.trunkCountries
        .map((country) => typedPhone(raw, country))
        .filter(({ type }) => type === 'MOBILE')
        .map(({ e164 }) => e164),
    );
    if (valid.size === 1) number = toE164([...valid][0]!, null, true);
  }
  if (!number) return null;
  const typed = typedPhone(number);
  if (typed.e164 === '' || isCountingRun(typed.e164, typed.type)) return null;
  return typed.e164;
}

/**
 * 123456789 or 987654321: a form's example ("+90 123 456 78 90", Spain's 987 654 321,
 * France's 01 23 45 67 89), unless the number is a valid one whose national number merely
 * contains the run (Germany's 0151 23456789), or a valid mobile one: in Peru and Chile a
 * mobile number is nine digits from 9, and 987 654 321 is someone's.
 */
function isCountingRun(e164: string, type: string): boolean {
  const digits = e164.slice(1);
  const run = /123456789|987654321/.exec(digits);
  if (!run) return false;
  if (type === '') return true;
  if (type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE') return false;
  const nationalStart =
    digits.length - (parsePhoneNumberFromString(e164)?.nationalNumber.length ?? 0);
  return run.index <= nationalStart;
}

function isPlaceholder(digits: string): boolean {
  // 555 55 55, 000 00 00: a form's example, not a line anyone answers.
  return /^(\d)\1+$/.test(digits.slice(-7));
}

/** The number a WhatsApp click-to-chat URL opens, raw; null for shares, groups, catalogues. */
export function whatsappNumberFromUrl(href: string): string | null {
  let url: URL;
  try {
    url = new URL(
      /^[a-z][a-z0-9+.-]*:/i.test(href) ? href : `https://${href.replace(/^\/\//, '')}`,
    );
  } catch {
    return null;
  }
  url = unwrapped(url);
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (url.protocol === 'whatsapp:') return url.searchParams.get('phone');
  if (!/^https?:$/.test(url.protocol)) return null;
  if (host === 'wa.me') {
    // wa.me/<number>, and wa.me/c/<number> (the business's catalogue).
    const segments = url.pathname.split('/').filter(Boolean);
    let raw = segments[0] === 'c' ? (segments[1] ?? '') : (segments[0] ?? '');
    try {
      raw = decodeURIComponent(raw);
    } catch {
      return null;
    }
    return /^\+?\d[\d\s().-]{6,}$/.test(raw) ? raw : null;
  }
  if (host === 'api.whatsapp.com' || host === 'web.whatsapp.com' || host === 'whatsapp.com') {
    if (!/^\/send\/?$/.test(url.pathname)) return null;
    return url.searchParams.get('phone');
  }
  return null;
}

/**
 * Chat-button plugins keep the number in their settings (Joinchat's data-settings telephone,
 * Click to Chat's number, WP Social Chat's qlwapp phone, GetButton's whatsapp, Wati's
 * brandSetting.phoneNumber, NinjaTeam's njt_wa accounts' number, a JSON config a button's
 * script element holds; Elfsight loads its settings from its own server, so its page holds
 * no number): only read settings that say WhatsApp, or whose name does (wa_btn_settings).
 */
const WIDGET = new RegExp(
  `${/whats\s*app|joinchat|ht_ctc|wa\.me|floatingWhatsApp|WhWidgetSendButton|qlwapp|njt_wa\b/.source}|${WHATSAPP_SETTINGS_NAME.source}`,
  'i',
);
const NUMBER_VALUE = `\\s*[:=]\\s*["'](\\+?[\\d][\\d\\s().-]{6,22}\\d)["']`;
/** NinjaTeam's WhatsApp plugin: every account its settings (var njt_wa = …) list is a WhatsApp line. */
const NINJATEAM = /\bnjt_wa\s*=/;
const NUMBER_KEY = new RegExp(`["']number["']${NUMBER_VALUE}`, 'g');
/** Keys that name the WhatsApp number itself, before keys any contact widget uses. */
const WHATSAPP_KEY = new RegExp(
  `["']?\\b(?:whatsapp|whatsapp_?number|whatsappNumber|wa_?number|wa_?phone)["']?${NUMBER_VALUE}`,
  'gi',
);
const ANY_KEY = new RegExp(
  `["']?\\b(?:telephone|phone|number|phoneNumber|val|value)["']?${NUMBER_VALUE}`,
  'gi',
);
/** A function named after WhatsApp called with the settings (CreateWhatsappChatWidget(options)). */
const WIDGET_CALL = /whats\s*app\w*\s*\(/i;
/** One settings object ({…} without nesting), e.g. one channel of a multi-channel widget. */
const OBJECT = /\{[^{}]{0,2000}\}/g;

/** A click-to-chat URL a widget's settings hold as a string (WAChatBox's link: "https://wa.me/…"). */
const CHAT_URL =
  /(?:https?:)?\\?\/\\?\/(?:wa\.me|(?:api|web)\.whatsapp\.com)\\?\/[^\s"'`<>]{1,200}/gi;

export function whatsappNumbersInScript(script: string): string[] {
  if (!WIDGET.test(script)) return [];
  const named = [
    ...[...script.matchAll(WHATSAPP_KEY)].map((match) => match[1]!),
    ...[...script.matchAll(CHAT_URL)].flatMap(
      ([url]) => whatsappNumberFromUrl(url.replaceAll('\\/', '/')) || [],
    ),
  ];
  if (named.length > 0) return named;
  if (NINJATEAM.test(script)) return [...script.matchAll(NUMBER_KEY)].map((match) => match[1]!);
  // A multi-channel widget (Chaty, QuadLayers…) lists a phone line next to WhatsApp: take
  // the number of the object that says WhatsApp, else of a script that is all WhatsApp.
  const objects = [...script.matchAll(OBJECT)];
  // The object a WhatsApp widget is called with (floatingWhatsApp({phone: …})) or that
  // names WhatsApp itself; a menu's or another plugin's objects beside it are not.
  const whatsappObjects = objects
    .filter(({ 0: object, index }) =>
      /whats\s*app/i.test(`${script.slice(Math.max(0, index - 40), index)}${object}`),
    )
    .map(([object]) => object);
  const sources = whatsappObjects.length > 0 ? whatsappObjects : objects.length > 1 ? [] : [script];
  const numbers = sources.flatMap((source) =>
    [...source.matchAll(ANY_KEY)].map((match) => match[1]!),
  );
  if (numbers.length > 0 || !WIDGET_CALL.test(script)) return numbers;
  // A WhatsApp widget called with nested settings (Wati's CreateWhatsappChatWidget(options),
  // its number in brandSetting.phoneNumber): its one number, never a choice among several.
  const all = [...script.matchAll(ANY_KEY)].map((match) => match[1]!);
  return new Set(all.map((raw) => raw.replace(/\D/g, ''))).size === 1 ? [all[0]!] : [];
}

/** "WhatsApp: 0532 123 45 67", "Whatsapp Hattı +90 …" (a number right after the word). */
const TEXT_NUMBER = /\bwhats\s*app\b[^\d+\n]{0,30}?(\+?\(?\d[\d\s().\-/]{6,22}\d)(?![\d])/gi;
/**
 * "+56 9 8765 4321 (WhatsApp)", "0532 … (Whatsapp hattı)": the word in parentheses right
 * after the number, alone or with "only" or "line" (never a list or a "no WhatsApp").
 */
const NUMBER_THEN_WORD =
  /(?<![\d+])(\+?\(?\d[\d\s().-]{6,22}\d)\s*[([]\s*(?:(?:only|solo|sólo|sadece|nur)\s+)?whats\s*app(?:\s+(?:only|line|business|hatt[ıi](?:m[ıi]z)?))?\s*[)\]]/gi;

export function whatsappNumbersInText(line: string): string[] {
  if (!/whats\s*app/i.test(line)) return [];
  return [
    ...[...line.matchAll(TEXT_NUMBER)].map((match) => match[1]!),
    ...[...line.matchAll(NUMBER_THEN_WORD)].map((match) => match[1]!),
  ];
}
