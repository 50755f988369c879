import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { createUser, signInThroughUi, uniqueEmail } from '../accounts/accounts-helpers.ts';
import { pickLocationWithKeyboard, search } from '../search/search-helpers.ts';
import { endPaidPeriod, listNames, storedProfile } from './billing-helpers.ts';

// On the local stack with no Paddle token: the local test checkout, whose Pay makes the
// stack's Paddle stand-in send signed events to the real paddle-webhook; cancel and
// reactivate go through the real functions to the same stand-in.
test('free -> local checkout -> Pro features -> cancel -> reactivate -> cancel -> expiry -> Free, lists kept', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('billing');
  const userId = await createUser(email);
  await page.goto('/auth');
  await signInThroughUi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();

  // Checkout.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  const checkout = page.getByRole('dialog', { name: 'Local test checkout' });
  await expect(checkout.getByText('Test mode — no payment is taken')).toBeVisible();
  await expect(checkout.getByText(email)).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include('[role="dialog"]')
    .analyze();
  expect(axe.violations).toEqual([]);
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const paid = await storedProfile(userId);
  expect(paid).toMatchObject({ plan: 'pro', subscription_status: 'active' });
  expect(paid.paddle_subscription_id).toMatch(/^sub_/);

  // Pro features: 100 results, filters, export, lists.
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page.getByRole('combobox', { name: 'Result Count' }).getByRole('option')).toHaveText(
    ['20', '40', '60', '100'],
  );
  const location = await pickLocationWithKeyboard(page, 'Kadık', /^Kad\S*k\S*y, \S*stanbul/u);
  await search(page, location, 'dentist', '40');
  await expect(page.getByTestId('business-row')).toHaveCount(40);
  await expect(page.getByRole('button', { name: 'Has email' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Export Excel' })).toBeEnabled();
  await page.getByTestId('business-row').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Add to List' }).click();
  const addToList = page.getByRole('dialog', { name: 'Add to List' });
  await addToList.getByLabel('New list name').fill('Keep me');
  await addToList.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Added 1 business to Keep me.')).toBeVisible();

  // Cancel: Pro kept until the end of the period, with the downgrade note.
  const cancelOnAccount = async () => {
    await page.goto('/account');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel' }).click();
    const done = page.getByRole('dialog', { name: 'Subscription Cancelled' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Pro Access Until')).toBeVisible();
    await expect(
      page.getByText(
        'Your subscription has been cancelled. After this date your account will be downgraded to the Free plan.',
      ),
    ).toBeVisible();
  };
  await cancelOnAccount();
  expect(await storedProfile(userId)).toMatchObject({
    plan: 'pro',
    subscription_status: 'cancelled',
  });

  // Reactivate: the same subscription, active again.
  await page.getByRole('link', { name: 'Reactivate Subscription' }).click();
  await page.getByRole('button', { name: 'Reactivate Pro' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Next Billing Date')).toBeVisible();
  expect(await storedProfile(userId)).toMatchObject({
    plan: 'pro',
    subscription_status: 'active',
    paddle_subscription_id: paid.paddle_subscription_id,
  });

  // Cancel again, then the period ends (time moved in the database): Free everywhere.
  await cancelOnAccount();
  await endPaidPeriod(userId);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toBeVisible();
  await expect(page.getByText('Pro Access Until')).toHaveCount(0);
  await expect.poll(async () => (await storedProfile(userId)).plan).toBe('free');
  expect(await storedProfile(userId)).toMatchObject({ subscription_status: 'inactive' });
  await page.goto('/dashboard');
  await expect(page.getByRole('combobox', { name: 'Result Count' }).getByRole('option')).toHaveText(
    ['20'],
  );
  expect(await listNames(userId)).toEqual(['Keep me']);
});
