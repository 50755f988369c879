import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFrames } from '@test-support/app/hold-frames';
import { ACTIVE_PRO, makeUser } from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';
import { proAnswer, searchHandler, signInToDashboard } from '@test-support/app/search-fixtures';
import { HttpResponse } from 'msw';
import { RESULTS_CACHE_KEY } from '../hooks/results-cache';
import { SAVED_SEARCH_KEY } from '../hooks/saved-search';

// The first rows of an answer are painted before the work nobody sees at that moment:
// the session-storage copies, the URL naming the search, the recent searches' refresh and
// the saved marks' lead keys all wait for the frame that paints the rows (issue 21's
// first-rows budget), and all of it still happens after it.

vi.mock('@/lib/excel', () => ({
  downloadXlsx: async () => {},
  delay: async () => {},
  warmExcelWriter: () => {},
  yieldToMain: async () => {},
}));

const user = makeUser({ email: 'pat@example.com' });

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup() {
  const fake = signInToDashboard(user, ACTIVE_PRO, {
    lists: [{ id: 'l1', name: 'Dentists', created_at: '2026-01-01T00:00:00Z', user_id: user.id }],
  });
  server.use(searchHandler(() => HttpResponse.json(proAnswer(20))));
  const app = renderApp('/dashboard');
  return { ...app, fake };
}

async function search() {
  const u = userEvent.setup();
  await u.type(screen.getByRole('combobox', { name: 'Location' }), 'Moda');
  await u.type(screen.getByRole('textbox', { name: 'Business Type' }), 'dentist');
  await u.click(screen.getByRole('button', { name: 'Search' }));
}

const stored = (key: string): unknown => JSON.parse(sessionStorage.getItem(key) ?? 'null');

describe('the answer paints its rows first', () => {
  it('writes session storage, names the URL and refreshes the recent searches after the frame', async () => {
    const { router, fake } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Business Directory' });
    await waitFor(() => expect(fake.callsTo('GET', '/rest/v1/recent_searches')).toHaveLength(1));
    const frames = holdFrames();
    await search();
    await screen.findByText('20 businesses found');
    expect(screen.getAllByTestId('business-row').length).toBeGreaterThan(0);
    // The rows are committed; nothing else of the answer has happened yet.
    expect(stored(RESULTS_CACHE_KEY)).toBeNull();
    expect(stored(SAVED_SEARCH_KEY)).not.toMatchObject({ searchPerformed: true });
    expect(router.state.location.search).toBe('');
    expect(fake.callsTo('GET', '/rest/v1/recent_searches')).toHaveLength(1);

    await frames.paint();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?location=Moda&type=dentist&count=20'),
    );
    expect(stored(SAVED_SEARCH_KEY)).toMatchObject({
      location: 'Moda',
      businessType: 'dentist',
      searchPerformed: true,
      results: expect.arrayContaining([expect.objectContaining({ name: 'Business 1' })]),
    });
    expect(stored(RESULTS_CACHE_KEY)).toEqual([
      expect.objectContaining({ key: expect.stringContaining('Moda'), results: expect.any(Array) }),
    ]);
    await waitFor(() => expect(fake.callsTo('GET', '/rest/v1/recent_searches')).toHaveLength(2));
  });

  it('asks which rows are saved only after the frame', async () => {
    const { fake } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Business Directory' });
    const frames = holdFrames();
    await search();
    await screen.findByText('20 businesses found');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.callsTo('POST', '/rest/v1/rpc/saved_leads')).toHaveLength(0);

    await frames.paint();
    await waitFor(() => expect(fake.callsTo('POST', '/rest/v1/rpc/saved_leads')).toHaveLength(1));
  });
});
