import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  startSignupStack,
  type SignupStack,
} from '../../support/functions/signup-stack.ts';

// Issue 17, item 2: nobody can claim an address by signing up with it first. Sign-ups go
// through the real function and auth stand-in (which, like hosted GoTrue, keeps the first
// sign-up's password and voids older links on a repeat sign-up); links are followed as a
// browser follows them.
let kit: SignupStack;
beforeAll(async () => {
  kit = await startSignupStack({ emailMinInterval: 0 });
});
afterAll(async () => kit?.stop());

let counter = 0;
const freshEmail = () => `claim${++counter}-${Date.now()}@example.com`;

async function signUp(email: string, password: string) {
  const answer = await kit.signUp(email, password);
  expect(answer.status, answer.text).toBe(200);
}

/** Follows a link and expects the browser on the app's /dashboard, signed in as `email`. */
async function expectSignedInFrom(link: string, email: string) {
  const { url } = await kit.follow(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${APP_ORIGIN}/dashboard`);
  const fragment = new URLSearchParams(url.hash.slice(1));
  expect(fragment.get('error_description')).toBeNull();
  expect(await kit.whoIs(fragment.get('access_token') ?? '')).toEqual({ email, confirmed: true });
}

describe('a sign-up for an address someone else signed up with first', () => {
  it('attacker first, then owner: the owner’s link signs the owner in with the owner’s password only', async () => {
    const email = freshEmail();
    await signUp(email, 'attacker-password');
    await signUp(email, 'owner-password');
    const [, ownersLink = ''] = kit.linksTo(email);

    await expectSignedInFrom(ownersLink, email);
    expect(await kit.passwordWorks(email, 'owner-password')).toBe(true);
    expect(await kit.passwordWorks(email, 'attacker-password')).toBe(false);
  });

  it('owner first, then attacker: the owner’s own link still works, and the attacker’s password never does', async () => {
    const email = freshEmail();
    await signUp(email, 'owner-password');
    await signUp(email, 'attacker-password');
    const [ownersLink = '', attackersLink = ''] = kit.linksTo(email);

    await expectSignedInFrom(ownersLink, email);
    expect(await kit.passwordWorks(email, 'owner-password')).toBe(true);
    expect(await kit.passwordWorks(email, 'attacker-password')).toBe(false);

    // The other sign-up's link is spent with it: no session, no password change.
    const { url } = await kit.follow(attackersLink);
    expect(url.hash).not.toContain('access_token');
    expect(await kit.passwordWorks(email, 'attacker-password')).toBe(false);
    expect(await kit.passwordWorks(email, 'owner-password')).toBe(true);
  });

  it('two links, the older clicked: its sign-up’s password works, the newer one’s does not', async () => {
    const email = freshEmail();
    await signUp(email, 'first-password');
    await signUp(email, 'second-password');
    const [olderLink = ''] = kit.linksTo(email);

    await expectSignedInFrom(olderLink, email);
    expect(await kit.passwordWorks(email, 'first-password')).toBe(true);
    expect(await kit.passwordWorks(email, 'second-password')).toBe(false);
  });

  it('one sign-up, one link: signed in, and the password works, as always', async () => {
    const email = freshEmail();
    await signUp(email, 'only-password');
    const [link = ''] = kit.linksTo(email);
    await expectSignedInFrom(link, email);
    expect(await kit.passwordWorks(email, 'only-password')).toBe(true);
  });
});
