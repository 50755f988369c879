import { FileSpreadsheet, ListPlus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AddToListDialog, type AddToListApi } from '@/components/results/add-to-list-dialog';
import { BusinessCards } from '@/components/results/business-cards';
import { BusinessTable } from '@/components/results/business-table';
import { FilterBar } from '@/components/results/filter-bar';
import { useSelection } from '@/components/results/hooks/use-selection';
import { useSortParam } from '@/components/results/hooks/use-sort-param';
import { useViewMode } from '@/components/results/hooks/use-view-mode';
import { ViewToggle } from '@/components/results/view-toggle';
import { ProLockedActions } from '@/components/results/pro-locked-actions';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { EMPTY_FILTERS, filterBusinesses, isFiltering } from '@/domain/business-filters';
import { sortBusinesses } from '@/domain/business-sort';
import { listCountLine } from '@/domain/list-count';
import { selectedRows } from '@/domain/selection';
import { useTimedMessage } from '@/hooks/use-timed-message';
import type { ListItem } from '../api/lists-api';
import { useListExport } from '../hooks/use-list-export';
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
  /** Deletes the items and reloads the list; a rejection's message is shown for 5 s. */
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
  const [sort, setSort] = useSortParam();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useTimedMessage();
  const [notice, setNotice] = useTimedMessage();
  const { exporting, exportItems } = useListExport(listName);

  const activeFilters = canFilter ? filters : EMPTY_FILTERS;
  const shown = useMemo(
    () => sortBusinesses(filterBusinesses(items, activeFilters), sort),
    [items, activeFilters, sort],
  );
  const visible = useMemo(() => shown.map(({ index }) => index), [shown]);
  const { selected, toggle, toggleAll, clear, allState } = useSelection(visible, items);
  const chosen = useMemo(() => selectedRows(items, selected), [items, selected]);
  const filtered = useMemo(() => shown.map(({ row }) => row), [shown]);

  const filtering = canFilter && isFiltering(filters);

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
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 pb-3">
        <div>
          <h2 className="text-lg font-semibold text-neutral-900">{listTexts.itemsHeading}</h2>
          <p className="text-sm text-neutral-600" aria-live="polite" data-testid="list-count">
            {listCountLine(shown.length, items.length, filtering)}
            {selected.size > 0 && ` · ${selected.size} selected`}
            {loadingMore && ` · ${listTexts.loadingMore}`}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {canUseProActions ? (
            <>
              {filtered.length > 0 && (
                <Button
                  variant="secondary"
                  size="sm"
                  busy={exporting}
                  // Until every page is read the file would miss items.
                  disabled={loadingMore}
                  onClick={() => void exportItems(filtered)}
                  icon={<FileSpreadsheet aria-hidden="true" className="size-4" />}
                >
                  {listTexts.exportExcel}
                </Button>
              )}
              <Button
                variant="secondary"
                size="sm"
                disabled={chosen.length === 0}
                onClick={() => setAdding(true)}
                icon={<ListPlus aria-hidden="true" className="size-4" />}
              >
                {listTexts.addToList}
              </Button>
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
          <ViewToggle value={view} onChange={setView} />
        </div>
      </div>

      {notice && (
        <Notice tone="success" className="mt-3">
          {notice}
        </Notice>
      )}

      {canFilter && (
        <div className="mt-4">
          <FilterBar value={filters} onChange={setFilters} locked={false} />
        </div>
      )}

      <div className="mt-4">
        {shown.length === 0 ? (
          <p className="py-8 text-center text-sm text-neutral-600">{listTexts.noMatch}</p>
        ) : view === 'table' ? (
          <BusinessTable
            rows={shown}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            allState={allState}
            label={listTexts.tableLabel}
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
            label={listTexts.tableLabel}
          />
        )}
      </div>

      {canUseProActions && (
        <AddToListDialog
          open={adding}
          businesses={chosen}
          api={lists}
          onClose={() => setAdding(false)}
          onAdded={({ added, listName: target }) => {
            clear();
            setAdding(false);
            setNotice(`Added ${added} ${added === 1 ? 'business' : 'businesses'} to ${target}.`);
          }}
        />
      )}
    </div>
  );
}
