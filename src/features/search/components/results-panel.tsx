import { FileSpreadsheet, ListPlus, SearchX } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { AddToListDialog, type AddToListApi } from '@/components/results/add-to-list-dialog';
import { BusinessCards } from '@/components/results/business-cards';
import { BusinessTable } from '@/components/results/business-table';
import { FilterBar } from '@/components/results/filter-bar';
import { LockedResults } from '@/components/results/locked-results';
import { useSelection } from '@/components/results/hooks/use-selection';
import { useSortParam } from '@/components/results/hooks/use-sort-param';
import { useViewMode } from '@/components/results/hooks/use-view-mode';
import { ViewToggle } from '@/components/results/view-toggle';
import { ProLockedActions } from '@/components/results/pro-locked-actions';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { Business } from '@/domain/business';
import {
  EMPTY_FILTERS,
  filterBusinesses,
  isFiltering,
  type FilterState,
} from '@/domain/business-filters';
import { sortBusinesses } from '@/domain/business-sort';
import { isLocked } from '@/domain/search-results';
import { rowsForAction, selectedRows } from '@/domain/selection';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useExcelExport } from '../hooks/use-excel-export';

export const resultTexts = {
  searching: 'Searching businesses...',
  emptyTitle: 'No businesses found',
  emptyHint: 'Try searching for a different category or location.',
  heading: 'Search Results',
  found: (total: number) => `${total} businesses found`,
  filtered: (shown: number, total: number) => `${shown} of ${total} businesses (filtered)`,
} as const;

export interface ResultsPanelProps {
  results: readonly Business[];
  loading: boolean;
  /** Effective plan is Pro: export and lists (spec 6). */
  canUseProActions: boolean;
  /** The profile's own plan field is pro: the filter panel (spec 6). */
  canFilter: boolean;
  /** The filters, kept by the page (in the URL). */
  filters: FilterState;
  onFiltersChange: (filters: FilterState) => void;
  lists: AddToListApi;
}

/** The results panel of spec 2: states, toolbar, filters, the two views, locked rows. */
export function ResultsPanel({
  results,
  loading,
  canUseProActions,
  canFilter,
  filters,
  onFiltersChange,
  lists,
}: ResultsPanelProps) {
  const headingId = useId();
  const exportHelpId = useId();
  const addHelpId = useId();
  const [view, setView] = useViewMode();
  const [sort, setSort] = useSortParam();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useTimedMessage();
  const { exporting, exportRows } = useExcelExport(canUseProActions && results.length > 0);

  const activeFilters = canFilter ? filters : EMPTY_FILTERS;
  const clearRows = useMemo(() => results.filter((r) => !isLocked(r)), [results]);
  const lockedRows = useMemo(() => results.filter(isLocked), [results]);
  const shown = useMemo(
    () =>
      sortBusinesses(
        filterBusinesses(results, activeFilters).filter(({ row }) => !isLocked(row)),
        sort,
      ),
    [results, activeFilters, sort],
  );
  const visible = useMemo(() => shown.map(({ index }) => index), [shown]);
  const { selected, toggle, toggleAll, clear, allState } = useSelection(visible, results);

  const toExport = useMemo(
    () => rowsForAction(results, visible, selected),
    [results, visible, selected],
  );
  const toAdd = useMemo(() => selectedRows(results, selected), [results, selected]);

  const onExport = useCallback(async () => {
    if (await exportRows(toExport)) clear();
  }, [exportRows, toExport, clear]);

  if (loading) {
    return (
      <section aria-label={resultTexts.heading} className="mt-6">
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-16 text-neutral-700"
        >
          <Spinner className="text-brand-600 size-5" />
          {resultTexts.searching}
        </div>
      </section>
    );
  }

  if (results.length === 0) {
    return (
      <section aria-label={resultTexts.heading} className="mt-6">
        <EmptyState
          icon={<SearchX />}
          title={resultTexts.emptyTitle}
          description={resultTexts.emptyHint}
        />
      </section>
    );
  }

  const filtering = canFilter && isFiltering(filters);
  const countLine = filtering
    ? resultTexts.filtered(shown.length, clearRows.length)
    : resultTexts.found(results.length);
  const exportHelp =
    selected.size > 0
      ? `Exports the ${selected.size} selected businesses.`
      : `Exports all ${shown.length} businesses shown${filtering ? ' after filtering' : ''}. Select businesses to export only those.`;

  return (
    <section aria-labelledby={headingId} className="mt-6">
      {/* The toolbar sticks under the header from 640 px up; on a phone its wrapped rows
          would cover a quarter of the screen, so there it scrolls with the results. */}
      <div className="z-20 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur sm:sticky sm:top-16 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-neutral-900">
            {resultTexts.heading}
          </h2>
          <p className="text-sm text-neutral-600" aria-live="polite">
            {countLine}
            {selected.size > 0 && ` · ${selected.size} selected`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {canUseProActions ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                busy={exporting}
                disabled={toExport.length === 0}
                aria-describedby={exportHelpId}
                onClick={() => void onExport()}
                icon={<FileSpreadsheet aria-hidden="true" className="size-4" />}
              >
                Export Excel
              </Button>
              <span id={exportHelpId} className="sr-only">
                {exportHelp}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={toAdd.length === 0}
                aria-describedby={addHelpId}
                onClick={() => setDialogOpen(true)}
                icon={<ListPlus aria-hidden="true" className="size-4" />}
              >
                Add to List
              </Button>
              <span id={addHelpId} className="sr-only">
                {toAdd.length === 0
                  ? 'Select businesses to add them to a list.'
                  : `Adds the ${toAdd.length} selected businesses to a list.`}
              </span>
            </>
          ) : (
            <ProLockedActions />
          )}
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      {notice && (
        <Notice tone="success" className="mt-3">
          {notice}
        </Notice>
      )}

      <div className="mt-4">
        <FilterBar value={filters} onChange={onFiltersChange} locked={!canFilter} />
      </div>

      <div className="mt-4">
        {shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-neutral-600">
            No businesses match these filters.
          </p>
        ) : view === 'table' ? (
          <BusinessTable
            rows={shown}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            allState={allState}
            label="Results table"
            sort={sort}
            onSortChange={setSort}
          />
        ) : (
          <BusinessCards
            rows={shown}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            allState={allState}
            label={resultTexts.heading}
          />
        )}
        <LockedResults rows={lockedRows} view={view} />
      </div>

      {canUseProActions && (
        <AddToListDialog
          open={dialogOpen}
          businesses={toAdd}
          api={lists}
          onClose={() => setDialogOpen(false)}
          onAdded={({ added, listName }) => {
            clear();
            setDialogOpen(false);
            setNotice(`Added ${added} ${added === 1 ? 'business' : 'businesses'} to ${listName}.`);
          }}
        />
      )}
    </section>
  );
}
