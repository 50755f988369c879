import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserProfile } from '@/domain/profile';
import { getQueryClient } from '@/lib/query/query-client';
import { getSupabase, resetSupabaseForTests } from '@/lib/supabase';
import {
  API,
  STORAGE_KEY,
  createFakeSupabase,
  createFakeSupabaseFor,
  makeProfile,
  makeUser,
  storeSession,
  type FakeUser,
} from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';
import { AuthProvider } from './auth-provider';
import { profileKeys } from './profile-keys';
import { useAuth } from './use-auth';

const user = makeUser({ email: 'grace@example.com' });

/** Opens /account as `user` with these profile fields; resolves once the page shows. */
async function openAccountWith(profile: Partial<UserProfile>) {
  const fake = createFakeSupabaseFor(user, profile);
  server.use(...fake.handlers);
  storeSession(user);
  renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Account & Billing' });
  return fake;
}

const cancelledProUntil = (ends: string): Partial<UserProfile> => ({
  plan: 'pro',
  subscription_status: 'cancelled',
  subscription_ends_at: ends,
});

function planBadge() {
  return within(screen.getByRole('navigation', { name: 'Main' })).getByText(/^(Free|Pro)$/);
}

describe('AuthProvider profile handling (spec 4, 8)', () => {
  it('creates a free profile when none exists (PGRST116)', async () => {
    const fake = createFakeSupabase({ users: [user] });
    server.use(...fake.handlers);
    storeSession(user);
    renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account & Billing' });
    await waitFor(() => expect(fake.callsTo('POST', '/rest/v1/user_profiles')).toHaveLength(1));
    const insert = fake.callsTo('POST', '/rest/v1/user_profiles')[0];
    expect(insert?.body).toEqual({
      id: user.id,
      email: user.email,
      plan: 'free',
      daily_searches_used: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(planBadge()).toHaveTextContent('Free');
  });

  it('reloads the existing profile when the insert hits a duplicate (23505)', async () => {
    const fake = createFakeSupabase({ users: [user] });
    let selects = 0;
    server.use(
      // First read: not found; the insert then collides with a row another tab created.
      http.get(`${API}/rest/v1/user_profiles`, () => {
        selects += 1;
        if (selects === 1) {
          return HttpResponse.json(
            {
              code: 'PGRST116',
              details: 'The result contains 0 rows',
              hint: null,
              message: 'Cannot coerce the result to a single JSON object',
            },
            { status: 406 },
          );
        }
        return HttpResponse.json(makeProfile(user, { plan: 'pro', subscription_status: 'active' }));
      }),
      http.post(`${API}/rest/v1/user_profiles`, () =>
        HttpResponse.json(
          {
            code: '23505',
            details: null,
            hint: null,
            message: 'duplicate key value violates unique constraint',
          },
          { status: 409 },
        ),
      ),
      ...fake.handlers,
    );
    storeSession(user);
    renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account & Billing' });
    await waitFor(() => expect(planBadge()).toHaveTextContent('Pro'));
    expect(selects).toBe(2);
  });

  it('treats a failed profile load as no profile: free', async () => {
    const fake = createFakeSupabase({ users: [user] });
    server.use(
      http.get(`${API}/rest/v1/user_profiles`, () =>
        HttpResponse.json(
          { code: 'XX000', details: null, hint: null, message: 'boom' },
          { status: 500 },
        ),
      ),
      ...fake.handlers,
    );
    storeSession(user);
    renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'Account & Billing' });
    expect(planBadge()).toHaveTextContent('Free');
    expect(fake.callsTo('POST', '/rest/v1/user_profiles')).toHaveLength(0);
  });

  it('writes back an ended cancelled Pro through the database function and shows Free', async () => {
    const fake = await openAccountWith(cancelledProUntil('2020-01-01T00:00:00+00:00'));
    expect(planBadge()).toHaveTextContent('Free');
    await waitFor(() =>
      expect(fake.callsTo('POST', '/rest/v1/rpc/downgrade_expired_subscription')).toHaveLength(1),
    );
    expect(fake.state.profiles.get(user.id)).toMatchObject({
      plan: 'free',
      subscription_status: 'inactive',
    });
    // Free and no longer cancelled: the account page offers the upgrade, not reactivation.
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reactivate Subscription' })).not.toBeInTheDocument();
  });

  it('does not write back a cancelled Pro that is still running', async () => {
    const fake = await openAccountWith(cancelledProUntil('2099-01-01T00:00:00+00:00'));
    expect(planBadge()).toHaveTextContent('Pro');
    expect(fake.callsTo('POST', '/rest/v1/rpc/downgrade_expired_subscription')).toHaveLength(0);
  });

  it('keeps the loading indicator until the profile has loaded', async () => {
    const fake = createFakeSupabase({
      users: [user],
      profiles: [makeProfile(user, { plan: 'pro', subscription_status: 'active' })],
    });
    server.use(
      http.get(`${API}/rest/v1/user_profiles`, async () => {
        await delay(300);
        return HttpResponse.json(makeProfile(user, { plan: 'pro', subscription_status: 'active' }));
      }),
      ...fake.handlers,
    );
    storeSession(user);
    renderApp('/account');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 1, name: 'Account & Billing' }),
    ).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Account & Billing' });
    // Never a flash of the wrong plan: the first render with the page shows Pro.
    expect(planBadge()).toHaveTextContent('Pro');
  });
});

describe('sign-out (spec 2, 4, 8)', () => {
  let fake: ReturnType<typeof createFakeSupabase>;
  beforeEach(() => {
    fake = createFakeSupabase({ users: [user], profiles: [makeProfile(user)] });
  });

  /** The stored user signs out from the account menu; resolves once the app reloads on /. */
  async function signOutFromTheMenu() {
    storeSession(user);
    const { reloadTo } = renderApp('/dashboard');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: `Account menu for ${user.email}` }));
    await u.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
  }

  it('signs out and reloads on /', async () => {
    server.use(...fake.handlers);
    await signOutFromTheMenu();
    expect(fake.callsTo('POST', '/auth/v1/logout')).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('still clears the session and reloads when the sign-out call fails', async () => {
    server.use(
      http.post(`${API}/auth/v1/logout`, () => HttpResponse.error()),
      ...fake.handlers,
    );
    await signOutFromTheMenu();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('the query cache across accounts', () => {
  const alice = makeUser({ email: 'alice@example.com', password: 'alice-secret' });
  const bob = makeUser({ email: 'bob@example.com', password: 'bob-secret' });
  const cachedKeys = () =>
    getQueryClient()
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);

  function listsOf(owners: Record<string, string>) {
    server.use(
      http.get(`${API}/rest/v1/business_lists`, ({ request }) => {
        const userId = new URL(request.url).searchParams.get('user_id')?.replace(/^eq\./, '');
        const name = userId ? owners[userId] : undefined;
        return HttpResponse.json(
          name
            ? [
                {
                  id: `${userId}-list`,
                  name,
                  description: null,
                  created_at: '2026-05-01T10:00:00Z',
                  business_list_items: [{ count: 1 }],
                },
              ]
            : [],
        );
      }),
    );
  }

  it('sign-out empties the cache before the page reloads, also when the call fails', async () => {
    const fake = createFakeSupabase({ users: [alice], profiles: [makeProfile(alice)] });
    // Offline: supabase-js keeps its session and announces no sign-out; the app signs out anyway.
    server.use(
      http.post(`${API}/auth/v1/logout`, () => HttpResponse.error()),
      ...fake.handlers,
    );
    listsOf({ [alice.id]: 'Alice dentists' });
    storeSession(alice);
    const { reloadTo } = renderApp('/lists');
    expect(await screen.findByRole('link', { name: /Alice dentists/ })).toBeInTheDocument();
    expect(cachedKeys()).toContainEqual(profileKeys.detail(alice.id));
    expect(cachedKeys()).toContainEqual(['lists', alice.id, 'overview']);

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: `Account menu for ${alice.email}` }));
    await u.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(reloadTo).toHaveBeenCalledWith('/'));
    expect(cachedKeys()).toEqual([]);
  });

  it('another account signing in finds nothing of the previous one, and its own lists', async () => {
    const fake = createFakeSupabase({
      users: [alice, bob],
      profiles: [makeProfile(alice), makeProfile(bob)],
    });
    server.use(...fake.handlers);
    listsOf({ [alice.id]: 'Alice dentists', [bob.id]: 'Bob bakeries' });
    storeSession(alice);
    const { router } = renderApp('/lists');
    expect(await screen.findByRole('link', { name: /Alice dentists/ })).toBeInTheDocument();

    // Bob signs in here (or in another tab) without a reload.
    await signInWithPassword(bob);
    await waitFor(() => expect(cachedKeys().some((key) => key.includes(alice.id))).toBe(false));
    await act(() => router.navigate('/account'));
    await act(() => router.navigate('/lists'));
    expect(await screen.findByRole('link', { name: /Bob bakeries/ })).toBeInTheDocument();
    expect(screen.queryByText('Alice dentists')).not.toBeInTheDocument();
  });
});

/** What the provider holds, as text: whose session, whose profile, which plan. */
function AuthProbe() {
  const { loading, user: current, profile, plan, refreshProfile } = useAuth();
  return (
    <>
      <output data-testid="auth">
        {JSON.stringify({ loading, user: current?.id ?? null, profile: profile?.id ?? null, plan })}
      </output>
      <button type="button" onClick={() => void refreshProfile()}>
        Refresh profile
      </button>
    </>
  );
}

function probed() {
  return JSON.parse(screen.getByTestId('auth').textContent ?? '{}') as {
    loading: boolean;
    user: string | null;
    profile: string | null;
    plan: string;
  };
}

function renderProbe() {
  resetSupabaseForTests();
  return render(
    <AuthProvider reloadTo={() => {}}>
      <AuthProbe />
    </AuthProvider>,
  );
}

/**
 * Holds the first profile read of one user (call after the fake's handlers: the latest
 * `server.use` answers first): it waits for `release()`, then answers the row as it was
 * when the request arrived (an answer that was true when it was sent).
 */
function holdFirstProfileReadOf(userId: string, profiles: Map<string, UserProfile>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { arrived: 0, answered: 0 };
  server.use(
    http.get(`${API}/rest/v1/user_profiles`, async ({ request }) => {
      if (new URL(request.url).searchParams.get('id') !== `eq.${userId}`) return undefined;
      if (state.arrived++ > 0) return undefined; // only the first read is held
      const snapshot = { ...profiles.get(userId) };
      await gate;
      state.answered += 1;
      return HttpResponse.json(snapshot);
    }),
  );
  return { state, release };
}

/** Time for a released answer to travel through supabase-js into the provider's state. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
}

/** `who` returns with a stored session; resolves once their first profile read is held. */
async function openWithHeldProfileRead(who: FakeUser, fake: ReturnType<typeof createFakeSupabase>) {
  server.use(...fake.handlers);
  const held = holdFirstProfileReadOf(who.id, fake.state.profiles);
  storeSession(who);
  renderProbe();
  await waitFor(() => expect(held.state.arrived).toBe(1));
  return held;
}

/** Lets the held read answer, then gives the app time to (not) apply it. */
async function answerHeldRead(held: ReturnType<typeof holdFirstProfileReadOf>) {
  held.release();
  await waitFor(() => expect(held.state.answered).toBe(1));
  await settle();
}

/** `who` signs in (here or in another tab) through supabase-js. */
async function signInWithPassword(who: FakeUser) {
  const client = await getSupabase();
  await act(async () => {
    await client.auth.signInWithPassword({ email: who.email, password: who.password });
  });
}

describe('AuthProvider overlapping profile loads (the newer answer wins)', () => {
  const alice = makeUser({ email: 'alice@example.com', password: 'alice-secret' });
  const bob = makeUser({ email: 'bob@example.com', password: 'bob-secret' });

  it('keeps the newly signed-in user’s profile when the previous user’s load answers last', async () => {
    const fake = createFakeSupabase({
      users: [alice, bob],
      profiles: [
        makeProfile(alice),
        makeProfile(bob, { plan: 'pro', subscription_status: 'active' }),
      ],
    });
    const held = await openWithHeldProfileRead(alice, fake);

    // Bob signs in (here or in another tab) while Alice's profile is still on its way.
    await signInWithPassword(bob);
    await waitFor(() =>
      expect(probed()).toEqual({ loading: false, user: bob.id, profile: bob.id, plan: 'pro' }),
    );

    await answerHeldRead(held);
    expect(probed()).toEqual({ loading: false, user: bob.id, profile: bob.id, plan: 'pro' });
  });

  it('keeps the profile read after a user update when the earlier read answers last', async () => {
    const fake = createFakeSupabase({ users: [alice], profiles: [makeProfile(alice)] });
    const held = await openWithHeldProfileRead(alice, fake);

    // The subscription became Pro meanwhile; a user update reloads the profile.
    fake.state.profiles.set(
      alice.id,
      makeProfile(alice, { plan: 'pro', subscription_status: 'active' }),
    );
    const client = await getSupabase();
    await act(async () => {
      await client.auth.updateUser({ data: { touched: true } });
    });
    await waitFor(() =>
      expect(probed()).toEqual({ loading: false, user: alice.id, profile: alice.id, plan: 'pro' }),
    );

    await answerHeldRead(held);
    expect(probed()).toMatchObject({ user: alice.id, plan: 'pro' });
  });

  it('drops a profile that answers after sign-out', async () => {
    const fake = createFakeSupabase({
      users: [alice],
      profiles: [makeProfile(alice, { plan: 'pro', subscription_status: 'active' })],
    });
    const held = await openWithHeldProfileRead(alice, fake);

    const client = await getSupabase();
    await act(async () => {
      await client.auth.signOut();
    });
    await waitFor(() => expect(probed()).toMatchObject({ user: null, profile: null }));

    await answerHeldRead(held);
    expect(probed()).toEqual({ loading: false, user: null, profile: null, plan: 'free' });
  });

  it('does not give a refresh of the previous user’s profile to the next user', async () => {
    const fake = createFakeSupabase({
      users: [alice, bob],
      profiles: [
        makeProfile(alice, { plan: 'pro', subscription_status: 'active' }),
        makeProfile(bob),
      ],
    });
    server.use(...fake.handlers);
    storeSession(alice);
    renderProbe();
    await waitFor(() => expect(probed()).toMatchObject({ profile: alice.id, plan: 'pro' }));

    // Alice's refresh is held; Bob signs in before it answers.
    const held = holdFirstProfileReadOf(alice.id, fake.state.profiles);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh profile' }));
    await waitFor(() => expect(held.state.arrived).toBe(1));
    await signInWithPassword(bob);
    await waitFor(() =>
      expect(probed()).toEqual({ loading: false, user: bob.id, profile: bob.id, plan: 'free' }),
    );

    await answerHeldRead(held);
    expect(probed()).toEqual({ loading: false, user: bob.id, profile: bob.id, plan: 'free' });
  });
});
