import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectUsable } from '../../support/e2e/visibility.ts';
import { createProUser, uniqueEmail } from '../accounts/accounts-helpers.ts';
import { openDashboard, search, tableRows } from './search-helpers.ts';

// Issue 22 item 2 as a person sees it: two results added to a list are marked "already
// saved", the status set in the list shows in the marker, and "Hide already saved" leaves
// them out. axe and what is in view at 1280 and 390 px; screenshots in test-results/saved/.

const LIST = 'Moda calls';

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

async function check(page: Page, name: string) {
  expect((await axe(page).analyze()).violations, name).toEqual([]);
  await page.screenshot({ path: `test-results/saved/${name}.png`, fullPage: false });
}

test('search, add two rows to a list, see them marked with their status, hide them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('saved-marker');
  await createProUser(email);
  await openDashboard(page, email);
  await search(page, 'Kadıköy, İstanbul', 'dentist');
  await expect(page.getByText('20 businesses found')).toBeVisible();
  const [first, second] = (await tableRows(page)).map((row) => row.name);
  expect(first && second).toBeTruthy();

  for (const name of [first, second]) {
    await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Add to List' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to List' });
  await dialog.getByLabel('New list name').fill(LIST);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const rowOf = (name: string) =>
    page.getByTestId('business-row').filter({ hasText: name }).first();
  const markerOf = (name: string, status: string) =>
    rowOf(name).getByRole('link', { name: `Saved in ${LIST} · ${status}` });
  await expect(page.getByTestId('saved-marker')).toHaveCount(2);
  await expect(markerOf(second!, 'New')).toBeVisible();
  await expectUsable(markerOf(first!, 'New'));
  await check(page, '1280-marked');

  // The marker opens the list; a status set there shows in the marker back in the search.
  await markerOf(first!, 'New').click();
  await expect(page.getByRole('heading', { level: 1, name: LIST })).toBeVisible();
  await page.getByRole('button', { name: 'Table' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/rest/v1/leads') && response.request().method() === 'POST',
  );
  await page.getByRole('combobox', { name: `Status of ${first}` }).selectOption('Contacted');
  expect((await saved).ok()).toBe(true);
  await page.goBack();
  await expect(markerOf(first!, 'Contacted')).toBeVisible();
  await expect(markerOf(second!, 'New')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectUsable(markerOf(first!, 'Contacted'));
  await expectNoHorizontalScroll(page);
  await check(page, '390-marked');

  // On a phone the filters are behind their button.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const hide = page.getByRole('button', { name: 'Hide already saved' });
  await expectUsable(hide);
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('18 of 20 businesses (filtered)')).toBeVisible();
  await expect(page.getByTestId('saved-marker')).toHaveCount(0);
  await expect(page.getByText(first!, { exact: true })).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('saved')).toBe('0');
  await expectNoHorizontalScroll(page);
  await check(page, '390-hidden');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectUsable(page.getByRole('button', { name: 'Hide already saved' }));
  await check(page, '1280-hidden');
});
