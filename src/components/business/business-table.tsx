import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef } from 'react';
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
import {
  firstChunk,
  PROGRESSIVE_LIMIT,
  STICKY_TOP,
  TABLE_ROW_ESTIMATE,
  VIRTUAL_OVERSCAN,
} from './render-mode';
import { useDocumentOffset } from './use-document-offset';
import { useItemKeyboard } from './use-item-keyboard';
import { useProgressiveCount } from './use-progressive-count';
import { measuredOrEstimate, spacing } from './virtual-spacing';

export interface BusinessViewProps {
  rows: readonly { row: Business; index: number }[];
  selected: ReadonlySet<number>;
  onToggle: (index: number) => void;
  onToggleAll: () => void;
  allState: SelectAllState;
  /** The accessible name of the collection ("Search results"). */
  label: string;
}

type BodyProps = Pick<BusinessViewProps, 'rows' | 'selected' | 'onToggle'>;

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
// scroll-mt: a row brought into view by the keyboard stops below the sticky bars.
const rowBase = `${rowGrid} scroll-mt-44 border-b border-neutral-100`;
// A row out of view keeps its estimated height and is not laid out until scrolled to (the
// progressive mode, where every row is in the DOM).
const progressiveRow = `${rowBase} [content-visibility:auto] [contain-intrinsic-size:auto_3.5rem]`;

interface RowProps {
  row: Business;
  index: number;
  /** Position in the rows shown (0-based): aria-rowindex, keyboard moves, measuring. */
  position: number;
  selected: boolean;
  onToggle: (index: number) => void;
  className: string;
  measure?: (element: HTMLTableRowElement | null) => void;
}

/** One row; memoised so a selection change re-renders the one row it touches. */
const TableRow = memo(function TableRow({
  row,
  index,
  position,
  selected,
  onToggle,
  className,
  measure,
}: RowProps) {
  return (
    <tr
      ref={measure}
      role="row"
      data-testid="business-row"
      data-position={position}
      data-index={position}
      // The header is row 1.
      aria-rowindex={position + 2}
      className={selected ? `${className} bg-brand-50` : `${className} hover:bg-neutral-50`}
    >
      <td role="cell" className={td}>
        <Checkbox
          label={`Select ${row.name}`}
          hideLabel
          checked={selected}
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
  );
});

const noReveal = () => {};

/**
 * Up to PROGRESSIVE_LIMIT rows: the rows that fill the window in the first commit, the
 * rest over the next frames, until every row is in the DOM. The rows still to come keep
 * their estimated height as bottom padding, so nothing below the table jumps.
 */
function ProgressiveBody({ rows, selected, onToggle }: BodyProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const count = useProgressiveCount(
    rows.length,
    firstChunk(window.innerHeight, TABLE_ROW_ESTIMATE),
  );
  const onKeyDown = useItemKeyboard(body, rows.length, noReveal);
  return (
    <tbody
      ref={body}
      role="rowgroup"
      className="block"
      style={{ paddingBottom: (rows.length - count) * TABLE_ROW_ESTIMATE }}
      onKeyDown={onKeyDown}
    >
      {rows.slice(0, count).map(({ row, index }, position) => (
        <TableRow
          key={index}
          row={row}
          index={index}
          position={position}
          selected={selected.has(index)}
          onToggle={onToggle}
          className={progressiveRow}
        />
      ))}
    </tbody>
  );
}

/**
 * Above PROGRESSIVE_LIMIT rows: only the rows in and near the window are rendered (the
 * page scrolls the window, so the virtualizer follows it); the space of the others is the
 * body's padding, so the scrollbar and the header stay where a full table would put them.
 */
function VirtualBody({ rows, selected, onToggle }: BodyProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useDocumentOffset(body);
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count: rows.length,
    estimateSize: () => TABLE_ROW_ESTIMATE,
    getItemKey: (position) => rows[position]?.index ?? position,
    measureElement: measuredOrEstimate(TABLE_ROW_ESTIMATE),
    overscan: VIRTUAL_OVERSCAN,
    scrollMargin,
    scrollPaddingStart: STICKY_TOP,
  });
  const reveal = useCallback(
    (position: number) => virtualizer.scrollToIndex(position, { align: 'auto' }),
    [virtualizer],
  );
  const onKeyDown = useItemKeyboard(body, rows.length, reveal);
  const items = virtualizer.getVirtualItems();
  return (
    <tbody
      ref={body}
      role="rowgroup"
      className="block"
      style={spacing(items, virtualizer.getTotalSize(), scrollMargin)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const entry = rows[item.index];
        if (!entry) return null;
        return (
          <TableRow
            key={item.key}
            row={entry.row}
            index={entry.index}
            position={item.index}
            selected={selected.has(entry.index)}
            onToggle={onToggle}
            className={rowBase}
            measure={virtualizer.measureElement}
          />
        );
      })}
    </tbody>
  );
}

/**
 * The results table of ui.md: checkbox, Name (with the maps link), Address, Phone, Email,
 * Instagram, Website, Rating, Reviews. It scrolls sideways inside its own container on
 * narrow screens; memoised so toolbar state (busy export, dialogs) does not re-render the
 * rows. Up to PROGRESSIVE_LIMIT rows all end up in the DOM; above it only those in view.
 */
export const BusinessTable = memo(function BusinessTable({
  rows,
  selected,
  onToggle,
  onToggleAll,
  allState,
  label,
}: BusinessViewProps) {
  const Body = rows.length > PROGRESSIVE_LIMIT ? VirtualBody : ProgressiveBody;
  return (
    <FieldIconSprite>
      <div
        className="rounded-card overflow-x-auto border border-neutral-200"
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        {/* Rendered as a grid, with the table roles stated explicitly (CSS display would
            otherwise drop them in some browsers), so that each row is laid out on its own
            and rows can be left out of the DOM. aria-rowcount counts the header and every
            row, rendered or not. */}
        <table role="table" aria-rowcount={rows.length + 1} className="block min-w-[64rem] text-sm">
          <thead role="rowgroup" className="block bg-neutral-50">
            <tr role="row" aria-rowindex={1} className={`${rowGrid} border-b border-neutral-200`}>
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
          <Body rows={rows} selected={selected} onToggle={onToggle} />
        </table>
      </div>
    </FieldIconSprite>
  );
});
