import { expect, test } from '@playwright/test';
import { PASSWORD, createUser, signInThroughUi, uniqueEmail } from './accounts-helpers.ts';

test('sign up -> signed in on /dashboard with the Free badge', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect(bar.getByText('Free', { exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
});

test('sign up with an existing e-mail shows the server message', async ({ page }) => {
  const email = uniqueEmail('taken');
  await createUser(email);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A user with this email address has already been registered',
  );
  await expect(page).toHaveURL(/\/auth$/);
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
