import { Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { AddToListDialog, type AddToListApi } from '@/components/results/add-to-list-dialog';
import { FilterBar } from '@/components/results/filter-bar';
import { useAddToList } from '@/components/results/hooks/use-add-to-list';
import { useShownRows } from '@/components/results/hooks/use-shown-rows';
import { useViewMode } from '@/components/results/hooks/use-view-mode';
import { ProLockedActions } from '@/components/results/pro-locked-actions';
import {
  AddToListButton,
  ExportExcelButton,
  ResultsToolbar,
} from '@/components/results/results-toolbar';
import { ResultsViews } from '@/components/results/results-views';
import { Button } from '@/components/ui/button';
import { EMPTY_FILTERS, isFiltering } from '@/domain/business-filters';
import type { Business } from '@/domain/business';
import { EMPTY_LEAD_FILTER, isLeadFiltering, leadMatches, localDay, newLead } from '@/domain/leads';
import { listCountLine } from '@/domain/list-count';
import { selectedRows } from '@/domain/selection';
import { useTimedMessage } from '@/hooks/use-timed-message';
import type { ListItem } from '../api/lists-api';
import { useListExport, withLeadFields } from '../hooks/use-list-export';
import { ExportOptions } from '@/components/results/export-options';
import { useExportChoice } from '@/lib/export-settings';
import { LeadControls, leadKeyOf } from './lead-controls';
import { LeadFilters } from './lead-filters';
import { useOptionalLeadsContext } from './leads-context';
import { listTexts } from '../texts';

export interface ListItemsPanelProps {
  listName: string;
  items: readonly ListItem[];
  /** Effective plan is Pro: export and adding to lists (spec 6). */
  canUseProActions: boolean;
  /** The profile's own plan field is pro: the filter panel (spec 2, 6). */
  canFilter: boolean;
  /** More pages are still being read. */
  loadingMore: boolean;
  lists: AddToListApi;
  /** Deletes the items (they leave the list); a rejection's message is shown for 5 s. */
  onRemove: (ids: string[]) => Promise<void>;
}

/**
 * A list's items (spec 2 /lists/{listId}): count line, Export Excel of the filtered items,
 * the toolbar (add to another list, Remove from List, Cards/Table), the Pro filter panel
 * and the shared table or cards.
 */
export function ListItemsPanel({
  listName,
  items,
  canUseProActions,
  canFilter,
  loadingMore,
  lists,
  onRemove,
}: ListItemsPanelProps) {
  const [view, setView] = useViewMode();
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useTimedMessage();
  const { exporting, exportItems } = useListExport(listName);
  const [exportChoice, setExportChoice] = useExportChoice();

  const leads = useOptionalLeadsContext();
  const [leadFilter, setLeadFilter] = useState(EMPTY_LEAD_FILTER);
  const leadFiltering = leads !== null && isLeadFiltering(leadFilter);
  const byKey = leads?.byKey;
  const today = localDay(new Date());
  const include = useCallback(
    (row: ListItem) => {
      if (!leadFiltering || !byKey) return true;
      const key = leadKeyOf(row);
      return leadMatches(byKey.get(key) ?? newLead(key), leadFilter, today);
    },
    [leadFiltering, byKey, leadFilter, today],
  );
  const renderExtra = useCallback((row: Business) => <LeadControls row={row} />, []);

  const activeFilters = canFilter ? filters : EMPTY_FILTERS;
  const { shown, selected, clear, view: rows } = useShownRows(items, activeFilters, include);
  const chosen = useMemo(() => selectedRows(items, selected), [items, selected]);
  const filtered = useMemo(() => shown.map(({ row }) => row), [shown]);
  const adding = useAddToList(chosen, lists, clear);
  // Each item with its lead's status, notes and follow-up (New where none is kept yet).
  const exportFiltered = () =>
    exportItems(
      filtered.map((item) => withLeadFields(item, byKey?.get(leadKeyOf(item)))),
      exportChoice,
    );

  const filtering = (canFilter && isFiltering(filters)) || leadFiltering;

  const remove = async () => {
    if (chosen.length === 0 || removing) return;
    setRemoving(true);
    setRemoveError(null);
    try {
      await onRemove(chosen.map((item) => item.id));
      clear();
    } catch (caught) {
      setRemoveError(caught instanceof Error && caught.message ? caught.message : String(caught));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <div className="mt-6">
      <ResultsToolbar
        heading={listTexts.itemsHeading}
        layout="static"
        count={listCountLine(shown.length, items.length, filtering)}
        selectedCount={selected.size}
        status={loadingMore && listTexts.loadingMore}
        countTestId="list-count"
        view={view}
        onViewChange={setView}
        notice={adding.notice}
      >
        {canUseProActions ? (
          <>
            {filtered.length > 0 && (
              <ExportOptions choice={exportChoice} onChange={setExportChoice} withLeadColumns>
                <ExportExcelButton
                  busy={exporting}
                  // Until every page is read the file would miss items.
                  disabled={loadingMore}
                  onClick={() => void exportFiltered()}
                >
                  {listTexts.exportExcel}
                </ExportExcelButton>
              </ExportOptions>
            )}
            <AddToListButton disabled={chosen.length === 0} onClick={adding.openDialog}>
              {listTexts.addToList}
            </AddToListButton>
          </>
        ) : (
          <ProLockedActions />
        )}
        <div className="flex flex-col items-end">
          <Button
            variant="secondary"
            size="sm"
            disabled={chosen.length === 0}
            busy={removing}
            onClick={() => void remove()}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
          >
            {listTexts.remove(chosen.length)}
          </Button>
          {removeError && (
            <p role="alert" className="text-danger-700 mt-1 max-w-xs text-right text-sm">
              {removeError}
            </p>
          )}
        </div>
      </ResultsToolbar>

      {canFilter && (
        <div className="mt-4">
          <FilterBar value={filters} onChange={setFilters} locked={false} />
        </div>
      )}
      {leads && (
        <div className="mt-4">
          <LeadFilters value={leadFilter} onChange={setLeadFilter} />
        </div>
      )}

      <ResultsViews
        view={view}
        {...rows}
        renderExtra={leads ? renderExtra : undefined}
        tableLabel={listTexts.tableLabel}
      />

      {canUseProActions && <AddToListDialog {...adding.dialog} />}
    </div>
  );
}
