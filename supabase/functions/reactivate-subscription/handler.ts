// POST /functions/v1/reactivate-subscription {subscriptionId} with the user's bearer token:
// a cancelled Pro whose period has not ended gets its scheduled cancellation removed at
// Paddle (PATCH scheduled_change null) and is active again: the same subscription, so no
// second charge. After the end Paddle cannot revive it; that is a new checkout.
import {
  createSubscriptionChangeHandler,
  depsFromEnv,
  type ChangeSpec,
  type SubscriptionChangeDeps,
} from '../_shared/paddle/subscription-change.ts';

export const reactivateMessages = {
  noSubscription: 'No cancelled subscription found to reactivate',
  notAuthenticated: 'User not authenticated',
  failed: 'Failed to reactivate subscription',
} as const;

export const reactivateSpec: ChangeSpec = {
  name: 'reactivate-subscription',
  messages: reactivateMessages,
  allowed: (profile, now) =>
    profile.plan === 'pro' &&
    profile.subscription_status === 'cancelled' &&
    profile.subscription_ends_at !== null &&
    Date.parse(profile.subscription_ends_at) > now.getTime(),
  call: (paddle, id) => paddle.removeScheduledChange(id),
  record(answer) {
    if (answer.status !== 'active' && answer.status !== 'trialing') return null;
    if (answer.scheduled_change) return null;
    const endsAt = answer.current_billing_period?.ends_at;
    return { status: 'active', endsAt: typeof endsAt === 'string' ? endsAt : null };
  },
};

export function createReactivateSubscriptionHandler(getDeps: () => SubscriptionChangeDeps) {
  return createSubscriptionChangeHandler(reactivateSpec, getDeps);
}

export default createReactivateSubscriptionHandler(depsFromEnv);
