import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createProUser, createUser, uniqueEmail } from '../accounts/accounts-helpers.ts';
import { makeItems, openSignedIn, seedList } from './lists-helpers.ts';

// axe (WCAG 2.x A/AA + best practice) on the lists pages in the states a user meets, at the
// two widths ui.md designs for; screenshots of each in test-results/lists/ for review.
const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** axe over the page, or over `part` only: a dialog over a page axe has just read. */
async function check(page: Page, name: string, part?: string) {
  const builder = part ? axe(page).include(part) : axe(page);
  expect((await builder.analyze()).violations, name).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/lists/${name}.png`, fullPage: false });
}

for (const size of WIDTHS) {
  test(`axe at ${size.width}px: /lists empty and with lists, the modal, a list in both views, the delete dialog`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const email = uniqueEmail(`axe-lists-${size.width}`);
    const userId = await createProUser(email);
    await openSignedIn(page, '/lists', email);
    await expect(page.getByRole('heading', { name: 'No lists yet' })).toBeVisible();
    await check(page, `${size.width}-lists-empty`);

    await page.getByRole('button', { name: 'Create List' }).click();
    const modal = page.getByRole('dialog', { name: 'Create New List' });
    await modal.getByLabel('List name').fill('Kadıköy dentists');
    await check(page, `${size.width}-create-modal`, '[role="dialog"]');
    await modal.getByRole('button', { name: 'Cancel' }).click();

    // Ten rows hold every kind of cell; thirty only made each axe run longer.
    const listId = await seedList(userId, 'Kadıköy dentists', makeItems(10, 'Diş Kliniği'), 5);
    await seedList(userId, 'Empty list', [], 0);
    await page.reload();
    await expect(page.getByRole('link', { name: /Kadıköy dentists/ })).toContainText(
      '10 businesses',
    );
    await check(page, `${size.width}-lists`);

    await page.goto(`/lists/${listId}`);
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByTestId('business-row').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select Diş Kliniği 0001', exact: true }).check();
    await check(page, `${size.width}-list-table`);
    await page.getByRole('button', { name: 'Cards' }).click();
    await expect(page.getByTestId('business-card').first()).toBeVisible();
    await check(page, `${size.width}-list-cards`);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: 'Delete List' })).toBeVisible();
    await check(page, `${size.width}-delete-dialog`, '[role="alertdialog"]');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/lists');
    await page.getByRole('link', { name: /Empty list/ }).click();
    await expect(page.getByRole('heading', { name: 'No businesses in this list' })).toBeVisible();
    await check(page, `${size.width}-list-empty`);
    await context.close();
  });
}

for (const size of WIDTHS) {
  test(`axe at ${size.width}px: /lists with the upsell for a free user`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const email = uniqueEmail(`axe-lists-free-${size.width}`);
    await createUser(email);
    await openSignedIn(page, '/lists', email);
    await expect(page.getByRole('heading', { name: 'Lists Available with Pro' })).toBeVisible();
    await check(page, `${size.width}-lists-free`);
    await context.close();
  });
}
