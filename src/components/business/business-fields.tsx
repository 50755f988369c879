import { ExternalLink, Star } from 'lucide-react';
import {
  fieldNumber,
  fieldText,
  instagramLabel,
  instagramUrl,
  mapsSearchUrl,
  telUrl,
  websiteHost,
  websiteUrl,
  type Business,
} from '@/domain/business';

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
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </a>
    </span>
  );
}

export function PhoneValue({ value }: { value: string | null }) {
  const text = fieldText(value);
  if (!text) return <NotAvailable />;
  return (
    <a href={telUrl(text)} className={linkClasses}>
      {text}
    </a>
  );
}

export function EmailValue({ value }: { value: string | null }) {
  const text = fieldText(value);
  if (!text) return <NotAvailable />;
  return (
    <a href={`mailto:${text}`} className={linkClasses}>
      {text}
    </a>
  );
}

export function InstagramValue({ value }: { value: string | null }) {
  const text = fieldText(value);
  if (!text) return <NotAvailable />;
  const href = instagramUrl(text);
  if (!href) return <span>{text}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClasses}
      aria-label={`${instagramLabel(text)} on Instagram (opens in a new tab)`}
    >
      {instagramLabel(text)}
    </a>
  );
}

export function WebsiteValue({ value }: { value: string | null }) {
  const text = fieldText(value);
  if (!text) return <NotAvailable />;
  const href = websiteUrl(text);
  if (!href) return <span>{text}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={linkClasses}
      aria-label={`${websiteHost(text)} (opens in a new tab)`}
    >
      {websiteHost(text)}
    </a>
  );
}

/** Five stars filled to the rating, then the number (ui.md). */
export function RatingValue({ value }: { value: string | number | null }) {
  const rating = fieldNumber(value);
  if (rating === null) return <NotAvailable />;
  const rounded = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span aria-hidden="true" className="flex">
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            className={
              index < rounded ? 'fill-pro-500 text-pro-500 size-3.5' : 'size-3.5 text-neutral-300'
            }
          />
        ))}
      </span>
      <span className="text-neutral-900 tabular-nums">
        <span className="sr-only">Rated </span>
        {rating.toFixed(1)}
      </span>
    </span>
  );
}

export function ReviewCountValue({ value }: { value: string | number | null }) {
  const count = fieldNumber(value);
  if (count === null) return <NotAvailable />;
  return <span className="tabular-nums">{count.toLocaleString('en-US')}</span>;
}
