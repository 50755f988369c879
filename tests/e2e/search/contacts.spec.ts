import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createProUser, uniqueEmail } from '../accounts/accounts-helpers.ts';
import { expectUsable } from '../../support/e2e/visibility.ts';
import { openDashboard, search } from './search-helpers.ts';

// Issue 20 as a person sees it: the profile icons, the e-mail badge with its tooltip, the
// tel: and WhatsApp links of the directory's demo contacts, usable inside the viewport and
// axe clean, in the table and the cards, at the two widths ui.md designs for. Screenshots
// in test-results/contacts/ for review.

const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/** The first item of a view that shows a mobile phone (so a WhatsApp link) and a profile. */
function richItem(page: Page, testId: 'business-row' | 'business-card'): Locator {
  return page
    .getByTestId(testId)
    .filter({ has: page.getByRole('link', { name: /^WhatsApp \+?\d/ }) })
    .filter({ has: page.getByRole('link', { name: /^Facebook profile of / }) })
    .first();
}

async function checkItem(page: Page, item: Locator) {
  const facebook = item.getByRole('link', {
    name: /^Facebook profile of .+ \(opens in a new tab\)$/,
  });
  await expectUsable(facebook);
  await expect(facebook).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/\w+$/);
  const whatsapp = item.getByRole('link', { name: /^WhatsApp \+?\d/ });
  await expectUsable(whatsapp);
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{10,15}$/);
  const phone = item.getByRole('link', { name: /^\+\d[\d ]+$/ });
  await expectUsable(phone);
  await expect(phone).toHaveAttribute('href', /^tel:\+\d{10,15}$/);
  const badge = item.locator('[data-email-badge]');
  await expectUsable(badge, { scroll: true });
  // The tooltip hides on any scroll, and rows laid out late (content-visibility) may still
  // nudge the page just after the pointer arrives: hover again, as a person would.
  const tooltip = page.locator('[data-value-tooltip]');
  await expect(async () => {
    await page.mouse.move(0, 0);
    await badge.hover();
    await expect(tooltip).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(tooltip).toContainText(/domain|mailbox/);
  // Readable where it is: inside the viewport, not squeezed against the right edge.
  const box = (await tooltip.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.width).toBeGreaterThan(Math.min(250, viewport.width - 20));
}

for (const size of WIDTHS) {
  test(`contacts at ${size.width}px: icons, badge, tel: and WhatsApp links, axe clean`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    const email = uniqueEmail(`contacts-${size.width}`);
    await createProUser(email);
    await openDashboard(page, email);
    await search(page, 'Kadıköy', 'dentist', '40');
    await expect(page.getByText(/^\d+ businesses found$/)).toBeVisible();

    await page.getByRole('button', { name: 'Table' }).click();
    const row = richItem(page, 'business-row');
    await checkItem(page, row);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/contacts/table-${size.width}.png` });
    const rows = axe(page).include('[data-testid="business-row"]');
    expect((await rows.analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Cards' }).click();
    const card = richItem(page, 'business-card');
    await checkItem(page, card);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/contacts/cards-${size.width}.png` });
    const cards = axe(page).include('[data-testid="business-card"]');
    expect((await cards.analyze()).violations).toEqual([]);

    // The Pro filters beside the others: only rows with a mobile stay.
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    if (await filters.isVisible()) await filters.click();
    await page.getByRole('button', { name: 'Has mobile' }).click();
    await expect(page).toHaveURL(/[?&]mobile=1/);
    const shown = page.getByTestId('business-card');
    await expect(shown.first()).toBeVisible();
    const withoutMobile = shown.filter({
      hasNot: page.getByRole('link', { name: /^WhatsApp/ }),
    });
    await expect(withoutMobile).toHaveCount(0);
    await context.close();
  });
}
