import { Camera, Globe, Mail, MapPin, MessageSquare, Phone, Star } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import {
  BusinessName,
  EmailValue,
  InstagramValue,
  NotAvailable,
  PhoneValue,
  RatingValue,
  ReviewCountValue,
  WebsiteValue,
} from './business-fields';
import type { BusinessViewProps } from './business-table';

function Field({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-neutral-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-neutral-800">{children}</dd>
    </div>
  );
}

const icon = 'size-4';

/** The card view: the same fields as the table, with icons (ui.md). */
export const BusinessCards = memo(function BusinessCards({
  rows,
  selected,
  onToggle,
  onToggleAll,
  allState,
  label,
}: BusinessViewProps) {
  return (
    <div>
      <Checkbox
        label="Select all businesses"
        checked={allState === 'all'}
        indeterminate={allState === 'some'}
        onChange={onToggleAll}
        disabled={rows.length === 0}
        className="mb-3"
      />
      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(({ row, index }) => (
          <li
            key={index}
            data-testid="business-card"
            className={
              selected.has(index)
                ? 'rounded-card border-brand-600 bg-brand-50 border-2 p-4 text-sm'
                : 'rounded-card shadow-card border border-neutral-200 bg-white p-4 text-sm'
            }
          >
            <div className="flex items-start gap-3">
              <Checkbox
                label={`Select ${row.name}`}
                hideLabel
                checked={selected.has(index)}
                onChange={() => onToggle(index)}
                className="mt-0.5"
              />
              <h3 className="min-w-0 text-base">
                <BusinessName business={row} />
              </h3>
            </div>
            <dl className="mt-3 space-y-1.5">
              <Field icon={<MapPin aria-hidden="true" className={icon} />} label="Address">
                {row.address ? row.address : <NotAvailable />}
              </Field>
              <Field icon={<Phone aria-hidden="true" className={icon} />} label="Phone">
                <PhoneValue value={row.phone} />
              </Field>
              <Field icon={<Mail aria-hidden="true" className={icon} />} label="Email">
                <EmailValue value={row.email} />
              </Field>
              <Field icon={<Camera aria-hidden="true" className={icon} />} label="Instagram">
                <InstagramValue value={row.instagram} />
              </Field>
              <Field icon={<Globe aria-hidden="true" className={icon} />} label="Website">
                <WebsiteValue value={row.website} />
              </Field>
              <Field icon={<Star aria-hidden="true" className={icon} />} label="Rating">
                <RatingValue value={row.google_rating} />
              </Field>
              <Field icon={<MessageSquare aria-hidden="true" className={icon} />} label="Reviews">
                <ReviewCountValue value={row.rating_count} />
              </Field>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
});
