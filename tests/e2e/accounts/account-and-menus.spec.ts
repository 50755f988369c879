import { expect, test, type Page } from '@playwright/test';
import { expectAllUsable, expectNoHorizontalScroll } from '../../support/e2e/visibility.ts';
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

/** A picture of what the person sees, kept with the test's results for review. */
async function attachScreenshot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

const USER_MENU_LINKS = [
  'Blog',
  'Account & Billing',
  'Help & Support',
  'Terms & Conditions',
  'Privacy Policy',
] as const;
const MOBILE_SIGNED_IN_LINKS = ['Dashboard', 'Lists', 'Pricing', ...USER_MENU_LINKS] as const;

test.describe('desktop (1280 x 900)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('user menu: every item usable; closes on an outside click, Escape and a route change', async ({
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
    await expectAllUsable(
      [
        ...USER_MENU_LINKS.map((name) => panel.getByRole('link', { name })),
        panel.getByRole('button', { name: 'Sign Out' }),
      ],
      { scroll: false },
    );
    await attachScreenshot(page, 'user-menu-1280');
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

    await toggle.click();
    await panel.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test('the cancel-subscription dialog: its buttons are usable', async ({ page }) => {
      const email = uniqueEmail(`dialog-${viewport.width}`);
      await createProUser(email);
      await page.goto('/account');
      await signInThroughUi(page, email);
      await expect(page).toHaveURL(/\/account$/);
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel Subscription' });
      await expectAllUsable(
        [
          dialog.getByRole('button', { name: 'Keep Subscription' }),
          dialog.getByRole('button', { name: 'Yes, Cancel' }),
        ],
        { scroll: false },
      );
      await dialog.getByRole('button', { name: 'Keep Subscription' }).click();
      await expect(dialog).toHaveCount(0);
    });
  });
}

/** The open mobile menu fills the viewport below the header and is painted over the page. */
async function expectFullScreenMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  const viewport = page.viewportSize();
  const header = await page.getByRole('banner').boundingBox();
  const box = await menu.boundingBox();
  expect(box && header && viewport).toBeTruthy();
  if (!box || !header || !viewport) return;
  expect(box.x).toBe(0);
  expect(box.width).toBe(viewport.width);
  expect(box.y).toBeLessThanOrEqual(header.y + header.height);
  expect(box.y + box.height).toBe(viewport.height);
  // Its lower part, below the items, belongs to the menu too, not to the page behind it.
  const owner = await menu.evaluate(
    (nav, point) => nav.contains(document.elementFromPoint(point.x, point.y)),
    { x: viewport.width / 2, y: viewport.height - 10 },
  );
  expect(owner, 'the bottom of the viewport is covered by the menu').toBe(true);
}

test.describe('mobile (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signed out: the full-screen menu is usable, locks the page scroll and closes every way', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoHorizontalScroll(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    await toggle.click();
    await expectAllUsable(
      [
        page.getByRole('button', { name: 'Close menu' }),
        ...['Pricing', 'Blog', 'Login'].map((name) => menu.getByRole('link', { name })),
      ],
      { scroll: false },
    );
    await expectFullScreenMenu(page);
    await attachScreenshot(page, 'mobile-menu-signed-out-390');

    // The long landing page behind the menu does not scroll.
    await page.mouse.move(195, 600);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle).toBeFocused();
    // Scrolling works again once the menu is closed.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // An outside click (on the header, outside the toggle) closes it.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.getByRole('banner').click({ position: { x: 250, y: 30 } });
    await expect(menu).toHaveCount(0);

    // Growing past md closes it: the desktop bar takes over.
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 844 });
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // The scroll lock is released by the menu's cleanup, a frame after it closes.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflowY))
      .not.toBe('hidden');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(menu).toHaveCount(0);

    await toggle.click();
    await menu.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(menu).toHaveCount(0);
  });

  test('signed in: every item and the plan badge usable; Lists navigates, Sign Out signs out', async ({
    page,
  }) => {
    const email = uniqueEmail('mobile');
    await createUser(email);
    await page.goto('/auth');
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectNoHorizontalScroll(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });

    await toggle.click();
    await expectAllUsable(
      [
        page.getByRole('button', { name: 'Close menu' }),
        menu.getByText('Free', { exact: true }),
        ...MOBILE_SIGNED_IN_LINKS.map((name) => menu.getByRole('link', { name })),
        menu.getByRole('button', { name: 'Sign Out' }),
      ],
      { scroll: false },
    );
    await expectFullScreenMenu(page);
    await attachScreenshot(page, 'mobile-menu-signed-in-390');

    await menu.getByRole('link', { name: 'Lists' }).click();
    await expect(page).toHaveURL(/\/lists$/);
    await expect(menu).toHaveCount(0);

    await toggle.click();
    await menu.getByRole('link', { name: 'Account & Billing' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(menu).toHaveCount(0);

    await toggle.click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await toggle.click();
    await expectAllUsable([menu.getByRole('link', { name: 'Login' })], { scroll: false });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  });
});
