// A stand-in for Paddle Billing inside the local stack (issue 11), mounted at
// {apiUrl}/paddle: the functions reach it through PADDLE_API_URL exactly as they reach
// https://sandbox-api.paddle.com, and it sends signed, Paddle-shaped webhook events to the
// real paddle-webhook function. Local development and tests only; no payment is taken.
//
//   POST  /paddle/subscriptions/{id}/cancel   Paddle's cancel (next_billing_period or immediately)
//   PATCH /paddle/subscriptions/{id}          Paddle's update; only {scheduled_change: null}
//   GET   /paddle/subscriptions/{id}          Paddle's get
//   POST  /paddle/local-checkout              the local test checkout's Pay button
import { randomBytes } from 'node:crypto';
import { signPaddleBody } from '../../functions/_shared/paddle/signature.ts';
import type { PaddleSubscription } from '../../functions/_shared/paddle/subscription-state.ts';

/** The local notification destination's secret (also in .env.example). Not a real Paddle secret. */
export const LOCAL_PADDLE_WEBHOOK_SECRET = 'pdl_ntfset_local_prospectory_webhook_secret';
/** The API key the local stack gives the functions. Not a real Paddle key. */
export const LOCAL_PADDLE_API_KEY = 'pdl_local_apikey_prospectory';

export interface PaddleStandInOptions {
  webhookUrl: string;
  webhookSecret: string;
  apiKey: string;
  now?: () => Date;
  /** How a delivery failure is reported (a real Paddle would retry). */
  onDeliveryError?: (error: unknown) => void;
  /**
   * A subscription this process has not seen (the seeded demo Pro, or one bought before a
   * restart), rebuilt from what the database knows; null when there is none.
   */
  recall?: (subscriptionId: string) => Promise<RecalledSubscription | null>;
}

export interface RecalledSubscription {
  userId: string;
  customerId: string | null;
  status: string | null;
  endsAt: string | null;
}

interface StoredSubscription extends PaddleSubscription {
  id: string;
  status: string;
  customer_id: string;
  custom_data: Record<string, unknown> | null;
  items: { price: { id: string }; quantity: number }[];
  scheduled_change: { action: string; effective_at: string; resume_at: null } | null;
  current_billing_period: { starts_at: string; ends_at: string } | null;
  next_billed_at: string | null;
  canceled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaddleStandIn {
  /** Answers a request whose path is below /paddle (`subpath` excludes that prefix). */
  handle(req: Request, subpath: string): Promise<Response>;
  /** Sends one signed event for a stored subscription (tests). */
  sendEvent(eventType: string, subscriptionId: string): Promise<Response>;
  subscription(id: string): StoredSubscription | undefined;
  /** Makes the next API calls answer this status, or never answer ('hang'). Tests only. */
  failNext(mode: number | 'hang', times?: number): void;
  /** Resolves once every webhook delivery started so far has finished. */
  settled(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(13).toString('hex')}`;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function paddleError(status: number, code: string, detail: string): Response {
  return json(
    { error: { type: 'request_error', code, detail }, meta: { request_id: id('req') } },
    status,
  );
}

function addMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function createPaddleStandIn(options: PaddleStandInOptions): PaddleStandIn {
  const now = options.now ?? (() => new Date());
  const subscriptions = new Map<string, StoredSubscription>();
  const deliveries = new Set<Promise<unknown>>();
  let failures: { mode: number | 'hang'; left: number } | null = null;
  // Paddle's timestamps are distinct and increasing for one subscription's changes.
  let lastMs = 0;
  const stamp = () => {
    lastMs = Math.max(now().getTime(), lastMs + 1);
    return new Date(lastMs).toISOString();
  };

  async function deliver(eventType: string, subscription: StoredSubscription): Promise<Response> {
    const body = JSON.stringify({
      event_id: id('evt'),
      event_type: eventType,
      occurred_at: subscription.updated_at,
      notification_id: id('ntf'),
      data: subscription,
    });
    const signature = await signPaddleBody(
      options.webhookSecret,
      body,
      Math.floor(Date.now() / 1000),
    );
    return fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Paddle-Signature': signature },
      body,
    });
  }

  /** Delivered in order, in the background, as Paddle does after answering the API call. */
  function notify(...eventTypes: string[]) {
    return (subscription: StoredSubscription) => {
      const snapshot = structuredClone(subscription);
      const delivery = (async () => {
        for (const eventType of eventTypes) {
          const response = await deliver(eventType, snapshot);
          if (!response.ok) throw new Error(`paddle-webhook answered ${response.status}`);
        }
      })()
        .catch((error: unknown) => (options.onDeliveryError ?? console.error)(error))
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
      return delivery;
    };
  }

  async function find(subscriptionId: string): Promise<StoredSubscription | undefined> {
    const known = subscriptions.get(subscriptionId);
    if (known || !options.recall) return known;
    const recalled = await options.recall(subscriptionId);
    if (!recalled?.endsAt) return undefined;
    const ends = new Date(recalled.endsAt);
    const starts = new Date(ends);
    starts.setUTCMonth(starts.getUTCMonth() - 1);
    const cancelled = recalled.status === 'cancelled';
    const ended = recalled.status === 'inactive' || ends.getTime() <= now().getTime();
    const subscription: StoredSubscription = {
      id: subscriptionId,
      status: ended ? 'canceled' : 'active',
      customer_id: recalled.customerId ?? id('ctm'),
      custom_data: { userId: recalled.userId },
      items: [{ price: { id: 'pri_local_pro' }, quantity: 1 }],
      scheduled_change:
        cancelled && !ended
          ? { action: 'cancel', effective_at: ends.toISOString(), resume_at: null }
          : null,
      current_billing_period: ended
        ? null
        : { starts_at: starts.toISOString(), ends_at: ends.toISOString() },
      next_billed_at: cancelled || ended ? null : ends.toISOString(),
      canceled_at: ended ? ends.toISOString() : null,
      created_at: starts.toISOString(),
      updated_at: starts.toISOString(),
    };
    subscriptions.set(subscriptionId, subscription);
    return subscription;
  }

  function authorised(req: Request): boolean {
    return req.headers.get('authorization') === `Bearer ${options.apiKey}`;
  }

  async function checkout(req: Request): Promise<Response> {
    const body = (await req.json().catch(() => null)) as {
      priceId?: unknown;
      email?: unknown;
      customData?: unknown;
    } | null;
    if (!body || typeof body.priceId !== 'string' || body.priceId === '') {
      return paddleError(400, 'bad_request', 'priceId is required');
    }
    const started = new Date(stamp());
    const ends = addMonth(started);
    const subscription: StoredSubscription = {
      id: id('sub'),
      status: 'active',
      customer_id: id('ctm'),
      custom_data:
        body.customData && typeof body.customData === 'object'
          ? (body.customData as Record<string, unknown>)
          : null,
      items: [{ price: { id: body.priceId }, quantity: 1 }],
      scheduled_change: null,
      current_billing_period: { starts_at: started.toISOString(), ends_at: ends.toISOString() },
      next_billed_at: ends.toISOString(),
      canceled_at: null,
      created_at: started.toISOString(),
      updated_at: started.toISOString(),
    };
    subscriptions.set(subscription.id, subscription);
    // The checkout answers once the events are in, so the success page finds Pro.
    await notify('subscription.created', 'subscription.activated')(subscription);
    return json({ data: { subscription_id: subscription.id } });
  }

  async function api(req: Request, subpath: string): Promise<Response> {
    if (!authorised(req)) {
      return paddleError(403, 'forbidden', "You aren't authorized to perform this request.");
    }
    if (failures && failures.left > 0) {
      failures.left--;
      const mode = failures.mode;
      if (mode === 'hang') return new Promise<Response>(() => {});
      return paddleError(mode, 'internal_error', 'Simulated failure');
    }
    const match = /^\/subscriptions\/([^/]+)(\/cancel)?$/.exec(subpath);
    const subscription = match ? await find(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !subscription) return paddleError(404, 'not_found', 'Entity not found');

    if (req.method === 'GET' && !match[2]) return json({ data: subscription });

    if (req.method === 'POST' && match[2]) {
      const body = (await req.json().catch(() => ({}))) as { effective_from?: unknown };
      if (subscription.status === 'canceled') {
        return paddleError(400, 'subscription_locked_canceled', 'Subscription is canceled.');
      }
      subscription.updated_at = stamp();
      if (body.effective_from === 'immediately') {
        subscription.status = 'canceled';
        subscription.canceled_at = subscription.updated_at;
        subscription.scheduled_change = null;
        subscription.current_billing_period = null;
        subscription.next_billed_at = null;
        void notify('subscription.updated', 'subscription.canceled')(subscription);
      } else {
        subscription.scheduled_change = {
          action: 'cancel',
          effective_at: subscription.current_billing_period?.ends_at ?? subscription.updated_at,
          resume_at: null,
        };
        subscription.next_billed_at = null;
        void notify('subscription.updated')(subscription);
      }
      return json({ data: subscription });
    }

    if (req.method === 'PATCH' && !match[2]) {
      const body = (await req.json().catch(() => null)) as Record<string, unknown> | null;
      if (!body || !('scheduled_change' in body) || body.scheduled_change !== null) {
        return paddleError(
          400,
          'subscription_scheduled_change_invalid_update',
          'You can only set the scheduled_change field to null.',
        );
      }
      if (subscription.status === 'canceled') {
        return paddleError(400, 'subscription_update_when_canceled', 'Subscription is canceled.');
      }
      subscription.updated_at = stamp();
      subscription.scheduled_change = null;
      subscription.next_billed_at = subscription.current_billing_period?.ends_at ?? null;
      void notify('subscription.updated')(subscription);
      return json({ data: subscription });
    }
    return paddleError(405, 'method_not_allowed', 'Method not allowed');
  }

  return {
    async handle(req, subpath) {
      if (subpath === '/local-checkout' && req.method === 'POST') return checkout(req);
      return api(req, subpath);
    },
    async sendEvent(eventType, subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
      return deliver(eventType, subscription);
    },
    subscription: (subscriptionId) => subscriptions.get(subscriptionId),
    failNext(mode, times = 1) {
      failures = { mode, left: times };
    },
    async settled() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}
