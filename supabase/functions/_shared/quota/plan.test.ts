import { describe, expect, it } from 'vitest';
import { effectivePlan } from './plan.ts';

// The same cases as private.effective_plan's (007_search_quota.test.sql).
const now = new Date('2026-03-01T12:00:00Z');
const future = '2026-03-02T12:00:00+00:00';
const past = '2026-02-28T12:00:00+00:00';

describe('effectivePlan (as private.effective_plan)', () => {
  it.each([
    ['no profile', null, 'free'],
    [
      'free, no subscription',
      { plan: 'free', subscription_status: null, subscription_ends_at: null },
      'free',
    ],
    [
      'pro, active',
      { plan: 'pro', subscription_status: 'active', subscription_ends_at: future },
      'pro',
    ],
    [
      'pro, trialing',
      { plan: 'pro', subscription_status: 'trialing', subscription_ends_at: null },
      'pro',
    ],
    [
      'pro, cancelled, paid period running',
      { plan: 'pro', subscription_status: 'cancelled', subscription_ends_at: future },
      'pro',
    ],
    [
      'pro, cancelled, period over',
      { plan: 'pro', subscription_status: 'cancelled', subscription_ends_at: past },
      'free',
    ],
    [
      'pro, cancelled without an end',
      { plan: 'pro', subscription_status: 'cancelled', subscription_ends_at: null },
      'free',
    ],
    [
      'pro, past_due',
      { plan: 'pro', subscription_status: 'past_due', subscription_ends_at: future },
      'free',
    ],
    [
      'pro, paused',
      { plan: 'pro', subscription_status: 'paused', subscription_ends_at: future },
      'free',
    ],
    [
      'pro, no status',
      { plan: 'pro', subscription_status: null, subscription_ends_at: future },
      'free',
    ],
    [
      'free, active',
      { plan: 'free', subscription_status: 'active', subscription_ends_at: future },
      'free',
    ],
  ] as const)('%s -> %s', (_name, profile, expected) => {
    expect(effectivePlan(profile, now)).toBe(expected);
  });
});
