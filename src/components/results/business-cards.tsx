import { memo, type ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { BUSINESS_FIELDS, BusinessName, ProfileLinks } from './business-fields';
import { FieldIcon } from './field-icons';
import { useCardColumns } from './hooks/use-card-columns';
import { useProgressiveItems, useVirtualItems } from './hooks/use-item-window';
import { SavedMarkerSlot } from './saved-marker';
import {
  CARD_ESTIMATE,
  CARD_GAP,
  CARD_ROW_OVERSCAN,
  firstChunk,
  PROGRESSIVE_LIMIT,
} from './render-mode';
import type { BusinessViewProps, ViewItemProps } from './view-shell';
import { itemProps, SelectAll, ViewShell } from './view-shell';

type GridProps = Pick<
  BusinessViewProps,
  'rows' | 'selected' | 'onToggle' | 'label' | 'renderExtra' | 'savedOf'
>;

/** A term and its value, laid out by the list's grid (no wrapper: 100 cards, 7 fields each). */
function Field({
  icon,
  label,
  tall,
  children,
}: {
  icon: ReactNode;
  label: string;
  /** Keeps the line of a badge that may arrive (a live search's e-mail, issue 21). */
  tall?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="mt-0.5 text-neutral-500">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={tall ? 'min-h-11 min-w-0 text-neutral-800' : 'min-w-0 text-neutral-800'}>
        {children}
      </dd>
    </>
  );
}

const icon = 'size-4';
// scroll-mt: a card brought into view by the keyboard stops below the sticky bars.
const cardBase = 'rounded-card scroll-mt-44 p-4 text-sm';
// Cards out of view skip style, layout and paint until scrolled to (about 17 rem tall):
// the progressive mode keeps every card in the DOM.
const progressiveCard = `${cardBase} [content-visibility:auto] [contain-intrinsic-size:auto_17rem]`;

interface CardProps extends ViewItemProps<HTMLLIElement> {
  total: number;
  gridRow?: number;
}

/** One card; memoised so a selection change re-renders the one card it touches. */
const BusinessCard = memo(function BusinessCard({
  row,
  index,
  position,
  total,
  selected,
  onToggle,
  className,
  measure,
  gridRow,
  renderExtra,
  saved,
}: CardProps) {
  return (
    <li
      ref={measure}
      data-testid="business-card"
      data-position={position}
      data-index={gridRow}
      aria-posinset={position + 1}
      aria-setsize={total}
      aria-busy={row.live === 'checking' || undefined}
      className={
        selected
          ? `${className} border-brand-600 bg-brand-50 border-2`
          : `${className} shadow-card border border-neutral-200 bg-white`
      }
    >
      <div className="flex items-start gap-3">
        <Checkbox
          label={`Select ${row.name}`}
          hideLabel
          checked={selected}
          onChange={() => onToggle(index)}
          className="mt-0.5"
        />
        {/* A live search's card keeps a line for the profile icons that may arrive (issue 21). */}
        <div className={row.live ? 'min-h-13 min-w-0' : 'min-w-0'}>
          <h3 className="text-base">
            <BusinessName business={row} />
          </h3>
          <ProfileLinks business={row} />
          {saved !== undefined && <SavedMarkerSlot mark={saved} />}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[1rem_minmax(0,1fr)] gap-x-2 gap-y-1.5">
        {BUSINESS_FIELDS.map((field) => (
          <Field
            key={field.label}
            icon={<FieldIcon name={field.icon} className={icon} />}
            label={field.label}
            tall={!!row.live && field.label === 'Email'}
          >
            {field.value(row)}
          </Field>
        ))}
      </dl>
      {renderExtra && <div className="mt-3">{renderExtra(row)}</div>}
    </li>
  );
});

/**
 * Up to PROGRESSIVE_LIMIT cards, all of them in the DOM once painted (use-item-window).
 * The grid rows still to come keep their estimated height as bottom padding.
 */
function ProgressiveGrid({ rows, label, ...selection }: GridProps) {
  const columns = useCardColumns();
  const { container, count, onKeyDown } = useProgressiveItems<HTMLUListElement>(
    rows.length,
    firstChunk(window.innerHeight, CARD_ESTIMATE + CARD_GAP, columns),
  );
  const rowsToCome = Math.ceil(rows.length / columns) - Math.ceil(count / columns);
  return (
    <ul
      ref={container}
      aria-label={label}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      style={{ paddingBottom: rowsToCome * (CARD_ESTIMATE + CARD_GAP) }}
      onKeyDown={onKeyDown}
    >
      {rows.slice(0, count).map((entry, position) => (
        <BusinessCard
          key={entry.index}
          {...itemProps(entry, position, selection)}
          total={rows.length}
          className={progressiveCard}
        />
      ))}
    </ul>
  );
}

/**
 * Above PROGRESSIVE_LIMIT cards, virtualized by grid rows of `columns` cards: only those
 * in and near the window are rendered (use-item-window).
 */
function VirtualGrid({ rows, label, ...selection }: GridProps) {
  const columns = useCardColumns();
  const { container, onKeyDown, lines, measure, style } = useVirtualItems<
    HTMLUListElement,
    HTMLLIElement
  >({
    total: rows.length,
    columns,
    estimate: CARD_ESTIMATE,
    gap: CARD_GAP,
    overscan: CARD_ROW_OVERSCAN,
    // A grid row's height depends on how many cards share it.
    getItemKey: (gridRow) => `${columns}:${gridRow}`,
  });
  return (
    <ul
      ref={container}
      aria-label={label}
      className="grid gap-4"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, ...style }}
      onKeyDown={onKeyDown}
    >
      {lines.flatMap((gridRow) =>
        rows
          .slice(gridRow.index * columns, (gridRow.index + 1) * columns)
          .map((entry, column) => (
            <BusinessCard
              key={entry.index}
              {...itemProps(entry, gridRow.index * columns + column, selection)}
              total={rows.length}
              className={cardBase}
              measure={column === 0 ? measure : undefined}
              gridRow={column === 0 ? gridRow.index : undefined}
            />
          )),
      )}
    </ul>
  );
}

/**
 * The card view: the same fields as the table, with icons (ui.md), in the order given
 * (sorted on the data, so a sort chosen in the table holds here too). Up to
 * PROGRESSIVE_LIMIT cards all end up in the DOM; above it only those in view.
 */
export const BusinessCards = memo(function BusinessCards(props: BusinessViewProps) {
  const { rows, allState, onToggleAll } = props;
  const Grid = rows.length > PROGRESSIVE_LIMIT ? VirtualGrid : ProgressiveGrid;
  return (
    <ViewShell>
      <SelectAll rows={rows} allState={allState} onToggleAll={onToggleAll} className="mb-3" />
      <Grid {...props} />
    </ViewShell>
  );
});
