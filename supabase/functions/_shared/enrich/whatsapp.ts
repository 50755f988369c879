// WhatsApp numbers (issue 20 item 3): from wa.me / api.whatsapp.com links, chat-button
// plugins' settings (Joinchat, Click to Chat, GetButton, floating-whatsapp) and
// "WhatsApp: 0532 …" in the text, as E.164. A number written the national way (a leading
// 0) takes its country from the site's domain or language; share links, group invites and
// placeholder numbers are never a business's number.
import { whatsappNumber } from '../contacts/phone.ts';
import { unwrapped } from './networks.ts';

/** Country calling codes by country-code TLD or language, for national numbers. */
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
  en: '44',
  ie: '353',
  pt: '351',
  pl: '48',
  gr: '30',
  cy: '357',
  az: '994',
};

/** The country calling code the site's domain (or else its language) suggests. */
export function callingCodeFor(host: string, lang: string | null): string | null {
  const tld = host.toLowerCase().replace(/\.$/, '').split('.').pop() ?? '';
  const fromTld = CALLING_CODES[tld];
  if (fromTld) return fromTld;
  const language = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return language === 'en' ? null : (CALLING_CODES[language] ?? null);
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
 * length for its country.
 */
export function whatsappE164(
  raw: string,
  callingCode: string | null,
  international = false,
): string | null {
  const number = toE164(raw, callingCode, international);
  return number ? whatsappNumber(number) : null;
}

function isPlaceholder(digits: string): boolean {
  // 555 55 55, 000 00 00, 123456789: a form's example, not a line anyone answers.
  if (/^(\d)\1+$/.test(digits.slice(-7))) return true;
  return /123456789|987654321/.test(digits);
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

/** Chat-button plugins keep the number in their settings: only read settings that say WhatsApp. */
const WIDGET = /whats\s*app|joinchat|ht_ctc|wa\.me|floatingWhatsApp|WhWidgetSendButton|qlwapp/i;
const NUMBER_VALUE = `\\s*[:=]\\s*["'](\\+?[\\d][\\d\\s().-]{6,22}\\d)["']`;
/** Keys that name the WhatsApp number itself, before keys any contact widget uses. */
const WHATSAPP_KEY = new RegExp(
  `["']?\\b(?:whatsapp|whatsapp_?number|whatsappNumber|wa_?number|wa_?phone)["']?${NUMBER_VALUE}`,
  'gi',
);
const ANY_KEY = new RegExp(
  `["']?\\b(?:telephone|phone|number|phoneNumber|val|value)["']?${NUMBER_VALUE}`,
  'gi',
);
/** One settings object ({…} without nesting), e.g. one channel of a multi-channel widget. */
const OBJECT = /\{[^{}]{0,2000}\}/g;

export function whatsappNumbersInScript(script: string): string[] {
  if (!WIDGET.test(script)) return [];
  const named = [...script.matchAll(WHATSAPP_KEY)].map((match) => match[1]!);
  if (named.length > 0) return named;
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
  return sources.flatMap((source) => [...source.matchAll(ANY_KEY)].map((match) => match[1]!));
}

/** "WhatsApp: 0532 123 45 67", "Whatsapp Hattı +90 …" (a number right after the word). */
const TEXT_NUMBER = /\bwhats\s*app\b[^\d+\n]{0,30}?(\+?\(?\d[\d\s().\-/]{6,22}\d)(?![\d])/gi;

export function whatsappNumbersInText(line: string): string[] {
  if (!/whats\s*app/i.test(line)) return [];
  return [...line.matchAll(TEXT_NUMBER)].map((match) => match[1]!);
}
