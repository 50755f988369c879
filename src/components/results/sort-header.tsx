import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { nextSort, type BusinessSort, type SortColumn } from '@/domain/business-sort';

export interface SortProps {
  /** The rows' order (null: the default order); with onSortChange the headers sort. */
  sort?: BusinessSort | null;
  onSortChange?: (next: BusinessSort | null) => void;
}

/**
 * A column header, sortable when it has a `column` and `onSortChange`: a click cycles the column's first direction, the other one,
 * then the default order (domain/business-sort). `aria-sort` is on the sorted column only,
 * as the ARIA practices' sortable table has it.
 */
export function SortHeader({
  label,
  column,
  sort = null,
  onSortChange,
  className,
}: SortProps & { label: string; column?: SortColumn; className: string }) {
  const direction = column && sort?.column === column ? sort.direction : null;
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      role="columnheader"
      scope="col"
      aria-sort={direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={className}
    >
      {onSortChange && column ? (
        <button
          type="button"
          onClick={() => onSortChange(nextSort(sort, column))}
          className="rounded-control -mx-1 inline-flex min-h-6 items-center gap-1 px-1 hover:text-neutral-900 md:tracking-wide md:uppercase"
        >
          {label}
          <Icon
            aria-hidden="true"
            className={direction ? 'text-brand-700 size-3.5' : 'size-3.5 text-neutral-500'}
          />
        </button>
      ) : (
        label
      )}
    </th>
  );
}
