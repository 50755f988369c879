import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { PaymentFailurePage } from './payment-failure-page';
import { PaymentSuccessPage } from './payment-success-page';

function withAuth(ui: React.ReactNode, refreshProfile = vi.fn().mockResolvedValue(undefined)) {
  const auth = {
    loading: false,
    session: null,
    user: null,
    profile: null,
    plan: 'free',
    refreshProfile,
    signOut: vi.fn(),
  } satisfies AuthContextValue;
  return <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>;
}

describe('payment return pages', () => {
  it('/payment-success refreshes the profile once on load and reloads into /dashboard', async () => {
    const refreshProfile = vi.fn().mockResolvedValue(undefined);
    const reloadTo = vi.fn();
    render(
      <StrictMode>
        {withAuth(
          <MemoryRouter>
            <PaymentSuccessPage reloadTo={reloadTo} />
          </MemoryRouter>,
          refreshProfile,
        )}
      </StrictMode>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
    expect(screen.getByText('Excel export')).toBeVisible();
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    expect(reloadTo).toHaveBeenCalledWith('/dashboard');
  });

  it('/payment-failure shows the checkout message, solutions and the ways out', async () => {
    const reloadTo = vi.fn();
    render(
      withAuth(
        <MemoryRouter
          initialEntries={[
            {
              pathname: '/payment-failure',
              state: {
                message: 'The Pro plan is not available at the moment. Please contact support.',
              },
            },
          ]}
        >
          <PaymentFailurePage reloadTo={reloadTo} />
        </MemoryRouter>,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Pro plan is not available at the moment. Please contact support.',
    );
    expect(screen.getByText(/Insufficient funds/)).toBeVisible();
    expect(screen.getByText(/Expired card/)).toBeVisible();
    expect(screen.getByText(/temporary issue with your payment method/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@prospectory\.app/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(reloadTo).toHaveBeenCalledWith('/dashboard');
  });

  it('/payment-failure without a message shows no alert', () => {
    render(
      withAuth(
        <MemoryRouter>
          <PaymentFailurePage reloadTo={vi.fn()} />
        </MemoryRouter>,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
