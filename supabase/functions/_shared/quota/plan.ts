// The effective plan (spec section 4) as private.effective_plan computes it in SQL
// (migration 20260101000300): the search function needs it before it decides which
// result counts are allowed, and reads the profile row to compute it.

export type EffectivePlan = 'free' | 'pro';

export interface ProfilePlanFields {
  plan: string | null;
  subscription_status: string | null;
  subscription_ends_at: string | null;
}

export function effectivePlan(
  profile: ProfilePlanFields | null | undefined,
  now: Date = new Date(),
): EffectivePlan {
  if (!profile) return 'free';
  const plan: EffectivePlan = profile.plan === 'pro' ? 'pro' : 'free';
  const status = profile.subscription_status;
  if (status === 'active' || status === 'trialing') return plan;
  if (status === 'cancelled' && profile.subscription_ends_at) {
    const ends = Date.parse(profile.subscription_ends_at);
    if (!Number.isNaN(ends) && ends > now.getTime()) return plan;
  }
  return 'free';
}
