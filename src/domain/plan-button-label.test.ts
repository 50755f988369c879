import { describe, expect, it } from 'vitest';
import { planButtonLabel } from './plan-button-label';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const FUTURE = '2026-07-15T12:00:00.000Z';
const PAST = '2026-05-15T12:00:00.000Z';

type Profile = {
  plan: string;
  subscription_status: string | null;
  subscription_ends_at: string | null;
};
const profile = (plan: string, status: string | null, endsAt: string | null = null): Profile => ({
  plan,
  subscription_status: status,
  subscription_ends_at: endsAt,
});

describe('planButtonLabel (spec 4)', () => {
  it.each<[string, Profile | null, string, string]>([
    // description, profile, Free card label, Pro card label
    ['signed out (no profile reads as free)', null, 'Current Plan', 'Choose Pro'],
    ['free user', profile('free', null), 'Current Plan', 'Choose Pro'],
    ['free user, inactive', profile('free', 'inactive'), 'Current Plan', 'Choose Pro'],
    ['active pro', profile('pro', 'active', FUTURE), 'Choose Free', 'Current Plan'],
    ['trialing pro', profile('pro', 'trialing', FUTURE), 'Choose Free', 'Current Plan'],
    [
      'cancelled pro, still running',
      profile('pro', 'cancelled', FUTURE),
      'Choose Free',
      'Reactivate Pro',
    ],
    ['cancelled pro, ended', profile('pro', 'cancelled', PAST), 'Choose Free', 'Reactivate Pro'],
    [
      'pro with unknown status (effective free)',
      profile('pro', 'past_due'),
      'Current Plan',
      'Choose Pro',
    ],
  ])('%s', (_name, p, freeLabel, proLabel) => {
    expect(planButtonLabel('free', 'Free', p, NOW)).toBe(freeLabel);
    expect(planButtonLabel('pro', 'Pro', p, NOW)).toBe(proLabel);
  });
});
