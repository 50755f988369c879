import { memo } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import type { SortColumn } from '@/domain/business-sort';
import { BUSINESS_FIELDS, BusinessName, ProfileLinks } from './business-fields';
import { useProgressiveItems, useVirtualItems } from './hooks/use-item-window';
import { firstChunk, PROGRESSIVE_LIMIT, TABLE_ROW_ESTIMATE, VIRTUAL_OVERSCAN } from './render-mode';
import { SavedMarkerSlot } from './saved-marker';
import { SortHeader } from './sort-header';
import type { BusinessViewProps, ViewItemProps } from './view-shell';
import { itemProps, SelectAll, ViewShell } from './view-shell';

type BodyProps = Pick<
  BusinessViewProps,
  'rows' | 'selected' | 'onToggle' | 'renderExtra' | 'savedOf'
>;

// From 768 px the table has its columns; below, each row is stacked: the checkbox, then
// name, address and the contacts one under the other, each labelled (the cell's
// `data-label`, drawn by CSS so a row costs no extra nodes, and silent to screen readers,
// which have the column header), so a phone shows them without scrolling sideways.
const th =
  'block min-w-0 px-3 py-2 text-left text-xs font-semibold text-neutral-600 max-md:px-1 max-md:py-1 md:tracking-wide md:uppercase';
const cell = 'block min-w-0 px-3 py-2';
const td = `${cell} max-md:col-start-2 max-md:py-0.5 max-md:pl-0`;
const labelled = `${td} max-md:flex max-md:items-center max-md:gap-2 max-md:before:w-[4.5rem] max-md:before:shrink-0 max-md:before:text-xs max-md:before:text-neutral-600 max-md:before:content-[attr(data-label)_/_'']`;
// Checkbox, Name, Address, Phone, Email, Instagram, Website, Rating, Reviews: fixed and
// fractional tracks only, so every row's columns line up whatever its content. Name and
// address wrap; the contacts keep one line, so they get the larger share of the width.
const columns =
  'md:grid-cols-[2.5rem_minmax(0,1.3fr)_minmax(0,1.5fr)_11rem_minmax(0,1.7fr)_minmax(0,1.2fr)_minmax(0,1.3fr)_7.5rem_6.5rem]';
const rowGrid = `grid grid-cols-[2.5rem_minmax(0,1fr)] ${columns}`;
// scroll-mt: a row brought into view by the keyboard stops below the sticky bars.
const rowBase = `${rowGrid} scroll-mt-44 border-b border-neutral-100 max-md:pb-2`;
// A row out of view keeps its estimated height and is not laid out until scrolled to (the
// progressive mode, where every row is in the DOM).
const progressiveRow = `${rowBase} [content-visibility:auto] [contain-intrinsic-size:auto_4.75rem] max-md:[contain-intrinsic-size:auto_12rem]`;

/** The table's part of each field: its sort, and its header's and cells' own classes. */
const COLUMNS: Record<string, { sort?: SortColumn; header?: string; cell?: string }> = {
  // Stacked rows label their addresses; the header stays for screen readers only.
  Address: { header: 'max-md:sr-only', cell: 'text-neutral-700' },
  Phone: { sort: 'phone', cell: 'whitespace-nowrap' },
  Email: { sort: 'email' },
  Instagram: { sort: 'instagram' },
  Website: { sort: 'website' },
  Rating: { sort: 'rating' },
  Reviews: { sort: 'reviews', header: 'md:text-right', cell: 'md:text-right' },
};
const withClass = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);
// A live search's row (issue 21) is as tall before its contacts arrive as after: the name
// cell keeps a line for the profile icons, the e-mail cell one for its badge.
const LIVE_CELL: Record<string, string> = {
  Name: 'max-md:min-h-15 md:min-h-16',
  Email: 'max-md:min-h-12 md:min-h-15',
};
const liveCell = (row: { live?: string }, label: string) =>
  row.live ? LIVE_CELL[label] : undefined;

/** The header row after the select-all box: each column's label, sort and classes. */
const HEADERS: { label: string; column?: SortColumn; className: string }[] = [
  { label: 'Name', column: 'name', className: th },
  ...BUSINESS_FIELDS.map(({ label }) => ({
    label,
    column: COLUMNS[label]?.sort,
    className: withClass(th, COLUMNS[label]?.header),
  })),
];

type RowProps = ViewItemProps<HTMLTableRowElement>;

/** One row; memoised so a selection change re-renders the one row it touches. */
const TableRow = memo(function TableRow({
  row,
  index,
  position,
  selected,
  onToggle,
  className,
  measure,
  renderExtra,
  saved,
}: RowProps) {
  return (
    <tr
      ref={measure}
      role="row"
      data-testid="business-row"
      data-position={position}
      data-index={position}
      aria-busy={row.live === 'checking' || undefined}
      // The header is row 1.
      aria-rowindex={position + 2}
      className={selected ? `${className} bg-brand-50` : `${className} hover:bg-neutral-50`}
    >
      <td role="cell" className={cell}>
        <Checkbox
          label={`Select ${row.name}`}
          hideLabel
          checked={selected}
          onChange={() => onToggle(index)}
        />
      </td>
      <td
        role="cell"
        className={withClass(
          `${td} max-md:row-start-1 max-md:pt-2 max-md:pb-1`,
          liveCell(row, 'Name'),
        )}
      >
        <BusinessName business={row} />
        <ProfileLinks business={row} />
        {saved !== undefined && <SavedMarkerSlot mark={saved} />}
      </td>
      {BUSINESS_FIELDS.map(({ label, value }) => (
        <td
          key={label}
          role="cell"
          data-label={label}
          className={withClass(withClass(labelled, COLUMNS[label]?.cell), liveCell(row, label))}
        >
          {value(row)}
        </td>
      ))}
      {renderExtra && (
        <td role="cell" className={`${cell} max-md:col-start-2 max-md:pl-0 md:col-span-full`}>
          {renderExtra(row)}
        </td>
      )}
    </tr>
  );
});

/** Up to PROGRESSIVE_LIMIT rows, all of them in the DOM once painted (use-item-window). */
function ProgressiveBody({ rows, ...selection }: BodyProps) {
  const { container, count, onKeyDown } = useProgressiveItems<HTMLTableSectionElement>(
    rows.length,
    firstChunk(window.innerHeight, TABLE_ROW_ESTIMATE),
  );
  return (
    <tbody
      ref={container}
      role="rowgroup"
      className="block"
      style={{ paddingBottom: (rows.length - count) * TABLE_ROW_ESTIMATE }}
      onKeyDown={onKeyDown}
    >
      {rows.slice(0, count).map((entry, position) => (
        <TableRow
          key={entry.index}
          {...itemProps(entry, position, selection)}
          className={progressiveRow}
        />
      ))}
    </tbody>
  );
}

/** Above PROGRESSIVE_LIMIT rows, only those in and near the window (use-item-window). */
function VirtualBody({ rows, ...selection }: BodyProps) {
  const { container, onKeyDown, lines, measure, style } = useVirtualItems<
    HTMLTableSectionElement,
    HTMLTableRowElement
  >({
    total: rows.length,
    columns: 1,
    estimate: TABLE_ROW_ESTIMATE,
    overscan: VIRTUAL_OVERSCAN,
    getItemKey: (position) => rows[position]?.index ?? position,
  });
  return (
    <tbody ref={container} role="rowgroup" className="block" style={style} onKeyDown={onKeyDown}>
      {lines.map((item) => {
        const entry = rows[item.index];
        if (!entry) return null;
        return (
          <TableRow
            key={item.key}
            {...itemProps(entry, item.index, selection)}
            className={rowBase}
            measure={measure}
          />
        );
      })}
    </tbody>
  );
}

/**
 * The results table of ui.md: checkbox, Name (with the maps link), Address, Phone, Email,
 * Instagram, Website, Rating, Reviews; the headers sort (issue 18) when `onSortChange` is
 * given. From 768 px it has its columns and scrolls sideways inside its own container
 * when narrower than them; below, its rows are stacked. Memoised so toolbar state (busy
 * export, dialogs) does not re-render the rows. Up to PROGRESSIVE_LIMIT rows all end up
 * in the DOM; above it only those in view.
 */
export const BusinessTable = memo(function BusinessTable(props: BusinessViewProps) {
  const { rows, allState, onToggleAll, label, sort, onSortChange } = props;
  const sorting = { sort, onSortChange };
  const Body = rows.length > PROGRESSIVE_LIMIT ? VirtualBody : ProgressiveBody;
  return (
    <ViewShell>
      {/* ui.md: the results table may use the full width. On windows wide enough for
            the page's 1200 px container to leave margins, the table grows into them,
            keeping 6 rem from each edge of the window (its scrollbar included); up to
            about 1330 px it stays the container's width, in line with the filters. */}
      <div
        className="rounded-card overflow-x-auto border border-neutral-200 lg:mx-[min(0px,calc((100%_-_100vw_+_12rem)_/_2))]"
        tabIndex={0}
        role="region"
        aria-label={label}
      >
        {/* Rendered as a grid, with the table roles stated explicitly (CSS display would
              otherwise drop them in some browsers), so that each row is laid out on its own
              and rows can be left out of the DOM. aria-rowcount counts the header and every
              row, rendered or not. */}
        <table
          role="table"
          aria-rowcount={rows.length + 1}
          className="block text-sm md:min-w-[64rem]"
        >
          <thead role="rowgroup" className="block bg-neutral-50">
            <tr
              role="row"
              aria-rowindex={1}
              className={`flex flex-wrap items-center border-b border-neutral-200 md:grid ${columns}`}
            >
              <th role="columnheader" scope="col" className={`${th} max-md:px-3`}>
                <SelectAll rows={rows} allState={allState} onToggleAll={onToggleAll} hideLabel />
              </th>
              {HEADERS.map((header) => (
                <SortHeader key={header.label} {...header} {...sorting} />
              ))}
            </tr>
          </thead>
          <Body {...props} />
        </table>
      </div>
    </ViewShell>
  );
});
