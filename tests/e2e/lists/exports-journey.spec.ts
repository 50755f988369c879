import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createProUser, uniqueEmail } from '../accounts/accounts-helpers.ts';
import { openSignedIn, seedList } from './lists-helpers.ts';

// Issue 22 item 4: a list exported for HubSpot through the Export options menu. The menu
// opens beside Export Excel, is axe clean and on screen at 390 and 1280 px; the file is a
// CSV under the list's name with the .csv extension, with a BOM, HubSpot's headers, the
// Turkish letters and the phones' "+90" as they were saved.

const axe = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .include('[role="dialog"]');

const LIST_NAME = 'Şişli dişçiler';
const ITEMS = [
  {
    name: 'Işıklı Ağız ve Diş Sağlığı',
    address: 'Halaskargazi Cd. No:5, 34371 Şişli/İstanbul, Türkiye',
    phone: '+90 212 555 01 02',
    email: 'info@isikli.com.tr',
    website: 'https://www.isikli.com.tr/iletisim',
    google_rating: '4.7',
    rating_count: 88,
  },
  {
    name: 'Gülüş Diş Kliniği',
    address: 'Rumeli Cd. 12, Nişantaşı, Şişli/İstanbul',
    phone: '+90 532 111 22 33',
    email: null,
    website: null,
    google_rating: '4.2',
    rating_count: 15,
  },
];

test('a list exported as a HubSpot companies CSV, read back byte by byte', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const email = uniqueEmail('hubspot-export');
  const userId = await createProUser(email);
  const listId = await seedList(userId, LIST_NAME, ITEMS);
  await openSignedIn(page, `/lists/${listId}`, email);
  await expect(page.getByText(ITEMS[0]!.name).first()).toBeVisible();

  const exportButton = page.getByRole('button', { name: 'Export Excel' });
  const options = page.getByRole('button', { name: 'Export options' });
  await expect(options).toHaveAttribute('aria-haspopup', 'dialog');
  await options.click();
  const menu = page.getByRole('dialog', { name: 'Export options' });
  await menu.getByRole('radio', { name: 'HubSpot companies CSV' }).check();
  await expect(menu.getByTestId('preset-columns')).toContainText(
    'Company name, Company domain name, Website URL, Phone number, Street address',
  );
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const control of [
      menu.getByRole('radio', { name: 'HubSpot companies CSV' }),
      menu.getByRole('button', { name: 'Done' }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      await expect(control).toBeInViewport();
    }
    expect((await axe(page).analyze()).violations, `menu at ${viewport.width}px`).toEqual([]);
  }
  await menu.getByRole('button', { name: 'Done' }).click();
  await expect(menu).toBeHidden();
  await expect(options).toBeInViewport();
  await expect(exportButton).toBeInViewport();

  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^Şişli dişçiler_\d{4}-\d{2}-\d{2}\.csv$/u);
  const bytes = await readFile((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = new TextDecoder('utf-8', { ignoreBOM: true })
    .decode(bytes.subarray(3))
    .split('\r\n');
  expect(lines[0]).toBe('Company name,Company domain name,Website URL,Phone number,Street address');
  expect(lines.at(-1)).toBe('');
  // Items saved together share their time, so their order is the database's: sorted here.
  expect(lines.slice(1, -1).sort()).toEqual(
    [
      'Işıklı Ağız ve Diş Sağlığı,isikli.com.tr,https://www.isikli.com.tr/iletisim,+90 212 555 01 02,' +
        '"Halaskargazi Cd. No:5, 34371 Şişli/İstanbul, Türkiye"',
      'Gülüş Diş Kliniği,,,+90 532 111 22 33,"Rumeli Cd. 12, Nişantaşı, Şişli/İstanbul"',
    ].sort(),
  );
  await context.close();
});
