import { planButtonLabel } from '@/domain/plan-button-label';
import { effectivePlan, isCancelled } from '@/domain/effective-plan';
import type { Plan, UserProfile } from '@/domain/profile';

type PlanFields = Pick<UserProfile, 'plan' | 'subscription_status' | 'subscription_ends_at'>;

/**
 * What a plan card's button does on /pricing:
 * - `signup`: signed out (or no profile yet), go to /auth on the sign-up view (spec 5, 6);
 * - `already-subscribed`: the card is the user's current plan (spec 8's text);
 * - `checkout`: open the Pro checkout (new subscription or reactivation);
 * - `manage`: moving to Free happens by cancelling Pro on /account.
 */
export type PlanAction = 'signup' | 'already-subscribed' | 'checkout' | 'manage';

export interface PlanButton {
  label: string;
  action: PlanAction;
}

export function planButton(
  cardPlan: Plan,
  cardName: string,
  viewer: { signedIn: boolean; profile: PlanFields | null },
  now: Date = new Date(),
): PlanButton {
  if (!viewer.signedIn) {
    // Spec 2: the Free card is a "Start Free" link to sign-up; Pro reads "Choose Pro".
    return {
      label: cardPlan === 'free' ? 'Start Free' : planButtonLabel(cardPlan, cardName, null, now),
      action: 'signup',
    };
  }
  const label = planButtonLabel(cardPlan, cardName, viewer.profile, now);
  if (!viewer.profile) return { label, action: 'signup' };
  const current = !isCancelled(viewer.profile) && effectivePlan(viewer.profile, now) === cardPlan;
  if (current) return { label, action: 'already-subscribed' };
  return { label, action: cardPlan === 'pro' ? 'checkout' : 'manage' };
}
