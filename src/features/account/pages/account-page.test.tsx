import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_FIELDS_EXPORT_HEADERS } from '@/domain/excel-export';
import type { UserProfile } from '@/domain/profile';
import {
  API,
  createFakeSupabase,
  makeProfile,
  makeUser,
  sessionFor,
  storeSession,
} from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';
import { expectAlertForFiveSeconds } from '@test-support/app/timed-alert';

// The xlsx writer runs in a Web Worker jsdom lacks; the files it is asked to write are
// what matters here (the rows and names are unit-tested in domain/excel-export).
const written = vi.hoisted(() => [] as { fileName: string; rows: unknown[][] }[]);
vi.mock('@/lib/excel', () => ({
  downloadXlsx: async (rows: unknown[][], options: { fileName: string }) => {
    written.push({ fileName: options.fileName, rows });
  },
  delay: async () => {},
}));

const user = makeUser({ email: 'lin@example.com' });
const today = new Date().toISOString();

function setup(
  profile: Partial<UserProfile>,
  extra: Parameters<typeof createFakeSupabase>[0] = {},
) {
  const fake = createFakeSupabase({
    users: [user],
    profiles: [makeProfile(user, profile)],
    ...extra,
  });
  server.use(...fake.handlers);
  storeSession(user);
  renderApp('/account');
  return fake;
}

/** The lists cannot be read (a server error): the export's failure path. */
const failListReads = () =>
  server.use(
    http.get(`${API}/rest/v1/business_lists`, () =>
      HttpResponse.json(
        { code: 'XX000', details: null, hint: null, message: 'boom' },
        { status: 500 },
      ),
    ),
  );

const heading = () => screen.findByRole('heading', { level: 1, name: 'Account & Billing' });

beforeEach(() => {
  written.length = 0;
});

describe('/account for a free user', () => {
  it('shows profile, plan, usage and the free actions', async () => {
    setup({ daily_searches_used: 2, last_search_date: today });
    await heading();
    expect(screen.getByText('Member since')).toBeInTheDocument();
    expect(screen.getByText('January 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('€0/month', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('3 searches per day')).toBeInTheDocument();
    expect(screen.getByText('2/3 searches')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: "Today's Usage" })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reactivate Subscription' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Pro For Export Your Data' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('button', { name: 'Export Data' })).not.toBeInTheDocument();
    expect(screen.queryByText('Next Billing Date')).not.toBeInTheDocument();
  });

  it('reads the daily limit from the database', async () => {
    setup({ daily_searches_used: 2, last_search_date: today }, { freeDailySearchLimit: 5 });
    expect(await screen.findByText('2/5 searches')).toBeInTheDocument();
  });

  it("counts yesterday's searches as 0 today", async () => {
    setup({ daily_searches_used: 3, last_search_date: '2020-05-05T10:00:00+00:00' });
    await heading();
    expect(screen.getByText('0/3 searches')).toBeInTheDocument();
  });
});

describe('/account for a Pro user', () => {
  const pro: Partial<UserProfile> = {
    plan: 'pro',
    subscription_status: 'active',
    subscription_ends_at: '2030-03-15T12:00:00+00:00',
    paddle_subscription_id: 'sub_123',
  };

  it('shows the price, features and Next Billing Date, without usage', async () => {
    setup(pro);
    await heading();
    expect(screen.getByText('€29/month', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Excel export')).toBeInTheDocument();
    expect(screen.getByText('Next Billing Date')).toBeInTheDocument();
    expect(screen.getByText('March 15, 2030')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
  });

  it('cancels through the function with the access token and shows the success dialog', async () => {
    let request: Request | undefined;
    server.use(
      http.post(`${API}/functions/v1/cancel-subscription`, async ({ request: r }) => {
        request = r.clone();
        await delay(100);
        return HttpResponse.json({ ok: true });
      }),
    );
    const fake = setup(pro);
    await heading();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Subscription' });
    await u.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep Subscription' })).toBeDisabled();

    const success = await screen.findByRole('dialog', { name: 'Subscription Cancelled' });
    expect(success).toHaveAccessibleDescription(
      'Subscription cancelled successfully. You will retain Pro access until the end of your current billing period.',
    );
    expect(await request?.json()).toEqual({ subscriptionId: 'sub_123' });
    const token = request?.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    expect(token.split('.')[0]).toBe(sessionFor(user).access_token.split('.')[0]);
    expect(JSON.parse(atob(token.split('.')[1] ?? ''))).toMatchObject({
      sub: user.id,
      role: 'authenticated',
    });
    expect(request?.headers.get('content-type')).toBe('application/json');

    // The server would now have written status cancelled; OK refreshes the profile.
    fake.state.profiles.set(
      user.id,
      makeProfile(user, { ...pro, subscription_status: 'cancelled' }),
    );
    const selectsBefore = fake.callsTo('GET', '/rest/v1/user_profiles').length;
    await u.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(fake.callsTo('GET', '/rest/v1/user_profiles').length).toBe(selectsBefore + 1),
    );
    expect(await screen.findByText('Pro Access Until')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reactivate Subscription' })).toBeInTheDocument();
  });

  it.each([
    [
      'no subscription id',
      { paddle_subscription_id: null },
      null,
      'No subscription found to cancel',
    ],
    [
      "the response's error field",
      {},
      () => HttpResponse.json({ error: 'Subscription belongs to another user' }, { status: 403 }),
      'Subscription belongs to another user',
    ],
    [
      'the fallback without an error field',
      {},
      () => new HttpResponse('gateway down', { status: 502 }),
      'Failed to cancel subscription',
    ],
    [
      'the retry text on a network failure',
      {},
      () => HttpResponse.error(),
      'Failed to cancel subscription. Please try again.',
    ],
  ])('reports %s', async (_name, overrides, reply, text) => {
    if (reply) server.use(http.post(`${API}/functions/v1/cancel-subscription`, reply));
    setup({ ...pro, ...overrides });
    await heading();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await u.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('reports "User not authenticated" when the session has gone', async () => {
    setup(pro);
    await heading();
    window.localStorage.clear(); // e.g. signed out in another tab
    const { resetSupabaseForTests } = await import('@/lib/supabase');
    resetSupabaseForTests();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await u.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User not authenticated');
  });

  it('exports every non-empty list, newest first, then reports the count', async () => {
    const fake = setup(pro, {
      lists: [
        {
          id: 'l-old',
          user_id: user.id,
          name: 'Old Cafés / Kadıköy',
          created_at: '2026-01-01T00:00:00Z',
        },
        { id: 'l-empty', user_id: user.id, name: 'Empty', created_at: '2026-02-01T00:00:00Z' },
        { id: 'l-new', user_id: user.id, name: 'Dentists', created_at: '2026-03-01T00:00:00Z' },
      ],
      items: {
        'l-old': [
          {
            name: 'Kahve Evi',
            address: 'Moda',
            phone: null,
            email: '',
            instagram: null,
            website: null,
            google_rating: '4.5',
            rating_count: 10,
          },
        ],
        'l-new': [
          {
            name: 'Smile',
            address: 'Şişli',
            phone: '+90',
            email: 'a@b.co',
            instagram: '@smile',
            website: 'smile.com',
            google_rating: 4.9,
            rating_count: '120',
            facebook: 'https://www.facebook.com/smile',
            whatsapp: '+905325550000',
            email_status: 'verified domain',
            place_id: 'ChIJ-smile',
          },
        ],
      },
    });
    await heading();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Export Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Successful' });
    expect(dialog).toHaveAccessibleDescription('Successfully exported 2 lists to Excel files.');
    const date = new Date();
    const stamp = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    expect(written.map((f) => f.fileName)).toEqual([
      `dentists_${stamp}.xlsx`,
      `old_cafés___kadıköy_${stamp}.xlsx`,
    ]);
    // Issue 20 item 6: the list items' added columns follow the spec's eight.
    const itemReads = fake.callsTo('GET', '/rest/v1/business_list_items');
    const select = new URLSearchParams(itemReads[0]?.search).get('select') ?? '';
    expect(select.split(',')).toEqual(expect.arrayContaining(['facebook', 'place_id']));
    expect(written[0]?.rows).toEqual([
      [...ALL_FIELDS_EXPORT_HEADERS],
      [
        ...['Smile', 'Şişli', '+90', 'a@b.co', '@smile', 'smile.com', 4.9, 120],
        ...['https://www.facebook.com/smile', null, null, null, null, '+905325550000'],
        ...[null, null, 'verified domain', 'ChIJ-smile'],
      ],
    ]);
    expect(written[1]?.rows[1]).toEqual([
      ...['Kahve Evi', 'Moda', null, null, null, null, 4.5, 10],
      ...Array<null>(10).fill(null),
    ]);
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "No lists found to export." without lists', async () => {
    setup(pro);
    await heading();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No lists found to export.');
    expect(written).toHaveLength(0);
  });

  it('says the failure text when the lists cannot be read', async () => {
    setup(pro);
    failListReads();
    await heading();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to export lists. Please try again.',
    );
  });
});

describe('/account data export message', () => {
  it('clears the failure text after 5 seconds (spec 9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup({
        plan: 'pro',
        subscription_status: 'active',
        subscription_ends_at: '2030-03-15T12:00:00+00:00',
      });
      failListReads();
      await heading();
      const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await u.click(screen.getByRole('button', { name: 'Export Data' }));
      await expectAlertForFiveSeconds('Failed to export lists. Please try again.');
      expect(screen.getByRole('button', { name: 'Export Data' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('/account for a cancelled Pro user', () => {
  it('shows Pro Access Until, the downgrade note and Reactivate', async () => {
    setup({
      plan: 'pro',
      subscription_status: 'cancelled',
      subscription_ends_at: '2030-01-31T12:00:00+00:00',
    });
    await heading();
    expect(screen.getByText('Pro Access Until')).toBeInTheDocument();
    expect(screen.getByText('January 31, 2030')).toBeInTheDocument();
    expect(screen.getByText(/downgraded to the Free plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reactivate Subscription' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
  });
});

describe('Email Notifications toggle', () => {
  it('is optimistic, disabled while saving, and saved', async () => {
    const fake = setup({});
    server.use(
      http.patch(`${API}/rest/v1/user_profiles`, async ({ request }) => {
        await delay(150);
        const body = (await request.json()) as Partial<UserProfile>;
        fake.state.profiles.set(user.id, { ...fake.state.profiles.get(user.id)!, ...body });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await heading();
    const toggle = screen.getByRole('switch', { name: 'Email Notifications' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    const u = userEvent.setup();
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    expect(toggle).toHaveFocus();
    await u.click(toggle); // ignored while saving
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(fake.state.profiles.get(user.id)?.receive_email_notifications).toBe(false);
  });

  it('reverts silently on failure', async () => {
    setup({ receive_email_notifications: true });
    server.use(
      http.patch(`${API}/rest/v1/user_profiles`, async () => {
        await delay(100);
        return HttpResponse.json(
          { code: '42501', details: null, hint: null, message: 'permission denied' },
          { status: 403 },
        );
      }),
    );
    await heading();
    const toggle = screen.getByRole('switch', { name: 'Email Notifications' });
    const u = userEvent.setup();
    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-disabled'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
