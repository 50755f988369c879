import { useMemo } from 'react';
import { businessKey, type Business } from '@/domain/business';
import { filterBusinesses, type FilterState, type IsSaved } from '@/domain/business-filters';
import { sortBusinesses } from '@/domain/business-sort';
import { useSelection } from './use-selection';
import { useSortParam } from './use-sort-param';

const everyRow = () => true;

/**
 * The rows a results view shows (filtered, then sorted by the URL's sort, each with its
 * position in `rows`) and the selection over them, cleared when `rows` holds other businesses
 * (a row filled in place, as a live search's contacts arrive, keeps it). `include` leaves rows out of
 * the view whatever the filters (a free user's locked rows); keep it stable. `isSaved`
 * answers "Hide already saved" (the search results' marks).
 */
export function useShownRows<T extends Business>(
  rows: readonly T[],
  filters: FilterState,
  include: (row: T) => boolean = everyRow,
  isSaved?: IsSaved,
) {
  const [sort, setSort] = useSortParam();
  const shown = useMemo(
    () =>
      sortBusinesses(
        filterBusinesses(rows, filters, isSaved).filter(({ row }) => include(row)),
        sort,
      ),
    [rows, filters, sort, include, isSaved],
  );
  const visible = useMemo(() => shown.map(({ index }) => index), [shown]);
  const identity = useMemo(() => rows.map(businessKey).join('\u0001'), [rows]);
  const { selected, toggle, toggleAll, clear, allState } = useSelection(visible, identity);
  /** What the table or the cards take (ResultsViews). */
  const view = {
    rows: shown,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    allState,
    sort,
    onSortChange: setSort,
  };
  return { shown, visible, selected, clear, view };
}
