import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import {
  createProUser,
  createUser,
  setProfile,
  uniqueEmail,
} from '../accounts/accounts-helpers.ts';
import { search, tableRows } from '../search/search-helpers.ts';
import { readXlsx } from '../search/xlsx-reader.ts';
import { makeItems, openSignedIn, seedList } from './lists-helpers.ts';

const HEADERS = [
  'Business Name',
  'Address',
  'Phone',
  'Email',
  'Instagram',
  'Website',
  'Google Rating',
  'Rating Count',
];
const ADDED_HEADERS = [
  'Facebook',
  'LinkedIn',
  'TikTok',
  'X',
  'YouTube',
  'WhatsApp',
  'Phone (International)',
  'Phone Type',
  'Email Status',
  'Place ID',
];
const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

async function createFromModal(
  page: Page,
  opener: string,
  name: string,
  submit: 'enter' | 'click',
) {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New List' });
  const input = dialog.getByLabel('List name');
  await expect(input).toBeFocused();
  const create = dialog.getByRole('button', { name: 'Create' });
  await input.fill('   ');
  await expect(create).toBeDisabled();
  await input.fill(name);
  await expect(create).toBeEnabled();
  if (submit === 'enter') await input.press('Enter');
  else await create.click();
  await expect(dialog).toBeHidden();
}

const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Your Lists' }).getByRole('heading');

test('a Pro user creates lists, fills one from a search, filters, removes, exports and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('lists-pro');
  await createProUser(email);
  await openSignedIn(page, '/lists', email);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Lists' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No lists yet' })).toBeVisible();
  await expect(page.getByText('Lists Available with Pro')).toHaveCount(0);

  // The empty state's action and Enter; then the header's button and a click.
  await createFromModal(page, 'Create Your First List', '  Moda dentists  ', 'enter');
  await expect(page.getByRole('link', { name: /Moda dentists/ })).toContainText('0 businesses');
  await createFromModal(page, 'Create List', 'Second list', 'click');
  await expect(cardNames(page)).toHaveText(['Second list', 'Moda dentists']);

  // Cancel clears the name (and a new opening starts empty).
  await page.getByRole('button', { name: 'Create List' }).click();
  const modal = page.getByRole('dialog', { name: 'Create New List' });
  await modal.getByLabel('List name').fill('Never saved');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Create List' }).click();
  await expect(modal.getByLabel('List name')).toHaveValue('');
  await modal.getByLabel('List name').press('Escape');

  // Six results of a search go into the first list.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await search(page, 'Kadıköy', 'dentist', '20');
  await expect(page.getByText('20 businesses found')).toBeVisible();
  const found = (await tableRows(page)).slice(0, 6);
  for (const row of found) {
    await page.getByRole('checkbox', { name: `Select ${row.name}`, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Add to List' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add to List' });
  await addDialog.getByRole('button', { name: 'Moda dentists' }).click();
  await expect(page.getByText('Added 6 businesses to Moda dentists.')).toBeVisible();

  await page.goto('/lists');
  const card = page.getByRole('link', { name: /Moda dentists/ });
  await expect(card).toContainText('6 businesses');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moda dentists' })).toBeVisible();
  await expect(page.getByText('6 businesses', { exact: true })).toBeVisible();
  await expect(page.getByTestId('business-row')).toHaveCount(6);
  expect((await tableRows(page)).map((r) => r.name).sort()).toEqual(
    found.map((r) => r.name).sort(),
  );

  // Remove two: the button counts the selection, the list reloads, the selection is gone.
  const remove = page.getByRole('button', { name: /^Remove from List/ });
  await expect(remove).toBeDisabled();
  const [first, second] = await tableRows(page);
  for (const row of [first, second]) {
    await page.getByRole('checkbox', { name: `Select ${row?.name}`, exact: true }).check();
  }
  await expect(remove).toHaveText('Remove from List (2)');
  await remove.click();
  await expect(page.getByText('4 businesses', { exact: true })).toBeVisible();
  await expect(page.getByTestId('business-row')).toHaveCount(4);
  await expect(remove).toHaveText('Remove from List (0)');
  await expect(page.getByRole('checkbox', { name: `Select ${first?.name}` })).toHaveCount(0);

  // Filter, then export the filtered items and read the file back.
  await page.getByRole('button', { name: 'Has phone' }).click();
  const filtered = await tableRows(page);
  await expect(page.getByText(`${filtered.length} of 4 businesses (filtered)`)).toBeVisible();
  expect(filtered.length).toBeGreaterThan(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Moda dentists_${today()}.xlsx`);
  const sheet = readXlsx(await readFile((await download.path()) as string));
  expect(sheet.sheetName).toBe('Businesses');
  expect(sheet.rows[0]).toEqual(HEADERS);
  expect(sheet.rows.slice(1).map((r) => r[0])).toEqual(filtered.map((r) => r.name));
  for (const row of sheet.rows.slice(1)) expect(row[2]).not.toBeNull();

  // Cards keep the filter; the view is remembered.
  await page.getByRole('button', { name: 'Cards' }).click();
  await expect(page.getByTestId('business-card')).toHaveCount(filtered.length);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');

  // Delete: the confirmation, then /lists without it.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete List' });
  await confirm.getByRole('button', { name: 'Delete List' }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(cardNames(page)).toHaveText(['Second list']);

  // The empty list's page.
  await page.getByRole('link', { name: /Second list/ }).click();
  await expect(page.getByRole('heading', { name: 'No businesses in this list' })).toBeVisible();
  await expect(
    page.getByText('Start adding businesses from your search results to build this list.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search Businesses' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('the data export writes one valid file per non-empty list, newest first', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('lists-export');
  const userId = await createProUser(email);
  await seedList(userId, 'Oldest Cafés', makeItems(3, 'Café'), 30);
  await seedList(userId, 'Empty one', [], 20);
  await seedList(userId, 'Kadıköy Diş', makeItems(1200, 'Diş'), 10);
  await seedList(userId, '★★★', makeItems(2, 'Star'), 0);

  await openSignedIn(page, '/account', email);
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByRole('button', { name: 'Export Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Successful' });
  await expect(dialog).toHaveAccessibleDescription(
    'Successfully exported 3 lists to Excel files.',
    {
      timeout: 30_000,
    },
  );
  await expect.poll(() => downloads.length).toBe(3);
  expect(downloads.map((d) => d.suggestedFilename())).toEqual([
    `list_${today()}.xlsx`,
    `kadıköy_diş_${today()}.xlsx`,
    `oldest_cafés_${today()}.xlsx`,
  ]);
  const sizes = [];
  for (const d of downloads) {
    const sheet = readXlsx(await readFile((await d.path()) as string));
    // Issue 20 item 6: the data export carries the list items' added columns.
    expect(sheet.rows[0]).toEqual([...HEADERS, ...ADDED_HEADERS]);
    sizes.push(sheet.rows.length - 1);
  }
  // Every item of the 1,200-item list: more than one page of the API.
  expect(sizes).toEqual([2, 1200, 3]);
  await dialog.getByRole('button', { name: 'OK' }).click();
});

test("a second user opening the first user's list lands on /lists and sees nothing of it", async ({
  page,
}) => {
  const ownerId = await createProUser(uniqueEmail('lists-owner'));
  const listId = await seedList(ownerId, 'Private prospects', makeItems(3, 'Secret'));
  const intruder = uniqueEmail('lists-intruder');
  await createProUser(intruder);
  await openSignedIn(page, `/lists/${listId}`, intruder);
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole('heading', { name: 'No lists yet' })).toBeVisible();
  await expect(page.getByText('Private prospects')).toHaveCount(0);
  await expect(page.getByText(/Secret/)).toHaveCount(0);

  // A malformed id is the same: back to /lists.
  await page.goto('/lists/not-a-list');
  await expect(page).toHaveURL(/\/lists$/);
});

test('a free user sees the upsells', async ({ page }) => {
  const freeEmail = uniqueEmail('lists-free');
  await createUser(freeEmail);
  await openSignedIn(page, '/lists', freeEmail);
  await expect(page.getByRole('heading', { name: 'Lists Available with Pro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create List' })).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'Get Pro For Export Your Data' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByRole('button', { name: 'Export Data' })).toHaveCount(0);
});

test('a downgraded user keeps, opens and deletes old lists; upgrading finds them intact', async ({
  page,
}) => {
  // A former Pro user: the lists stay, readable and deletable; no create, add or export.
  const formerEmail = uniqueEmail('lists-former');
  const formerId = await createProUser(formerEmail);
  const keptId = await seedList(formerId, 'Kept list', makeItems(3, 'Kept'), 5);
  await seedList(formerId, 'Other kept list', makeItems(1, 'Other'), 0);
  await setProfile(formerId, { plan: 'free', subscription_status: 'inactive' });
  await openSignedIn(page, '/lists', formerEmail);
  await expect(page.getByRole('heading', { name: 'Lists Available with Pro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create List' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Kept list/ })).toContainText('3 businesses');
  await page.getByRole('link', { name: /^Kept list/ }).click();
  await expect(page).toHaveURL(new RegExp(`/lists/${keptId}$`));
  await expect(page.getByTestId('business-row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Export available with Pro' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Lists available with Pro' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Has email' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete List' })
    .getByRole('button', { name: 'Delete List' })
    .click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(cardNames(page)).toHaveText(['Other kept list']);

  // Upgrading again: the remaining list is intact and Create is back.
  await setProfile(formerId, {
    plan: 'pro',
    subscription_status: 'active',
    subscription_ends_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Create List' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Other kept list/ })).toContainText('1 business');
});
