import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  createProUser,
  createUser,
  setProfile,
  uniqueEmail,
} from '../accounts/accounts-helpers.ts';
import { expectNoHorizontalScroll, expectUsable } from '../../support/e2e/visibility.ts';
import { openDashboard } from './search-helpers.ts';

// Issue 18 items 1, 5 and 6 as a person meets them: the location suggestions never open
// over the results after a search (each repro of the issue, with a real click at a
// filter's centre), searches in the URL (Back/Forward, a link opened by someone else),
// recent searches kept per user, and the daily limit's Upgrade button.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const LIMIT_TEXT = 'Daily search limit reached. Upgrade to Pro for unlimited searches.';

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/search-form/${name}.png`, fullPage: false });
}

async function newPage(browser: Browser, viewport = DESKTOP, touch = false) {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
  return { context, page: await context.newPage() };
}

const locationBox = (page: Page) => page.getByRole('combobox', { name: 'Location' });
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Location' });
const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The filter panel may sit behind a "Filters" button on narrow screens: open it. */
async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters\b/ });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') {
    await toggle.click();
  }
}

/**
 * A person's click (or tap) at the centre of `target`, after scrolling it to the middle of
 * the screen: whatever is painted there receives it, as it would for them.
 */
async function pressAtCentre(page: Page, target: Locator, tap = false) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('no box to click');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (tap) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Toggles a filter chip by a real click at its centre and checks that it toggled. */
async function toggleFilter(page: Page, name: string, tap = false) {
  await showFilters(page);
  const target = chip(page, name);
  const before = await target.getAttribute('aria-pressed');
  await pressAtCentre(page, target, tap);
  await expect(target).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
}

/** The first repro: a location typed and left unpicked, Tab, the type, Enter. */
async function typeTabTypeEnter(page: Page, location: string, type: string) {
  // The typed location's lookup goes out before the user moves on (one still waiting for
  // its debounce is dropped when the field is left) and answers after: held until then.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/places-autocomplete/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(/places-autocomplete/);
  const answered = page.waitForResponse(/places-autocomplete/);
  const input = locationBox(page);
  await input.fill('');
  await input.pressSequentially(location, { delay: 20 });
  await asked;
  await input.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Business Type' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(type);
  await page.keyboard.press('Enter');
  release();
  await answered;
  await page.unroute(/places-autocomplete/);
}

/** After the answers: the list is shut and stays shut. */
async function expectSuggestionsShut(page: Page) {
  await page.waitForTimeout(400);
  await expect(suggestionList(page)).toBeHidden();
  await expect(locationBox(page)).toHaveAttribute('aria-expanded', 'false');
}

test('the suggestions stay shut after a search, across Back and Forward; the URL keeps the filters; recent searches follow the user', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('form-pro');
  await createProUser(email);
  const { context, page } = await newPage(browser);
  await openDashboard(page, email);

  // İstanbul, Tab, dentist, Enter; then a click on "Has email" toggles it (it used to
  // pick "Beyoğlu, İstanbul, Türkiye" from the list lying over the filters).
  await typeTabTypeEnter(page, 'İstanbul', 'dentist');
  await expect(page.getByText('20 businesses found')).toBeVisible();
  await expectSuggestionsShut(page);
  await toggleFilter(page, 'Has email');
  await expect(locationBox(page)).toHaveValue('İstanbul');
  await expect(page).toHaveURL(/[?&]location=%C4%B0stanbul&type=dentist&count=20&email=1(&|$)/);
  await shot(page, 'desktop-after-search');

  // Berlin, Escape, cafe, a click on Search.
  const input = locationBox(page);
  await input.fill('');
  await input.pressSequentially('Berlin', { delay: 20 });
  await expect(suggestionList(page)).toBeVisible();
  await input.press('Escape');
  await expect(suggestionList(page)).toBeHidden();
  await page.getByRole('textbox', { name: 'Business Type' }).fill('cafe');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/^\d+ of 20 businesses \(filtered\)$/)).toBeVisible();
  await expectSuggestionsShut(page);
  await toggleFilter(page, 'Has phone');
  await expect(locationBox(page)).toHaveValue('Berlin');

  // Back: İstanbul with its filters; Forward: Berlin with its own, and a click still lands.
  await page.goBack();
  await expect(locationBox(page)).toHaveValue('İstanbul');
  await expect(page.getByRole('textbox', { name: 'Business Type' })).toHaveValue('dentist');
  await showFilters(page);
  await expect(chip(page, 'Has email')).toHaveAttribute('aria-pressed', 'true');
  await expect(chip(page, 'Has phone')).toHaveAttribute('aria-pressed', 'false');
  await page.goForward();
  await expect(locationBox(page)).toHaveValue('Berlin');
  await expect(chip(page, 'Has phone')).toHaveAttribute('aria-pressed', 'true');
  await expectSuggestionsShut(page);
  await toggleFilter(page, 'Has website');
  await expect(locationBox(page)).toHaveValue('Berlin');

  // Signed out, then signed in on another browser: the searches are the user's.
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await context.close();

  const other = await newPage(browser);
  await openDashboard(other.page, email);
  const recent = other.page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button')).toHaveText([
    'cafe in Berlin · 20',
    'dentist in İstanbul · 20',
  ]);
  await expectUsable(recent.getByRole('button').first());
  expect((await axe(other.page).analyze()).violations).toEqual([]);
  await shot(other.page, 'desktop-recent-searches');
  await recent.getByRole('button', { name: 'dentist in İstanbul · 20' }).click();
  await expect(other.page.getByText('20 businesses found')).toBeVisible();
  await expect(locationBox(other.page)).toHaveValue('İstanbul');
  await expect(other.page).toHaveURL(/location=%C4%B0stanbul&type=dentist&count=20/);
  await other.context.close();
});

test('on a phone: the suggestions stay shut after a search and a tap at a filter toggles it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('form-phone');
  await createProUser(email);
  const { context, page } = await newPage(browser, PHONE, true);
  await openDashboard(page, email);
  await typeTabTypeEnter(page, 'İstanbul', 'dentist');
  await expect(page.getByText('20 businesses found')).toBeVisible();
  await expectSuggestionsShut(page);
  await toggleFilter(page, 'Has email', true);
  await expect(locationBox(page)).toHaveValue('İstanbul');
  await expectNoHorizontalScroll(page);

  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button')).toHaveText(['dentist in İstanbul · 20']);
  await expectUsable(recent.getByRole('button').first());
  expect((await axe(page).analyze()).violations).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'phone-after-search');
  await context.close();
});

test('a search link opened by colleagues: a Pro colleague gets it run, a free one gets the form and spends nothing', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const sharer = uniqueEmail('form-share');
  await createProUser(sharer);
  const first = await newPage(browser);
  await openDashboard(first.page, sharer);
  await locationBox(first.page).fill('Berlin');
  await locationBox(first.page).press('Escape');
  await first.page.getByRole('textbox', { name: 'Business Type' }).fill('cafe');
  await first.page.getByRole('combobox', { name: 'Result Count' }).selectOption('40');
  await first.page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(first.page.getByText(/^\d+ businesses found$/)).toBeVisible();
  await toggleFilter(first.page, 'Has email');
  const filtered = (await first.page.getByText(/of \d+ businesses \(filtered\)$/).textContent())!;
  const link = new URL(first.page.url());
  await first.context.close();
  expect(Object.fromEntries(link.searchParams)).toEqual({
    location: 'Berlin',
    type: 'cafe',
    count: '40',
    email: '1',
  });

  const pro = uniqueEmail('form-share-pro');
  await createProUser(pro);
  const second = await newPage(browser);
  await second.page.goto(`${link.pathname}${link.search}`);
  await second.page.getByLabel('Email address').fill(pro);
  await second.page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await second.page.getByRole('button', { name: 'Sign In' }).click();
  await expect(second.page.getByText(filtered)).toBeVisible();
  await showFilters(second.page);
  await expect(chip(second.page, 'Has email')).toHaveAttribute('aria-pressed', 'true');
  await second.context.close();

  const free = uniqueEmail('form-share-free');
  await createUser(free);
  const third = await newPage(browser);
  await third.page.goto(`${link.pathname}${link.search}`);
  await third.page.getByLabel('Email address').fill(free);
  await third.page.getByLabel('Password', { exact: true }).fill('correct-horse-1');
  await third.page.getByRole('button', { name: 'Sign In' }).click();
  await expect(third.page.getByText('0/3 searches today')).toBeVisible();
  await expect(locationBox(third.page)).toHaveValue('Berlin');
  await expect(third.page.getByRole('textbox', { name: 'Business Type' })).toHaveValue('cafe');
  await expect(third.page.getByRole('combobox', { name: 'Result Count' })).toHaveValue('20');
  await third.page.waitForTimeout(500);
  await expect(third.page.getByRole('heading', { name: 'Search Results' })).toHaveCount(0);
  await third.page.reload();
  await expect(third.page.getByText('0/3 searches today')).toBeVisible();
  await third.page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(third.page.getByText('20 businesses found')).toBeVisible();
  await expect(third.page.getByText('1/3 searches today')).toBeVisible();
  await third.context.close();
});

for (const size of [DESKTOP, PHONE]) {
  test(`at ${size.width}px at the daily limit: the button says so, the notice offers the upgrade over the kept results, the suggestions stay shut`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail(`form-limit-${size.width}`);
    const id = await createUser(email);
    await setProfile(id, { daily_searches_used: 2, last_search_date: new Date().toISOString() });
    const { context, page } = await newPage(browser, size);
    await openDashboard(page, email);
    await expect(page.getByText('2/3 searches today')).toBeVisible();
    await locationBox(page).fill('Kadıköy');
    await locationBox(page).press('Escape');
    await page.getByRole('textbox', { name: 'Business Type' }).fill('dentist');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('20 businesses found')).toBeVisible();
    await expect(page.getByText('3/3 searches today')).toBeVisible();

    const form = page.getByRole('search', { name: 'Search businesses' });
    await expect(form.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
    await expectUsable(form.getByRole('button', { name: 'Daily limit reached' }));
    await expectUsable(form.getByRole('link', { name: 'Upgrade to Pro' }));
    expect((await axe(page).analyze()).violations).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `limit-${size.width}-button`);

    // The first repro once more, over the spec's notice this time.
    await typeTabTypeEnter(page, 'İstanbul', 'pharmacy');
    const notice = page.getByRole('alert').filter({ hasText: LIMIT_TEXT });
    await expect(notice).toBeVisible();
    await expectSuggestionsShut(page);
    await expect(page.getByText('20 businesses found')).toBeVisible();
    await expect(page.getByTestId('business-row').first()).toBeVisible();
    const upgrade = notice.getByRole('link', { name: 'Upgrade to Pro' });
    await expectUsable(upgrade);
    expect((await axe(page).analyze()).violations).toEqual([]);
    await notice.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, `limit-${size.width}-notice`);
    await pressAtCentre(page, upgrade);
    await expect(page).toHaveURL(/\/pricing$/);
    await context.close();
  });
}
