import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/domain/profile';
import { ACTIVE_PRO, makeUser } from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';
import { SAVED_SEARCH_KEY } from '../hooks/saved-search';
import {
  freeAnswer,
  proAnswer,
  searchHandler,
  signInToDashboard,
  wireRow,
  type SearchCall,
} from '@test-support/app/search-fixtures';

// The xlsx writer itself is covered by the export unit tests and the browser journey;
// here the rows and file name the dashboard hands it are what matters.
const written = vi.hoisted(() => [] as { fileName: string; sheet: string; rows: unknown[][] }[]);
vi.mock('@/lib/excel', () => ({
  downloadXlsx: async (rows: unknown[][], options: { fileName: string; sheet: string }) => {
    written.push({ fileName: options.fileName, sheet: options.sheet, rows });
  },
  delay: async () => {},
  warmExcelWriter: () => {},
  yieldToMain: async () => {},
}));

const user = makeUser({ email: 'sam@example.com' });
const today = () => new Date().toISOString();

function setup(profile: Partial<UserProfile> = {}) {
  return signInToDashboard(user, profile);
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Business Directory' });

async function fillAndSearch(u: ReturnType<typeof userEvent.setup>, location = 'Kadıköy/İstanbul') {
  await u.type(screen.getByRole('combobox', { name: 'Location' }), location);
  await u.type(screen.getByRole('textbox', { name: 'Business Type' }), 'dentist');
  await u.click(screen.getByRole('button', { name: 'Search' }));
}

/** Searches and waits for `found`; then `change` turns the answer and the user searches again. */
async function searchTwice(found: string, change: () => void) {
  renderApp('/dashboard');
  await heading();
  const u = userEvent.setup();
  await fillAndSearch(u);
  await screen.findByText(found);
  change();
  await u.click(screen.getByRole('button', { name: 'Search' }));
}

beforeEach(() => {
  written.length = 0;
});

describe('dashboard, free user', () => {
  it('shows the header, usage, the form rules and 10 clear + 10 locked results', async () => {
    const fake = setup({ daily_searches_used: 1, last_search_date: today() });
    const calls: SearchCall[] = [];
    // The answer waits until the loading state has been seen: a fixed delay raced the render
    // on a loaded machine.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      searchHandler(async () => {
        await answered;
        return HttpResponse.json(freeAnswer());
      }, calls),
    );
    renderApp('/dashboard');
    await heading();
    expect(
      screen.getByText('Find local businesses with advanced search and filtering.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('1/3 searches today')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Search Results' })).not.toBeInTheDocument();

    const count = screen.getByRole('combobox', { name: 'Result Count' });
    expect(
      within(count)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['20']);
    const searchButton = screen.getByRole('button', { name: 'Search' });
    expect(searchButton).toBeDisabled();

    const u = userEvent.setup();
    await u.type(screen.getByRole('combobox', { name: 'Location' }), 'Kadıköy/İstanbul');
    expect(searchButton).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: 'Business Type' }), '   ');
    expect(searchButton).toBeDisabled();
    await u.type(screen.getByRole('textbox', { name: 'Business Type' }), 'dentist');
    expect(searchButton).toBeEnabled();

    const profileReads = fake.callsTo('GET', '/rest/v1/user_profiles').length;
    await u.click(searchButton);
    expect(await screen.findByText('Searching businesses...')).toBeInTheDocument();
    answer();
    await screen.findByRole('heading', { name: 'Search Results' });

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ location: 'Kadıköy,İstanbul', count: '20', type: 'dentist' });
    expect(calls[0]?.authorization).toMatch(/^Bearer ey/);
    expect(screen.getByText('20 businesses found')).toBeInTheDocument();
    expect(screen.getAllByTestId('business-row')).toHaveLength(10);

    const locked = screen.getByTestId('locked-results');
    expect(locked.querySelectorAll('[data-locked-row]')).toHaveLength(10);
    expect(locked.querySelector('[aria-hidden="true"]')).toHaveTextContent('Hidden business');
    expect(screen.queryByRole('checkbox', { name: 'Select Hidden business' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );

    expect(screen.getByRole('button', { name: 'Export available with Pro' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lists available with Pro' })).toBeDisabled();
    expect(screen.getByText('Upgrade to Pro to use advanced filters')).toBeInTheDocument();
    const chip = screen.getByRole('button', { name: 'Has email' });
    expect(chip).toBeDisabled();
    expect(chip).toHaveAccessibleDescription(/Upgrade to Pro to use advanced filters/);
    expect(screen.getByLabelText('Min. reviews')).toBeDisabled();

    // The server consumed the quota: the profile is read again.
    await waitFor(() =>
      expect(fake.callsTo('GET', '/rest/v1/user_profiles').length).toBeGreaterThan(profileReads),
    );
  });

  it('at the limit: the button says so, the upgrade is offered, nothing is called and the results stay', async () => {
    const fake = setup({ daily_searches_used: 2, last_search_date: today() });
    const calls: SearchCall[] = [];
    server.use(
      searchHandler(() => {
        // The server counts the search, as consume_search_for does.
        const profile = fake.state.profiles.get(user.id);
        if (profile) fake.state.profiles.set(user.id, { ...profile, daily_searches_used: 3 });
        return HttpResponse.json(freeAnswer());
      }, calls),
    );
    renderApp('/dashboard');
    await heading();
    await screen.findByText('2/3 searches today');
    const form = screen.getByRole('search', { name: 'Search businesses' });
    expect(within(form).queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    const u = userEvent.setup();
    await fillAndSearch(u);
    await screen.findByText('20 businesses found');
    await screen.findByText('3/3 searches today');

    const limited = within(form).getByRole('button', { name: 'Daily limit reached' });
    expect(within(form).queryByRole('button', { name: 'Search' })).toBeNull();
    expect(within(form).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await u.clear(screen.getByRole('textbox', { name: 'Business Type' }));
    await u.type(screen.getByRole('textbox', { name: 'Business Type' }), 'pharmacy');
    await u.click(limited);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Daily search limit reached. Upgrade to Pro for unlimited searches.',
    );
    expect(within(notice).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(calls).toHaveLength(1);
    // No search ran: the previous results are still there.
    expect(screen.getByText('20 businesses found')).toBeInTheDocument();
    expect(screen.getAllByTestId('business-row')).toHaveLength(10);
  });

  it('does not block while the limit is unknown: the server answers 429, the results stay', async () => {
    setup({ daily_searches_used: 3, last_search_date: today() });
    let refuse = false;
    server.use(
      http.post('*/rest/v1/rpc/free_daily_search_limit', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
      searchHandler(() =>
        refuse
          ? HttpResponse.json(
              { error: 'Daily search limit reached. Upgrade to Pro for unlimited searches.' },
              { status: 429 },
            )
          : HttpResponse.json(freeAnswer()),
      ),
    );
    await searchTwice('20 businesses found', () => (refuse = true));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'Daily search limit reached. Upgrade to Pro for unlimited searches.',
    );
    expect(within(notice).getByRole('link', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(screen.queryByText(/searches today/)).not.toBeInTheDocument();
    expect(screen.getByText('20 businesses found')).toBeInTheDocument();
  });
});

describe('dashboard, answers and errors', () => {
  it('empties the results and shows the spec text on a failed search', async () => {
    setup(ACTIVE_PRO);
    let fail = false;
    server.use(
      searchHandler(() =>
        fail
          ? HttpResponse.json({ error: 'Bad request' }, { status: 400 })
          : HttpResponse.json(proAnswer(3)),
      ),
    );
    await searchTwice('3 businesses found', () => (fail = true));
    expect(
      await screen.findByText('Please enter valid address or store type information.'),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId('business-row')).toHaveLength(0);
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(SAVED_SEARCH_KEY) ?? '{}').results).toEqual([]),
    );
  });

  it.each([
    ['an unparsable body', () => new HttpResponse('<html>', { status: 200 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s is the invalid-input text', async (_name, answer) => {
    setup(ACTIVE_PRO);
    server.use(searchHandler(answer));
    renderApp('/dashboard');
    await heading();
    await fillAndSearch(userEvent.setup());
    expect(
      await screen.findByText('Please enter valid address or store type information.'),
    ).toBeInTheDocument();
  });

  it('a non-array answer means no results', async () => {
    setup(ACTIVE_PRO);
    server.use(searchHandler(() => HttpResponse.json({ results: 'none' })));
    renderApp('/dashboard');
    await heading();
    await fillAndSearch(userEvent.setup());
    expect(await screen.findByText('No businesses found')).toBeInTheDocument();
    expect(
      screen.getByText('Try searching for a different category or location.'),
    ).toBeInTheDocument();
  });
});

describe('dashboard, Pro user', () => {
  it('offers every count, filters, selects, switches views and exports', async () => {
    setup(ACTIVE_PRO);
    const calls: SearchCall[] = [];
    server.use(searchHandler((call) => HttpResponse.json(proAnswer(Number(call.count))), calls));
    renderApp('/dashboard');
    await heading();
    expect(screen.queryByText(/searches today/)).not.toBeInTheDocument();
    const count = screen.getByRole('combobox', { name: 'Result Count' });
    expect(
      within(count)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['20', '40', '60', '100']);
    expect(count).toHaveValue('20');
    const u = userEvent.setup();
    await u.selectOptions(count, '40');
    await fillAndSearch(u);
    await screen.findByText('40 businesses found');
    expect(calls[0]?.count).toBe('40');
    // The rows beyond the first window-full arrive over the next frames.
    await waitFor(() => expect(screen.getAllByTestId('business-row')).toHaveLength(40));

    await u.click(screen.getByRole('button', { name: 'Has email' }));
    expect(screen.getByRole('button', { name: 'Has email' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('20 of 40 businesses (filtered)')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'No email' }));
    expect(screen.getByRole('button', { name: 'Has email' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await u.click(screen.getByRole('button', { name: 'No email' }));
    expect(screen.getByText('40 businesses found')).toBeInTheDocument();

    // min reviews applies on Enter (or half a second after typing); negative values are ignored.
    const min = screen.getByLabelText('Min. reviews');
    await u.type(min, '300');
    expect(screen.getByText('40 businesses found')).toBeInTheDocument();
    await u.keyboard('{Enter}');
    const filtered = screen.getAllByTestId('business-row').length;
    expect(screen.getByText(`${filtered} of 40 businesses (filtered)`)).toBeInTheDocument();

    // Tri-state select-all over the visible rows.
    const all = screen.getByRole('checkbox', { name: 'Select all businesses' });
    await u.click(screen.getByRole('checkbox', { name: 'Select Business 30' }));
    expect(all).toBePartiallyChecked();
    await u.click(all);
    expect(all).toBeChecked();
    await u.click(all);
    expect(all).not.toBeChecked();
    await u.click(screen.getByRole('checkbox', { name: 'Select Business 32' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select Business 31' }));

    const exportButton = screen.getByRole('button', { name: 'Export Excel' });
    expect(exportButton).toHaveAccessibleDescription('Exports the 2 selected businesses.');
    await u.click(exportButton);
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]?.sheet).toBe('Businesses');
    expect(written[0]?.fileName).toMatch(/^businesses_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(written[0]?.rows.map((r) => r[0])).toEqual([
      'Business Name',
      'Business 31',
      'Business 32',
    ]);
    await waitFor(() => expect(all).not.toBeChecked());
    expect(exportButton).toHaveAccessibleDescription(
      `Exports all ${filtered} businesses shown after filtering. Select businesses to export only those.`,
    );

    await u.click(screen.getByRole('button', { name: 'Cards' }));
    await waitFor(() => expect(screen.getAllByTestId('business-card')).toHaveLength(filtered));
    expect(localStorage.getItem('prospectory.viewMode')).toBe('cards');
  }, 60_000);

  it('renders links and empty cells per ui.md', async () => {
    setup(ACTIVE_PRO);
    server.use(
      searchHandler(() =>
        HttpResponse.json([
          wireRow(4, { Name: 'Moda Diş', Address: 'Caferağa, Kadıköy', Email: 'a@b.co' }),
          wireRow(7),
        ]),
      ),
    );
    renderApp('/dashboard');
    await heading();
    await fillAndSearch(userEvent.setup());
    await screen.findByText('2 businesses found');
    const [first, second] = screen.getAllByTestId('business-row');
    const row = within(first as HTMLElement);
    const maps = row.getByRole('link', { name: 'Moda Diş on Google Maps (opens in a new tab)' });
    expect(maps).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Moda Diş, Caferağa, Kadıköy')}`,
    );
    expect(maps).toHaveAttribute('target', '_blank');
    expect(row.getByRole('link', { name: '+90 216 555 00 04' })).toHaveAttribute(
      'href',
      'tel:+902165550004',
    );
    expect(row.getByRole('link', { name: 'a@b.co' })).toHaveAttribute('href', 'mailto:a@b.co');
    expect(
      row.getByRole('link', { name: '@biz4 on Instagram (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://www.instagram.com/biz4/');
    expect(row.getByRole('link', { name: 'biz4.com.tr (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    // Business 7: no e-mail, no Instagram, no rating, no count.
    expect(within(second as HTMLElement).getAllByText('not available')).toHaveLength(4);
  });
});

describe('dashboard, location suggestions', () => {
  it('sends no lookup once the list is closed, the field left or the form submitted', async () => {
    setup(ACTIVE_PRO);
    const asked: string[] = [];
    server.use(
      http.post('*/functions/v1/places-autocomplete', async ({ request }) => {
        asked.push(((await request.json()) as { input: string }).input);
        return HttpResponse.json({ suggestions: [] });
      }),
      searchHandler(() => HttpResponse.json(proAnswer(3))),
    );
    renderApp('/dashboard');
    await heading();
    const u = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Location' });
    const pastDebounce = () => new Promise((r) => setTimeout(r, 450));

    await u.type(input, 'Mo{Escape}');
    await pastDebounce();
    expect(asked).toEqual([]);

    await u.type(input, 'd');
    await u.tab();
    await pastDebounce();
    expect(asked).toEqual([]);

    await u.type(screen.getByRole('textbox', { name: 'Business Type' }), 'dentist');
    await u.type(input, 'a{Enter}');
    await screen.findByText('3 businesses found');
    await pastDebounce();
    expect(asked).toEqual([]);

    // Typing again asks again.
    await u.type(input, 'x');
    await waitFor(() => expect(asked).toEqual(['Modax']));
  });

  it('suggests from 2 characters, at most 5, with the keyboard pattern', async () => {
    setup(ACTIVE_PRO);
    const bodies: { input: string; sessionToken: string }[] = [];
    let fieldMask: string | null = null;
    server.use(
      http.post('*/functions/v1/places-autocomplete', async ({ request }) => {
        fieldMask = request.headers.get('x-goog-fieldmask');
        bodies.push((await request.json()) as { input: string; sessionToken: string });
        return HttpResponse.json({
          suggestions: [
            'İstanbul',
            'Kadıköy, İstanbul',
            'Kartal, İstanbul',
            'Kağıthane, İstanbul',
            'Karşıyaka, İzmir',
            'Kayseri',
          ].map((text, i) => ({
            placePrediction: { placeId: `p${i}`, text: { text }, structuredFormat: {} },
          })),
        });
      }),
    );
    renderApp('/dashboard');
    await heading();
    const u = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Location' });
    await u.type(input, 'k');
    await new Promise((r) => setTimeout(r, 450));
    expect(bodies).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await u.type(input, 'a');
    const listbox = await screen.findByRole('listbox', { name: 'Location' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.input).toBe('ka');
    expect(fieldMask).toBe(
      'suggestions.placePrediction.placeId,suggestions.placePrediction.text,suggestions.placePrediction.structuredFormat',
    );
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await u.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: 'Kadıköy, İstanbul' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await u.keyboard('{ArrowUp}');
    expect(within(listbox).getByRole('option', { name: 'İstanbul' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await u.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await u.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('heading', { name: 'Search Results' })).toBeNull();
    expect(input).toHaveValue('Kadıköy, İstanbul');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    // After a pick: a new session token for the next typing session.
    await u.type(input, 'x');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]?.input).toBe('Kadıköy, İstanbulx');
    expect(bodies[1]?.sessionToken).not.toBe(bodies[0]?.sessionToken);
  });

  it('gives no suggestions when the service fails', async () => {
    setup(ACTIVE_PRO);
    let called = 0;
    server.use(
      http.post('*/functions/v1/places-autocomplete', () => {
        called++;
        return HttpResponse.json({ error: 'down' }, { status: 500 });
      }),
    );
    renderApp('/dashboard');
    await heading();
    const input = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.setup().type(input, 'Kad');
    await waitFor(() => expect(called).toBe(1));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelectorAll('[role="listbox"] [role="option"]')).toHaveLength(0);
  });
});

describe('dashboard, saved search state', () => {
  it('restores the search from session storage without searching again', async () => {
    setup(ACTIVE_PRO);
    sessionStorage.setItem(
      SAVED_SEARCH_KEY,
      JSON.stringify({
        location: 'Kadıköy',
        businessType: 'dentist',
        resultCount: 40,
        results: [
          {
            name: 'Restored Clinic',
            address: 'Moda',
            phone: null,
            email: null,
            instagram: null,
            website: null,
            google_rating: '4.1',
            rating_count: '12',
          },
        ],
        searchPerformed: true,
      }),
    );
    renderApp('/dashboard');
    await heading();
    expect(await screen.findByText('Restored Clinic')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('Kadıköy');
    expect(screen.getByRole('textbox', { name: 'Business Type' })).toHaveValue('dentist');
    expect(screen.getByRole('combobox', { name: 'Result Count' })).toHaveValue('40');
    expect(screen.getByText('1 businesses found')).toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a wrong shape', JSON.stringify({ location: 3, results: 'x' })],
    [
      'rows of the wrong shape',
      JSON.stringify({
        location: 'a',
        businessType: 'b',
        resultCount: 20,
        searchPerformed: true,
        results: [{ Name: 'x' }],
      }),
    ],
  ])('removes an unreadable state (%s)', async (_name, raw) => {
    setup(ACTIVE_PRO);
    sessionStorage.setItem(SAVED_SEARCH_KEY, raw);
    renderApp('/dashboard');
    await heading();
    expect(screen.queryByRole('heading', { name: 'Search Results' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
    const stored = sessionStorage.getItem(SAVED_SEARCH_KEY);
    expect(stored === null || JSON.parse(stored).location === '').toBe(true);
  });

  it('a free user restoring a Pro count searches with 20', async () => {
    setup({});
    const calls: SearchCall[] = [];
    server.use(searchHandler(() => HttpResponse.json(freeAnswer()), calls));
    sessionStorage.setItem(
      SAVED_SEARCH_KEY,
      JSON.stringify({
        location: 'Kadıköy',
        businessType: 'cafe',
        resultCount: 100,
        results: [],
        searchPerformed: false,
      }),
    );
    renderApp('/dashboard');
    await heading();
    expect(screen.getByRole('combobox', { name: 'Result Count' })).toHaveValue('20');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('20 businesses found');
    expect(calls[0]?.count).toBe('20');
  });
});
