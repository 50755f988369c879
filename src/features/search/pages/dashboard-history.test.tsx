import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/domain/profile';
import { ACTIVE_PRO, makeUser, type FakeRecentSearch } from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';
import { SAVED_SEARCH_KEY } from '../hooks/saved-search';
import {
  AUTOCOMPLETE,
  freeAnswer,
  proAnswer,
  searchHandler,
  signInToDashboard,
  suggestion,
  type SearchCall,
} from '@test-support/app/search-fixtures';

// Issue 18 items 1 and 5 on the whole page: the search and its filters in the URL, Back
// and Forward, links opened by another user, the saved state against the URL, recent
// searches, and the suggestions staying shut after a search.

vi.mock('@/lib/excel', () => ({
  downloadXlsx: async () => {},
  delay: async () => {},
  warmExcelWriter: () => {},
  yieldToMain: async () => {},
}));

const user = makeUser({ email: 'sam@example.com' });

function setup(profile: Partial<UserProfile> = {}, recentSearches: FakeRecentSearch[] = []) {
  const fake = signInToDashboard(user, profile, { recentSearches });
  const calls: SearchCall[] = [];
  server.use(
    searchHandler((call) => {
      // The search function records what answered (see its handler).
      fake.state.recentSearches.push({
        user_id: user.id,
        location: call.location,
        business_type: call.type,
        result_count: Number(call.count),
        searched_at: new Date(Date.now() + fake.state.recentSearches.length).toISOString(),
      });
      const rows =
        profile.plan === 'pro'
          ? proAnswer(Number(call.count)).map((row, i) => ({
              ...row,
              Name: `${call.type} ${call.location} ${i + 1}`,
            }))
          : freeAnswer();
      return HttpResponse.json(rows);
    }, calls),
  );
  return { fake, calls };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Business Directory' });
const locationInput = () => screen.getByRole('combobox', { name: 'Location' });
const typeInput = () => screen.getByRole('textbox', { name: 'Business Type' });
/** A filter button's aria-pressed ('true' or 'false'). */
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const countSelect = () => screen.getByRole('combobox', { name: 'Result Count' });
const searchParams = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

async function searchFor(
  u: ReturnType<typeof userEvent.setup>,
  location: string,
  type: string,
  count?: string,
) {
  await u.clear(locationInput());
  await u.type(locationInput(), location);
  await u.clear(typeInput());
  await u.type(typeInput(), type);
  if (count) await u.selectOptions(countSelect(), count);
  await u.click(screen.getByRole('button', { name: 'Search' }));
}

/**
 * Two user events as a browser delivers them, outside act(), with only the microtasks run
 * between them (where React renders the first; the router's transition comes later).
 */
async function asBrowserDelivers(first: () => void, second: () => void) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    first();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    second();
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
}

describe('the search in the URL', () => {
  it('names each search and its filters; Back and Forward bring both back without searching again', async () => {
    const { calls } = setup(ACTIVE_PRO);
    const { router } = renderApp('/dashboard?sort=name.desc');
    await heading();
    const u = userEvent.setup();

    await searchFor(u, 'Kadıköy', 'dentist', '40');
    await screen.findByText('40 businesses found');
    await u.click(screen.getByRole('button', { name: 'Has email' }));
    await u.click(screen.getByRole('button', { name: '4-5' }));
    expect(router.state.location.search).toBe(
      '?location=Kad%C4%B1k%C3%B6y&type=dentist&count=40&email=1&rating=4-5&sort=name.desc',
    );

    await searchFor(u, 'Berlin', 'cafe', '20');
    await screen.findByText(/^\d+ of 20 businesses \(filtered\)$/);
    await u.click(screen.getByRole('button', { name: 'Has email' }));
    await u.click(screen.getByRole('button', { name: 'No phone' }));
    expect(Object.fromEntries(searchParams(router))).toEqual({
      location: 'Berlin',
      type: 'cafe',
      count: '20',
      phone: '0',
      rating: '4-5',
      sort: 'name.desc',
    });
    expect(calls).toHaveLength(2);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(locationInput()).toHaveValue('Kadıköy'));
    expect(typeInput()).toHaveValue('dentist');
    expect(countSelect()).toHaveValue('40');
    expect(pressed('Has email')).toBe('true');
    expect(pressed('No phone')).toBe('false');
    expect(screen.getByText(/^\d+ of 40 businesses \(filtered\)$/)).toBeInTheDocument();
    expect(screen.getAllByTestId('business-row')[0]).toHaveTextContent('dentist Kadıköy');

    await act(() => router.navigate(1));
    await waitFor(() => expect(locationInput()).toHaveValue('Berlin'));
    expect(pressed('No phone')).toBe('true');
    expect(screen.getAllByTestId('business-row')[0]).toHaveTextContent('cafe Berlin');
    // Both answers came from the tab's storage: no search ran again.
    expect(calls).toHaveLength(2);
  }, 60_000);

  it('two filter clicks in a row both count, before the router has applied the first', async () => {
    setup(ACTIVE_PRO);
    const { router } = renderApp('/dashboard?location=Berlin&type=cafe&count=20');
    await heading();
    await screen.findByText('20 businesses found');
    // Two clicks as a browser delivers them: React renders each click at once, while the
    // router applies the first navigation in a transition, later.
    await asBrowserDelivers(
      () => screen.getByRole('button', { name: 'Has email' }).click(),
      () => screen.getByRole('button', { name: '4-5' }).click(),
    );
    await waitFor(() => expect(pressed('4-5')).toBe('true'));
    expect(pressed('Has email')).toBe('true');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?location=Berlin&type=cafe&count=20&email=1&rating=4-5',
      ),
    );
  });

  it('a filter clicked just before Back stays with its own search', async () => {
    setup(ACTIVE_PRO);
    const { router } = renderApp('/dashboard');
    await heading();
    const u = userEvent.setup();
    await searchFor(u, 'Kadıköy', 'dentist');
    await screen.findByText('20 businesses found');
    await u.click(screen.getByRole('button', { name: 'Has email' }));
    await searchFor(u, 'Berlin', 'cafe');
    await waitFor(() => expect(searchParams(router).get('location')).toBe('Berlin'));
    // The click and Back as a browser delivers them: the router has not rendered the
    // click's URL when Back arrives, so React renders only Back's.
    await asBrowserDelivers(
      () => screen.getByRole('button', { name: 'Has phone' }).click(),
      () => void router.navigate(-1),
    );
    await waitFor(() => expect(locationInput()).toHaveValue('Kadıköy'));
    await waitFor(() => expect(pressed('Has phone')).toBe('false'));
    expect(pressed('Has email')).toBe('true');
  });

  it('a link opened by a Pro user runs their own search, with the filters', async () => {
    const { calls } = setup(ACTIVE_PRO);
    renderApp('/dashboard?location=Berlin&type=cafe&count=60&email=1');
    await heading();
    expect(await screen.findByText(/^\d+ of 60 businesses \(filtered\)$/)).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({ location: 'Berlin', type: 'cafe', count: '60' }),
    ]);
    expect(locationInput()).toHaveValue('Berlin');
    expect(pressed('Has email')).toBe('true');
  });

  it('a link opened by a free user fills the form and waits for their click', async () => {
    const { calls } = setup({});
    const { router } = renderApp('/dashboard?location=Berlin&type=cafe&count=100&email=1');
    await heading();
    await screen.findByText('0/3 searches today');
    expect(locationInput()).toHaveValue('Berlin');
    expect(typeInput()).toHaveValue('cafe');
    expect(countSelect()).toHaveValue('20');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Search Results' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('20 businesses found');
    expect(calls).toEqual([expect.objectContaining({ location: 'Berlin', count: '20' })]);
    await waitFor(() => expect(searchParams(router).get('count')).toBe('20'));
  });

  it('a reload shows the stored results; a URL naming another search wins', async () => {
    const { calls } = setup(ACTIVE_PRO);
    const first = renderApp('/dashboard');
    await heading();
    const u = userEvent.setup();
    await searchFor(u, 'Ankara', 'lawyer', '20');
    await screen.findByText('20 businesses found');
    const search = '?location=Ankara&type=lawyer&count=20';
    // Named after the rows are painted.
    await waitFor(() => expect(first.router.state.location.search).toBe(search));
    first.unmount();

    // The same URL again (a reload): the saved state, no search.
    const again = renderApp(`/dashboard${search}`);
    await heading();
    expect(await screen.findByText('20 businesses found')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    again.unmount();

    // Without the search in the URL: the spec's restore, and the URL names it.
    const bare = renderApp('/dashboard');
    await heading();
    expect(await screen.findByText('20 businesses found')).toBeInTheDocument();
    await waitFor(() => expect(bare.router.state.location.search).toBe(search));
    expect(calls).toHaveLength(1);
    bare.unmount();

    // Another search in the URL than the stored one: the URL wins.
    renderApp('/dashboard?location=Izmir&type=hotel&count=40');
    await heading();
    expect(await screen.findByText('40 businesses found')).toBeInTheDocument();
    expect(locationInput()).toHaveValue('Izmir');
    expect(calls).toHaveLength(2);
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(SAVED_SEARCH_KEY) ?? '{}')).toMatchObject({
        location: 'Izmir',
        businessType: 'hotel',
        resultCount: 40,
        searchPerformed: true,
      }),
    );
  });

  it('an answer arriving after the user went Back is neither shown nor named', async () => {
    const { calls } = setup(ACTIVE_PRO);
    server.use(
      searchHandler(async (call) => {
        if (call.type === 'slow') await delay(300);
        return HttpResponse.json(proAnswer(Number(call.count)));
      }, calls),
    );
    const { router } = renderApp('/dashboard');
    await heading();
    const u = userEvent.setup();
    await searchFor(u, 'Ankara', 'lawyer', '20');
    await screen.findByText('20 businesses found');
    await searchFor(u, 'Ankara', 'notary', '60');
    await screen.findByText('60 businesses found');
    await searchFor(u, 'Ankara', 'slow', '40');
    expect(screen.getByText('Searching businesses...')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(locationInput()).toHaveValue('Ankara'));
    expect(typeInput()).toHaveValue('lawyer');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls.map((call) => call.type)).toEqual(['lawyer', 'notary', 'slow']);
    expect(screen.getByText('20 businesses found')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?location=Ankara&type=lawyer&count=20');
  });
});

describe('recent searches', () => {
  const recent = (location: string, type: string, count: number, minutesAgo: number) => ({
    user_id: user.id,
    location,
    business_type: type,
    result_count: count,
    searched_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  });

  it('lists the user\u2019s last searches under the form; one click runs one', async () => {
    const stranger = { ...recent('Paris', 'bakery', 20, 1), user_id: 'someone-else' };
    const { calls } = setup(ACTIVE_PRO, [
      recent('Berlin', 'cafe', 40, 5),
      recent('Kadıköy, İstanbul', 'dentist', 20, 1),
      stranger,
    ]);
    const { router } = renderApp('/dashboard');
    await heading();
    const list = await screen.findByRole('region', { name: 'Recent searches' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'dentist in Kadıköy, İstanbul · 20',
      'cafe in Berlin · 40',
    ]);

    await userEvent.setup().click(buttons[1] as HTMLElement);
    await screen.findByText('40 businesses found');
    expect(calls).toEqual([
      expect.objectContaining({ location: 'Berlin', type: 'cafe', count: '40' }),
    ]);
    expect(locationInput()).toHaveValue('Berlin');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?location=Berlin&type=cafe&count=40'),
    );
    // Read again after the answer: the search just run is on top.
    await waitFor(() =>
      expect(within(list).getAllByRole('button')[0]).toHaveTextContent('cafe in Berlin · 40'),
    );
  });

  it('for a free user a click is a search: it counts, and at the limit it is refused', async () => {
    const { calls } = setup(
      { daily_searches_used: 3, last_search_date: new Date().toISOString() },
      [recent('Berlin', 'cafe', 20, 5)],
    );
    renderApp('/dashboard');
    await heading();
    await screen.findByText('3/3 searches today');
    const list = await screen.findByRole('region', { name: 'Recent searches' });
    await userEvent
      .setup()
      .click(within(list).getByRole('button', { name: 'cafe in Berlin · 20' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Daily search limit reached.');
    expect(calls).toHaveLength(0);
  });
});

describe('location suggestions after a search (item 1)', () => {
  it('stay shut when they answer after Tab, and close when results arrive', async () => {
    const { calls } = setup(ACTIVE_PRO);
    server.use(
      http.post(AUTOCOMPLETE, async () => {
        await delay(150);
        return HttpResponse.json({
          suggestions: [
            suggestion('p1', 'İstanbul', 'Türkiye'),
            suggestion('p2', 'Beyoğlu', 'İstanbul, Türkiye'),
          ],
        });
      }),
    );
    renderApp('/dashboard');
    await heading();
    const u = userEvent.setup();
    await u.type(locationInput(), 'İstanbul');
    await u.tab();
    await u.type(typeInput(), 'dentist{Enter}');
    await screen.findByText('20 businesses found');
    // Past the debounce and the slow answer: the list never opened.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(locationInput()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'Location' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Has email' }));
    expect(pressed('Has email')).toBe('true');
    expect(locationInput()).toHaveValue('İstanbul');

    // Typing again opens the list; a search started from it closes it.
    await u.type(locationInput(), ' ');
    await screen.findByRole('option', { name: 'Beyoğlu, İstanbul, Türkiye' });
    expect(locationInput()).toHaveAttribute('aria-expanded', 'true');
    await u.keyboard('{Enter}');
    expect(locationInput()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(calls).toHaveLength(2));
    await screen.findByText('10 of 20 businesses (filtered)');
    expect(locationInput()).toHaveAttribute('aria-expanded', 'false');
  });
});
