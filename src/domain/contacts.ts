// Issue 20's contacts as the views show them: the social profiles as links with
// accessible names, tel: and WhatsApp links from the typed phone, and the e-mail's badge.
// The labels and their plain words come from the search function's own modules (the
// `@contacts` alias), so the app and the answer cannot drift apart.
import {
  EMAIL_ORIGIN_BADGES,
  EMAIL_STATUS,
  EMAIL_STATUS_TOOLTIPS,
  MOBILE_PHONE_TYPES,
  ROLE_BADGE,
  type EmailStatus,
} from '@contacts/contact-texts.ts';
import { emailOrigin, isRoleAddress } from '@contacts/email-check.ts';
import { fieldText, telUrl, type Business } from './business';

export type ProfileField = 'facebook' | 'linkedin' | 'tiktok' | 'x' | 'youtube' | 'whatsapp';

/** The networks in the answer's order, WhatsApp last. */
export const PROFILE_NETWORKS: readonly { field: ProfileField; network: string }[] = [
  { field: 'facebook', network: 'Facebook' },
  { field: 'linkedin', network: 'LinkedIn' },
  { field: 'tiktok', network: 'TikTok' },
  { field: 'x', network: 'X' },
  { field: 'youtube', network: 'YouTube' },
  { field: 'whatsapp', network: 'WhatsApp' },
];

export interface ProfileLink {
  field: ProfileField;
  href: string;
  /** The link's accessible name: the network and the business. */
  name: string;
}

/** "https://wa.me/905321234567" for a number in E.164 (or any form with its digits). */
export function whatsappUrl(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}

/** Only an https URL is a profile link: anything else the row carries is not followed. */
function profileUrl(value: string): string | null {
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}

/** The business's profiles and WhatsApp chat, as links, in PROFILE_NETWORKS' order. */
export function profileLinks(business: Business): ProfileLink[] {
  return PROFILE_NETWORKS.flatMap(({ field, network }) => {
    const value = fieldText(business[field]);
    if (!value) return [];
    const href = field === 'whatsapp' ? whatsappUrl(value) : profileUrl(value);
    if (!href) return [];
    const name =
      field === 'whatsapp'
        ? `WhatsApp chat with ${business.name}`
        : `${network} profile of ${business.name}`;
    return [{ field, href, name }];
  });
}

/** The phone's type may be a mobile line (libphonenumber-js cannot always tell). */
export function isMobileType(type: string | null | undefined): boolean {
  return MOBILE_PHONE_TYPES.includes(fieldText(type) ?? '');
}

/** The phone's tel: link, from its E.164 form when the search typed it. */
export function phoneHref(business: Business): string | null {
  const phone = fieldText(business.phone);
  if (!phone) return null;
  return telUrl(fieldText(business.phone_international) ?? phone);
}

/** A WhatsApp link for the phone itself, when it is a mobile. */
export function phoneWhatsappHref(business: Business): string | null {
  const e164 = fieldText(business.phone_international);
  if (!e164 || !fieldText(business.phone) || !isMobileType(business.phone_type)) return null;
  return whatsappUrl(e164);
}

/** The Pro filter "Has mobile": a mobile phone or a WhatsApp number. */
export function hasMobile(business: Business): boolean {
  return phoneWhatsappHref(business) !== null || fieldText(business.whatsapp) !== null;
}

/** The Pro filter "E-mail checked": the e-mail's domain has a mail server. */
export function emailChecked(business: Business): boolean {
  return fieldText(business.email) !== null && business.email_status === EMAIL_STATUS.verified;
}

export type BadgeTone = 'good' | 'bad' | 'neutral';

export interface EmailBadge {
  label: string;
  tone: BadgeTone;
  /** Plain words: where the address lives, a shared inbox or not, its mail server. */
  tooltip: string;
}

const STATUSES = new Set<string>(Object.values(EMAIL_STATUS));
const isStatus = (value: string | null): value is EmailStatus =>
  value !== null && STATUSES.has(value);

/** The badge beside the e-mail; null without an e-mail. */
export function emailBadge(business: Business): EmailBadge | null {
  const email = fieldText(business.email);
  if (!email) return null;
  const origin = EMAIL_ORIGIN_BADGES[emailOrigin(email, fieldText(business.website))];
  const status = fieldText(business.email_status);
  const words: string[] = [origin.tooltip];
  if (isRoleAddress(email)) words.push(ROLE_BADGE.tooltip);
  if (isStatus(status)) words.push(EMAIL_STATUS_TOOLTIPS[status]);
  const tone: BadgeTone =
    status === EMAIL_STATUS.verified
      ? 'good'
      : status === EMAIL_STATUS.noMailServer
        ? 'bad'
        : 'neutral';
  return { label: origin.label, tone, tooltip: words.join(' ') };
}
