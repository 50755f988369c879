import { describe, expect, it } from 'vitest';
import { planButton, type PlanButton } from './plan-action';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const FUTURE = '2026-07-15T12:00:00.000Z';
const PAST = '2026-05-15T12:00:00.000Z';
const profile = (plan: string, status: string | null, endsAt: string | null = null) => ({
  plan,
  subscription_status: status,
  subscription_ends_at: endsAt,
});
type Viewer = Parameters<typeof planButton>[2];

describe('planButton: /pricing label and action per viewer (spec 2, 4, 5, 6)', () => {
  it.each<[string, Viewer, PlanButton, PlanButton]>([
    [
      'signed out',
      { signedIn: false, profile: null },
      { label: 'Start Free', action: 'signup' },
      { label: 'Choose Pro', action: 'signup' },
    ],
    [
      'signed in, profile not loaded (checkout needs a profile)',
      { signedIn: true, profile: null },
      { label: 'Current Plan', action: 'signup' },
      { label: 'Choose Pro', action: 'signup' },
    ],
    [
      'free user',
      { signedIn: true, profile: profile('free', null) },
      { label: 'Current Plan', action: 'already-subscribed' },
      { label: 'Choose Pro', action: 'checkout' },
    ],
    [
      'active Pro',
      { signedIn: true, profile: profile('pro', 'active', FUTURE) },
      { label: 'Choose Free', action: 'manage' },
      { label: 'Current Plan', action: 'already-subscribed' },
    ],
    [
      'cancelled Pro, still running',
      { signedIn: true, profile: profile('pro', 'cancelled', FUTURE) },
      { label: 'Choose Free', action: 'manage' },
      { label: 'Reactivate Pro', action: 'checkout' },
    ],
    [
      'cancelled Pro, ended',
      { signedIn: true, profile: profile('pro', 'cancelled', PAST) },
      { label: 'Choose Free', action: 'manage' },
      { label: 'Reactivate Pro', action: 'checkout' },
    ],
    [
      'Pro with an unknown status reads as free',
      { signedIn: true, profile: profile('pro', 'past_due', FUTURE) },
      { label: 'Current Plan', action: 'already-subscribed' },
      { label: 'Choose Pro', action: 'checkout' },
    ],
  ])('%s', (_name, viewer, free, pro) => {
    expect(planButton('free', 'Free', viewer, NOW)).toEqual(free);
    expect(planButton('pro', 'Pro', viewer, NOW)).toEqual(pro);
  });
});
