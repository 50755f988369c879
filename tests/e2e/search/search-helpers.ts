import { expect, type Page } from '@playwright/test';
import { storeSession } from '../accounts/accounts-helpers.ts';

/** Opens /dashboard signed in as `email` (a stored session: the sign-in form has its own journeys). */
export async function openDashboard(page: Page, email: string) {
  await storeSession(page, email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
}

/**
 * Types a location and picks the first suggestion matching `label` with the keyboard only;
 * returns the picked label (the directory's labels end with the country).
 */
export async function pickLocationWithKeyboard(
  page: Page,
  typed: string,
  label: RegExp,
): Promise<string> {
  const input = page.getByRole('combobox', { name: 'Location' });
  await input.fill('');
  await input.pressSequentially(typed, { delay: 30 });
  const option = page.getByRole('option', { name: label }).first();
  await expect(option).toBeVisible();
  const picked = ((await option.textContent()) ?? '').trim();
  for (let step = 0; step < 5; step++) {
    await input.press('ArrowDown');
    if ((await option.getAttribute('aria-selected')) === 'true') break;
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(input).toHaveValue(picked);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  return picked;
}

export async function search(page: Page, location: string, type: string, count?: string) {
  const input = page.getByRole('combobox', { name: 'Location' });
  if ((await input.inputValue()) !== location) {
    await input.fill(location);
    await input.press('Escape');
  }
  await page.getByRole('textbox', { name: 'Business Type' }).fill(type);
  if (count) await page.getByRole('combobox', { name: 'Result Count' }).selectOption(count);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

export interface ScreenRow {
  name: string;
  address: string;
  email: string;
  rating: number | null;
  count: number | null;
}

/** The table rows as the user reads them. */
export async function tableRows(page: Page): Promise<ScreenRow[]> {
  return page.getByTestId('business-row').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((td) =>
        (td.textContent ?? '').replace('not available', '').replace('—', '').trim(),
      );
      const number = (text: string) => (text === '' ? null : Number(text.replace(/[^\d.]/g, '')));
      return {
        name: cells[1] ?? '',
        address: cells[2] ?? '',
        // The address itself: its badge under it ("Own domain") is not part of it.
        email: (
          row.querySelectorAll('td')[4]?.querySelector('a[href^="mailto:"]')?.textContent ?? ''
        ).trim(),
        rating: number((cells[7] ?? '').replace('Rated', '')),
        count: number(cells[8] ?? ''),
      };
    }),
  );
}
