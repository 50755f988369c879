import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, ACTIVE_PRO, makeUser } from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { makeBusiness } from '@test-support/app/businesses';
import { renderApp } from '@test-support/app/render-app';
import { signInToDashboard, storeAnsweredSearch } from '@test-support/app/search-fixtures';

// The add-to-list dialog through the real lists API and supabase-js; only the network is fake.

const user = makeUser({ email: 'pro@example.com' });
const business = (name: string, address: string) =>
  makeBusiness({ name, address, google_rating: '4.5', rating_count: '20' });

function setup(lists: { id: string; name: string; created_at: string }[]) {
  signInToDashboard(user, ACTIVE_PRO, {
    lists: lists.map((l) => ({ ...l, user_id: user.id })),
    items: { old: [{ name: 'ALPHA CLINIC', address: 'moda 1' }] },
  });
  const inserted: { lists: unknown[]; items: unknown[] } = { lists: [], items: [] };
  server.use(
    http.post(`${API}/rest/v1/business_lists`, async ({ request }) => {
      const body = (await request.json()) as { name: string };
      inserted.lists.push(body);
      return HttpResponse.json(
        { id: 'new-list', name: body.name, created_at: '2026-06-01T00:00:00Z' },
        { status: 201 },
      );
    }),
    http.post(`${API}/rest/v1/business_list_items`, async ({ request }) => {
      inserted.items.push(...((await request.json()) as unknown[]));
      return new HttpResponse(null, { status: 201 });
    }),
  );
  storeAnsweredSearch([business('Alpha Clinic', 'Moda 1'), business('Beta Clinic', 'Moda 2')]);
  renderApp('/dashboard');
  return inserted;
}

async function openDialog() {
  const u = userEvent.setup();
  await screen.findByText('2 businesses found');
  const add = screen.getByRole('button', { name: 'Add to List' });
  expect(add).toBeDisabled();
  await u.click(screen.getByRole('checkbox', { name: 'Select all businesses' }));
  expect(add).toHaveAccessibleDescription('Adds the 2 selected businesses to a list.');
  await u.click(add);
  return { u, dialog: screen.getByRole('dialog', { name: 'Add to List' }) };
}

describe('add-to-list dialog', () => {
  it('says when there are no lists, creates one (trimmed) and adds the selection', async () => {
    const inserted = setup([]);
    const { u, dialog } = await openDialog();
    expect(
      await within(dialog).findByText('No lists found. Create your first list above.'),
    ).toBeInTheDocument();
    const create = within(dialog).getByRole('button', { name: 'Create' });
    const name = within(dialog).getByLabelText('New list name');
    expect(name).toHaveFocus();
    await u.type(name, '   ');
    expect(create).toBeDisabled();
    await u.type(name, ' Moda dentists ');
    await u.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inserted.lists).toEqual([
      { user_id: user.id, name: 'Moda dentists', description: null },
    ]);
    expect(inserted.items).toEqual([
      expect.objectContaining({ list_id: 'new-list', name: 'Alpha Clinic', rating_count: 20 }),
      expect.objectContaining({ list_id: 'new-list', name: 'Beta Clinic', google_rating: '4.5' }),
    ]);
    expect(screen.getByText('Added 2 businesses to Moda dentists.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all businesses' })).not.toBeChecked();
  });

  it('lists newest first and skips businesses already in the chosen list', async () => {
    const inserted = setup([
      { id: 'old', name: 'Older list', created_at: '2026-01-01T00:00:00Z' },
      { id: 'newer', name: 'Newer list', created_at: '2026-05-01T00:00:00Z' },
    ]);
    const { u, dialog } = await openDialog();
    await within(dialog).findByRole('button', { name: 'Older list' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter((t) => t?.endsWith('list')),
    ).toEqual(['Newer list', 'Older list']);
    await u.click(within(dialog).getByRole('button', { name: 'Older list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(inserted.items).toEqual([
      expect.objectContaining({ list_id: 'old', name: 'Beta Clinic' }),
    ]);
  });

  it('shows the all-duplicates text and database errors as they are', async () => {
    setup([{ id: 'old', name: 'Older list', created_at: '2026-01-01T00:00:00Z' }]);
    server.use(
      http.get(`${API}/rest/v1/business_list_items`, () =>
        HttpResponse.json([
          { name: 'alpha clinic', address: 'MODA 1' },
          { name: 'Beta Clinic', address: 'Moda 2' },
        ]),
      ),
    );
    const { u, dialog } = await openDialog();
    await u.click(await within(dialog).findByRole('button', { name: 'Older list' }));
    expect(
      await within(dialog).findByText('All selected businesses are already in this list.'),
    ).toBeInTheDocument();

    server.use(
      http.post(`${API}/rest/v1/business_lists`, () =>
        HttpResponse.json(
          {
            code: '42501',
            message: 'new row violates row-level security policy',
            details: null,
            hint: null,
          },
          { status: 403 },
        ),
      ),
    );
    await u.type(within(dialog).getByLabelText('New list name'), 'Blocked');
    await u.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('new row violates row-level security policy'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add to List' })).toBeInTheDocument();
  });
});
