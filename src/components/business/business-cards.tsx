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
import { FieldIcon, FieldIconSprite } from './field-icons';
import type { BusinessViewProps } from './business-table';

/** A term and its value, laid out by the list's grid (no wrapper: 100 cards, 7 fields each). */
function Field({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <>
      <dt className="mt-0.5 text-neutral-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-neutral-800">{children}</dd>
    </>
  );
}

const icon = 'size-4';
// Cards out of view skip style, layout and paint until scrolled to (about 17 rem tall):
// a view of 100 cards otherwise spent most of its first frame laying out unseen cards.
const cardBase =
  'rounded-card p-4 text-sm [content-visibility:auto] [contain-intrinsic-size:auto_17rem]';

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
    <FieldIconSprite>
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
                  ? `${cardBase} border-brand-600 bg-brand-50 border-2`
                  : `${cardBase} shadow-card border border-neutral-200 bg-white`
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
              <dl className="mt-3 grid grid-cols-[1rem_minmax(0,1fr)] gap-x-2 gap-y-1.5">
                <Field icon={<FieldIcon name="address" className={icon} />} label="Address">
                  {row.address ? row.address : <NotAvailable />}
                </Field>
                <Field icon={<FieldIcon name="phone" className={icon} />} label="Phone">
                  <PhoneValue value={row.phone} />
                </Field>
                <Field icon={<FieldIcon name="email" className={icon} />} label="Email">
                  <EmailValue value={row.email} />
                </Field>
                <Field icon={<FieldIcon name="instagram" className={icon} />} label="Instagram">
                  <InstagramValue value={row.instagram} />
                </Field>
                <Field icon={<FieldIcon name="website" className={icon} />} label="Website">
                  <WebsiteValue value={row.website} />
                </Field>
                <Field icon={<FieldIcon name="rating" className={icon} />} label="Rating">
                  <RatingValue value={row.google_rating} />
                </Field>
                <Field icon={<FieldIcon name="reviews" className={icon} />} label="Reviews">
                  <ReviewCountValue value={row.rating_count} />
                </Field>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </FieldIconSprite>
  );
});
