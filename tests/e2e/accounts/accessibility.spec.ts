import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createProUser, createUser, signInThroughUi, uniqueEmail } from './accounts-helpers.ts';

// axe with WCAG 2.x A/AA rules on every accounts screen, in the states a user meets.
const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

test.describe('axe: no violations', () => {
  for (const path of ['/auth', '/forgot-password', '/reset-password']) {
    test(`signed out ${path}`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await axe(page).analyze()).violations).toEqual([]);
      await context.close();
    });
  }

  test('/auth sign-up view with validation errors', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await context.close();
  });

  test('signed in /account, /help and the open user menu', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = uniqueEmail('axe');
    await createUser(email);
    await page.goto('/account');
    await signInThroughUi(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Account & Billing' })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);

    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: `Account menu for ${email}` }).click();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await context.close();
  });

  test('/auth with the red error box, and the check-your-email screen', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/auth');
    await signInThroughUi(page, uniqueEmail('nobody'), 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);

    await page.goto('/forgot-password');
    await page.getByLabel('Email address').fill(uniqueEmail('axe-reset'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await context.close();
  });

  test('Pro /account and the cancel confirmation dialog', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = uniqueEmail('axe-pro');
    await createProUser(email);
    await page.goto('/account');
    await signInThroughUi(page, email);
    await expect(page.getByText('Next Billing Date')).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await context.close();
  });

  test('signed in at 390 px: the open mobile menu, and /pricing with the Current Plan state', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const email = uniqueEmail('axe-mobile');
    await createUser(email);
    await page.goto('/auth');
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Pricing' })
      .click();
    await expect(page.getByText('Current Plan', { exact: true })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await context.close();
  });
});
