// What a signed webhook body must be before it reaches the database. Everything refused
// here could never be stored (Postgres would refuse it on every retry), so the webhook
// answers 400 and Paddle stops sending it, rather than 503 and a retry forever.

/**
 * Deepest nesting of objects and arrays accepted, the envelope counting as 1. Paddle's
 * events nest about 6 deep (data.items[].price.unit_price) and custom_data is ours; far
 * deeper JSON overflows a recursive JSON encoder on the way to Postgres (10,000 levels
 * did, on every retry).
 */
export const MAX_EVENT_JSON_DEPTH = 64;

export interface Envelope {
  event_id: string;
  event_type: string;
  occurred_at: string;
  data: Record<string, unknown>;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * An ISO-8601 date and time as Paddle sends them (RFC 3339: `2024-04-12T10:18:49.621022Z`)
 * naming a real instant. `Date.parse` is no test: it takes "2026", "1" and February 30th,
 * which Postgres refuses.
 */
export function isIsoTimestamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = RFC3339.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  return (
    year! >= 1 &&
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth(year!, month!) &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHour <= 14 &&
    offsetMinute <= 59
  );
}

/**
 * Whether `text` nests objects and arrays deeper than `maxDepth`. One pass over the raw
 * text, no recursion, so it is safe on any input and runs before JSON.parse.
 */
export function jsonNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return false;
}

// jsonb and text refuse NUL, and jsonb refuses a surrogate without its pair.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether a string key or value anywhere in `value` is one Postgres cannot store. */
function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  return Object.entries(value).some(([key, item]) => unstorable(key) || hasUnstorableText(item));
}

/**
 * The event in a signed body, or null when the body is not a Paddle event that can be
 * stored: not JSON, nested beyond MAX_EVENT_JSON_DEPTH, no event_id, event_type or
 * object data, an occurred_at that is not an ISO-8601 time, or text Postgres refuses.
 */
export function readEnvelope(rawBody: string): Envelope | null {
  if (jsonNestedDeeperThan(rawBody, MAX_EVENT_JSON_DEPTH)) return null;
  let value: unknown;
  try {
    value = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.event_id !== 'string' || v.event_id === '' || v.event_id.length > 200) return null;
  if (typeof v.event_type !== 'string' || v.event_type === '') return null;
  if (!isIsoTimestamp(v.occurred_at)) return null;
  if (!v.data || typeof v.data !== 'object' || Array.isArray(v.data)) return null;
  if (hasUnstorableText(v)) return null;
  return v as unknown as Envelope;
}
