// POST /functions/v1/cancel-subscription {subscriptionId} with the user's bearer token
// (spec 7): cancels the caller's own Paddle subscription at the end of the billing period
// and records `cancelled` until the effective_at Paddle answers; Pro is kept until then.
import {
  createSubscriptionChangeHandler,
  depsFromEnv,
  type ChangeSpec,
  type SubscriptionChangeDeps,
} from '../_shared/paddle/subscription-change.ts';

export const cancelMessages = {
  noSubscription: 'No subscription found to cancel',
  notAuthenticated: 'User not authenticated',
  failed: 'Failed to cancel subscription',
} as const;

export const cancelSpec: ChangeSpec = {
  name: 'cancel-subscription',
  messages: cancelMessages,
  // Only an active (or trialing) Pro; a cancelled one is already scheduled to end.
  allowed: (profile) =>
    profile.plan === 'pro' &&
    (profile.subscription_status === 'active' || profile.subscription_status === 'trialing'),
  call: (paddle, id) => paddle.cancelAtPeriodEnd(id),
  record(answer) {
    const scheduled = answer.scheduled_change;
    if (scheduled?.action !== 'cancel' || typeof scheduled.effective_at !== 'string') return null;
    return { status: 'cancelled', endsAt: scheduled.effective_at };
  },
};

export function createCancelSubscriptionHandler(getDeps: () => SubscriptionChangeDeps) {
  return createSubscriptionChangeHandler(cancelSpec, getDeps);
}

export default createCancelSubscriptionHandler(depsFromEnv);
