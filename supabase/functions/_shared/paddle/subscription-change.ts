// The shape shared by cancel-subscription and reactivate-subscription: a signed-in caller,
// {subscriptionId} that must be the subscription stored on the caller's own profile (the
// body alone is never trusted), one Paddle API call, and Paddle's answer recorded through
// record_paddle_subscription_change. Nothing is written unless Paddle confirmed the change.
import process from 'node:process';
import { preflight } from '../cors.ts';
import { MissingEnvError, requireEnv } from '../env.ts';
import { json, readJsonObject } from '../http.ts';
import { bearerOf, createServiceClient, type ServiceClient } from '../supabase/service-client.ts';
import { createPaddleApi, DEFAULT_PADDLE_TIMEOUT_MS, type PaddleApi } from './api.ts';
import type { PaddleSubscription } from './subscription-state.ts';

export interface SubscriptionChangeDeps {
  client: ServiceClient;
  paddle: PaddleApi;
  now?: () => Date;
}

export interface OwnProfile {
  plan: string;
  subscription_status: string | null;
  subscription_ends_at: string | null;
  paddle_subscription_id: string | null;
}

export interface ChangeMessages {
  noSubscription: string;
  notAuthenticated: string;
  failed: string;
}

export interface ChangeSpec {
  name: string;
  messages: ChangeMessages;
  /** Whether the caller's profile is in a state this change applies to. */
  allowed(profile: OwnProfile, now: Date): boolean;
  call(paddle: PaddleApi, subscriptionId: string): Promise<PaddleSubscription>;
  /** What to record from Paddle's answer; null when the answer is not the expected one. */
  record(
    answer: PaddleSubscription,
  ): { status: 'active' | 'cancelled'; endsAt: string | null } | null;
}

// The app reads `error` (spec 7); `message` matches the other functions.
const fail = (status: number, text: string) => json({ error: text, message: text }, status);

export function createSubscriptionChangeHandler(
  spec: ChangeSpec,
  getDeps: () => SubscriptionChangeDeps,
) {
  return async function handle(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return preflight();
    if (req.method !== 'POST') {
      return json({ error: 'Method not allowed', message: 'Method not allowed' }, 405, {
        Allow: 'POST, OPTIONS',
      });
    }
    let deps: SubscriptionChangeDeps;
    try {
      deps = getDeps();
    } catch (error) {
      console.error(`[${spec.name}]`, error instanceof MissingEnvError ? error.message : error);
      return fail(500, spec.messages.failed);
    }

    const token = bearerOf(req);
    let userId: string | null = null;
    try {
      userId = token ? ((await deps.client.getUser(token))?.id ?? null) : null;
    } catch (error) {
      console.error(`[${spec.name}] auth unavailable:`, error);
      return fail(503, spec.messages.failed);
    }
    if (!userId) return fail(401, spec.messages.notAuthenticated);

    const body = await readJsonObject(req);
    const requested = typeof body?.subscriptionId === 'string' ? body.subscriptionId : '';

    let profile: OwnProfile | undefined;
    try {
      const rows = await deps.client.select<OwnProfile[]>(
        `user_profiles?id=eq.${encodeURIComponent(userId)}&select=plan,subscription_status,subscription_ends_at,paddle_subscription_id`,
      );
      profile = rows[0];
    } catch (error) {
      console.error(`[${spec.name}] profile unavailable:`, error);
      return fail(503, spec.messages.failed);
    }
    const own = profile?.paddle_subscription_id;
    // Someone else's id, or none at all, gets the same answer: nothing to change here.
    if (
      !profile ||
      !own ||
      requested !== own ||
      !spec.allowed(profile, deps.now?.() ?? new Date())
    ) {
      return fail(404, spec.messages.noSubscription);
    }

    let answer: PaddleSubscription;
    try {
      answer = await spec.call(deps.paddle, own);
    } catch (error) {
      console.error(`[${spec.name}] Paddle refused or did not answer:`, (error as Error).message);
      return fail(502, spec.messages.failed);
    }
    const change = spec.record(answer);
    if (!change) {
      console.error(
        `[${spec.name}] unexpected Paddle answer`,
        answer.status,
        answer.scheduled_change,
      );
      return fail(502, spec.messages.failed);
    }
    const occurredAt =
      typeof answer.updated_at === 'string' && !Number.isNaN(Date.parse(answer.updated_at))
        ? answer.updated_at
        : new Date().toISOString();
    try {
      await deps.client.rpc<string>('record_paddle_subscription_change', {
        p_user_id: userId,
        p_subscription_id: own,
        p_subscription_status: change.status,
        p_subscription_ends_at: change.endsAt,
        p_occurred_at: occurredAt,
      });
    } catch (error) {
      // Paddle has made the change; its webhook event brings the profile up to date.
      console.error(`[${spec.name}] recording failed, the webhook will catch up:`, error);
    }
    return json(
      { success: true, subscription_status: change.status, subscription_ends_at: change.endsAt },
      200,
    );
  };
}

export function paddleTimeoutFromEnv(value: string | undefined): number {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : DEFAULT_PADDLE_TIMEOUT_MS;
}

/** Dependencies from the function's secrets (PADDLE_API_URL decides where Paddle lives). */
export function depsFromEnv(): SubscriptionChangeDeps {
  const env = requireEnv(
    'SUPABASE_URL',
    'SUPABASE_ANON_KEY',
    'SUPABASE_SERVICE_ROLE_KEY',
    'PADDLE_API_URL',
    'PADDLE_API_KEY',
  );
  return {
    client: createServiceClient({
      supabaseUrl: env.SUPABASE_URL,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
      anonKey: env.SUPABASE_ANON_KEY,
    }),
    paddle: createPaddleApi({
      baseUrl: env.PADDLE_API_URL,
      apiKey: env.PADDLE_API_KEY,
      timeoutMs: paddleTimeoutFromEnv(process.env.PADDLE_API_TIMEOUT_MS),
    }),
  };
}
