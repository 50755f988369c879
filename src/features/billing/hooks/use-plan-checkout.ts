import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, type AuthLocationState } from '@/config/paths';
import { plans, type PlanId } from '@/config/plans';
import { useAuth } from '@/lib/auth/use-auth';
import { openProCheckout, type CheckoutResult } from '../api/checkout-api';
import { alreadySubscribedMessage } from '../api/checkout-messages';
import { planButton, type PlanButton } from '../api/plan-action';

export interface PaymentFailureState {
  message?: string;
}

export interface PlanCheckout {
  /** The label and action of a card's button for the current viewer. */
  buttonFor: (plan: PlanId) => PlanButton;
  /** The plan whose checkout is opening ("Opening checkout..."), if any. */
  opening: PlanId | null;
  /** An info message shown on the page (already subscribed). */
  notice: string | null;
  choose: (plan: PlanId) => Promise<void>;
}

/**
 * The /pricing buttons (spec 4, 5, 7, 8): labels per viewer, sign-up for visitors, the
 * already-subscribed notice, and the Pro checkout with its "Opening checkout..." state;
 * any checkout failure goes to /payment-failure carrying the catalogue's text.
 */
export function usePlanCheckout(open: typeof openProCheckout = openProCheckout): PlanCheckout {
  const { session, user, profile } = useAuth();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<PlanId | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const signedIn = Boolean(session);

  const buttonFor = useCallback(
    (plan: PlanId) => planButton(plan, plans[plan].name, { signedIn, profile }),
    [signedIn, profile],
  );

  const choose = useCallback(
    async (plan: PlanId) => {
      if (opening) return;
      const { action } = buttonFor(plan);
      setNotice(null);
      if (action === 'signup') {
        const state: AuthLocationState = { showSignup: true };
        navigate(paths.auth.getHref(), { state });
        return;
      }
      if (action === 'already-subscribed') {
        setNotice(alreadySubscribedMessage(plans[plan].name));
        return;
      }
      if (action === 'manage') {
        navigate(paths.account.getHref());
        return;
      }
      setOpening(plan);
      let result: CheckoutResult;
      try {
        result = await open({ userId: user?.id ?? '', email: user?.email ?? profile?.email ?? '' });
      } finally {
        setOpening(null);
      }
      if (!result.ok) {
        const state: PaymentFailureState = { message: result.message };
        navigate(paths.paymentFailure.getHref(), { state });
      }
    },
    [opening, buttonFor, navigate, open, user, profile],
  );

  return { buttonFor, opening, notice, choose };
}
