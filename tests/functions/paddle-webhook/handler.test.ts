import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  paddleId,
  paddleSignature,
  startBillingStack,
  subscriptionEvent,
  type BillingStack,
} from '../../support/functions/billing-stack.ts';
import {
  SupabaseApiError,
  type ServiceClient,
} from '../../../supabase/functions/_shared/supabase/service-client.ts';
import { MAX_EVENT_JSON_DEPTH } from '../../../supabase/functions/_shared/paddle/event-envelope.ts';
import {
  createPaddleWebhookHandler,
  MAX_WEBHOOK_BODY_BYTES,
  type WebhookLogLine,
} from '../../../supabase/functions/paddle-webhook/handler.ts';

// The handler against a real PGlite database behind the local stack's REST API: the
// event store, the subscription links and the profile are the production SQL.
let env: BillingStack;
let logs: WebhookLogLine[] = [];
const TOLERANCE = 300;

beforeAll(async () => {
  env = await startBillingStack();
}, 180_000);
afterAll(async () => env?.stop());
beforeEach(() => {
  logs = [];
});

const handler = createPaddleWebhookHandler(
  () => ({ client: env.client, secret: env.secret, toleranceSeconds: TOLERANCE }),
  (line) => logs.push(line),
);

const nowSeconds = () => Math.floor(Date.now() / 1000);

function post(body: string, signature: string | null) {
  return handler(
    new Request('http://functions.test/paddle-webhook', {
      method: 'POST',
      headers: signature ? { 'Paddle-Signature': signature } : {},
      body,
    }),
  );
}

/** Signs with Paddle's algorithm (an independent implementation) and posts. */
function deliver(event: object, ts = nowSeconds()) {
  const body = JSON.stringify(event);
  return post(body, paddleSignature(env.secret, body, ts));
}

async function outcomeOf(response: Response) {
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: string }).outcome;
}

async function eventCount(eventId: string) {
  const { rows } = await env.stack.db.query<{ n: number }>(
    'select count(*)::int as n from private.billing_events where event_id = $1',
    [eventId],
  );
  return rows[0]?.n ?? 0;
}

describe('signature', () => {
  it('accepts a signature made with Paddle’s documented algorithm and applies the event', async () => {
    const user = await env.createUser('valid');
    const event = subscriptionEvent({
      eventType: 'subscription.created',
      occurredAt: '2026-01-01T10:00:00.000Z',
      subscriptionId: paddleId('sub'),
      status: 'active',
      userId: user.id,
    });
    expect(await outcomeOf(await deliver(event))).toBe('applied');
    expect(await env.profile(user.id)).toMatchObject({
      plan: 'pro',
      subscription_status: 'active',
      subscription_ends_at: '2026-02-01T10:00:00.000Z',
      paddle_subscription_id: event.data.id,
    });
  });

  it.each([
    ['no header', () => null],
    ['a wrong secret', (body: string) => paddleSignature('pdl_ntfset_wrong', body, nowSeconds())],
    ['a signature of another body', () => paddleSignature(env.secret, '{}', nowSeconds())],
    ['a header without h1', () => `ts=${nowSeconds()}`],
    [
      'a stale timestamp',
      (body: string) => paddleSignature(env.secret, body, nowSeconds() - TOLERANCE - 5),
    ],
    [
      'a future timestamp',
      (body: string) => paddleSignature(env.secret, body, nowSeconds() + TOLERANCE + 5),
    ],
  ])('refuses %s with 401 and records nothing', async (_case, sign) => {
    const event = subscriptionEvent({
      eventType: 'subscription.created',
      occurredAt: '2026-01-01T10:00:00.000Z',
      subscriptionId: paddleId('sub'),
      status: 'active',
    });
    const body = JSON.stringify(event);
    const response = await post(body, sign(body));
    expect(response.status).toBe(401);
    expect(await eventCount(event.event_id)).toBe(0);
  });

  it('accepts timestamps inside the tolerance in both directions', async () => {
    for (const ts of [nowSeconds() - TOLERANCE + 30, nowSeconds() + TOLERANCE - 30]) {
      const event = {
        event_id: paddleId('evt'),
        event_type: 'customer.updated',
        occurred_at: new Date().toISOString(),
        notification_id: paddleId('ntf'),
        data: {},
      };
      expect(await outcomeOf(await deliver(event, ts))).toBe('recorded');
    }
  });

  it('accepts a header carrying two h1 values when either one is valid (secret rotation)', async () => {
    const event = {
      event_id: paddleId('evt'),
      event_type: 'customer.updated',
      occurred_at: new Date().toISOString(),
      notification_id: paddleId('ntf'),
      data: {},
    };
    const body = JSON.stringify(event);
    const ts = nowSeconds();
    const good = paddleSignature(env.secret, body, ts).split('h1=')[1];
    const bad = paddleSignature('pdl_ntfset_old_secret', body, ts).split('h1=')[1];
    expect((await post(body, `ts=${ts};h1=${good};h1=${bad}`)).status).toBe(200);
    expect((await post(body, `ts=${ts};h1=${bad};h1=${good}`)).status).toBe(200);
    expect((await post(body, `ts=${ts};h1=${bad};h1=${bad}`)).status).toBe(401);
  });

  it('answers 400 to a signed body that is not a Paddle event', async () => {
    expect((await deliver({ hello: 'world' })).status).toBe(400);
  });
});

describe('recording and ordering', () => {
  it('a replayed event (same event_id, new notification_id) answers 200 and changes nothing', async () => {
    const user = await env.createUser('replay');
    const subscriptionId = paddleId('sub');
    const created = subscriptionEvent({
      eventType: 'subscription.created',
      occurredAt: '2026-01-01T10:00:00.000Z',
      subscriptionId,
      status: 'active',
      userId: user.id,
    });
    expect(await outcomeOf(await deliver(created))).toBe('applied');
    const canceled = subscriptionEvent({
      eventType: 'subscription.canceled',
      occurredAt: '2026-01-05T10:00:00.000Z',
      subscriptionId,
      status: 'canceled',
      userId: user.id,
    });
    expect(await outcomeOf(await deliver(canceled))).toBe('applied');
    // The first event again, as a replay or a second destination sends it.
    const replay = { ...created, notification_id: paddleId('ntf') };
    expect(await outcomeOf(await deliver(replay))).toBe('duplicate');
    expect(await env.profile(user.id)).toMatchObject({
      plan: 'free',
      subscription_status: 'inactive',
    });
    expect(await eventCount(created.event_id)).toBe(1);
  });

  it('a late subscription.updated after subscription.canceled never restores Pro', async () => {
    const user = await env.createUser('late');
    const subscriptionId = paddleId('sub');
    const at = (day: number) => `2026-01-0${day}T10:00:00.000Z`;
    await deliver(
      subscriptionEvent({
        eventType: 'subscription.created',
        occurredAt: at(1),
        subscriptionId,
        status: 'active',
        userId: user.id,
      }),
    );
    await deliver(
      subscriptionEvent({
        eventType: 'subscription.canceled',
        occurredAt: at(4),
        subscriptionId,
        status: 'canceled',
        userId: user.id,
      }),
    );
    const late = await deliver(
      subscriptionEvent({
        eventType: 'subscription.updated',
        occurredAt: at(3),
        subscriptionId,
        status: 'active',
        userId: user.id,
      }),
    );
    expect(await outcomeOf(late)).toBe('stale');
    expect(await env.profile(user.id)).toMatchObject({
      plan: 'free',
      subscription_status: 'inactive',
    });
  });

  it('custom_data naming a user who does not exist: 200, recorded unapplied, logged for support', async () => {
    const ghost = '0b7e3c1e-5d53-4a3f-9c4b-3f1f2c9d8e7a';
    const event = subscriptionEvent({
      eventType: 'subscription.created',
      occurredAt: '2026-01-01T10:00:00.000Z',
      subscriptionId: paddleId('sub'),
      status: 'active',
      userId: ghost,
    });
    expect(await outcomeOf(await deliver(event))).toBe('unknown_user');
    expect(await eventCount(event.event_id)).toBe(1);
    expect(logs).toContainEqual(
      expect.objectContaining({ event_id: event.event_id, outcome: 'unknown_user' }),
    );
    const { rows } = await env.stack.db.query('select 1 from public.user_profiles where id = $1', [
      ghost,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('a later event of a linked subscription follows the stored link, whatever custom_data says', async () => {
    const owner = await env.createUser('owner');
    const other = await env.createUser('other');
    const subscriptionId = paddleId('sub');
    await deliver(
      subscriptionEvent({
        eventType: 'subscription.created',
        occurredAt: '2026-01-01T10:00:00.000Z',
        subscriptionId,
        status: 'active',
        userId: owner.id,
      }),
    );
    const moved = subscriptionEvent({
      eventType: 'subscription.updated',
      occurredAt: '2026-01-02T10:00:00.000Z',
      subscriptionId,
      status: 'active',
      userId: other.id,
      periodEnd: '2026-03-01T10:00:00.000Z',
    });
    expect(await outcomeOf(await deliver(moved))).toBe('applied');
    expect(await env.profile(other.id)).toMatchObject({
      plan: 'free',
      paddle_subscription_id: null,
    });
    expect(await env.profile(owner.id)).toMatchObject({
      plan: 'pro',
      subscription_ends_at: '2026-03-01T10:00:00.000Z',
    });
  });

  it.each([
    ['without custom_data', null],
    ['naming a user who does not exist', '00000000-0000-4000-8000-00000000dead'],
  ])(
    'a later event of a linked subscription %s is applied to the linked user',
    async (_case, claimed) => {
      const owner = await env.createUser('linked-owner');
      const subscriptionId = paddleId('sub');
      await deliver(
        subscriptionEvent({
          eventType: 'subscription.created',
          occurredAt: '2026-01-01T10:00:00.000Z',
          subscriptionId,
          status: 'active',
          userId: owner.id,
        }),
      );
      const canceled = subscriptionEvent({
        eventType: 'subscription.canceled',
        occurredAt: '2026-01-02T10:00:00.000Z',
        subscriptionId,
        status: 'canceled',
        ...(claimed === null ? {} : { userId: claimed }),
      });
      expect(await outcomeOf(await deliver(canceled))).toBe('applied');
      expect(await env.profile(owner.id)).toMatchObject({ plan: 'free' });
    },
  );

  it('a scheduled cancel keeps Pro until effective_at', async () => {
    const user = await env.createUser('scheduled');
    const subscriptionId = paddleId('sub');
    await deliver(
      subscriptionEvent({
        eventType: 'subscription.created',
        occurredAt: '2026-01-01T10:00:00.000Z',
        subscriptionId,
        status: 'active',
        userId: user.id,
      }),
    );
    await deliver(
      subscriptionEvent({
        eventType: 'subscription.updated',
        occurredAt: '2026-01-02T10:00:00.000Z',
        subscriptionId,
        status: 'active',
        userId: user.id,
        scheduledCancelAt: '2026-02-01T10:00:00.000Z',
      }),
    );
    expect(await env.profile(user.id)).toMatchObject({
      plan: 'pro',
      subscription_status: 'cancelled',
      subscription_ends_at: '2026-02-01T10:00:00.000Z',
    });
  });

  it('answers 200 to an event type it does not act on', async () => {
    const event = {
      event_id: paddleId('evt'),
      event_type: 'transaction.completed',
      occurred_at: new Date().toISOString(),
      notification_id: paddleId('ntf'),
      data: { id: 'txn_1' },
    };
    expect(await outcomeOf(await deliver(event))).toBe('recorded');
  });

  it('answers 5xx when the event cannot be stored, so Paddle retries', async () => {
    const failing: ServiceClient = {
      ...env.client,
      rpc: () => Promise.reject(new SupabaseApiError(0, undefined, 'unreachable')),
    };
    const broken = createPaddleWebhookHandler(
      () => ({ client: failing, secret: env.secret, toleranceSeconds: TOLERANCE }),
      (line) => logs.push(line),
    );
    const event = subscriptionEvent({
      eventType: 'subscription.created',
      occurredAt: '2026-01-01T10:00:00.000Z',
      subscriptionId: paddleId('sub'),
      status: 'active',
    });
    const body = JSON.stringify(event);
    const response = await broken(
      new Request('http://functions.test/paddle-webhook', {
        method: 'POST',
        headers: { 'Paddle-Signature': paddleSignature(env.secret, body, nowSeconds()) },
        body,
      }),
    );
    expect(response.status).toBe(503);
  });
});

describe('a burst of 200 events', () => {
  it('answers every one within 5 s and ends in exactly the state of each subscription’s newest event', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map((n) => env.createUser(`burst${n}`)));
    const states = [
      { status: 'active' },
      { status: 'active', cancel: true },
      { status: 'canceled' },
      { status: 'past_due' },
    ] as const;
    const events: ReturnType<typeof subscriptionEvent>[] = [];
    const newest = new Map<string, { userId: string; status: string; cancel: boolean }>();
    users.forEach((user, u) => {
      const subscriptionId = paddleId('sub');
      for (let i = 0; i < 30; i++) {
        const state = states[(i * 7 + u) % states.length]!;
        const cancel = 'cancel' in state;
        events.push(
          subscriptionEvent({
            eventType: 'subscription.updated',
            occurredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i * 10 + u)).toISOString(),
            subscriptionId,
            status: state.status,
            userId: user.id,
            scheduledCancelAt: cancel ? '2026-02-01T10:00:00.000Z' : null,
          }),
        );
        if (i === 29) newest.set(user.id, { userId: user.id, status: state.status, cancel });
      }
    });
    // 150 distinct events, 50 duplicates of them, in a shuffled order (deterministic).
    const burst = [...events, ...events.filter((_, i) => i % 3 === 0)];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = burst.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [burst[i], burst[j]] = [burst[j]!, burst[i]!];
    }
    expect(burst).toHaveLength(200);

    // Twenty deliveries in flight at once: the local database (PGlite) runs one
    // transaction at a time, so 200 at once would only measure its queue.
    const timings: { status: number; ms: number }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < burst.length) {
          const event = burst[next++]!;
          const started = performance.now();
          const response = await deliver(event);
          timings.push({ status: response.status, ms: performance.now() - started });
        }
      }),
    );
    expect(timings).toHaveLength(200);
    expect(timings.every((t) => t.status === 200)).toBe(true);
    const slowest = Math.max(...timings.map((t) => t.ms));
    console.log(`[burst] 200 events, slowest answer ${slowest.toFixed(0)} ms`);
    expect(slowest).toBeLessThan(5_000);

    const expected = {
      active: ['pro', 'active'],
      canceled: ['free', 'inactive'],
      past_due: ['pro', 'past_due'],
    };
    for (const { userId, status, cancel } of newest.values()) {
      const [plan, stored] = cancel
        ? ['pro', 'cancelled']
        : expected[status as keyof typeof expected];
      expect(await env.profile(userId)).toMatchObject({ plan, subscription_status: stored });
    }
    const { rows } = await env.stack.db.query<{ n: number }>(
      `select count(*)::int as n from private.billing_events where event_id = any($1)`,
      [events.map((e) => e.event_id)],
    );
    expect(rows[0]?.n).toBe(150);
  });
});

describe('bodies that can never be stored', () => {
  const event = (fields: Record<string, unknown> = {}) => ({
    event_id: paddleId('evt'),
    event_type: 'customer.updated',
    occurred_at: '2026-01-01T10:00:00.000Z',
    notification_id: paddleId('ntf'),
    data: {},
    ...fields,
  });
  /** `{"a":{"a":...{}}}` nested so that the whole event is `depth` levels deep. */
  const nested = (depth: number) => '{"a":'.repeat(depth - 2) + '{}' + '}'.repeat(depth - 2);
  const eventNested = (depth: number, eventId = paddleId('evt')) =>
    `{"event_id":"${eventId}","event_type":"customer.updated",` +
    `"occurred_at":"2026-01-01T10:00:00Z","data":${nested(depth)}}`;

  async function expectRefused(response: Response, status: number, eventId: string) {
    expect(response.status).toBe(status);
    expect(await eventCount(eventId)).toBe(0);
  }

  it.each(['2026', '1', '2026-02-30T10:00:00Z', '0000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z'])(
    'a signed event whose occurred_at is %j gets 400 (not 503) and nothing is stored',
    async (occurredAt) => {
      const body = event({ occurred_at: occurredAt });
      await expectRefused(await deliver(body), 400, body.event_id);
    },
  );

  it('an occurred_at that is no ISO-8601 time is refused even where Postgres would read it', async () => {
    for (const occurredAt of ['March 7, 2026', '12/31/2026', '2026-01-01 10:00:00Z']) {
      const body = event({ occurred_at: occurredAt });
      await expectRefused(await deliver(body), 400, body.event_id);
    }
  });

  it('ISO-8601 times with fractions and offsets are accepted as before', async () => {
    for (const occurredAt of ['2024-04-12T10:18:49.621022Z', '2028-02-29T23:59:59+03:00']) {
      expect(await outcomeOf(await deliver(event({ occurred_at: occurredAt })))).toBe('recorded');
    }
  });

  it.each([10_000, MAX_EVENT_JSON_DEPTH + 1])(
    'a signed event nested %i levels deep gets 400 and nothing is stored',
    async (depth) => {
      const eventId = paddleId('evt');
      const body = eventNested(depth, eventId);
      await expectRefused(
        await post(body, paddleSignature(env.secret, body, nowSeconds())),
        400,
        eventId,
      );
    },
  );

  it(`an event exactly ${MAX_EVENT_JSON_DEPTH} levels deep is stored`, async () => {
    const body = eventNested(MAX_EVENT_JSON_DEPTH);
    expect(JSON.parse(body)).toBeTruthy();
    expect(await outcomeOf(await post(body, paddleSignature(env.secret, body, nowSeconds())))).toBe(
      'recorded',
    );
  });

  it.each([
    ['a NUL character', 'x\u0000y'],
    ['a lone surrogate', 'x\ud800y'],
  ])('a signed event with %s in its text gets 400 and nothing is stored', async (_case, text) => {
    const body = event({ data: { note: text } });
    await expectRefused(await deliver(body), 400, body.event_id);
  });

  /** A 9 MB signed event served in 64 KB chunks, counting the bytes the handler pulls. */
  function streamedEvent(totalBytes: number) {
    const eventId = paddleId('evt');
    const head = `{"event_id":"${eventId}","event_type":"customer.updated","occurred_at":"2026-01-01T10:00:00Z","data":{"pad":"`;
    const text = head + 'x'.repeat(totalBytes - head.length - 4) + '"}}\n';
    const bytes = new TextEncoder().encode(text);
    const chunk = 64 * 1024;
    const served = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (served.bytes >= bytes.length) return controller.close();
        const next = bytes.subarray(served.bytes, served.bytes + chunk);
        served.bytes += next.length;
        controller.enqueue(next);
      },
    });
    return { eventId, text, bytes, stream, served, chunk };
  }

  it.each([
    ['no Content-Length', null],
    ['a Content-Length that lies', '512'],
    ['a true Content-Length', 'true'],
  ])(
    'a signed 9 MB body with %s gets 413, is not read past 1 MB and nothing is stored',
    async (_case, length) => {
      const big = streamedEvent(9 * 1024 * 1024);
      const headers: Record<string, string> = {
        'Paddle-Signature': paddleSignature(env.secret, big.text, nowSeconds()),
      };
      if (length) headers['Content-Length'] = length === 'true' ? String(big.bytes.length) : length;
      const response = await handler(
        new Request('http://functions.test/paddle-webhook', {
          method: 'POST',
          headers,
          body: big.stream,
          duplex: 'half',
        } as RequestInit),
      );
      await expectRefused(response, 413, big.eventId);
      expect(big.served.bytes).toBeLessThanOrEqual(MAX_WEBHOOK_BODY_BYTES + 2 * big.chunk);
    },
  );

  it('a signed event just under 1 MB is stored as before', async () => {
    const body = event({ data: { pad: 'x'.repeat(MAX_WEBHOOK_BODY_BYTES - 1_000) } });
    expect(await outcomeOf(await deliver(body))).toBe('recorded');
    expect(await eventCount(body.event_id)).toBe(1);
  });
});
