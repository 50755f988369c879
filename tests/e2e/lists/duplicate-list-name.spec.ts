import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { createProUser, uniqueEmail } from '../accounts/accounts-helpers.ts';
import { expectUsable } from '../../support/e2e/visibility.ts';
import { openSignedIn, seedList } from './lists-helpers.ts';

// Issue 18: the create-list dialog refuses a name the user already has, whatever its case,
// with the message under the field: from the names on the page, and from the database for
// a list made meanwhile in another tab.
const MESSAGE = 'You already have a list with this name.';
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** The refusal is in view, uncovered, right under the field it describes. */
async function expectRefusedUnder(input: Locator, dialog: Locator) {
  const alert = dialog.getByRole('alert');
  await expect(alert).toHaveText(MESSAGE);
  await expectUsable(alert, { scroll: false });
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(MESSAGE);
  await expect(input).toBeFocused();
  const field = await input.boundingBox();
  const box = await alert.boundingBox();
  expect(field && box).toBeTruthy();
  const gap = box!.y - (field!.y + field!.height);
  expect(gap, 'the message starts just under the field').toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(24);
  expect(Math.abs(box!.x - field!.x), 'aligned with the field').toBeLessThanOrEqual(2);
}

for (const size of WIDTHS) {
  test(`at ${size.width}px the create-list dialog refuses a name the user already has`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const email = uniqueEmail(`list-name-${size.width}`);
    const userId = await createProUser(email);
    await seedList(userId, 'İstanbul dentists', [], 5);
    await openSignedIn(page, '/lists', email);
    await expect(page.getByRole('link', { name: /İstanbul dentists/ })).toBeVisible();

    await page.getByRole('button', { name: 'Create List' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New List' });
    const input = dialog.getByLabel('List name');
    await input.fill('ISTANBUL DENTISTS');
    await input.press('Enter');
    await expectRefusedUnder(input, dialog);
    const axe = new AxeBuilder({ page }).withTags([
      'wcag2a',
      'wcag2aa',
      'wcag21a',
      'wcag21aa',
      'best-practice',
    ]);
    expect((await axe.analyze()).violations).toEqual([]);

    // Made in another tab after this page loaded its lists: the database refuses it.
    await seedList(userId, 'Berlin cafés', [], 0);
    await input.fill('berlin CAFÉS');
    await expect(dialog.getByRole('alert')).toBeHidden();
    const insert = page.waitForResponse(
      (response) =>
        response.url().includes('/rest/v1/business_lists') &&
        response.request().method() === 'POST',
    );
    await input.press('Enter');
    expect((await insert).status()).toBe(409);
    await expectRefusedUnder(input, dialog);
    expect((await axe.analyze()).violations).toEqual([]);
    await context.close();
  });
}
