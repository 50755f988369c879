import { memo } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import type { Business } from '@/domain/business';
import type { SelectAllState } from '@/domain/selection';
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

export interface BusinessViewProps {
  rows: readonly { row: Business; index: number }[];
  selected: ReadonlySet<number>;
  onToggle: (index: number) => void;
  onToggleAll: () => void;
  allState: SelectAllState;
  /** The accessible name of the collection ("Search results"). */
  label: string;
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-neutral-600 uppercase';
const td = 'px-3 py-2 align-top';

/**
 * The results table of ui.md: checkbox, Name (with the maps link), Address, Phone, Email,
 * Instagram, Website, Rating, Reviews. It scrolls inside its own container on narrow
 * screens; memoised so toolbar state (busy export, dialogs) does not re-render 100 rows.
 */
export const BusinessTable = memo(function BusinessTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  allState,
  label,
}: BusinessViewProps) {
  return (
    <div
      className="rounded-card overflow-x-auto border border-neutral-200"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full min-w-[64rem] border-collapse text-sm">
        <thead className="bg-neutral-50">
          <tr className="border-b border-neutral-200">
            <th scope="col" className={`${th} w-10`}>
              <Checkbox
                label="Select all businesses"
                hideLabel
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                onChange={onToggleAll}
                disabled={rows.length === 0}
              />
            </th>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Address
            </th>
            <th scope="col" className={th}>
              Phone
            </th>
            <th scope="col" className={th}>
              Email
            </th>
            <th scope="col" className={th}>
              Instagram
            </th>
            <th scope="col" className={th}>
              Website
            </th>
            <th scope="col" className={th}>
              Rating
            </th>
            <th scope="col" className={`${th} text-right`}>
              Reviews
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, index }) => (
            <tr
              key={index}
              data-testid="business-row"
              className={
                selected.has(index)
                  ? 'bg-brand-50 border-b border-neutral-100'
                  : 'border-b border-neutral-100 hover:bg-neutral-50'
              }
            >
              <td className={td}>
                <Checkbox
                  label={`Select ${row.name}`}
                  hideLabel
                  checked={selected.has(index)}
                  onChange={() => onToggle(index)}
                />
              </td>
              <td className={`${td} min-w-48`}>
                <BusinessName business={row} />
              </td>
              <td className={`${td} min-w-56 text-neutral-700`}>
                {row.address ? row.address : <NotAvailable />}
              </td>
              <td className={`${td} whitespace-nowrap`}>
                <PhoneValue value={row.phone} />
              </td>
              <td className={td}>
                <EmailValue value={row.email} />
              </td>
              <td className={td}>
                <InstagramValue value={row.instagram} />
              </td>
              <td className={td}>
                <WebsiteValue value={row.website} />
              </td>
              <td className={td}>
                <RatingValue value={row.google_rating} />
              </td>
              <td className={`${td} text-right`}>
                <ReviewCountValue value={row.rating_count} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
