// A local stack (PGlite in memory, no seed) with its Paddle stand-in, for the billing
// functions' tests: users are created through its auth API, events are signed as Paddle
// signs them and posted to the handler or, through the stand-in, to the real function
// behind the functions gateway. Test-only.
import { createHmac, randomBytes } from 'node:crypto';
import { startTestStack, type LocalStack } from '../stack/test-stack.ts';
import { createConfirmedUser, signInToken } from './test-users.ts';
import {
  createServiceClient,
  type ServiceClient,
} from '../../../supabase/functions/_shared/supabase/service-client.ts';

export interface BillingStack {
  stack: LocalStack;
  client: ServiceClient;
  secret: string;
  createUser(label: string): Promise<{ id: string; email: string; token: string }>;
  profile(userId: string): Promise<ProfileRow | undefined>;
  stop(): Promise<void>;
}

export interface ProfileRow {
  plan: string;
  subscription_status: string | null;
  subscription_ends_at: string | null;
  paddle_subscription_id: string | null;
}

/**
 * Paddle's documented algorithm written out independently of the code under test:
 * HMAC-SHA256 over `${ts}:${rawBody}` with the destination's secret, hex, in `ts=..;h1=..`.
 */
export function paddleSignature(secret: string, rawBody: string, ts: number): string {
  const h1 = createHmac('sha256', secret).update(`${ts}:${rawBody}`).digest('hex');
  return `ts=${ts};h1=${h1}`;
}

export const paddleId = (prefix: string) => `${prefix}_${randomBytes(13).toString('hex')}`;

export interface SubscriptionEventInit {
  eventType: string;
  occurredAt: string;
  subscriptionId: string;
  status: string;
  userId?: string | null;
  scheduledCancelAt?: string | null;
  periodEnd?: string;
  eventId?: string;
}

/** A Paddle-shaped subscription event (envelope + subscription entity). */
export function subscriptionEvent(init: SubscriptionEventInit) {
  const periodEnd = init.periodEnd ?? '2026-02-01T10:00:00.000Z';
  return {
    event_id: init.eventId ?? paddleId('evt'),
    event_type: init.eventType,
    occurred_at: init.occurredAt,
    notification_id: paddleId('ntf'),
    data: {
      id: init.subscriptionId,
      status: init.status,
      customer_id: 'ctm_01hv6y1jedq4p1n0yqn5ba3ky4',
      custom_data:
        init.userId === undefined ? null : { userId: init.userId, email: 'x@example.com' },
      scheduled_change: init.scheduledCancelAt
        ? { action: 'cancel', effective_at: init.scheduledCancelAt, resume_at: null }
        : null,
      current_billing_period:
        init.status === 'canceled'
          ? null
          : { starts_at: '2026-01-01T10:00:00.000Z', ends_at: periodEnd },
      canceled_at: init.status === 'canceled' ? init.occurredAt : null,
      updated_at: init.occurredAt,
    },
  };
}

export async function startBillingStack(): Promise<BillingStack> {
  const stack = await startTestStack();
  const client = createServiceClient({
    supabaseUrl: stack.apiUrl,
    serviceRoleKey: stack.config.serviceRoleKey,
    anonKey: stack.config.anonKey,
  });
  let counter = 0;
  return {
    stack,
    client,
    secret: process.env.PADDLE_WEBHOOK_SECRET ?? '',
    async createUser(label) {
      const email = `${label}-${++counter}-${Date.now()}@billing.test`;
      const user = await createConfirmedUser(stack, email);
      const token = await signInToken(stack, email);
      return { id: user.id, email, token };
    },
    async profile(userId) {
      const { rows } = await stack.db.query<ProfileRow>(
        `select plan, subscription_status, to_char(subscription_ends_at at time zone 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as subscription_ends_at, paddle_subscription_id
           from public.user_profiles where id = $1`,
        [userId],
      );
      return rows[0];
    },
    stop: () => stack.stop(),
  };
}
