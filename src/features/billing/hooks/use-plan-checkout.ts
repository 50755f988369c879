import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths, type AuthLocationState } from '@/config/paths';
import { plans, type PlanId } from '@/config/plans';
import { effectivePlan, isCancelled } from '@/domain/effective-plan';
import { useAuth } from '@/lib/auth/use-auth';
import {
  openProCheckout,
  type CheckoutResult,
  type LocalCheckoutRequest,
} from '../api/checkout-api';
import { alreadySubscribedMessage } from '../api/checkout-messages';
import { planButton, type PlanButton } from '../api/plan-action';
import { payLocalCheckout, reactivateSubscription } from '../api/subscription-api';

export interface PaymentFailureState {
  message?: string;
}

export interface PlanCheckoutDeps {
  open?: typeof openProCheckout;
  reactivate?: typeof reactivateSubscription;
  payLocal?: typeof payLocalCheckout;
}

export interface PlanCheckout {
  /** The label and action of a card's button for the current viewer. */
  buttonFor: (plan: PlanId) => PlanButton;
  /** The plan whose checkout is opening ("Opening checkout..."), if any. */
  opening: PlanId | null;
  /** An info message shown on the page (already subscribed). */
  notice: string | null;
  choose: (plan: PlanId) => Promise<void>;
  /** The local test checkout being shown (no Paddle token, local stack), if any. */
  localCheckout: LocalCheckoutRequest | null;
  closeLocalCheckout: () => void;
  /** The local checkout's Pay: lands on /payment-success, or /payment-failure with the text. */
  payLocal: () => Promise<void>;
}

/**
 * The /pricing buttons (spec 4, 5, 7, 8): labels per viewer, sign-up for visitors, the
 * already-subscribed notice, reactivation of a cancelled Pro that has not ended, and the
 * Pro checkout with its "Opening checkout..." state; any checkout failure goes to
 * /payment-failure carrying the catalogue's text.
 */
export function usePlanCheckout({
  open = openProCheckout,
  reactivate = reactivateSubscription,
  payLocal: pay = payLocalCheckout,
}: PlanCheckoutDeps = {}): PlanCheckout {
  const { session, user, profile, refreshProfile } = useAuth();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<PlanId | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [localCheckout, setLocalCheckout] = useState<LocalCheckoutRequest | null>(null);
  const signedIn = Boolean(session);

  const buttonFor = useCallback(
    (plan: PlanId) => planButton(plan, plans[plan].name, { signedIn, profile }),
    [signedIn, profile],
  );

  const fail = useCallback(
    (message: string) => {
      const state: PaymentFailureState = { message };
      navigate(paths.paymentFailure.getHref(), { state });
    },
    [navigate],
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
      // A Pro subscription whose renewal is being retried (past_due) or that is paused still
      // exists at Paddle: selling a second one could charge twice.
      const status = profile?.subscription_status;
      if (profile?.plan === 'pro' && (status === 'past_due' || status === 'paused')) {
        setNotice(alreadySubscribedMessage(plans.pro.name));
        return;
      }
      setOpening(plan);
      // A cancelled Pro still running is the same subscription resumed, never a second one.
      if (isCancelled(profile) && effectivePlan(profile) === 'pro') {
        let failure: string | null;
        try {
          failure = await reactivate(profile?.paddle_subscription_id);
          if (!failure) await refreshProfile();
        } finally {
          setOpening(null);
        }
        if (failure) fail(failure);
        else navigate(paths.account.getHref());
        return;
      }
      let result: CheckoutResult;
      try {
        result = await open({ userId: user?.id ?? '', email: user?.email ?? profile?.email ?? '' });
      } finally {
        setOpening(null);
      }
      if (!result.ok) fail(result.message);
      else if (result.localCheckout) setLocalCheckout(result.localCheckout);
    },
    [opening, buttonFor, navigate, open, reactivate, refreshProfile, fail, user, profile],
  );

  const payLocal = useCallback(async () => {
    if (!localCheckout) return;
    const failure = await pay(localCheckout);
    setLocalCheckout(null);
    if (failure) fail(failure);
    else navigate(paths.paymentSuccess.getHref());
  }, [localCheckout, pay, fail, navigate]);

  const closeLocalCheckout = useCallback(() => setLocalCheckout(null), []);

  return { buttonFor, opening, notice, choose, localCheckout, closeLocalCheckout, payLocal };
}
