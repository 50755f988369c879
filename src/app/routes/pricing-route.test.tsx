import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@/domain/profile';
import { AuthContext, type AuthContextValue, type Session } from '@/lib/auth/auth-context';
import { effectivePlan } from '@/domain/effective-plan';
import { PaymentFailurePage } from '@/features/billing/pages/payment-failure-page';
import { PricingRoute } from './pricing-route';

const openProCheckout = vi.hoisted(() => vi.fn());
vi.mock('@/features/billing/api/checkout-api', () => ({ openProCheckout }));
const subscriptionApi = vi.hoisted(() => ({
  reactivateSubscription: vi.fn(),
  payLocalCheckout: vi.fn(),
}));
vi.mock('@/features/billing/api/subscription-api', () => subscriptionApi);

const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 'user-1',
  email: 'ada@example.com',
  plan: 'free',
  subscription_status: null,
  subscription_ends_at: null,
  daily_searches_used: 0,
  last_search_date: null,
  receive_email_notifications: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

function renderPricing(p: UserProfile | null) {
  const session = p ? ({ user: { id: p.id, email: p.email } } as unknown as Session) : null;
  const auth: AuthContextValue = {
    loading: false,
    session,
    user: session?.user ?? null,
    profile: p,
    plan: effectivePlan(p),
    refreshProfile: vi.fn(),
    signOut: vi.fn(),
  };
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={['/pricing']}>
        <Routes>
          <Route path="/pricing" element={<PricingRoute />} />
          <Route path="/payment-failure" element={<PaymentFailurePage />} />
          <Route path="/auth" element={<h1>Auth page</h1>} />
          <Route path="/account" element={<h1>Account page</h1>} />
          <Route path="/payment-success" element={<h1>Success page</h1>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

afterEach(() => {
  openProCheckout.mockReset();
  subscriptionApi.reactivateSubscription.mockReset();
  subscriptionApi.payLocalCheckout.mockReset();
});

/** A cancelled Pro whose period still runs (subscription sub_1) clicks Reactivate Pro. */
async function reactivateRunningPro() {
  renderPricing(
    profile({
      plan: 'pro',
      subscription_status: 'cancelled',
      subscription_ends_at: '2999-01-01T00:00:00Z',
      paddle_subscription_id: 'sub_1',
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Reactivate Pro' }));
}
describe('/pricing (PricingRoute)', () => {
  it('shows two plan cards from the plan definition and three FAQ questions', () => {
    renderPricing(null);
    expect(screen.getByRole('heading', { level: 2, name: 'Free' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pro' })).toBeInTheDocument();
    expect(screen.getByText('€29')).toBeInTheDocument();
    expect(screen.getAllByRole('term')).toHaveLength(3);
  });

  it('disables the Pro button with "Opening checkout..." while the checkout opens, then goes to /payment-failure on failure', async () => {
    let finish: (value: unknown) => void = () => {};
    openProCheckout.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPricing(profile());
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));

    const opening = screen.getByRole('button', { name: 'Opening checkout...' });
    expect(opening).toBeDisabled();
    expect(screen.getByText('Current Plan')).toBeVisible();
    expect(openProCheckout).toHaveBeenCalledWith({ userId: 'user-1', email: 'ada@example.com' });

    finish({
      ok: false,
      message:
        'Failed to open checkout. Please try again or contact support if the issue persists.',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to open checkout. Please try again or contact support if the issue persists.',
    );
  });

  it('stays on /pricing when the overlay opened', async () => {
    openProCheckout.mockResolvedValue({ ok: true });
    renderPricing(profile());
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    expect(await screen.findByRole('button', { name: 'Choose Pro' })).toBeEnabled();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' }),
    ).toBeVisible();
  });

  it('Reactivate Pro resumes the same subscription instead of opening a checkout', async () => {
    subscriptionApi.reactivateSubscription.mockResolvedValue(null);
    await reactivateRunningPro();
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeVisible();
    expect(subscriptionApi.reactivateSubscription).toHaveBeenCalledWith('sub_1');
    expect(openProCheckout).not.toHaveBeenCalled();
  });

  it('a failed reactivation goes to /payment-failure with its text', async () => {
    subscriptionApi.reactivateSubscription.mockResolvedValue('Failed to reactivate subscription');
    await reactivateRunningPro();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reactivate subscription');
  });

  it('a cancelled Pro whose period has ended gets a new checkout', async () => {
    openProCheckout.mockResolvedValue({ ok: true });
    renderPricing(
      profile({
        plan: 'pro',
        subscription_status: 'cancelled',
        subscription_ends_at: '2000-01-01T00:00:00Z',
        paddle_subscription_id: 'sub_1',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reactivate Pro' }));
    expect(openProCheckout).toHaveBeenCalled();
    expect(subscriptionApi.reactivateSubscription).not.toHaveBeenCalled();
  });

  it.each(['past_due', 'paused'])(
    'never sells a second subscription to a Pro whose subscription is %s',
    async (status) => {
      renderPricing(
        profile({ plan: 'pro', subscription_status: status, paddle_subscription_id: 'sub_1' }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
      expect(await screen.findByText('You are already subscribed to the Pro plan.')).toBeVisible();
      expect(openProCheckout).not.toHaveBeenCalled();
    },
  );

  it('opens the labelled local test checkout, whose Pay lands on /payment-success', async () => {
    const request = {
      priceId: 'pri_local_pro',
      email: 'ada@example.com',
      customData: { userId: 'user-1', email: 'ada@example.com' },
    };
    openProCheckout.mockResolvedValue({ ok: true, localCheckout: request });
    subscriptionApi.payLocalCheckout.mockResolvedValue(null);
    renderPricing(profile());
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Local test checkout' });
    expect(within(dialog).getByText('Test mode — no payment is taken')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeVisible();
    expect(subscriptionApi.payLocalCheckout).toHaveBeenCalledWith(request);
  });

  it.each([
    ['free', profile(), 'Free', 'Choose Pro'],
    [
      'pro',
      profile({
        plan: 'pro',
        subscription_status: 'active',
        subscription_ends_at: '2999-01-01T00:00:00Z',
      }),
      'Pro',
      'Choose Free',
    ],
  ])(
    "shows a %s user's own plan as a state, not a button",
    async (_plan, viewer, current, other) => {
      renderPricing(viewer);
      const currentCard = screen.getByRole('heading', { level: 2, name: current }).parentElement!;
      const state = within(currentCard).getByText('Current Plan');
      expect(state.tagName).toBe('P');
      expect(state.closest('button, a, [role="button"], [tabindex]')).toBeNull();
      expect(within(currentCard).queryByRole('button')).toBeNull();
      expect(within(currentCard).queryByRole('link')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Current Plan' })).toBeNull();
      // The other card keeps its action.
      expect(
        screen.getByRole(current === 'Free' ? 'button' : 'link', { name: other }),
      ).toBeVisible();

      // Tabbing through the page never stops on the state.
      const stops: string[] = [];
      for (let i = 0; i < 20; i += 1) {
        await userEvent.tab();
        stops.push(document.activeElement?.textContent ?? '');
      }
      expect(stops).not.toContain('Current Plan');
      await userEvent.click(state);
      expect(screen.queryByRole('status')).toBeNull();
      expect(openProCheckout).not.toHaveBeenCalled();
    },
  );
});
