import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestKit } from '../../support/local/auth-test-kit.ts';
import {
  AuthRateLimiter,
  clientIpFor,
  DEFAULT_RATE_LIMITS,
  parseRateLimitMultiplier,
} from '../../../supabase/local/auth/rate-limits.ts';

// GoTrue's limits at the Supabase CLI's defaults (multiplier 1), on a clock the tests move.
let clock = Date.now();
let kit: Awaited<ReturnType<typeof createAuthTestKit>>;
beforeAll(async () => {
  kit = await createAuthTestKit(
    { enableConfirmations: true, rateLimitMultiplier: 1, emailMinInterval: 0 },
    { now: () => clock },
  );
});
afterAll(async () => kit?.close());

const MINUTE = 60_000;
let peerCounter = 0;
/** A fresh client address per test, so the buckets of one test do not drain another's. */
const freshPeer = () => `198.51.100.${++peerCounter}`;

async function repeat(times: number, call: () => Promise<{ status: number }>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await call()).status);
  return statuses;
}

describe('per-IP limits at their defaults', () => {
  it('password sign-ins: 30 at once, the 31st is 429 over_request_rate_limit', async () => {
    const peer = freshPeer();
    const wrongPassword = () =>
      kit.call('POST', '/token?grant_type=password', {
        peer,
        body: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    expect(await repeat(30, wrongPassword)).toEqual(Array(30).fill(400));
    const limited = await wrongPassword();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect(limited.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');

    // token_refresh = 150 per 5 minutes: one request's worth returns every 2 s.
    clock += 2_000;
    expect((await wrongPassword()).status).toBe(400);
    expect((await wrongPassword()).status).toBe(429);
    clock += 5 * MINUTE;
    expect(await repeat(30, wrongPassword)).toEqual(Array(30).fill(400));
  });

  it('the legacy error shape carries the same code', async () => {
    const peer = freshPeer();
    const call = () =>
      kit.call('POST', '/token?grant_type=refresh_token', {
        peer,
        legacy: true,
        body: { refresh_token: 'unknown' },
      });
    await repeat(30, call);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
  });

  it('refresh and password grants share one bucket, as GoTrue’s /token does', async () => {
    const peer = freshPeer();
    await repeat(30, () =>
      kit.call('POST', '/token?grant_type=refresh_token', {
        peer,
        body: { refresh_token: 'unknown' },
      }),
    );
    const signIn = await kit.call('POST', '/token?grant_type=password', {
      peer,
      body: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(signIn.status).toBe(429);
  });

  it('sign-ups: 30 per 5 minutes, the 31st is 429, after the window 30 more', async () => {
    const peer = freshPeer();
    // A refused password still counts: GoTrue limits before it validates.
    const signUp = () =>
      kit.call('POST', '/signup', { peer, body: { email: 'a@example.com', password: '1' } });
    expect(await repeat(30, signUp)).toEqual(Array(30).fill(422));
    expect((await signUp()).status).toBe(429);
    clock += 9_000; // 30 per 5 minutes is one every 10 s
    expect((await signUp()).status).toBe(429);
    clock += 1_000;
    expect((await signUp()).status).toBe(422);
    clock += 5 * MINUTE;
    expect(await repeat(30, signUp)).toEqual(Array(30).fill(422));
    expect((await signUp()).status).toBe(429);
  });

  it('verifications (GET and POST /verify): 30, then 429, then one every 10 s', async () => {
    const peer = freshPeer();
    const guess = (code: string) =>
      kit.call('POST', '/verify', {
        peer,
        body: { type: 'recovery', email: 'someone@example.com', token: code },
      });
    const statuses = await repeat(30, () => guess('123456'));
    expect(statuses).toEqual(Array(30).fill(403));
    const limited = await kit.call('GET', '/verify?token=abc&type=signup', { peer });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('over_request_rate_limit');
    clock += 10_000;
    expect((await guess('654321')).status).toBe(403);
    expect((await guess('654322')).status).toBe(429);
  });

  it('counts each client address apart', async () => {
    const first = freshPeer();
    const second = freshPeer();
    const signUp = (peer: string) =>
      kit.call('POST', '/signup', { peer, body: { email: 'a@example.com', password: '1' } });
    await repeat(30, () => signUp(first));
    expect((await signUp(first)).status).toBe(429);
    expect((await signUp(second)).status).toBe(422);
  });

  it('password recovery requests have their own sign_in_sign_ups bucket', async () => {
    const peer = freshPeer();
    const recover = () =>
      kit.call('POST', '/recover', { peer, body: { email: 'nobody@example.com' } });
    expect(await repeat(30, recover)).toEqual(Array(30).fill(200));
    expect((await recover()).status).toBe(429);
  });
});

describe('e-mails sent: 2 per hour for the whole project', () => {
  it('refuses the third mail of the hour with over_email_send_rate_limit, then allows it', async () => {
    const budgetKit = await createAuthTestKit(
      { enableConfirmations: true, rateLimitMultiplier: 1, emailMinInterval: 0 },
      { now: () => clock },
    );
    try {
      const signUp = (n: number) =>
        budgetKit.call('POST', '/signup', {
          peer: freshPeer(),
          body: { email: `budget${n}-${clock}@example.com`, password: 'secret-1' },
        });
      expect((await signUp(1)).status).toBe(200);
      const recovery = await budgetKit.call('POST', '/recover', {
        peer: freshPeer(),
        body: { email: budgetKit.outbox.list()[0]?.to },
      });
      expect(recovery.status).toBe(200);
      const third = await signUp(3);
      expect(third.status).toBe(429);
      expect(third.body).toEqual({
        code: 'over_email_send_rate_limit',
        message: 'Email rate limit exceeded',
      });
      // Refused as a whole: no account was created for the third address.
      const { rows } = await budgetKit.db.query<{ n: number }>(
        'select count(*)::int as n from auth.users',
      );
      expect(rows[0]?.n).toBe(1);
      expect(budgetKit.outbox.list()).toHaveLength(2);

      clock += 60 * MINUTE;
      expect((await signUp(4)).status).toBe(200);
    } finally {
      await budgetKit.close();
    }
  });
});

describe('AUTH_RATE_LIMIT_MULTIPLIER', () => {
  it('scales every limit: ×10 allows 300 sign-ups and 20 mails', () => {
    let now = 0;
    const limiter = new AuthRateLimiter(DEFAULT_RATE_LIMITS, 10, () => now);
    for (let i = 0; i < 300; i++) limiter.take('signup', '203.0.113.1');
    expect(() => limiter.take('signup', '203.0.113.1')).toThrow('Request rate limit reached');
    now += 1_000; // 300 per 5 minutes is one a second
    expect(() => limiter.take('signup', '203.0.113.1')).not.toThrow();
    for (let i = 0; i < 20; i++) limiter.takeEmail();
    expect(() => limiter.takeEmail()).toThrow('Email rate limit exceeded');
  });

  it('defaults to 1 and refuses anything but a positive number', () => {
    expect(parseRateLimitMultiplier(undefined)).toBe(1);
    expect(parseRateLimitMultiplier('')).toBe(1);
    expect(parseRateLimitMultiplier('100')).toBe(100);
    expect(parseRateLimitMultiplier('0.5')).toBe(0.5);
    for (const bad of ['0', '-1', 'lots', 'Infinity']) {
      expect(() => parseRateLimitMultiplier(bad)).toThrow('AUTH_RATE_LIMIT_MULTIPLIER');
    }
  });
});

describe('the address a request is limited by', () => {
  it('is the socket’s peer; X-Forwarded-For counts only from this machine', () => {
    const forwarded = new Headers({ 'X-Forwarded-For': '203.0.113.9, 10.0.0.1' });
    expect(clientIpFor(forwarded, '127.0.0.1')).toBe('203.0.113.9');
    expect(clientIpFor(forwarded, '::1')).toBe('203.0.113.9');
    expect(clientIpFor(forwarded, '::ffff:127.0.0.1')).toBe('203.0.113.9');
    expect(clientIpFor(forwarded, '198.51.100.7')).toBe('198.51.100.7');
    expect(clientIpFor(new Headers(), '198.51.100.7')).toBe('198.51.100.7');
    expect(clientIpFor(new Headers(), '127.0.0.1')).toBe('127.0.0.1');
  });
});
