import { expect, test } from '@playwright/test';
import {
  createUser,
  firstLinkIn,
  latestMailTo,
  signInThroughUi,
  uniqueEmail,
} from './accounts-helpers.ts';

test('forgot password -> outbox link -> new password -> redirect with message -> sign in', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await createUser(email, 'old-password-1');

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await latestMailTo(email);
  const link = firstLinkIn(mail.Text || mail.HTML);
  expect(link).toContain('/auth/v1/verify');
  await page.goto(link);

  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('new-password-2');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Updated' })).toBeVisible();

  // The 3-second redirect, carrying the spec's message.
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Password updated' })).toHaveText(
    'Password updated successfully! Please sign in with your new password.',
  );

  await signInThroughUi(page, email, 'old-password-1');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await signInThroughUi(page, email, 'new-password-2');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/reset-password without a session -> Invalid Reset Link -> /forgot-password', async ({
  page,
}) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await page.getByRole('link', { name: 'Request New Reset Link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('forgot password: Try again clears the e-mail and returns to the form', async ({ page }) => {
  const email = uniqueEmail('tryagain');
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('');
});

test('an expired recovery link shows Invalid Reset Link', async ({ page }) => {
  await page.goto(
    '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  );
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});
