import { effectivePlan } from './effective-plan';
import type { Plan, UserProfile } from './profile';

type PlanFields = Pick<UserProfile, 'plan' | 'subscription_status' | 'subscription_ends_at'>;

/**
 * The /pricing button label of spec section 4 for the card of `cardPlan` named `cardName`:
 * "Current Plan" when the effective plan equals the card's plan and the subscription is not
 * cancelled; "Reactivate Pro" on the Pro card when the subscription is cancelled; otherwise
 * "Choose {plan}". No profile reads as the free plan (spec 4, effective plan).
 */
export function planButtonLabel(
  cardPlan: Plan,
  cardName: string,
  profile: PlanFields | null | undefined,
  now: Date = new Date(),
): string {
  const cancelled = profile?.subscription_status === 'cancelled';
  if (!cancelled && effectivePlan(profile, now) === cardPlan) return 'Current Plan';
  if (cancelled && cardPlan === 'pro') return 'Reactivate Pro';
  return `Choose ${cardName}`;
}
