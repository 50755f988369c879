import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LiveContacts from '@/domain/live-contacts';
import { resetQueryClientForTests } from '@/lib/query/query-client';
import { ACTIVE_PRO, API, makeUser } from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';
import {
  freeAnswer,
  searchHandler,
  signInToDashboard,
  wireRow,
} from '@test-support/app/search-fixtures';

// Issue 21 items 3 and 4 at the network edge: the search answers with X-Live-Search, the
// page polls live_search_sites under RLS and fills the rows in place. The poll and the
// quiet minute are shortened here; their real values are the domain's.
const REKICK_MS = vi.hoisted(() => 500);
vi.mock('@/domain/live-contacts', async (importOriginal) => ({
  ...(await importOriginal<typeof LiveContacts>()),
  LIVE_POLL_MS: 40,
  LIVE_REKICK_MS: REKICK_MS,
}));

const written = vi.hoisted(() => [] as { rows: unknown[][] }[]);
vi.mock('@/lib/excel', () => ({
  downloadXlsx: async (rows: unknown[][]) => {
    written.push({ rows });
  },
  delay: async () => {},
  warmExcelWriter: () => {},
  yieldToMain: async () => {},
}));

const LIVE_ID = '6f1c2d1e-0000-4000-8000-000000000021';
const user = makeUser({ email: 'pro@example.com' });

type Status = 'pending' | 'running' | 'done' | 'failed';
interface SiteRow {
  place_id: string;
  status: Status;
  fill: unknown;
  updated_at: string;
}

const fillWith = (email: string) => ({
  Email: email,
  Instagram: '',
  Contacts: { emails: email ? [email] : [], emailChecks: [{ email, mx: true }] },
});

/** The live tables and `enrich` as the owner sees them; `set` moves a site on. */
function liveStack(pending: string[]) {
  let clock = Date.parse('2026-11-26T05:00:00.000Z');
  const sites = new Map<string, SiteRow>();
  const polls: string[] = [];
  const kicks: { authorization: string | null; body: unknown; at: number }[] = [];
  const set = (placeId: string, status: Status, fill: unknown = null) =>
    sites.set(placeId, {
      place_id: placeId,
      status,
      fill,
      updated_at: new Date((clock += 1000)).toISOString(),
    });
  for (const placeId of pending) set(placeId, 'pending');
  server.use(
    http.get(`${API}/rest/v1/live_searches`, ({ request }) => {
      const url = new URL(request.url);
      expect(url.searchParams.get('id')).toBe(`eq.${LIVE_ID}`);
      return HttpResponse.json([{ sites_total: pending.length }]);
    }),
    http.get(`${API}/rest/v1/live_search_sites`, ({ request }) => {
      const url = new URL(request.url);
      polls.push(url.search);
      expect(url.searchParams.get('search_id')).toBe(`eq.${LIVE_ID}`);
      const after = url.searchParams.get('updated_at')?.replace(/^gt\./, '');
      const rows = [...sites.values()].filter(
        (row) => !after || Date.parse(row.updated_at) > Date.parse(after),
      );
      return HttpResponse.json(rows);
    }),
    http.post(`${API}/functions/v1/enrich`, async ({ request }) => {
      kicks.push({
        authorization: request.headers.get('authorization'),
        body: await request.json(),
        at: performance.now(),
      });
      return HttpResponse.json({ error: 'busy' }, { status: 503 });
    }),
  );
  return { set: (...args: Parameters<typeof set>) => act(() => void set(...args)), polls, kicks };
}

/** A Pro search of `rows` answering with the live search's id. */
function answerWith(rows: Record<string, unknown>[]) {
  server.use(
    searchHandler(() => HttpResponse.json(rows, { headers: { 'X-Live-Search': LIVE_ID } })),
  );
}

const row = (i: number, email = '') =>
  wireRow(i, { Email: email, Instagram: '', 'Place ID': `p${i}` });

async function search() {
  renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Business Directory' });
  const u = userEvent.setup();
  await u.type(screen.getByRole('combobox', { name: 'Location' }), 'İstanbul');
  await u.type(screen.getByRole('textbox', { name: 'Business Type' }), 'dentist');
  await u.click(screen.getByRole('button', { name: 'Search' }));
  await screen.findByRole('heading', { name: 'Search Results' });
  return u;
}

const rowOf = (name: string) =>
  screen.getAllByTestId('business-row').find((tr) => within(tr).queryByText(name) !== null)!;
const emailCell = (name: string) => within(rowOf(name)).getAllByRole('cell')[4]!;
const names = () =>
  screen
    .getAllByTestId('business-row')
    .map((tr) => within(tr).getAllByRole('cell')[1]!.textContent);
const progress = () => screen.getByRole('progressbar', { name: 'Finding contacts' });

beforeEach(() => {
  written.length = 0;
  signInToDashboard(user, ACTIVE_PRO);
});

describe('live contacts on the dashboard', () => {
  it('counts up, fills the rows in place keeping selection, filter, sort and focus, then stops', async () => {
    const live = liveStack(['p1', 'p2', 'p3', 'p4']);
    answerWith([
      row(1),
      row(2),
      row(3),
      row(4),
      row(5, 'five@b5.example'),
      row(6, 'six@b6.example'),
    ]);
    const u = await search();

    await screen.findByText('Finding contacts… 0 of 4 businesses checked');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(progress()).toHaveAttribute('aria-valuemax', '4');
    expect(within(rowOf('Business 1')).getAllByText('Checking…')).toHaveLength(2);
    expect(rowOf('Business 1')).toHaveAttribute('aria-busy', 'true');
    expect(within(rowOf('Business 5')).queryByText('Checking…')).toBeNull();
    expect(rowOf('Business 5')).not.toHaveAttribute('aria-busy');
    expect(live.polls[0]).not.toMatch(/updated_at=gt/);

    // The user's state before anything arrives: two selected, "Has email", name Z-A, focus.
    await u.click(screen.getByRole('checkbox', { name: 'Select Business 1' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select Business 5' }));
    await u.click(screen.getByRole('button', { name: 'Has email' }));
    await u.click(screen.getByRole('button', { name: 'Name' }));
    await u.click(screen.getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Business 6', 'Business 5']);
    const focused = screen.getByRole('checkbox', { name: 'Select Business 5' });
    focused.focus();

    live.set('p1', 'done', fillWith('hello@b1.example'));
    await screen.findByText('Finding contacts… 1 of 4 businesses checked');
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    // Business 1 gained an e-mail: under "Has email" now, still selected, in name order.
    expect(names()).toEqual(['Business 6', 'Business 5', 'Business 1']);
    expect(
      within(emailCell('Business 1')).getByRole('link', { name: 'hello@b1.example' }),
    ).toBeInTheDocument();
    expect(rowOf('Business 1')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('checkbox', { name: 'Select Business 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Business 5' })).toBeChecked();
    expect(document.activeElement).toBe(focused);
    // Later polls ask only for what changed after the newest row seen (a re-read after the
    // shortened quiet period may come between them on a slow machine).
    expect(live.polls.slice(1).some((poll) => /updated_at=gt\./.test(poll))).toBe(true);

    await u.click(screen.getByRole('button', { name: 'Has email' }));
    live.set('p2', 'failed');
    live.set('p3', 'done', fillWith('three@b3.example'));
    live.set('p4', 'done', fillWith(''));
    await screen.findByText('E-mails for 4 of 6 businesses');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('Checking…')).toBeNull();
    expect(within(emailCell('Business 2')).getByText('not available')).toBeInTheDocument();

    // Every site has ended: no more polls.
    const polled = live.polls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.polls.length).toBe(polled);
  }, 60_000);

  it('exports what has arrived after "Export now", says so before adding to a list; axe-clean', async () => {
    const live = liveStack(['p1', 'p2', 'p3']);
    answerWith([row(1), row(2), row(3)]);
    const u = await search();
    live.set('p1', 'done', fillWith('hello@b1.example'));
    await screen.findByText('Finding contacts… 1 of 3 businesses checked');

    const results = screen.getByRole('region', { name: 'Search Results' });
    const found = await axe.run(results, { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Export Excel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Contacts still arriving' });
    expect(dialog).toHaveAccessibleDescription(
      '2 businesses are still being checked — export now or wait',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Wait' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(written).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Export Excel' }));
    dialog = await screen.findByRole('dialog', { name: 'Contacts still arriving' });
    await u.click(within(dialog).getByRole('button', { name: 'Export now' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const sheet = written[0]!.rows;
    const emailColumn = (sheet[0] as string[]).indexOf('Email');
    expect(sheet.slice(1).map((r) => r[emailColumn] || null)).toEqual([
      'hello@b1.example',
      null,
      null,
    ]);

    await u.click(screen.getByRole('checkbox', { name: 'Select Business 1' }));
    await u.click(screen.getByRole('checkbox', { name: 'Select Business 2' }));
    await u.click(screen.getByRole('button', { name: 'Add to List' }));
    const adding = await screen.findByRole('dialog', { name: 'Add to List' });
    expect(
      within(adding).getByText(
        '1 business is still being checked — their contacts will be added to the list when found.',
      ),
    ).toBeInTheDocument();
  }, 90_000);

  it('a reload shows what had arrived and polls on for the rest', async () => {
    const live = liveStack(['p1', 'p2']);
    answerWith([row(1), row(2)]);
    await search();
    live.set('p1', 'done', fillWith('hello@b1.example'));
    await screen.findByText('Finding contacts… 1 of 2 businesses checked');
    await waitFor(() =>
      expect(window.sessionStorage.getItem('prospectory.searchState')).toContain(
        'hello@b1.example',
      ),
    );

    // A reload: a new page, a new query cache; only session storage is left.
    document.body.innerHTML = '';
    resetQueryClientForTests();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Search Results' });
    expect(
      within(emailCell('Business 1')).getByRole('link', { name: 'hello@b1.example' }),
    ).toBeInTheDocument();
    expect(within(emailCell('Business 2')).getByText('Checking…')).toBeInTheDocument();
    const before = live.polls.length;
    await screen.findByText('Finding contacts… 1 of 2 businesses checked');
    // The reloaded page polls on (its first poll may come after the line is shown).
    await waitFor(() => expect(live.polls.length).toBeGreaterThan(before));

    live.set('p2', 'done', fillWith('two@b2.example'));
    await screen.findByText('E-mails for 2 of 2 businesses');
    expect(
      within(emailCell('Business 2')).getByRole('link', { name: 'two@b2.example' }),
    ).toBeInTheDocument();
  }, 60_000);

  it('asks enrich to go on after a quiet period, once a period, as the user, ignoring its failure', async () => {
    const live = liveStack(['p1']);
    answerWith([row(1)]);
    await search();
    await screen.findByText('Finding contacts… 0 of 1 businesses checked');
    expect(live.kicks).toEqual([]);
    await waitFor(() => expect(live.kicks).toHaveLength(1), { timeout: 3000 });
    expect(live.kicks[0]?.authorization).toMatch(/^Bearer ey/);
    expect(live.kicks[0]?.body).toEqual({ search_id: LIVE_ID });
    // The poll after a kick reads every site again (a row committed behind the cursor).
    await waitFor(() => expect(live.polls.at(-1)).not.toMatch(/updated_at=gt/));
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Once a quiet period: a slow machine may reach the next period, never two in one.
    const gaps = live.kicks.slice(1).map((kick, i) => kick.at - live.kicks[i]!.at);
    expect(gaps.every((gap) => gap >= REKICK_MS - 50)).toBe(true);

    live.set('p1', 'done', fillWith('late@b1.example'));
    await screen.findByText('E-mails for 1 of 1 businesses');
  }, 60_000);

  it("never marks a free user's placeholder rows", async () => {
    const live = liveStack(['p1']);
    server.use(
      searchHandler(() =>
        HttpResponse.json(
          freeAnswer().map((wire, i) =>
            i === 0 ? { ...wire, Email: '', 'Place ID': 'p1' } : wire,
          ),
          { headers: { 'X-Live-Search': LIVE_ID } },
        ),
      ),
    );
    signInToDashboard(user, {});
    await search();
    await screen.findByText('Finding contacts… 0 of 1 businesses checked');
    expect(within(rowOf('Business 1')).getAllByText('Checking…').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('locked-results')).queryByText('Checking…')).toBeNull();
    live.set('p1', 'done', fillWith('hello@b1.example'));
    await screen.findByText('E-mails for 6 of 10 businesses');
  }, 60_000);
});
