import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  expectAllUsable,
  expectNoHorizontalScroll,
  expectUsable,
} from '../../support/e2e/visibility.ts';
import { createProUser, uniqueEmail } from '../accounts/accounts-helpers.ts';
import { openSignedIn, seedList } from './lists-helpers.ts';

// Issue 22 items 3 and 5, as a person works a lead: a status, notes and a follow-up set in
// one list show in another list holding the same business, and a follow-up due today
// appears under /leads. axe and what is in view at 1280 and 390 px; screenshots in
// test-results/leads/.

const LEAD = 'Kahve Diş Kliniği';
const SHARED = { name: LEAD, address: 'Moda Cd. 12, Kadıköy/İstanbul', phone: '+90 216 555 1212' };

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

async function check(page: Page, name: string) {
  expect((await axe(page).analyze()).violations, name).toEqual([]);
  await page.screenshot({ path: `test-results/leads/${name}.png`, fullPage: false });
}

test('a status and notes set in one list show in another; a follow-up due today is under /leads', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail('leads');
  const userId = await createProUser(email);
  const moda = await seedList(
    userId,
    'Moda',
    [SHARED, { name: 'Moda Fırın', address: 'Bahariye Cd. 3, Kadıköy/İstanbul', phone: null }],
    5,
  );
  const kadikoy = await seedList(
    userId,
    'Kadıköy calls',
    [
      { ...SHARED, name: 'KAHVE DİŞ KLİNİĞİ' },
      { name: 'Yeldeğirmeni Kafe', address: 'Karakolhane Cd. 1', phone: null },
    ],
    0,
  );

  await openSignedIn(page, `/lists/${moda}`, email);
  await page.getByRole('button', { name: 'Table' }).click();
  const status = page.getByRole('combobox', { name: `Status of ${LEAD}` });
  const notes = page.getByRole('textbox', { name: `Notes for ${LEAD}` });
  const followUp = page.getByLabel(`Follow-up date for ${LEAD}`);
  await expect(status).toHaveValue('New');
  await expectAllUsable([status, notes, followUp]);
  await status.selectOption('Contacted');
  await notes.fill('Call Ayşe back after 3');
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await followUp.fill(today);
  await expect(page.getByText(/^Saved \d\d:\d\d$/)).toBeVisible();
  await check(page, '1280-list-with-status');

  // The same business in another list, written in capitals: the same lead.
  await page.goto(`/lists/${kadikoy}`);
  const there = page.getByRole('combobox', { name: 'Status of KAHVE DİŞ KLİNİĞİ' });
  await expect(there).toHaveValue('Contacted');
  await expect(page.getByRole('textbox', { name: 'Notes for KAHVE DİŞ KLİNİĞİ' })).toHaveValue(
    'Call Ayşe back after 3',
  );
  await expectUsable(there);

  await page.getByRole('navigation').getByRole('link', { name: 'Leads', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All leads' })).toBeVisible();
  await expect(page.getByTestId('leads-count')).toHaveText('3 leads');
  await page.getByRole('combobox', { name: 'Follow-up' }).selectOption('today');
  await expect(page.getByTestId('leads-count')).toHaveText('1 of 3 leads');
  const lists = page.getByTestId('lead-lists');
  await expect(lists).toHaveText('In lists: Kadıköy calls, Moda');
  await expectAllUsable([lists, page.getByRole('combobox', { name: /^Status of / })]);
  await check(page, '1280-leads-due-today');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('leads-count')).toHaveText('1 of 3 leads');
  await expectAllUsable([
    page.getByRole('combobox', { name: 'Follow-up' }),
    page.getByRole('combobox', { name: /^Status of / }),
    page.getByRole('textbox', { name: /^Notes for / }),
  ]);
  await expectNoHorizontalScroll(page);
  await check(page, '390-leads-due-today');
  await page.goto(`/lists/${moda}`);
  await expectUsable(page.getByRole('combobox', { name: `Status of ${LEAD}` }));
  await expectNoHorizontalScroll(page);
  await check(page, '390-list-with-status');
});
