import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { useMemo, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AddToListApi } from '@/components/results/add-to-list-dialog';
import { BusinessCards } from '@/components/results/business-cards';
import { BusinessTable } from '@/components/results/business-table';
import { useSelection } from '@/components/results/hooks/use-selection';
import type { SortProps } from '@/components/results/sort-header';
import type { Business } from '@/domain/business';
import { getQueryClient } from '@/lib/query/query-client';

// The results views' tests: the table or the cards as a page composes them, a one-route
// router for the panels, and what the tests read back from the rows.

interface SelectableViewProps extends SortProps {
  /** The rows in display order. */
  rows: readonly { row: Business; index: number }[];
  /** What a new selection starts from (the page's result list). */
  resetKey: unknown;
  view: 'table' | 'cards';
  /** Shows the selection's size in `selected-count`. */
  showSelectedCount?: boolean;
}

/** The table or the cards with one selection over the rows shown, as a page gives them. */
export function SelectableView({
  rows,
  resetKey,
  view,
  showSelectedCount,
  ...sort
}: SelectableViewProps) {
  const visible = useMemo(() => rows.map(({ index }) => index), [rows]);
  const { selected, toggle, toggleAll, allState } = useSelection(visible, resetKey);
  const View = view === 'table' ? BusinessTable : BusinessCards;
  return (
    <>
      {showSelectedCount && <p data-testid="selected-count">{selected.size}</p>}
      <View
        rows={rows}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        allState={allState}
        label="Businesses"
        {...sort}
      />
    </>
  );
}

/** Renders `element` as the one route at `path`, entered at `url`, in the app's query cache. */
export function renderAtRoute(path: string, element: ReactNode, url: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={getQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** The table's business names in the order shown (the cell after the checkbox). */
export const shownNames = () =>
  screen
    .getAllByTestId('business-row')
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** Lists for a panel whose test does not add to one. */
export const noLists: AddToListApi = {
  loadLists: async () => [],
  createList: async (name) => ({ id: 'x', name }),
  addToList: async () => 0,
};
