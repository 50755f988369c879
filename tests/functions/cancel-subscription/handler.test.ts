import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaddleApi } from '../../../supabase/functions/_shared/paddle/api.ts';
import type { SubscriptionChangeDeps } from '../../../supabase/functions/_shared/paddle/subscription-change.ts';
import { startBillingStack, type BillingStack } from '../../support/functions/billing-stack.ts';
import {
  createReactivateSubscriptionHandler,
  reactivateMessages,
} from '../../../supabase/functions/reactivate-subscription/handler.ts';
import {
  cancelMessages,
  createCancelSubscriptionHandler,
} from '../../../supabase/functions/cancel-subscription/handler.ts';

// cancel-subscription and reactivate-subscription against the local stack's Paddle
// stand-in on loopback (PADDLE_API_URL), whose signed events reach the real
// paddle-webhook behind the functions gateway: the whole life cycle, end to end.
let env: BillingStack;

beforeAll(async () => {
  env = await startBillingStack();
}, 180_000);
afterAll(async () => env?.stop());

const deps = (): SubscriptionChangeDeps => ({
  client: env.client,
  paddle: createPaddleApi({
    baseUrl: process.env.PADDLE_API_URL ?? '',
    apiKey: process.env.PADDLE_API_KEY ?? '',
    timeoutMs: 500,
  }),
});
const cancel = createCancelSubscriptionHandler(deps);
const reactivate = createReactivateSubscriptionHandler(deps);

function call(handler: (req: Request) => Promise<Response>, token: string | null, body: unknown) {
  return handler(
    new Request('http://functions.test/x', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

/** The local checkout's Pay: the stand-in creates the subscription and sends its events. */
async function checkout(user: { id: string; email: string }): Promise<string> {
  const response = await fetch(`${env.stack.apiUrl}/paddle/local-checkout`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      priceId: 'pri_local_pro',
      email: user.email,
      customData: { userId: user.id, email: user.email },
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { subscription_id: string } }).data.subscription_id;
}

describe('the subscription life cycle', () => {
  it('created -> activated -> cancel scheduled -> reactivated -> cancel scheduled -> canceled -> Free', async () => {
    const user = await env.createUser('cycle');
    const subscriptionId = await checkout(user);
    const period = env.stack.paddle.subscription(subscriptionId)!.current_billing_period!;
    expect(await env.profile(user.id)).toMatchObject({
      plan: 'pro',
      subscription_status: 'active',
      paddle_subscription_id: subscriptionId,
      subscription_ends_at: period.ends_at,
    });

    const cancelled = await call(cancel, user.token, { subscriptionId });
    expect(cancelled.status).toBe(200);
    const expectCancelled = async () =>
      expect(await env.profile(user.id)).toMatchObject({
        plan: 'pro',
        subscription_status: 'cancelled',
        subscription_ends_at: period.ends_at,
      });
    await expectCancelled();
    await env.stack.paddle.settled(); // Paddle's subscription.updated agrees
    await expectCancelled();

    const reactivated = await call(reactivate, user.token, { subscriptionId });
    expect(reactivated.status).toBe(200);
    expect(env.stack.paddle.subscription(subscriptionId)!.scheduled_change).toBeNull();
    await env.stack.paddle.settled();
    expect(await env.profile(user.id)).toMatchObject({
      plan: 'pro',
      subscription_status: 'active',
    });

    expect((await call(cancel, user.token, { subscriptionId })).status).toBe(200);
    await env.stack.paddle.settled();
    await expectCancelled();

    // The period ends: Paddle cancels and says so (updated, then canceled).
    const ended = await fetch(
      `${process.env.PADDLE_API_URL}/subscriptions/${subscriptionId}/cancel`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${process.env.PADDLE_API_KEY}` },
        body: JSON.stringify({ effective_from: 'immediately' }),
      },
    );
    expect(ended.status).toBe(200);
    await env.stack.paddle.settled();
    expect(await env.profile(user.id)).toMatchObject({
      plan: 'free',
      subscription_status: 'inactive',
    });

    // A canceled subscription cannot be revived: that is a new checkout.
    expect((await call(reactivate, user.token, { subscriptionId })).status).toBe(404);
    // Only one subscription was ever created for this user.
    const { rows } = await env.stack.db.query<{ n: number }>(
      'select count(*)::int as n from private.paddle_subscriptions where user_id = $1',
      [user.id],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('a subscription the stand-in has not seen (the seeded demo Pro, a restart)', () => {
  it('is rebuilt from the database, so cancel and reactivate work on it', async () => {
    const user = await env.createUser('demo');
    const endsAt = new Date(Date.now() + 20 * 86_400_000).toISOString();
    await env.stack.db.query(
      `update public.user_profiles set plan = 'pro', subscription_status = 'active',
              subscription_ends_at = $2, paddle_subscription_id = $3 where id = $1`,
      [user.id, endsAt, `sub_demo_${user.id.slice(0, 8)}`],
    );
    const subscriptionId = `sub_demo_${user.id.slice(0, 8)}`;
    expect((await call(cancel, user.token, { subscriptionId })).status).toBe(200);
    await env.stack.paddle.settled();
    expect(await env.profile(user.id)).toMatchObject({
      subscription_status: 'cancelled',
      subscription_ends_at: endsAt,
    });
    expect((await call(reactivate, user.token, { subscriptionId })).status).toBe(200);
    await env.stack.paddle.settled();
    expect(await env.profile(user.id)).toMatchObject({
      plan: 'pro',
      subscription_status: 'active',
      subscription_ends_at: endsAt,
    });
  });
});

describe('cancel-subscription refuses', () => {
  it('a caller without a session', async () => {
    const response = await call(cancel, null, { subscriptionId: 'sub_x' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: cancelMessages.notAuthenticated });
  });

  it('a user without a subscription', async () => {
    const user = await env.createUser('nosub');
    const response = await call(cancel, user.token, { subscriptionId: 'sub_x' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: cancelMessages.noSubscription });
  });

  it('someone else’s subscription id, without asking Paddle', async () => {
    const owner = await env.createUser('victim');
    const attacker = await env.createUser('attacker');
    const victimSubscription = await checkout(owner);
    await checkout(attacker);
    const response = await call(cancel, attacker.token, { subscriptionId: victimSubscription });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: cancelMessages.noSubscription });
    expect(env.stack.paddle.subscription(victimSubscription)!.scheduled_change).toBeNull();
    expect(await env.profile(owner.id)).toMatchObject({ subscription_status: 'active' });
  });

  it.each([
    ['answers 500', 500 as const],
    ['answers 503', 503 as const],
    ['does not answer in time', 'hang' as const],
  ])('when Paddle %s: the fallback text, nothing written', async (_case, mode) => {
    const user = await env.createUser('paddle-down');
    const subscriptionId = await checkout(user);
    const before = await env.profile(user.id);
    env.stack.paddle.failNext(mode);
    const response = await call(cancel, user.token, { subscriptionId });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: cancelMessages.failed });
    expect(await env.profile(user.id)).toEqual(before);
    expect(env.stack.paddle.subscription(subscriptionId)!.scheduled_change).toBeNull();
  });
});

describe('reactivate-subscription refuses', () => {
  it('an active subscription (nothing to reactivate) and a caller without a session', async () => {
    const user = await env.createUser('active');
    const subscriptionId = await checkout(user);
    const response = await call(reactivate, user.token, { subscriptionId });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: reactivateMessages.noSubscription });
    expect((await call(reactivate, null, { subscriptionId })).status).toBe(401);
  });
});
