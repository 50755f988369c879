// POST /functions/v1/paddle-webhook: Paddle Billing's notifications (issue 11). No Supabase
// JWT (verify_jwt = false): the Paddle-Signature over the raw body is the authentication.
// Every event is recorded once by its event_id; a subscription event is applied through
// apply_paddle_subscription_event, which links the subscription to the user named in
// custom_data only if they exist, then follows that link, and refuses older events.
// Answers 2xx only once the event is safely stored, 5xx when it could not be (Paddle
// retries), 401 for a bad signature, 400 for a signed body that is not an event or can
// never be stored, 413 for a body over MAX_WEBHOOK_BODY_BYTES.
import process from 'node:process';
import { MissingEnvError, requireEnv } from '../_shared/env.ts';
import { json, readTextWithin } from '../_shared/http.ts';
import { readEnvelope } from '../_shared/paddle/event-envelope.ts';
import {
  DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
  verifyPaddleSignature,
} from '../_shared/paddle/signature.ts';
import {
  claimedUserId,
  isSubscriptionEvent,
  profileStateFor,
  type PaddleSubscription,
} from '../_shared/paddle/subscription-state.ts';
import { createServiceClient, type ServiceClient } from '../_shared/supabase/service-client.ts';

export interface WebhookDeps {
  client: ServiceClient;
  secret: string;
  toleranceSeconds: number;
  now?: () => number;
}

export interface WebhookLogLine {
  event_id?: string;
  event_type?: string;
  outcome: string;
  detail?: string;
}

/** Paddle waits 5 s for the answer; the database gets less so a slow one becomes a 503. */
export const APPLY_BUDGET_MS = 4_000;

/** Paddle's events are a few KB; anything over 1 MB is refused unread beyond this. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

const reply = (status: number, body: Record<string, unknown>) => json(body, status);

function defaultLog(line: WebhookLogLine) {
  const text = `[paddle-webhook] ${JSON.stringify(line)}`;
  if (line.outcome === 'unknown_user' || line.outcome === 'error') console.error(text);
  else console.log(text);
}

function withBudget<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export function createPaddleWebhookHandler(
  getDeps: () => WebhookDeps,
  log: (line: WebhookLogLine) => void = defaultLog,
) {
  return async function paddleWebhook(req: Request): Promise<Response> {
    if (req.method !== 'POST') {
      return new Response(JSON.stringify({ message: 'Method not allowed' }), {
        status: 405,
        headers: { Allow: 'POST', 'Content-Type': 'application/json' },
      });
    }
    let deps: WebhookDeps;
    try {
      deps = getDeps();
    } catch (error) {
      log({
        outcome: 'error',
        detail: error instanceof MissingEnvError ? error.message : String(error),
      });
      return reply(500, { message: 'Webhook not configured' });
    }

    // The signature covers the bytes as sent: read them before any parsing.
    const rawBody = await readTextWithin(req, MAX_WEBHOOK_BODY_BYTES);
    if (rawBody === null) {
      log({ outcome: 'rejected', detail: `body over ${MAX_WEBHOOK_BODY_BYTES} bytes` });
      return reply(413, { message: 'Payload too large' });
    }
    const check = await verifyPaddleSignature(
      req.headers.get('paddle-signature'),
      rawBody,
      deps.secret,
      {
        toleranceSeconds: deps.toleranceSeconds,
        nowSeconds: Math.floor((deps.now?.() ?? Date.now()) / 1000),
      },
    );
    if (!check.ok) {
      log({ outcome: 'rejected', detail: `signature ${check.reason}` });
      return reply(401, { message: 'Invalid signature' });
    }

    const event = readEnvelope(rawBody);
    if (!event) {
      log({ outcome: 'rejected', detail: 'not a Paddle event' });
      return reply(400, { message: 'Not a Paddle event' });
    }

    const base = {
      p_event_id: event.event_id,
      p_event_type: event.event_type,
      p_occurred_at: event.occurred_at,
      p_payload: event,
    };
    let args: Record<string, unknown> = {
      ...base,
      p_subscription_id: null,
      p_customer_id: null,
      p_claimed_user_id: null,
      p_plan: null,
      p_subscription_status: null,
      p_subscription_ends_at: null,
    };
    if (isSubscriptionEvent(event.event_type)) {
      const subscription = event.data as PaddleSubscription;
      const state = profileStateFor(subscription);
      if (typeof subscription.id === 'string' && subscription.id !== '' && state) {
        args = {
          ...base,
          p_subscription_id: subscription.id,
          p_customer_id:
            typeof subscription.customer_id === 'string' ? subscription.customer_id : null,
          p_claimed_user_id: claimedUserId(subscription),
          p_plan: state.plan,
          p_subscription_status: state.status,
          p_subscription_ends_at: state.endsAt,
        };
      }
    }

    let outcome: string;
    try {
      outcome = await withBudget(
        deps.client.rpc<string>('apply_paddle_subscription_event', args),
        APPLY_BUDGET_MS,
      );
    } catch (error) {
      // Not stored: Paddle must deliver it again.
      log({
        event_id: event.event_id,
        event_type: event.event_type,
        outcome: 'error',
        detail: (error as Error).message,
      });
      return reply(503, { message: 'Could not process the event; retry' });
    }
    log({
      event_id: event.event_id,
      event_type: event.event_type,
      outcome,
      ...(outcome === 'unknown_user'
        ? { detail: 'custom_data.userId names no existing user: recorded, not applied' }
        : {}),
    });
    return reply(200, { received: true, outcome });
  };
}

export function toleranceFromEnv(value: string | undefined): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0
    ? parsed
    : DEFAULT_SIGNATURE_TOLERANCE_SECONDS;
}

/** The deployed handler: configuration from the function's secrets. */
export default createPaddleWebhookHandler(() => {
  const env = requireEnv('SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'PADDLE_WEBHOOK_SECRET');
  return {
    client: createServiceClient({
      supabaseUrl: env.SUPABASE_URL,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
    }),
    secret: env.PADDLE_WEBHOOK_SECRET,
    toleranceSeconds: toleranceFromEnv(process.env.PADDLE_WEBHOOK_TOLERANCE_SECONDS),
  };
});
