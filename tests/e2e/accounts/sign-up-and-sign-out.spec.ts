import { expect, test } from '@playwright/test';
import {
  confirmationLinkFor,
  createUser,
  signInThroughUi,
  signUpThroughUi,
  uniqueEmail,
} from './accounts-helpers.ts';

test('sign up -> notice on /auth -> unconfirmed sign-in refused -> mailed link -> /dashboard signed in', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth', { waitUntil: 'networkidle' });
  await signUpThroughUi(page, email);

  await expect(page.getByRole('status')).toHaveText(
    'Account created! Please check your email to verify your account.',
  );
  await expect(page).toHaveURL(/\/auth$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
  ).toBeVisible();

  // Not signed in, and signing in before confirming shows the auth service's message.
  await signInThroughUi(page, email);
  await expect(page.getByRole('alert')).toHaveText('Email not confirmed');
  await expect(page).toHaveURL(/\/auth$/);

  const link = await confirmationLinkFor(email);
  await page.goto(link);
  // supabase-js takes the session from the fragment and clears it (a bare '#' may stay).
  await expect(page).toHaveURL(/\/dashboard#?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByText('Free', { exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
});

test('sign up with a registered e-mail gives the same notice and signs nobody in', async ({
  page,
}) => {
  const email = uniqueEmail('taken');
  await createUser(email);
  await page.goto('/auth');
  await signUpThroughUi(page, email, 'another-password-1');
  // The answer must not tell a stranger that the address has an account.
  await expect(page.getByRole('status')).toHaveText(
    'Account created! Please check your email to verify your account.',
  );
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughUi(page, email, 'another-password-1');
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid email or password. Please check your credentials and try again.',
  );
});

test('sign out from the user menu -> / signed out', async ({ page }) => {
  const email = uniqueEmail('signout');
  await createUser(email);
  await page.goto('/auth');
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  // Signed out for real: a guarded page sends us to /auth again.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth$/);
});

test('wrong password -> the spec text', async ({ page }) => {
  const email = uniqueEmail('wrongpw');
  await createUser(email);
  await page.goto('/auth');
  await signInThroughUi(page, email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid email or password. Please check your credentials and try again.',
  );
  await expect(page).toHaveURL(/\/auth$/);
});

test('a guarded route while signed out -> /auth -> sign in -> back to it', async ({ page }) => {
  const email = uniqueEmail('guard');
  await createUser(email);
  await page.goto('/help');
  await expect(page).toHaveURL(/\/auth$/);
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
});

test('a signed-in visitor of / and /auth goes to /dashboard; unknown paths go to /', async ({
  page,
}) => {
  const email = uniqueEmail('redirects');
  await createUser(email);
  await page.goto('/nowhere/at/all');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth');
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});
