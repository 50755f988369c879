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
import { FieldIconSprite } from './field-icons';

export interface BusinessViewProps {
  rows: readonly { row: Business; index: number }[];
  selected: ReadonlySet<number>;
  onToggle: (index: number) => void;
  onToggleAll: () => void;
  allState: SelectAllState;
  /** The accessible name of the collection ("Search results"). */
  label: string;
}

const th =
  'block min-w-0 px-3 py-2 text-left text-xs font-semibold tracking-wide text-neutral-600 uppercase';
const td = 'block min-w-0 px-3 py-2';
const COLUMNS = [
  'Name',
  'Address',
  'Phone',
  'Email',
  'Instagram',
  'Website',
  'Rating',
  'Reviews',
] as const;
// Checkbox, Name, Address, Phone, Email, Instagram, Website, Rating, Reviews: fixed and
// fractional tracks only, so every row's columns line up whatever its content.
const rowGrid =
  'grid grid-cols-[2.5rem_minmax(0,1.5fr)_minmax(0,1.9fr)_9.5rem_minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.1fr)_7.5rem_5.5rem]';
// A row out of view keeps its estimated height and is not laid out until scrolled to.
const bodyRow = `${rowGrid} border-b border-neutral-100 [content-visibility:auto] [contain-intrinsic-size:auto_3.5rem]`;

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
    <FieldIconSprite>
      <div
        className="rounded-card overflow-x-auto border border-neutral-200"
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        {/* Rendered as a grid, with the table roles stated explicitly (CSS display would
            otherwise drop them in some browsers), so that each row can skip style, layout
            and paint while out of view: a 100-row table spent most of its first frame
            laying out rows nobody could see yet. One column template for every row keeps
            the columns aligned. */}
        <table role="table" className="block min-w-[64rem] text-sm">
          <thead role="rowgroup" className="block bg-neutral-50">
            <tr role="row" className={`${rowGrid} border-b border-neutral-200`}>
              <th role="columnheader" scope="col" className={th}>
                <Checkbox
                  label="Select all businesses"
                  hideLabel
                  checked={allState === 'all'}
                  indeterminate={allState === 'some'}
                  onChange={onToggleAll}
                  disabled={rows.length === 0}
                />
              </th>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  role="columnheader"
                  scope="col"
                  className={column === 'Reviews' ? `${th} text-right` : th}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block">
            {rows.map(({ row, index }) => (
              <tr
                key={index}
                role="row"
                data-testid="business-row"
                className={
                  selected.has(index) ? `${bodyRow} bg-brand-50` : `${bodyRow} hover:bg-neutral-50`
                }
              >
                <td role="cell" className={td}>
                  <Checkbox
                    label={`Select ${row.name}`}
                    hideLabel
                    checked={selected.has(index)}
                    onChange={() => onToggle(index)}
                  />
                </td>
                <td role="cell" className={td}>
                  <BusinessName business={row} />
                </td>
                <td role="cell" className={`${td} text-neutral-700`}>
                  {row.address ? row.address : <NotAvailable />}
                </td>
                <td role="cell" className={`${td} whitespace-nowrap`}>
                  <PhoneValue value={row.phone} />
                </td>
                <td role="cell" className={td}>
                  <EmailValue value={row.email} />
                </td>
                <td role="cell" className={td}>
                  <InstagramValue value={row.instagram} />
                </td>
                <td role="cell" className={td}>
                  <WebsiteValue value={row.website} />
                </td>
                <td role="cell" className={td}>
                  <RatingValue value={row.google_rating} />
                </td>
                <td role="cell" className={`${td} text-right`}>
                  <ReviewCountValue value={row.rating_count} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FieldIconSprite>
  );
});
