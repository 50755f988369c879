import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '@/domain/leads';
import type { UserProfile } from '@/domain/profile';
import {
  API,
  createFakeSupabase,
  makeProfile,
  makeUser,
  storeSession,
  type FakeLead,
} from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';

// Issue 22 items 3 and 5: a lead's status, notes and follow-up on the list page, shared by
// every list that holds the lead, and /leads. The real lists API and supabase-js; only the
// network is fake.

const user = makeUser({ email: 'lena@example.com' });
const PRO: Partial<UserProfile> = {
  plan: 'pro',
  subscription_status: 'active',
  subscription_ends_at: '2030-01-01T00:00:00Z',
};
const MODA = '00000000-0000-4000-8000-00000000a001';
const KADIKOY = '00000000-0000-4000-8000-00000000a002';

const item = (i: number, listId: string) => ({
  id: `${listId}-item-${i}`,
  name: `Firm ${i}`,
  address: `Street ${i}`,
  phone: null,
  email: null,
  instagram: null,
  website: null,
  google_rating: '4.2',
  rating_count: 10,
  created_at: `2026-05-0${1 + i}T10:00:00Z`,
  lead_key: `p:place-${i}`,
});

const lead = (i: number, fields: Partial<FakeLead>): FakeLead => ({
  user_id: user.id,
  lead_key: `p:place-${i}`,
  status: 'New',
  notes: null,
  notes_updated_at: null,
  follow_up_on: null,
  ...fields,
});

const LISTS = [
  { id: MODA, user_id: user.id, name: 'Moda', created_at: '2026-05-01T10:00:00Z' },
  { id: KADIKOY, user_id: user.id, name: 'Kadıköy', created_at: '2026-05-02T10:00:00Z' },
];

function setup({
  profile = PRO,
  leads = [],
  items = { [MODA]: [0, 1, 2].map((i) => item(i, MODA)), [KADIKOY]: [item(1, KADIKOY)] },
}: {
  profile?: Partial<UserProfile>;
  leads?: FakeLead[];
  items?: Record<string, ReturnType<typeof item>[]>;
} = {}) {
  const fake = createFakeSupabase({
    users: [user],
    profiles: [makeProfile(user, profile)],
    lists: LISTS,
    items,
    leads,
  });
  server.use(
    // One list by id (the page's single read); the fake answers the picker's read.
    http.get(`${API}/rest/v1/business_lists`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')?.replace(/^eq\./, '');
      if (!id) return undefined;
      const list = LISTS.find((l) => l.id === id);
      return HttpResponse.json({ ...list, description: null });
    }),
    ...fake.handlers,
  );
  storeSession(user);
  return fake;
}

const refused = () =>
  HttpResponse.json(
    {
      code: '42501',
      details: null,
      hint: null,
      message: 'new row violates row-level security policy for table "leads"',
    },
    { status: 403 },
  );

const rowOf = async (name: string) =>
  (await screen.findByRole('checkbox', { name: `Select ${name}` }, { timeout: 15_000 })).closest(
    'tr',
  )!;

afterEach(() => vi.useRealTimers());

describe('lead status, notes and follow-up on a list page', () => {
  it('every item shows its lead status, New by default, and the status kept for the lead', async () => {
    setup({ leads: [lead(1, { status: 'Won' })] });
    renderApp(`/lists/${MODA}`);
    const first = await rowOf('Firm 0');
    expect(within(first).getByRole('combobox', { name: 'Status of Firm 0' })).toHaveValue('New');
    expect(
      within(await rowOf('Firm 1')).getByRole('combobox', { name: 'Status of Firm 1' }),
    ).toHaveValue('Won');
    expect(
      within(first)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['New', 'Contacted', 'Replied', 'Meeting', 'Won', 'Lost']);
  });

  it('a status change shows at once, is saved for the lead, and is the same in another list', async () => {
    const fake = setup();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${API}/rest/v1/leads`, async () => {
        await answered;
        return undefined;
      }),
    );
    const { router } = renderApp(`/lists/${MODA}`);
    const select = within(await rowOf('Firm 1')).getByRole('combobox', {
      name: 'Status of Firm 1',
    });
    const u = userEvent.setup();
    await u.selectOptions(select, 'Contacted');
    // Optimistic: shown before the server answered.
    expect(select).toHaveValue('Contacted');
    answer();
    await waitFor(() => expect(fake.callsTo('POST', '/rest/v1/leads')).toHaveLength(1));
    expect(fake.callsTo('POST', '/rest/v1/leads')[0]?.body).toEqual({
      lead_key: 'p:place-1',
      status: 'Contacted',
    });
    expect(fake.callsTo('POST', '/rest/v1/leads')[0]?.search).toContain(
      'on_conflict=user_id%2Clead_key',
    );
    await waitFor(() => expect(fake.state.leads[0]?.status).toBe('Contacted'));

    await act(() => router.navigate(`/lists/${KADIKOY}`));
    expect(
      within(await rowOf('Firm 1')).getByRole('combobox', { name: 'Status of Firm 1' }),
    ).toHaveValue('Contacted');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused status change goes back and says why', async () => {
    setup({ leads: [lead(0, { status: 'Replied' })] });
    server.use(http.post(`${API}/rest/v1/leads`, refused));
    renderApp(`/lists/${MODA}`);
    const row = await rowOf('Firm 0');
    const select = within(row).getByRole('combobox', { name: 'Status of Firm 0' });
    await userEvent.setup().selectOptions(select, 'Lost');
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Status not saved: new row violates row-level security policy for table "leads"',
    );
    expect(select).toHaveValue('Replied');
  });

  it('notes are saved once typing stops, with the time of the last edit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = setup();
    renderApp(`/lists/${MODA}`);
    const row = await rowOf('Firm 2');
    const notes = within(row).getByRole('textbox', { name: 'Notes for Firm 2' });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await u.type(notes, 'Call back after 3');
    expect(fake.callsTo('POST', '/rest/v1/leads')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(900));
    await waitFor(() => expect(fake.callsTo('POST', '/rest/v1/leads')).toHaveLength(1));
    expect(fake.callsTo('POST', '/rest/v1/leads')[0]?.body).toEqual({
      lead_key: 'p:place-2',
      notes: 'Call back after 3',
    });
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(
      new Date(fake.state.leads[0]!.notes_updated_at!),
    );
    expect(await within(row).findByText(`Saved ${time}`)).toBeInTheDocument();
    expect(notes).toHaveValue('Call back after 3');
  });

  it('a refused notes save keeps the text and says why', async () => {
    setup();
    server.use(
      http.post(`${API}/rest/v1/leads`, async () => {
        await delay(10);
        return refused();
      }),
    );
    renderApp(`/lists/${MODA}`);
    const row = await rowOf('Firm 0');
    const notes = within(row).getByRole('textbox', { name: 'Notes for Firm 0' });
    const u = userEvent.setup();
    await u.type(notes, 'Wants a quote');
    await u.tab();
    expect(await within(row).findByRole('alert')).toHaveTextContent(/^Notes not saved: /);
    expect(notes).toHaveValue('Wants a quote');
  });

  it('filters by status and by follow-up due', async () => {
    const today = localDay(new Date());
    setup({
      leads: [
        lead(0, { status: 'Contacted', follow_up_on: '2020-01-01' }),
        lead(1, { follow_up_on: today }),
        lead(2, { status: 'Contacted', follow_up_on: '2999-01-01' }),
      ],
    });
    renderApp(`/lists/${MODA}`);
    await rowOf('Firm 0');
    const u = userEvent.setup();
    const names = () => screen.getAllByTestId('business-row').map((r) => r.textContent);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Follow-up' }), 'due');
    expect(screen.getByTestId('list-count')).toHaveTextContent('2 of 3 businesses (filtered)');
    expect(names()).toEqual([expect.stringContaining('Firm 0'), expect.stringContaining('Firm 1')]);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Follow-up' }), 'today');
    expect(names()).toEqual([expect.stringContaining('Firm 1')]);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Follow-up' }), 'all');
    await u.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Contacted');
    expect(screen.getByTestId('list-count')).toHaveTextContent('2 of 3 businesses (filtered)');
    expect(names()).toEqual([expect.stringContaining('Firm 0'), expect.stringContaining('Firm 2')]);
  });

  it('a downgraded user reads the status and notes but cannot change them', async () => {
    setup({
      profile: { plan: 'free', subscription_status: 'inactive' },
      leads: [lead(0, { status: 'Meeting', notes: 'Tuesday' })],
    });
    renderApp(`/lists/${MODA}`);
    const row = await rowOf('Firm 0');
    expect(within(row).getByRole('combobox', { name: 'Status of Firm 0' })).toHaveValue('Meeting');
    expect(within(row).getByRole('combobox', { name: 'Status of Firm 0' })).toBeDisabled();
    expect(within(row).getByRole('textbox', { name: 'Notes for Firm 0' })).toHaveValue('Tuesday');
    expect(within(row).getByRole('textbox', { name: 'Notes for Firm 0' })).toBeDisabled();
  });
});

describe('/leads', () => {
  it('says there are no saved leads yet', async () => {
    setup({ items: {} });
    renderApp('/leads');
    expect(await screen.findByRole('heading', { name: 'No saved leads yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Businesses' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(document.title).toContain('All leads');
  });

  it('shows every lead once with its lists, and filters by follow-up and text', async () => {
    const today = localDay(new Date());
    setup({ leads: [lead(1, { follow_up_on: today, notes: 'Ask for Ayşe' })] });
    renderApp('/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'All leads' })).toBeInTheDocument();
    expect(await screen.findByTestId('leads-count')).toHaveTextContent('3 leads');
    const firm1 = await rowOf('Firm 1');
    expect(within(firm1).getByTestId('lead-lists')).toHaveTextContent('In lists: Kadıköy, Moda');
    const u = userEvent.setup();
    await u.selectOptions(screen.getByRole('combobox', { name: 'Follow-up' }), 'today');
    await waitFor(() =>
      expect(screen.getByTestId('leads-count')).toHaveTextContent('1 of 3 leads'),
    );
    await u.selectOptions(screen.getByRole('combobox', { name: 'Follow-up' }), 'all');
    await u.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'AYSE');
    await waitFor(() =>
      expect(screen.getAllByTestId('business-row').map((r) => r.textContent)).toEqual([
        expect.stringContaining('Firm 1'),
      ]),
    );
    await u.clear(screen.getByRole('searchbox', { name: 'Search leads' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'kadikoy');
    await waitFor(() =>
      expect(screen.getByTestId('leads-count')).toHaveTextContent('1 of 3 leads'),
    );
  });

  it('the signed-in bar links to /leads', async () => {
    setup();
    renderApp('/leads');
    await screen.findByRole('heading', { level: 1, name: 'All leads' });
    const links = screen.getAllByRole('link', { name: 'Leads' });
    expect(links[0]).toHaveAttribute('href', '/leads');
  });
});
