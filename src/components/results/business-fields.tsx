import {
  fieldNumber,
  fieldText,
  instagramLabel,
  instagramUrl,
  mapsSearchUrl,
  websiteHost,
  websiteHref,
  type Business,
} from '@/domain/business';
import {
  emailBadge,
  phoneHref,
  phoneWhatsappHref,
  profileLinks,
  type BadgeTone,
} from '@/domain/contacts';
import type { ReactNode } from 'react';
import { CopyButton } from './copy-button';
import { FieldIcon, type FieldIconName } from './field-icons';
import { NetworkIcon } from './network-icons';

// The value renderers the results table and the cards share (ui.md, Screens).

const linkClasses = 'text-brand-700 underline-offset-2 hover:underline break-all';

/** ui.md: an empty cell shows an em dash with an accessible "not available". */
export function NotAvailable() {
  return (
    <span className="text-neutral-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">not available</span>
    </span>
  );
}

/** A contact still being looked for by a live search (issue 21). */
export const CHECKING_TEXT = 'Checking…';

/** Quiet text where the contact will appear, as tall as the value line: no spinner, no shift. */
export function Checking() {
  return (
    <span className="inline-flex min-h-6 items-center text-neutral-500 italic">
      {CHECKING_TEXT}
    </span>
  );
}

/** Whether a contact cell waits for the live search: still checking, and nothing there yet. */
const waiting = (row: Business, value: string | null) =>
  row.live === 'checking' && fieldText(value) === null;

/** The business name with its maps link (spec 2: a new tab, a maps search by name and address). */
export function BusinessName({ business }: { business: Business }) {
  return (
    <span className="inline-flex items-start gap-1.5">
      <span className="font-medium text-neutral-900">{business.name}</span>
      <a
        href={mapsSearchUrl(business)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${business.name} on Google Maps (opens in a new tab)`}
        className="text-brand-700 hover:text-brand-800 mt-0.5 shrink-0"
      >
        <FieldIcon name="maps" className="size-3.5" />
      </a>
    </span>
  );
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The business's social profiles and WhatsApp chat (issue 20) as a row of small icon
 * links, each named for its network and the business; nothing when it has none.
 */
export function ProfileLinks({ business }: { business: Business }) {
  const links = profileLinks(business);
  if (links.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1">
      {links.map(({ field, href, name }) => (
        <a
          key={field}
          href={href}
          {...newTab}
          aria-label={`${name} (opens in a new tab)`}
          data-network={field}
          className="hover:text-brand-700 inline-flex size-6 items-center justify-center rounded text-neutral-600 hover:bg-neutral-100"
        >
          <NetworkIcon field={field} className="size-4" />
        </a>
      ))}
    </span>
  );
}

/** The phone as a tel: link; a mobile also as a WhatsApp link (issue 20 item 4). */
export function PhoneValue({ business }: { business: Business }) {
  const text = fieldText(business.phone);
  const href = phoneHref(business);
  if (!text || !href) return <NotAvailable />;
  const whatsapp = phoneWhatsappHref(business);
  return (
    <span className="inline-flex items-center gap-1">
      <a href={href} className={linkClasses}>
        {text}
      </a>
      {whatsapp && (
        <a
          href={whatsapp}
          {...newTab}
          aria-label={`WhatsApp ${text} (opens in a new tab)`}
          className="hover:text-brand-700 inline-flex size-6 shrink-0 items-center justify-center rounded text-neutral-600 hover:bg-neutral-100"
        >
          <NetworkIcon field="whatsapp" className="size-4" />
        </a>
      )}
    </span>
  );
}

const BADGE_TONES: Record<BadgeTone, string> = {
  good: 'border-green-200 bg-green-50 text-green-800',
  bad: 'border-red-200 bg-red-50 text-red-800',
  neutral: 'border-neutral-200 bg-neutral-50 text-neutral-700',
};

/**
 * The e-mail with its badge under it (issue 20 item 5; beside it, the address lost most of
 * a table column): where the address lives, coloured by its mail server; the plain words in the view's tooltip (hover or keyboard focus) and, for
 * screen readers, in the badge's own text.
 */
export function EmailValue({ business }: { business: Business }) {
  const text = fieldText(business.email);
  if (!text) return <NotAvailable />;
  const badge = emailBadge(business);
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <ContactValue full={text} shown={text} href={`mailto:${text}`} />
      {badge && (
        <span
          data-full={badge.tooltip}
          data-email-badge={badge.tone}
          tabIndex={0}
          className={`inline-flex cursor-help items-center self-start rounded border px-1 text-[0.6875rem] leading-4 font-medium whitespace-nowrap ${BADGE_TONES[badge.tone]}`}
        >
          <span data-shown="">{badge.label}</span>
          <span className="sr-only">: {badge.tooltip}</span>
        </span>
      )}
    </span>
  );
}

/**
 * A contact on one line (issue 18): shortened with an ellipsis when the column is too
 * narrow, never broken mid-word; the full value in the view's tooltip (ContactTools) and
 * a copy button. The link's accessible name keeps the whole value.
 */
function ContactValue({
  full,
  shown,
  href,
  name,
}: {
  full: string;
  shown: string;
  /** Null: the value is not a usable link and is shown as text. */
  href: string | null;
  /** The accessible name of a link that opens in a new tab. */
  name?: string;
}) {
  return (
    <span data-full={full} className="group/contact relative flex min-w-0 items-center">
      {href ? (
        <a
          data-shown=""
          href={href}
          {...(name && { ...newTab, 'aria-label': `${name} (opens in a new tab)` })}
          className="text-brand-700 min-w-0 truncate underline-offset-2 hover:underline"
        >
          {shown}
        </a>
      ) : (
        <span data-shown="" className="min-w-0 truncate">
          {shown}
        </span>
      )}
      <CopyButton value={full} />
    </span>
  );
}

/**
 * A contact that may be a link: shown as `shown(text)` and opening `url(text)` in a new
 * tab, named `name(shown)`; as plain text when it is not a usable link.
 */
function linkedContact(
  url: (text: string) => string | null,
  shown: (text: string) => string,
  name: (shown: string) => string,
) {
  return function LinkedContact({ value }: { value: string | null }) {
    const text = fieldText(value);
    if (!text) return <NotAvailable />;
    const href = url(text);
    if (!href) return <ContactValue full={text} shown={text} href={null} />;
    const label = shown(text);
    return <ContactValue full={text} shown={label} href={href} name={name(label)} />;
  };
}

export const InstagramValue = linkedContact(
  instagramUrl,
  instagramLabel,
  (handle) => `${handle} on Instagram`,
);
export const WebsiteValue = linkedContact(websiteHref, websiteHost, (host) => host);

const STARS = '★★★★★';

/**
 * Five stars filled to the rating, then the number (ui.md). The stars are two lines of
 * text, the filled one clipped to the rating, instead of five SVGs a row.
 */
export function RatingValue({ value }: { value: string | number | null }) {
  const rating = fieldNumber(value);
  if (rating === null) return <NotAvailable />;
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className="relative inline-block leading-none text-neutral-300">
        {STARS}
        <span
          className="text-pro-500 absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${filled * 20}%` }}
        >
          {STARS}
        </span>
      </span>
      <span className="text-neutral-900 tabular-nums">
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
      </span>
    </span>
  );
}

// One formatter for every cell: toLocaleString builds a new one per call, which showed as
// the most expensive function when 100 rows rendered.
const countFormat = new Intl.NumberFormat('en-US');

export function ReviewCountValue({ value }: { value: string | number | null }) {
  const count = fieldNumber(value);
  if (count === null) return <NotAvailable />;
  return <span className="tabular-nums">{countFormat.format(count)}</span>;
}

export interface BusinessField {
  label: string;
  icon: FieldIconName;
  value: (row: Business) => ReactNode;
}

/** The fields after the name, in the order of ui.md: the table's cells, the cards' terms. */
export const BUSINESS_FIELDS: readonly BusinessField[] = [
  { label: 'Address', icon: 'address', value: (row) => row.address || <NotAvailable /> },
  { label: 'Phone', icon: 'phone', value: (row) => <PhoneValue business={row} /> },
  {
    label: 'Email',
    icon: 'email',
    value: (row) => (waiting(row, row.email) ? <Checking /> : <EmailValue business={row} />),
  },
  {
    label: 'Instagram',
    icon: 'instagram',
    value: (row) =>
      waiting(row, row.instagram) ? <Checking /> : <InstagramValue value={row.instagram} />,
  },
  { label: 'Website', icon: 'website', value: (row) => <WebsiteValue value={row.website} /> },
  { label: 'Rating', icon: 'rating', value: (row) => <RatingValue value={row.google_rating} /> },
  {
    label: 'Reviews',
    icon: 'reviews',
    value: (row) => <ReviewCountValue value={row.rating_count} />,
  },
];
