import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/domain/profile';
import {
  API,
  ACTIVE_PRO,
  createFakeSupabaseFor,
  makeUser,
  storeSession,
} from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';
import { expectAlertForFiveSeconds } from '@test-support/app/timed-alert';

// The lists pages through the real lists API and supabase-js; only the network is fake.

const user = makeUser({ email: 'lena@example.com' });
const LIST_ID = '00000000-0000-4000-8000-00000000a001';
const pgError = (message: string, status = 400) =>
  HttpResponse.json({ code: 'P0001', details: null, hint: null, message }, { status });

interface Row {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  count: number;
}

function setup(profile: Partial<UserProfile>, lists: Row[]) {
  const fake = createFakeSupabaseFor(user, profile);
  const reads: URL[] = [];
  server.use(
    http.get(`${API}/rest/v1/business_lists`, ({ request }) => {
      const url = new URL(request.url);
      reads.push(url);
      const one = url.searchParams.get('id')?.replace(/^eq\./, '');
      if (one) {
        const row = lists.find((l) => l.id === one);
        return row
          ? HttpResponse.json({ ...row, count: undefined })
          : HttpResponse.json(
              {
                code: 'PGRST116',
                details: 'The result contains 0 rows',
                hint: null,
                message: 'Cannot coerce the result to a single JSON object',
              },
              { status: 406 },
            );
      }
      return HttpResponse.json(
        lists.map(({ count, ...l }) => ({ ...l, business_list_items: [{ count }] })),
      );
    }),
    ...fake.handlers,
  );
  storeSession(user);
  return { reads };
}

afterEach(() => vi.useRealTimers());

describe('/lists', () => {
  it('shows the cards newest first with their counts, from one request', async () => {
    const { reads } = setup(ACTIVE_PRO, [
      {
        id: 'b',
        name: 'Newer',
        description: 'Cafés in Moda',
        created_at: '2026-05-02T10:00:00Z',
        count: 1,
      },
      { id: 'a', name: 'Older', description: null, created_at: '2026-05-01T10:00:00Z', count: 12 },
    ]);
    renderApp('/lists');
    const grid = await screen.findByRole('list', { name: 'Your Lists' });
    const cards = within(grid).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/lists/b', '/lists/a']);
    expect(cards[0]).toHaveTextContent('Newer');
    expect(cards[0]).toHaveTextContent('Cafés in Moda');
    expect(cards[0]).toHaveTextContent('1 business');
    expect(cards[0]).toHaveTextContent('May 2, 2026');
    expect(cards[1]).toHaveTextContent('12 businesses');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.searchParams.get('select')).toContain('business_list_items(count)');
    expect(reads[0]?.searchParams.get('order')).toBe('created_at.desc');
    expect(screen.queryByText('Lists Available with Pro')).not.toBeInTheDocument();
  });

  it('the modal keeps a failure in a red box, Cancel clears it, success reloads the lists', async () => {
    const { reads } = setup(ACTIVE_PRO, []);
    const inserts: unknown[] = [];
    let fail = true;
    server.use(
      http.post(`${API}/rest/v1/business_lists`, async ({ request }) => {
        inserts.push(await request.json());
        return fail
          ? pgError('new row violates row-level security policy', 403)
          : HttpResponse.json(
              { id: 'n', name: 'Moda', created_at: '2026-06-01T00:00:00Z' },
              { status: 201 },
            );
      }),
    );
    renderApp('/lists');
    expect(await screen.findByRole('heading', { name: 'No lists yet' })).toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Create Your First List' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New List' });
    const name = within(dialog).getByLabelText('List name');
    expect(name).toHaveFocus();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await u.type(name, '  Moda  ');
    await u.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'new row violates row-level security policy',
    );
    expect(inserts).toEqual([{ user_id: user.id, name: 'Moda', description: null }]);

    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Create List' }));
    const again = screen.getByRole('dialog', { name: 'Create New List' });
    expect(within(again).getByLabelText('List name')).toHaveValue('');
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();

    fail = false;
    const before = reads.length;
    await u.type(within(again).getByLabelText('List name'), 'Moda');
    await u.click(within(again).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reads.length).toBe(before + 1));
  });

  it('refuses a name the user already has, whatever its case, before sending it', async () => {
    setup(ACTIVE_PRO, [
      {
        id: 'a',
        name: 'İstanbul dentists',
        description: null,
        created_at: '2026-05-01T10:00:00Z',
        count: 2,
      },
    ]);
    const inserts: unknown[] = [];
    server.use(
      http.post(`${API}/rest/v1/business_lists`, async ({ request }) => {
        inserts.push(await request.json());
        return HttpResponse.json(
          { id: 'n', name: 'Moda', created_at: '2026-06-01T00:00:00Z' },
          { status: 201 },
        );
      }),
    );
    renderApp('/lists');
    await screen.findByRole('link', { name: /İstanbul dentists/ });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Create List' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New List' });
    const name = within(dialog).getByLabelText('List name');
    await u.type(name, '  ISTANBUL Dentists ');
    await u.keyboard('{Enter}');

    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('You already have a list with this name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('You already have a list with this name.');
    expect(name).toHaveFocus();
    expect(inserts).toEqual([]);

    await u.type(name, ' 2');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inserts).toEqual([
      { user_id: user.id, name: 'ISTANBUL Dentists  2', description: null },
    ]);
  });

  it("shows the database's refusal of a taken name (409) as the same message", async () => {
    setup(ACTIVE_PRO, []);
    server.use(
      http.post(`${API}/rest/v1/business_lists`, () =>
        HttpResponse.json(
          {
            code: '23505',
            details: null,
            hint: null,
            message:
              'duplicate key value violates unique constraint "business_lists_user_id_name_key"',
          },
          { status: 409 },
        ),
      ),
    );
    renderApp('/lists');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Create Your First List' }));
    const dialog = screen.getByRole('dialog', { name: 'Create New List' });
    const name = within(dialog).getByLabelText('List name');
    await u.type(name, 'Moda{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have a list with this name.',
    );
    expect(within(dialog).queryByText(/duplicate key/)).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Create New List' })).toBeInTheDocument();
  });

  it('a non-Pro user sees the upsell and the lists kept from Pro days, without Create', async () => {
    setup({ plan: 'free' }, [
      { id: 'a', name: 'Kept', description: null, created_at: '2026-05-01T10:00:00Z', count: 3 },
    ]);
    renderApp('/lists');
    expect(
      await screen.findByRole('heading', { name: 'Lists Available with Pro' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Kept/ })).toHaveTextContent('3 businesses');
    expect(screen.queryByRole('button', { name: 'Create List' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });
});

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `item-${i}`,
    name: `Firm ${i}`,
    address: `Street ${i}`,
    phone: i % 2 ? '+90 216 555 0000' : null,
    email: null,
    instagram: null,
    website: null,
    google_rating: '4.2',
    rating_count: 10,
    created_at: '2026-05-01T10:00:00Z',
  }));

function setupDetail(profile: Partial<UserProfile> = ACTIVE_PRO) {
  setup(profile, [
    {
      id: LIST_ID,
      name: 'Moda',
      description: 'Dentists',
      created_at: '2026-05-01T10:00:00Z',
      count: 3,
    },
  ]);
  server.use(http.get(`${API}/rest/v1/business_list_items`, () => HttpResponse.json(items(3))));
}

describe('/lists/{listId}', () => {
  it('shows the list, filters (Pro), and counts the selection on Remove from List', async () => {
    setupDetail();
    renderApp(`/lists/${LIST_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Moda' })).toBeInTheDocument();
    expect(screen.getByText('Dentists')).toBeInTheDocument();
    expect(screen.getByText('Created May 1, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('list-count')).toHaveTextContent('3 businesses');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Has phone' }));
    expect(screen.getByTestId('list-count')).toHaveTextContent('1 of 3 businesses (filtered)');
    const remove = screen.getByRole('button', { name: 'Remove from List (0)' });
    expect(remove).toBeDisabled();
    await u.click(screen.getByRole('checkbox', { name: 'Select Firm 1' }));
    expect(screen.getByRole('button', { name: 'Remove from List (1)' })).toBeEnabled();
  });

  it('an empty list says so and links to the search', async () => {
    setupDetail();
    server.use(http.get(`${API}/rest/v1/business_list_items`, () => HttpResponse.json([])));
    renderApp(`/lists/${LIST_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'No businesses in this list' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Start adding businesses from your search results to build this list.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Businesses' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows a remove failure under the button for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setupDetail();
    server.use(
      http.delete(`${API}/rest/v1/business_list_items`, () => pgError('permission denied')),
    );
    renderApp(`/lists/${LIST_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Moda' });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await u.click(screen.getByRole('checkbox', { name: 'Select Firm 0' }));
    await u.click(screen.getByRole('button', { name: 'Remove from List (1)' }));
    await expectAlertForFiveSeconds('permission denied');
    // Nothing was removed: the selection stays for another try.
    expect(screen.getByRole('button', { name: 'Remove from List (1)' })).toBeEnabled();
  });

  it('a failed delete closes the dialog and stays on the list', async () => {
    setupDetail();
    server.use(http.delete(`${API}/rest/v1/business_lists`, () => pgError('boom', 500)));
    const { router } = renderApp(`/lists/${LIST_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Moda' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete List' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete List' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/lists/${LIST_ID}`);
  });

  it('a removal updates the list and its card from the cache, without reading the items again', async () => {
    const row = {
      id: LIST_ID,
      name: 'Moda',
      description: null,
      created_at: '2026-05-01T10:00:00Z',
      count: 3,
    };
    setup(ACTIVE_PRO, [row]);
    let itemReads = 0;
    let remaining = items(3);
    server.use(
      http.get(`${API}/rest/v1/business_list_items`, () => {
        itemReads += 1;
        return HttpResponse.json(remaining);
      }),
      http.delete(`${API}/rest/v1/business_list_items`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('id') ?? '';
        remaining = remaining.filter((item) => !ids.includes(item.id));
        row.count = remaining.length;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { router } = renderApp('/lists');
    const u = userEvent.setup();
    const card = await screen.findByRole('link', { name: /Moda/ });
    expect(card).toHaveTextContent('3 businesses');
    await u.click(card);
    expect(await screen.findByTestId('list-count')).toHaveTextContent('3 businesses');

    await u.click(screen.getByRole('checkbox', { name: 'Select Firm 0' }));
    await u.click(screen.getByRole('button', { name: 'Remove from List (1)' }));
    await waitFor(() => expect(screen.getByTestId('list-count')).toHaveTextContent('2 businesses'));
    expect(screen.queryByText('Firm 0')).not.toBeInTheDocument();
    expect(itemReads).toBe(1);

    // The cards were cached when the list opened; the removal marked their counts stale.
    await u.click(screen.getByRole('link', { name: 'Back to Lists' }));
    expect(router.state.location.pathname).toBe('/lists');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Moda/ })).toHaveTextContent('2 businesses'),
    );
  });

  it('a list that is not found sends the user to /lists', async () => {
    setupDetail();
    const { router } = renderApp('/lists/00000000-0000-4000-8000-0000000000ff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lists'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Lists' }),
    ).toBeInTheDocument();
  });

  it('a downgraded user reads the list without filters, export or adding', async () => {
    setupDetail({ plan: 'free', subscription_status: 'inactive' });
    renderApp(`/lists/${LIST_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Moda' });
    expect(screen.queryByRole('button', { name: 'Has phone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export Excel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export available with Pro' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lists available with Pro' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
