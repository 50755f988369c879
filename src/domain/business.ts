// The business row of spec 3, one shape for a search result and a list item, so the
// results table, cards, filters and export serve both the dashboard and the list page.

export interface Business {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  instagram: string | null;
  website: string | null;
  /** Numeric text from the search ("4.5"), text or a number from a list item. */
  google_rating: string | number | null;
  rating_count: string | number | null;
  /**
   * Issue 20's contacts, after the spec's fields: each network's profile URL, WhatsApp and
   * the phone in E.164, the phone's libphonenumber-js type, the e-mail's status
   * (EMAIL_STATUS) and Google's place id. Absent or null where nothing is known (list items
   * saved before them, the export's rows).
   */
  facebook?: string | null;
  linkedin?: string | null;
  tiktok?: string | null;
  x?: string | null;
  youtube?: string | null;
  whatsapp?: string | null;
  phone_international?: string | null;
  phone_type?: string | null;
  email_status?: string | null;
  place_id?: string | null;
  /**
   * A free user's placeholder for results 10-19: the server sends no real data for them
   * (issue 9); the browser shows them blurred and never selects, exports or saves them.
   */
  locked?: boolean;
  /**
   * A live search's row whose site was left to crawl after the answer (issue 21): 'checking'
   * while its contacts are looked for, 'checked' once the crawl has ended (found or not).
   * The views keep such a row's height the same before and after its contacts arrive.
   */
  live?: 'checking' | 'checked';
}

/**
 * Issue 20's contact fields of a business, in the search answer's order of its added keys:
 * one list for a list item's columns and the export's added ones.
 */
export const CONTACT_FIELDS = [
  'facebook',
  'linkedin',
  'tiktok',
  'x',
  'youtube',
  'whatsapp',
  'phone_international',
  'phone_type',
  'email_status',
  'place_id',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The trimmed text of a field, or null when it is missing or blank. */
export function fieldText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** A rating or count as a number; null when missing or not a number ("4,2" reads as 4.2). */
export function fieldNumber(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = fieldText(value);
  if (text === null) return null;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

export const ratingOf = (business: Business): number | null => fieldNumber(business.google_rating);
export const ratingCountOf = (business: Business): number | null =>
  fieldNumber(business.rating_count);

/**
 * Duplicate key of spec 5: name plus address, case-insensitive. Turkish lowering turns
 * "I" into "ı" and English lowering "İ" into "i̇", so the dotted and dotless i are folded
 * together: "ALPHA CLINIC", "Alpha Clinic" and "alpha clınıc" are one business.
 */
export function businessKey(business: Pick<Business, 'name' | 'address'>): string {
  const part = (value: string | null) =>
    (value ?? '').trim().toLocaleLowerCase('tr').replace(/ı/g, 'i');
  return `${part(business.name)}\u0000${part(business.address)}`;
}

/** Google Maps search by name and address (spec 2), opened in a new tab. */
export function mapsSearchUrl(business: Pick<Business, 'name' | 'address'>): string {
  const query = [business.name, business.address].map(fieldText).filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** The Instagram profile of a handle ("@name", "name") or the URL as given. */
export function instagramUrl(value: string): string | null {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return text;
  const handle = text
    .replace(/^@/, '')
    .replace(/^instagram\.com\//i, '')
    .replace(/\/+$/, '');
  if (!/^[A-Za-z0-9._]{1,30}$/.test(handle)) return null;
  return `https://www.instagram.com/${handle}/`;
}

/** "@handle" for display, whatever form the value has. */
export function instagramLabel(value: string): string {
  const text = value.trim();
  const match = /instagram\.com\/([A-Za-z0-9._]+)/i.exec(text);
  if (match?.[1]) return `@${match[1]}`;
  return text.startsWith('@') ? text : `@${text}`;
}

/** An absolute http(s) URL for a website value ("example.com" gets https://). */
export function websiteHref(value: string): string | null {
  const text = value.trim();
  // Another scheme (javascript:, ftp:, ...) is never turned into a link.
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text) && !/^https?:\/\//i.test(text)) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The host shown for a website (ui.md: host only), without "www.". */
export function websiteHost(value: string): string {
  const href = websiteHref(value);
  if (!href) return value.trim();
  return new URL(href).host.replace(/^www\./i, '');
}

/** A phone number as a tel: URI (digits and a leading +). */
export function telUrl(value: string): string {
  return `tel:${value.replace(/[^\d+]/g, '')}`;
}
