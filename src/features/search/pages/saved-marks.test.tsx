import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, ACTIVE_PRO, makeUser } from '@test-support/app/fake-supabase';
import { makeBusiness } from '@test-support/app/businesses';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';
import { signInToDashboard, storeAnsweredSearch } from '@test-support/app/search-fixtures';
import type { Business } from '@/domain/business';
import { leadKey } from '@/domain/lead-key';

// Issue 22 item 2: "already saved" in the search results, through the real app, lists API
// and supabase-js; only the network is fake (its saved_leads answers as the SQL function).

const user = makeUser({ email: 'pro@example.com' });
const business = (name: string, address: string, rating: string) =>
  makeBusiness({ name, address, google_rating: rating, rating_count: '20' });
const ALPHA = business('Alpha Clinic', 'Moda 1', '4.5');
const BETA = business('Beta Clinic', 'Moda 2', '3.5');
const GAMMA = business('Gamma Clinic', 'Moda 3', '4.2');
const LISTS = [
  { id: 'dentists', name: 'Dentists Kadıköy', created_at: '2026-01-01T00:00:00Z' },
  { id: 'q3', name: 'Q3 prospects', created_at: '2026-02-01T00:00:00Z' },
];
const MARKED = 'Saved in Dentists Kadıköy, Q3 prospects · Contacted';

function setup({
  profile = ACTIVE_PRO,
  lists = LISTS,
  results = [ALPHA, BETA, GAMMA],
}: {
  profile?: Parameters<typeof signInToDashboard>[1];
  lists?: typeof LISTS;
  results?: Business[];
} = {}) {
  const fake = signInToDashboard(user, profile, {
    lists: lists.map((list) => ({ ...list, user_id: user.id })),
    // Alpha is in both lists (saved by name and address in another case), Beta in none.
    items: {
      dentists: [{ name: 'ALPHA CLINIC', address: 'moda 1' }],
      q3: [{ name: 'Alpha Clinic', address: 'Moda 1' }],
    },
    leads: [
      {
        user_id: user.id,
        lead_key: leadKey(ALPHA),
        status: 'Contacted',
        notes: null,
        notes_updated_at: null,
        follow_up_on: null,
      },
    ],
  });
  server.use(
    http.post(`${API}/rest/v1/business_list_items`, async ({ request }) => {
      const rows = (await request.json()) as { list_id: string }[];
      for (const row of rows) (fake.state.items[row.list_id] ??= []).push(row);
      return new HttpResponse(null, { status: 201 });
    }),
  );
  storeAnsweredSearch(results);
  const app = renderApp('/dashboard');
  const markCalls = () => fake.callsTo('POST', '/rest/v1/rpc/saved_leads');
  return { ...app, fake, markCalls };
}

const rowOf = (name: string) =>
  screen.getAllByTestId('business-row').find((row) => row.textContent?.includes(name))!;

describe('search results: already saved', () => {
  it('marks every saved row with its lists and status from one request, also in cards', async () => {
    const { markCalls } = setup();
    const marker = await screen.findByRole('link', { name: MARKED });
    expect(within(rowOf('Alpha Clinic')).getByRole('link', { name: MARKED })).toBe(marker);
    expect(marker).toHaveTextContent('Contacted');
    expect(within(rowOf('Beta Clinic')).queryByTestId('saved-marker')).toBeNull();
    // One request for all the rows, each sent as its lead keys.
    expect(markCalls()).toHaveLength(1);
    expect((markCalls()[0]!.body as { rows: unknown[] }).rows).toEqual([
      { key: 'n:alpha clinic|moda 1', name_key: 'n:alpha clinic|moda 1' },
      { key: 'n:beta clinic|moda 2', name_key: 'n:beta clinic|moda 2' },
      { key: 'n:gamma clinic|moda 3', name_key: 'n:gamma clinic|moda 3' },
    ]);

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: /Cards/ }));
    const card = screen
      .getAllByTestId('business-card')
      .find((c) => c.textContent?.includes('Alpha Clinic'))!;
    expect(within(card).getByRole('link', { name: MARKED })).toHaveAttribute('href', '/leads');
    expect(markCalls()).toHaveLength(1);
  });

  it('is reached by the keyboard, names the lists in a tooltip and opens its one list', async () => {
    setup({ lists: [LISTS[0]!] });
    const name = 'Saved in Dentists Kadıköy · Contacted';
    const marker = await screen.findByRole('link', { name });
    expect(marker).toHaveAttribute('href', '/lists/dentists');
    const u = userEvent.setup();
    // Tab from Alpha's maps link (and its profile links: none) reaches the marker.
    within(rowOf('Alpha Clinic'))
      .getByRole('link', { name: /Alpha Clinic on Google Maps/ })
      .focus();
    await u.tab();
    expect(marker).toHaveFocus();
    expect(await screen.findByRole('tooltip', { hidden: true })).toHaveTextContent(name);
  });

  it('keeps the answer through a filter and a sort; an addition to a list asks again', async () => {
    const { markCalls } = setup();
    await screen.findByRole('link', { name: MARKED });
    const u = userEvent.setup();
    await u.click(screen.getAllByRole('button', { name: 'Has email' })[0]!);
    await u.click(screen.getAllByRole('button', { name: 'Has email' })[0]!);
    await u.click(screen.getByRole('button', { name: /^Name/ }));
    expect(markCalls()).toHaveLength(1);

    await u.click(screen.getByRole('checkbox', { name: 'Select Beta Clinic' }));
    await u.click(screen.getByRole('button', { name: 'Add to List' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to List' });
    await u.click(await within(dialog).findByRole('button', { name: 'Q3 prospects' }));
    await waitFor(() => expect(markCalls()).toHaveLength(2));
    expect(
      await within(rowOf('Beta Clinic')).findByRole('link', {
        name: 'Saved in Q3 prospects · New',
      }),
    ).toBeInTheDocument();
  });

  it('an addition made while the first marks are still being read is marked once it lands', async () => {
    const { markCalls } = setup();
    // The first read is slow and answers as the database stood before the addition.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    server.use(
      http.post(`${API}/rest/v1/rpc/saved_leads`, async ({ request }) => {
        if (!first) return undefined;
        first = false;
        const { rows } = (await request.clone().json()) as { rows: unknown[] };
        await held;
        return HttpResponse.json(rows.map((_, idx) => ({ idx, lists: [], status: null })));
      }),
    );
    const u = userEvent.setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Select Beta Clinic' }));
    await u.click(screen.getByRole('button', { name: 'Add to List' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to List' });
    await u.click(await within(dialog).findByRole('button', { name: 'Q3 prospects' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to List' })).toBeNull());
    release();
    expect(
      await within(rowOf('Beta Clinic')).findByRole('link', {
        name: 'Saved in Q3 prospects · New',
      }),
    ).toBeInTheDocument();
    // Read again after the addition (the held first read is not the fake's to count).
    expect(markCalls()).toHaveLength(1);
  });

  it('"Hide already saved" leaves the saved rows out and is kept in the URL', async () => {
    const { router } = setup();
    await screen.findByRole('link', { name: MARKED });
    const u = userEvent.setup();
    const chip = screen.getByRole('button', { name: 'Hide already saved' });
    await u.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 of 3 businesses (filtered)')).toBeInTheDocument();
    expect(screen.queryByText('Alpha Clinic')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('saved')).toBe('0');
  });

  it('the add-to-list dialog says how many of the selection each list already holds', async () => {
    setup();
    await screen.findByRole('link', { name: MARKED });
    const u = userEvent.setup();
    await u.click(screen.getByRole('checkbox', { name: 'Select all businesses' }));
    await u.click(screen.getByRole('button', { name: 'Add to List' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to List' });
    const dentists = await within(dialog).findByRole('button', { name: 'Dentists Kadıköy' });
    expect(dentists).toHaveAccessibleDescription('1 of the 3 selected is already in this list.');
    expect(
      within(dialog).getByRole('button', { name: 'Q3 prospects' }),
    ).toHaveAccessibleDescription('1 of the 3 selected is already in this list.');

    // Two of three in a list: the plural.
    await u.click(dentists);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(within(rowOf('Gamma Clinic')).getByTestId('saved-marker')).toBeInTheDocument(),
    );
    await u.click(screen.getByRole('checkbox', { name: 'Select all businesses' }));
    await u.click(screen.getByRole('button', { name: 'Add to List' }));
    const again = screen.getByRole('dialog', { name: 'Add to List' });
    expect(
      await within(again).findByRole('button', { name: 'Dentists Kadıköy' }),
    ).toHaveAccessibleDescription('3 of the 3 selected are already in this list.');
    expect(within(again).getByRole('button', { name: 'Q3 prospects' })).toHaveAccessibleDescription(
      '1 of the 3 selected is already in this list.',
    );
  });

  it('a free user: the filter is locked; without lists nothing is asked', async () => {
    const { markCalls } = setup({ profile: {}, lists: [] });
    await screen.findByText('3 businesses found');
    expect(screen.getByRole('button', { name: 'Hide already saved' })).toBeDisabled();
    // The lists read has answered (none) and no marks were asked for.
    await waitFor(() => expect(screen.queryByTestId('saved-marker')).toBeNull());
    expect(markCalls()).toHaveLength(0);
  });

  it("a downgraded user's lists still mark the rows, never the placeholder rows", async () => {
    const placeholder = makeBusiness({ name: 'Hidden business', locked: true });
    const { markCalls } = setup({
      profile: { plan: 'free', subscription_status: 'inactive' },
      results: [ALPHA, BETA, placeholder, placeholder],
    });
    expect(await screen.findByRole('link', { name: MARKED })).toBeInTheDocument();
    expect((markCalls()[0]!.body as { rows: unknown[] }).rows).toHaveLength(2);
  });
});
