import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState, type ComponentProps } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noLists, renderAtRoute, shownNames } from '@test-support/app/results-views';
import type { Business } from '@/domain/business';
import { EMPTY_FILTERS } from '@/domain/business-filters';
import {
  ADDED_EXPORT_FIELDS,
  ALL_FIELDS_EXPORT_HEADERS,
  EXPORT_HEADERS,
} from '@/domain/excel-export';
import { DEFAULT_EXPORT_CHOICE } from '@/domain/export-choice';
import { AuthContext, type AuthContextValue, type User } from '@/lib/auth/auth-context';
import { API } from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { ResultsPanel } from './results-panel';

// The search results sorted from the table's headers (issue 18): the sort is the URL's
// `sort` parameter, next to whatever else the URL holds, so it outlasts a filter change
// and a reload of the same search; the spec's default order is the answer's.

const written = vi.hoisted(() => [] as unknown[][][]);
vi.mock('@/lib/excel', () => ({
  downloadXlsx: async (rows: unknown[][]) => {
    written.push(rows);
  },
  delay: async () => {},
  warmExcelWriter: () => {},
  yieldToMain: async () => {},
}));

const result = (name: string, rating: string, count: string, email = ''): Business => ({
  name,
  address: 'Moda',
  phone: '+90 216 555 0000',
  email: email || null,
  instagram: null,
  website: null,
  google_rating: rating,
  rating_count: count,
});

const RESULTS = [
  result('Moda Diş', '4.2', '80', 'moda@example.com'),
  result('Ağız Klinik', '4.9', '12'),
  result('Işık Diş', '3.1', '300', 'isik@example.com'),
];
const locked: Business = { ...result('Hidden business', '', ''), locked: true };

/** The page keeps the filters (in the URL); here a state stands in for it. */
function PanelWithFilters(
  props: Omit<ComponentProps<typeof ResultsPanel>, 'filters' | 'onFiltersChange'>,
) {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  return <ResultsPanel {...props} filters={filters} onFiltersChange={setFilters} />;
}

function renderPanel(url: string, results: Business[] = RESULTS, pro = true) {
  return renderAtRoute(
    '/dashboard',
    <PanelWithFilters
      results={results}
      loading={false}
      canUseProActions={pro}
      canFilter={pro}
      lists={noLists}
    />,
    url,
  );
}

describe('sorting the results', () => {
  it('sorts from the header beside the other URL parameters, through a filter and a reload', async () => {
    const u = userEvent.setup();
    const { router, unmount } = renderPanel('/dashboard?location=Moda&type=dentist');
    expect(shownNames()).toEqual(['Moda Diş', 'Ağız Klinik', 'Işık Diş']);

    await u.click(screen.getByRole('button', { name: 'Reviews' }));
    expect(shownNames()).toEqual(['Işık Diş', 'Moda Diş', 'Ağız Klinik']);
    expect(router.state.location.search).toBe('?location=Moda&type=dentist&sort=reviews-desc');

    await u.click(screen.getByRole('button', { name: 'Has email' }));
    expect(screen.getByText('2 of 3 businesses (filtered)')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Işık Diş', 'Moda Diş']);
    expect(screen.getByRole('columnheader', { name: 'Reviews' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const href = router.state.location.pathname + router.state.location.search;
    unmount();
    renderPanel(href);
    expect(shownNames()).toEqual(['Işık Diş', 'Moda Diş', 'Ağız Klinik']);
    expect(screen.getByRole('columnheader', { name: 'Reviews' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it("sorts a free user's visible rows; the locked placeholders stay below them", async () => {
    const u = userEvent.setup();
    renderPanel('/dashboard', [...RESULTS, locked, locked], false);
    await u.click(screen.getByRole('button', { name: 'Name' }));
    expect(shownNames()).toEqual(['Ağız Klinik', 'Işık Diş', 'Moda Diş']);
    expect(screen.getByTestId('locked-results').querySelectorAll('[data-locked-row]')).toHaveLength(
      2,
    );
  });
});

describe('the export choice on the dashboard (issue 22 item 4, issue 20 item 6)', () => {
  function renderSignedIn(stored: unknown[]) {
    server.use(http.get(`${API}/rest/v1/export_settings`, () => HttpResponse.json(stored)));
    const auth = { user: { id: 'u1' } as User } as AuthContextValue;
    return renderAtRoute(
      '/dashboard',
      <AuthContext.Provider value={auth}>
        <PanelWithFilters
          results={[{ ...RESULTS[0]!, place_id: 'ChIJ-moda', phone_type: 'FIXED_LINE' }]}
          loading={false}
          canUseProActions
          canFilter
          lists={noLists}
        />
      </AuthContext.Provider>,
      '/dashboard?location=Moda&type=dentist',
    );
  }

  it("exports the spec's eight columns when the user never chose", async () => {
    written.length = 0;
    renderSignedIn([]);
    await userEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]?.[0]).toEqual([...EXPORT_HEADERS]);
  });

  it('exports "All fields" when the stored choice has them, with no status columns offered', async () => {
    written.length = 0;
    const columns = [...DEFAULT_EXPORT_CHOICE.columns, ...ADDED_EXPORT_FIELDS, 'status'];
    renderSignedIn([{ format: 'xlsx', columns }]);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Export options' }));
    const dialog = screen.getByRole('dialog', { name: 'Export options' });
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: 'All fields' })).toBeChecked(),
    );
    expect(within(dialog).queryByRole('checkbox', { name: 'Status' })).not.toBeInTheDocument();
    await u.keyboard('{Escape}');
    await u.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]?.[0]).toEqual([...ALL_FIELDS_EXPORT_HEADERS]);
    expect(written[0]?.[1]?.slice(15)).toEqual(['FIXED_LINE', null, 'ChIJ-moda']);
  });

  it('shows no export options to a free user, who cannot export', () => {
    renderPanel('/dashboard?location=Moda&type=dentist', RESULTS, false);
    expect(screen.queryByRole('button', { name: 'Export options' })).not.toBeInTheDocument();
  });
});
