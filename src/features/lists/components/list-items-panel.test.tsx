import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { noLists, renderAtRoute, shownNames } from '@test-support/app/results-views';
import type { ListItem } from '../api/lists-api';
import { ListItemsPanel } from './list-items-panel';

// A list's items sorted from the table's headers (issue 18): the sort lives in the URL, so
// it outlasts a filter change and a reload, and the export follows the order shown.

const written = vi.hoisted(() => [] as unknown[][][]);
vi.mock('@/lib/excel', () => ({
  downloadXlsx: async (rows: unknown[][]) => {
    written.push(rows);
  },
  delay: async () => {},
  warmExcelWriter: () => {},
  yieldToMain: async () => {},
}));

const item = (name: string, rating: string | null, email: string | null): ListItem => ({
  id: `id-${name}`,
  name,
  address: `${name} Sk.`,
  phone: '+90 216 555 0000',
  email,
  instagram: null,
  website: null,
  google_rating: rating,
  rating_count: 10,
  created_at: '2026-05-01T10:00:00Z',
});

// Newest first, as the list page reads them (spec 7): the default order.
const ITEMS = [
  item('Moda Diş', '4.2', 'moda@example.com'),
  item('Ağız Klinik', '4.9', null),
  item('İskele Diş', null, 'iskele@example.com'),
  item('Bahariye Diş', '3.8', 'bahariye@example.com'),
];

function renderPanel(url: string, items: ListItem[] = ITEMS) {
  return renderAtRoute(
    '/lists/:listId',
    <ListItemsPanel
      listName="Moda"
      items={items}
      canUseProActions
      canFilter
      loadingMore={false}
      lists={noLists}
      onRemove={async () => {}}
    />,
    url,
  );
}

describe('sorting a list', () => {
  it('sorts from the header, keeps the sort through a filter and a reload, exports in that order', async () => {
    const u = userEvent.setup();
    const { router, unmount } = renderPanel('/lists/l1');
    expect(shownNames()).toEqual(['Moda Diş', 'Ağız Klinik', 'İskele Diş', 'Bahariye Diş']);

    await u.click(screen.getByRole('button', { name: 'Rating' }));
    expect(shownNames()).toEqual(['Ağız Klinik', 'Moda Diş', 'Bahariye Diş', 'İskele Diş']);
    expect(router.state.location.search).toBe('?sort=rating-desc');

    await u.click(screen.getByRole('button', { name: 'Has email' }));
    expect(screen.getByTestId('list-count')).toHaveTextContent('3 of 4 businesses (filtered)');
    expect(shownNames()).toEqual(['Moda Diş', 'Bahariye Diş', 'İskele Diş']);
    expect(screen.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(router.state.location.search).toBe('?sort=rating-desc');

    await u.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]?.slice(1).map((row) => row[0])).toEqual([
      'Moda Diş',
      'Bahariye Diş',
      'İskele Diş',
    ]);

    // The same address again, as a reload opens it.
    const href = router.state.location.pathname + router.state.location.search;
    unmount();
    renderPanel(href);
    expect(shownNames()).toEqual(['Ağız Klinik', 'Moda Diş', 'Bahariye Diş', 'İskele Diş']);
    expect(screen.getByRole('columnheader', { name: 'Rating' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts names by Turkish rules', async () => {
    const u = userEvent.setup();
    renderPanel('/lists/l1?sort=name-asc');
    expect(shownNames()).toEqual(['Ağız Klinik', 'Bahariye Diş', 'İskele Diş', 'Moda Diş']);
    await u.click(screen.getByRole('button', { name: 'Name' }));
    expect(shownNames()).toEqual(['Moda Diş', 'İskele Diş', 'Bahariye Diş', 'Ağız Klinik']);
  });
});

describe("a list's contacts (issue 20)", () => {
  it('shows the saved contacts as the results do, and filters by "Has mobile"', async () => {
    const u = userEvent.setup();
    const mobile: ListItem = {
      ...item('Kuaför Ece', '4.5', 'ece@gmail.com'),
      phone: '0532 123 45 67',
      phone_international: '+905321234567',
      phone_type: 'MOBILE',
      email_status: 'verified domain',
      facebook: 'https://www.facebook.com/kuaforece',
    };
    renderPanel('/lists/l1', [mobile, ...ITEMS]);
    const row = screen.getAllByTestId('business-row')[0]!;
    expect(
      within(row).getByRole('link', {
        name: 'Facebook profile of Kuaför Ece (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.facebook.com/kuaforece');
    expect(
      within(row).getByRole('link', { name: 'WhatsApp 0532 123 45 67 (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://wa.me/905321234567');
    expect(row.querySelector('[data-email-badge="good"]')).toHaveTextContent(/^Webmail/);

    await u.click(screen.getByRole('button', { name: 'Has mobile' }));
    expect(shownNames()).toEqual(['Kuaför Ece']);
  });
});
