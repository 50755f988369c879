import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import type { Business } from '@/domain/business';
import type { SavedMark } from '@/domain/saved-leads';
import type { SelectAllState } from '@/domain/selection';
import { ContactTools } from './contact-tools';
import { FieldIconSprite } from './field-icons';
import type { SortProps } from './sort-header';

/** What the table and the cards take: the rows to show and the selection over them. */
export interface BusinessViewProps extends SortProps {
  /** In display order: the views show the rows as given (sorted on the data, not the DOM). */
  rows: readonly { row: Business; index: number }[];
  selected: ReadonlySet<number>;
  onToggle: (index: number) => void;
  onToggleAll: () => void;
  allState: SelectAllState;
  /** The accessible name of the collection ("Search results"). */
  label: string;
  /** Drawn under each row's fields (a list item's lead status and notes); keep it stable. */
  renderExtra?: (row: Business) => ReactNode;
  /**
   * Issue 22: given, each row keeps a place for its "already saved" marker and shows it
   * when this answers a mark; keep it stable.
   */
  savedOf?: (row: Business) => SavedMark | undefined;
}

/**
 * What both views are drawn inside: the sprite their field icons refer to, and the copy
 * buttons' and tooltip's one handler for every contact.
 */
export function ViewShell({ children }: { children: ReactNode }) {
  return (
    <FieldIconSprite>
      <ContactTools>{children}</ContactTools>
    </FieldIconSprite>
  );
}

/** "Select all businesses": checked when every row shown is, mixed when some are. */
export function SelectAll({
  rows,
  allState,
  onToggleAll,
  hideLabel,
  className,
}: Pick<BusinessViewProps, 'rows' | 'allState' | 'onToggleAll'> & {
  hideLabel?: boolean;
  className?: string;
}) {
  return (
    <Checkbox
      label="Select all businesses"
      hideLabel={hideLabel}
      checked={allState === 'all'}
      indeterminate={allState === 'some'}
      onChange={onToggleAll}
      disabled={rows.length === 0}
      className={className}
    />
  );
}

/** One row of the table or one card of the cards view. */
export interface ViewItemProps<E extends HTMLElement> {
  row: Business;
  index: number;
  /** Position in the items shown (0-based): aria indexes, keyboard moves, measuring. */
  position: number;
  selected: boolean;
  onToggle: (index: number) => void;
  className: string;
  /** The virtualized mode measures the item (a card: the first of each grid row). */
  measure?: (element: E | null) => void;
  renderExtra?: (row: Business) => ReactNode;
  /** The row's saved mark; null: none (yet); undefined: the view shows no marks. */
  saved?: SavedMark | null;
}

/** What one row or card takes from its entry, its position and the view's selection. */
export function itemProps(
  { row, index }: BusinessViewProps['rows'][number],
  position: number,
  {
    selected,
    onToggle,
    renderExtra,
    savedOf,
  }: Pick<BusinessViewProps, 'selected' | 'onToggle' | 'renderExtra' | 'savedOf'>,
) {
  return {
    row,
    index,
    position,
    selected: selected.has(index),
    onToggle,
    renderExtra,
    saved: savedOf ? (savedOf(row) ?? null) : undefined,
  };
}
