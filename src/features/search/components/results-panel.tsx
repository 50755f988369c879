import { SearchX } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { AddToListDialog, type AddToListApi } from '@/components/results/add-to-list-dialog';
import { FilterBar } from '@/components/results/filter-bar';
import { useAddToList } from '@/components/results/hooks/use-add-to-list';
import { useShownRows } from '@/components/results/hooks/use-shown-rows';
import { useViewMode } from '@/components/results/hooks/use-view-mode';
import { LockedResults } from '@/components/results/locked-results';
import { ProLockedActions } from '@/components/results/pro-locked-actions';
import {
  AddToListButton,
  ExportExcelButton,
  ResultsToolbar,
} from '@/components/results/results-toolbar';
import { ResultsViews } from '@/components/results/results-views';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import type { Business } from '@/domain/business';
import { EMPTY_FILTERS, isFiltering, type FilterState } from '@/domain/business-filters';
import { checkingCount, type LiveProgress } from '@/domain/live-contacts';
import { isLocked } from '@/domain/search-results';
import { countInList } from '@/domain/saved-leads';
import { rowsForAction, selectedRows } from '@/domain/selection';
import { useExcelExport } from '../hooks/use-excel-export';
import { useSavedLeads } from '../hooks/use-saved-leads';
import { ExportOptions } from '@/components/results/export-options';
import { useExportChoice } from '@/lib/export-settings';
import { usePendingExport } from '../hooks/use-pending-export';
import { liveTexts } from '../texts';
import { LiveProgressLine } from './live-progress';
import { PendingExportDialog } from './pending-export-dialog';

const isClear = (row: Business) => !isLocked(row);

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
  /** The signed-in user, whose lists mark the rows already saved (issue 22). */
  userId?: string;
  /** The user has a list (Pro, or downgraded and keeping them): only then are rows marked. */
  hasLists?: boolean;
  /** A live search's progress (issue 21): its line in the header; null when none. */
  liveProgress?: LiveProgress | null;
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
  userId,
  hasLists = false,
  liveProgress = null,
}: ResultsPanelProps) {
  const headingId = useId();
  const [view, setView] = useViewMode();
  const { exporting, exportRows } = useExcelExport(canUseProActions && results.length > 0);
  const [exportChoice, setExportChoice] = useExportChoice();

  const activeFilters = canFilter ? filters : EMPTY_FILTERS;
  const clearRows = useMemo(() => results.filter(isClear), [results]);
  const lockedRows = useMemo(() => results.filter(isLocked), [results]);
  // A free user's placeholder rows are never asked about.
  const saved = useSavedLeads(userId, clearRows, hasLists);
  const {
    shown,
    visible,
    selected,
    clear,
    view: rows,
  } = useShownRows(results, activeFilters, isClear, saved.isSaved);

  const toExport = useMemo(
    () => rowsForAction(results, visible, selected),
    [results, visible, selected],
  );
  const toAdd = useMemo(() => selectedRows(results, selected), [results, selected]);
  const addingPending = checkingCount(toAdd);
  const adding = useAddToList(
    toAdd,
    lists,
    clear,
    addingPending > 0 ? liveTexts.addPending(addingPending) : null,
  );
  const { markOf } = saved;
  const inList = useCallback(
    (listId: string) => countInList(toAdd, listId, markOf),
    [toAdd, markOf],
  );

  const onExport = useCallback(async () => {
    if (await exportRows(toExport, exportChoice)) clear();
  }, [exportRows, toExport, exportChoice, clear]);
  const pendingExport = usePendingExport(checkingCount(toExport), () => void onExport());

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
      <ResultsToolbar
        heading={resultTexts.heading}
        headingId={headingId}
        layout="sticky"
        count={countLine}
        selectedCount={selected.size}
        view={view}
        onViewChange={setView}
        notice={adding.notice}
      >
        {canUseProActions ? (
          <>
            <ExportOptions choice={exportChoice} onChange={setExportChoice} withLeadColumns={false}>
              <ExportExcelButton
                busy={exporting}
                disabled={toExport.length === 0}
                help={exportHelp}
                onClick={pendingExport.onExport}
              >
                Export Excel
              </ExportExcelButton>
            </ExportOptions>
            <AddToListButton
              disabled={toAdd.length === 0}
              help={
                toAdd.length === 0
                  ? 'Select businesses to add them to a list.'
                  : `Adds the ${toAdd.length} selected businesses to a list.`
              }
              onClick={adding.openDialog}
            >
              Add to List
            </AddToListButton>
          </>
        ) : (
          <ProLockedActions />
        )}
      </ResultsToolbar>

      {liveProgress && <LiveProgressLine progress={liveProgress} rows={results} />}

      <div className="mt-4">
        <FilterBar value={filters} onChange={onFiltersChange} locked={!canFilter} savedFilter />
      </div>

      <ResultsViews
        view={view}
        {...rows}
        savedOf={saved.active ? markOf : undefined}
        tableLabel="Results table"
        cardsLabel={resultTexts.heading}
      >
        <LockedResults rows={lockedRows} view={view} />
      </ResultsViews>

      {canUseProActions && <AddToListDialog {...adding.dialog} inList={inList} />}
      {canUseProActions && <PendingExportDialog {...pendingExport.dialog} />}
    </section>
  );
}
