import { describe, expect, it } from 'vitest';
import { effectivePlan, needsExpiredDowngrade } from './effective-plan';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const PAST = '2026-06-15T11:59:59.999Z';
const FUTURE = '2026-06-15T12:00:00.001Z';
const EXACTLY_NOW = NOW.toISOString();

type Row = [string, string, string | null, string | null, 'free' | 'pro'];

describe('effectivePlan (spec 4)', () => {
  it('is free without a profile', () => {
    expect(effectivePlan(null, NOW)).toBe('free');
    expect(effectivePlan(undefined, NOW)).toBe('free');
  });

  it.each<Row>([
    // description, plan, status, ends_at, expected
    ['active pro', 'pro', 'active', null, 'pro'],
    ['active free', 'free', 'active', null, 'free'],
    ['trialing pro', 'pro', 'trialing', null, 'pro'],
    ['trialing pro with a past end date', 'pro', 'trialing', PAST, 'pro'],
    ['active pro with a past end date', 'pro', 'active', PAST, 'pro'],
    ['cancelled pro, end in the future', 'pro', 'cancelled', FUTURE, 'pro'],
    ['cancelled pro, end in the past', 'pro', 'cancelled', PAST, 'free'],
    ['cancelled pro, end exactly now', 'pro', 'cancelled', EXACTLY_NOW, 'free'],
    ['cancelled pro, no end date', 'pro', 'cancelled', null, 'free'],
    ['cancelled pro, unreadable end date', 'pro', 'cancelled', 'not a date', 'free'],
    ['cancelled free, end in the future', 'free', 'cancelled', FUTURE, 'free'],
    ['inactive pro', 'pro', 'inactive', FUTURE, 'free'],
    ['no status, pro', 'pro', null, FUTURE, 'free'],
    ['unknown status past_due', 'pro', 'past_due', FUTURE, 'free'],
    ['unknown status paused', 'pro', 'paused', null, 'free'],
    ['free without status', 'free', null, null, 'free'],
    ['unknown plan value, active', 'enterprise', 'active', null, 'free'],
  ])('%s -> %s', (_name, plan, status, endsAt, expected) => {
    expect(
      effectivePlan({ plan, subscription_status: status, subscription_ends_at: endsAt }, NOW),
    ).toBe(expected);
  });
});

describe('needsExpiredDowngrade (spec 4 write-back)', () => {
  it.each<[string, string, string | null, string | null, boolean]>([
    ['cancelled pro, past end', 'pro', 'cancelled', PAST, true],
    ['cancelled pro, end exactly now', 'pro', 'cancelled', EXACTLY_NOW, true],
    ['cancelled pro, future end', 'pro', 'cancelled', FUTURE, false],
    ['cancelled pro, no end date', 'pro', 'cancelled', null, false],
    ['cancelled free, past end', 'free', 'cancelled', PAST, false],
    ['active pro, past end', 'pro', 'active', PAST, false],
    ['inactive pro, past end', 'pro', 'inactive', PAST, false],
  ])('%s -> %s', (_name, plan, status, endsAt, expected) => {
    expect(
      needsExpiredDowngrade(
        { plan, subscription_status: status, subscription_ends_at: endsAt },
        NOW,
      ),
    ).toBe(expected);
  });

  it('is false without a profile', () => {
    expect(needsExpiredDowngrade(null, NOW)).toBe(false);
  });
});
