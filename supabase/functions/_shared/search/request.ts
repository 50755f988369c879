// Reading GET /search/{location}/{resultCount}/{businessType} (issue 9 item 1). Every
// refusal is a 400 with a message a person can act on; nothing here throws. Lengths are
// checked on the raw segment before decoding, so a 10,000-character segment costs
// nothing.
import { DEFAULT_RESULT_COUNT, normaliseLocation } from '../product-rules.ts';

export interface SearchRequest {
  location: string;
  businessType: string;
  /** The count as asked, 1-9999; the plan decides what is allowed. */
  resultCount: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export const MAX_TEXT_LENGTH = 200;
/** 200 characters of up to 4 UTF-8 bytes, each percent-encoded as %XX. */
const MAX_RAW_LENGTH = MAX_TEXT_LENGTH * 12;

export const searchRequestMessages = {
  shape: 'Use GET /search/{location}/{resultCount}/{businessType}.',
  count: `Result count must be a whole number such as ${DEFAULT_RESULT_COUNT}.`,
} as const;

// Letters of any script, digits, spaces and the punctuation real names use
// ("Presqu'île", "St. Pauli", "Saint-Germain-des-Prés", "Bed & Breakfast (B&B)").
const TEXT_ALLOWED = /^[\p{L}\p{M}\p{N} .,'’&()-]+$/u;
const LOCATION_ALLOWED = /^[\p{L}\p{M}\p{N} .,'’&()/-]+$/u;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function readText(raw: string, label: string, allowed: RegExp): Parsed<string> {
  if (raw.length > MAX_RAW_LENGTH) {
    return { ok: false, message: `${label} must be at most ${MAX_TEXT_LENGTH} characters.` };
  }
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return { ok: false, message: `${label} is not correctly URL-encoded.` };
  }
  if (CONTROL.test(text)) {
    return { ok: false, message: `${label} must not contain control characters.` };
  }
  text = text.trim().replace(/\s+/g, ' ');
  if (text === '') return { ok: false, message: `${label} is required.` };
  if ([...text].length > MAX_TEXT_LENGTH) {
    return { ok: false, message: `${label} must be at most ${MAX_TEXT_LENGTH} characters.` };
  }
  if (!allowed.test(text) || !/\p{L}/u.test(text) || /\.\.|--/.test(text)) {
    return {
      ok: false,
      message: `${label} may contain only letters, digits, spaces and . , ' & ( ) -${allowed === LOCATION_ALLOWED ? ' /' : ''}.`,
    };
  }
  return { ok: true, value: text };
}

function readCount(raw: string): Parsed<number> {
  if (!/^[0-9]{1,4}$/.test(raw)) return { ok: false, message: searchRequestMessages.count };
  const value = Number(raw);
  return value >= 1 ? { ok: true, value } : { ok: false, message: searchRequestMessages.count };
}

/** The search of a request URL whose path is /search/{location}/{count}/{type}. */
export function parseSearchRequest(url: string): Parsed<SearchRequest> {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return { ok: false, message: searchRequestMessages.shape };
  }
  const segments = pathname.split('/').slice(1);
  // The runtime hands over /search/...; tolerate one trailing slash.
  if (segments.length === 5 && segments[4] === '') segments.pop();
  if (segments.length !== 4) return { ok: false, message: searchRequestMessages.shape };
  const [, rawLocation = '', rawCount = '', rawType = ''] = segments;

  const location = readText(rawLocation, 'Location', LOCATION_ALLOWED);
  if (!location.ok) return location;
  const count = readCount(rawCount);
  if (!count.ok) return count;
  const businessType = readText(rawType, 'Business type', TEXT_ALLOWED);
  if (!businessType.ok) return businessType;
  return {
    ok: true,
    value: {
      location: normaliseLocation(location.value),
      businessType: businessType.value,
      resultCount: count.value,
    },
  };
}
