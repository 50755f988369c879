import { expect, test, type Page } from '@playwright/test';
import { createProUser, createUser, signInThroughUi, uniqueEmail } from './public-helpers.ts';

const IN_20_DAYS = () => new Date(Date.now() + 20 * 86_400_000).toISOString();

const planCard = (page: Page, plan: 'Free' | 'Pro') =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 2, name: plan, exact: true }) })
    .last();

/** The action (link or button) at the bottom of a plan card. */
const cardAction = (page: Page, plan: 'Free' | 'Pro') =>
  planCard(page, plan).locator('a, button').last();

/** The viewer's own plan: a state in place of the action, which cannot be pressed or focused. */
async function expectCurrentPlanState(page: Page, plan: 'Free' | 'Pro') {
  const card = planCard(page, plan);
  const state = card.getByText('Current Plan', { exact: true });
  await expect(state).toBeVisible();
  await expect(card.locator('a, button, [tabindex]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Current Plan' })).toHaveCount(0);
  expect(await state.evaluate((el) => el.tabIndex)).toBe(-1);
  await state.click();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page).toHaveURL(/\/pricing$/);
}

/** A mark on `window` survives router navigations and disappears with a full page load. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { reloadMark?: boolean }).reloadMark = true;
  });
const expectFullReload = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as { reloadMark?: boolean }).reloadMark))
    .toBeUndefined();

async function signInAndOpenPricing(page: Page, email: string) {
  await page.goto('/auth');
  await signInThroughUi(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/pricing');
}

test.describe('/pricing labels (spec 4)', () => {
  test('signed out: Start Free and Choose Pro both open sign-up', async ({ page }) => {
    await page.goto('/pricing');
    await expect(cardAction(page, 'Free')).toHaveText('Start Free');
    await expect(cardAction(page, 'Pro')).toHaveText('Choose Pro');
    await expect(page.locator('dl dt')).toHaveCount(3);

    await cardAction(page, 'Pro').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

    await page.goto('/pricing');
    await cardAction(page, 'Free').click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });

  test('free user: Current Plan (a state) / Choose Pro; on the local stack Choose Pro opens the local test checkout', async ({
    page,
  }) => {
    const email = uniqueEmail('pricing-free');
    await createUser(email);
    await signInAndOpenPricing(page, email);
    await expectCurrentPlanState(page, 'Free');
    await expect(cardAction(page, 'Pro')).toHaveText('Choose Pro');

    // Without a Paddle client token the local stack sells through its own test checkout
    // (tests/e2e/billing has the Paddle paths, "not available" included).
    await cardAction(page, 'Pro').click();
    const checkout = page.getByRole('dialog', { name: 'Local test checkout' });
    await expect(checkout.getByText('Test mode — no payment is taken')).toBeVisible();
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await expect(checkout).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('Pro user: Choose Free / Current Plan (a state)', async ({ page }) => {
    const email = uniqueEmail('pricing-pro');
    await createProUser(email, { subscription_ends_at: IN_20_DAYS() });
    await signInAndOpenPricing(page, email);
    await expectCurrentPlanState(page, 'Pro');
    await expect(cardAction(page, 'Free')).toHaveText('Choose Free');
  });

  test('cancelled Pro user: Reactivate Pro', async ({ page }) => {
    const email = uniqueEmail('pricing-cancelled');
    await createProUser(email, {
      subscription_status: 'cancelled',
      subscription_ends_at: IN_20_DAYS(),
    });
    await signInAndOpenPricing(page, email);
    await expect(cardAction(page, 'Pro')).toHaveText('Reactivate Pro');
    await expect(cardAction(page, 'Free')).toHaveText('Choose Free');
  });
});

test.describe('payment return pages', () => {
  test('/payment-success refreshes the profile on load and returns to /dashboard with a reload', async ({
    page,
  }) => {
    const email = uniqueEmail('paid');
    await createUser(email);
    await page.goto('/auth');
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);

    const profileReads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/rest/v1/user_profiles')) {
        profileReads.push(request.url());
      }
    });
    await page.goto('/payment-success');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeVisible();
    await expect(page.getByText('Unlimited searches')).toBeVisible();
    // One read when the session starts, one more: the page's refresh.
    await expect.poll(() => profileReads.length).toBeGreaterThanOrEqual(2);

    await markWindow(page);
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectFullReload(page);
  });

  test('/payment-failure: solutions, Try Again, Return to Dashboard with a reload, support link', async ({
    page,
  }) => {
    const email = uniqueEmail('unpaid');
    await createUser(email);
    await page.goto('/auth');
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/payment-failure');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText(/Insufficient funds/)).toBeVisible();
    await expect(page.getByText(/Expired card/)).toBeVisible();
    await expect(page.getByText(/temporary issue with your payment method/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await page.getByRole('link', { name: 'Try Again' }).click();
    await expect(page).toHaveURL(/\/pricing$/);

    await page.goto('/payment-failure');
    await markWindow(page);
    await page.getByRole('button', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectFullReload(page);
  });
});
