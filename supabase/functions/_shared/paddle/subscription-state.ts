// What a Paddle subscription snapshot means for a profile (the README's mapping table).
// Paddle spells it "canceled"; the product stores "cancelled" for a cancel that is only
// scheduled, and free/inactive once it has happened.
import { isIsoTimestamp } from './event-envelope.ts';

export interface PaddleScheduledChange {
  action?: unknown;
  effective_at?: unknown;
  resume_at?: unknown;
}

/** The fields of Paddle's subscription entity this app reads. */
export interface PaddleSubscription {
  id?: unknown;
  status?: unknown;
  customer_id?: unknown;
  custom_data?: unknown;
  scheduled_change?: PaddleScheduledChange | null;
  current_billing_period?: { starts_at?: unknown; ends_at?: unknown } | null;
  next_billed_at?: unknown;
  canceled_at?: unknown;
  updated_at?: unknown;
}

export interface ProfileState {
  plan: 'free' | 'pro';
  status: 'active' | 'trialing' | 'cancelled' | 'inactive' | 'past_due' | 'paused';
  endsAt: string | null;
}

export const SUBSCRIPTION_EVENT_TYPES = [
  'subscription.created',
  'subscription.activated',
  'subscription.trialing',
  'subscription.updated',
  'subscription.past_due',
  'subscription.paused',
  'subscription.resumed',
  'subscription.canceled',
  'subscription.imported',
] as const;

export function isSubscriptionEvent(eventType: string): boolean {
  return (SUBSCRIPTION_EVENT_TYPES as readonly string[]).includes(eventType);
}

function isoOrNull(value: unknown): string | null {
  return isIsoTimestamp(value) ? value : null;
}

/**
 * The profile a subscription snapshot calls for; null when the snapshot is not one we
 * can read (an unknown status), which the webhook records without applying.
 * - active/trialing, no scheduled cancel: pro with that status until the period's end;
 * - a scheduled cancel: pro, cancelled, until effective_at (the paid period is kept);
 * - canceled: free, inactive;
 * - past_due / paused: plan pro kept with that status, which reads as Free (spec 4).
 *   Paddle sets them only once a paid period is over (a renewal failed, or a pause at
 *   the period's end), so no paid time is lost; a later active snapshot restores Pro.
 */
export function profileStateFor(subscription: PaddleSubscription): ProfileState | null {
  const periodEnd =
    isoOrNull(subscription.current_billing_period?.ends_at) ??
    isoOrNull(subscription.next_billed_at);
  const scheduled = subscription.scheduled_change;
  switch (subscription.status) {
    case 'active':
    case 'trialing': {
      if (scheduled && scheduled.action === 'cancel') {
        return {
          plan: 'pro',
          status: 'cancelled',
          endsAt: isoOrNull(scheduled.effective_at) ?? periodEnd,
        };
      }
      return { plan: 'pro', status: subscription.status, endsAt: periodEnd };
    }
    case 'canceled':
      return { plan: 'free', status: 'inactive', endsAt: isoOrNull(subscription.canceled_at) };
    case 'past_due':
    case 'paused':
      return { plan: 'pro', status: subscription.status, endsAt: periodEnd };
    default:
      return null;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** custom_data.userId when it is a well-formed user id; anything else names no one. */
export function claimedUserId(subscription: PaddleSubscription): string | null {
  const data = subscription.custom_data;
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>).userId;
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}
