import { expect, test } from '@playwright/test';
import {
  createProUser,
  createUser,
  setProfile,
  signInThroughUi,
  uniqueEmail,
} from './accounts-helpers.ts';

test('account page for a free user', async ({ page }) => {
  const email = uniqueEmail('free');
  const id = await createUser(email);
  await setProfile(id, { daily_searches_used: 2, last_search_date: new Date().toISOString() });
  await page.goto('/account');
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/account$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Account & Billing' })).toBeVisible();
  await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Member since')).toBeVisible();
  await expect(page.getByText('€0/month')).toBeVisible();
  await expect(page.getByText('2/3 searches')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: "Today's Usage" })).toHaveAttribute(
    'aria-valuenow',
    '2',
  );
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Get Pro For Export Your Data' })).toHaveAttribute(
    'href',
    '/pricing',
  );

  // Email Notifications: optimistic toggle that persists.
  const toggle = page.getByRole('switch', { name: 'Email Notifications' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toBeEnabled();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email Notifications' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
});

test('account page for a Pro user: billing date, cancel dialog, no subscription id', async ({
  page,
}) => {
  const email = uniqueEmail('pro');
  await createProUser(email, { subscription_ends_at: '2030-03-15T12:00:00Z' });
  await page.goto('/account');
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/account$/);

  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByText('Pro', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('€29/month')).toBeVisible();
  await expect(page.getByText('Next Billing Date')).toBeVisible();
  await expect(page.getByText('March 15, 2030')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export Data' })).toBeVisible();

  const cancel = page.getByRole('button', { name: 'Cancel Subscription' });
  await cancel.click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Subscription' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeFocused();

  await cancel.click();
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('No subscription found to cancel');
});

test('account page for a cancelled Pro user: access until, Reactivate', async ({ page }) => {
  const email = uniqueEmail('cancelled');
  await createProUser(email, {
    subscription_status: 'cancelled',
    subscription_ends_at: '2030-01-31T12:00:00Z',
  });
  await page.goto('/account');
  await signInThroughUi(page, email);
  await expect(page.getByText('Pro Access Until')).toBeVisible();
  await expect(page.getByText('January 31, 2030')).toBeVisible();
  await expect(page.getByText(/downgraded to the Free plan/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reactivate Subscription' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
});

test('an ended cancelled Pro is shown as Free and written back', async ({ page }) => {
  const email = uniqueEmail('ended');
  await createProUser(email, {
    subscription_status: 'cancelled',
    subscription_ends_at: '2020-01-01T00:00:00Z',
  });
  await page.goto('/account');
  await signInThroughUi(page, email);
  await expect(page.getByText('€0/month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('€0/month')).toBeVisible();
});

test('desktop user menu closes on an outside click, Escape and a route change', async ({
  page,
}) => {
  const email = uniqueEmail('menu');
  await createUser(email);
  await page.goto('/auth');
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const toggle = page.getByRole('button', { name: `Account menu for ${email}` });
  const panel = page.locator('#user-menu-panel');

  await toggle.click();
  for (const name of [
    'Blog',
    'Account & Billing',
    'Help & Support',
    'Terms & Conditions',
    'Privacy Policy',
  ]) {
    await expect(panel.getByRole('link', { name })).toBeVisible();
  }
  await expect(panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(panel).toHaveCount(0);

  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.click();
  await panel.getByRole('link', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(panel).toHaveCount(0);
});

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the full-screen menu signed out and signed in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await menu.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(menu).toHaveCount(0);

    const email = uniqueEmail('mobile');
    await createUser(email);
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    // No horizontal page scroll at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    await expect(menu.getByText('Free', { exact: true })).toBeVisible();
    for (const name of [
      'Dashboard',
      'Lists',
      'Pricing',
      'Blog',
      'Account & Billing',
      'Help & Support',
      'Terms & Conditions',
      'Privacy Policy',
    ]) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Account & Billing' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(menu).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
