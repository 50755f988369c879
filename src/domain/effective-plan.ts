import type { Plan, UserProfile } from './profile';

type PlanFields = Pick<UserProfile, 'plan' | 'subscription_status' | 'subscription_ends_at'>;

function asPlan(value: string): Plan {
  return value === 'pro' ? 'pro' : 'free';
}

/** True when the end date is present and strictly after `now`. */
function endsInFuture(endsAt: string | null, now: Date): boolean {
  if (!endsAt) return false;
  const time = Date.parse(endsAt);
  if (Number.isNaN(time)) return false;
  return time > now.getTime();
}

/**
 * The effective plan of spec section 4. An end date exactly at `now` counts as passed
 * (access runs *until* the end date); a cancelled profile without an end date is free.
 */
export function effectivePlan(
  profile: PlanFields | null | undefined,
  now: Date = new Date(),
): Plan {
  if (!profile) return 'free';
  const status = profile.subscription_status;
  if (status === 'active' || status === 'trialing') return asPlan(profile.plan);
  if (status === 'cancelled' && endsInFuture(profile.subscription_ends_at, now)) {
    return asPlan(profile.plan);
  }
  return 'free';
}

/**
 * Spec 4: a loaded profile that is plan pro, status cancelled and whose end date has
 * passed is written back to free/inactive. A missing end date is not "passed": without a
 * date we cannot tell, and the server-side downgrade decides.
 */
export function needsExpiredDowngrade(
  profile: PlanFields | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!profile || profile.plan !== 'pro' || profile.subscription_status !== 'cancelled') {
    return false;
  }
  if (!profile.subscription_ends_at) return false;
  const time = Date.parse(profile.subscription_ends_at);
  return !Number.isNaN(time) && time <= now.getTime();
}

export function isCancelled(profile: PlanFields | null | undefined): boolean {
  return profile?.subscription_status === 'cancelled';
}
