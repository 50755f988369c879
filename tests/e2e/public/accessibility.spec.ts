import { expect, test } from '@playwright/test';
import { SEED_POSTS, axe } from './public-helpers.ts';

// axe on every public route (issue 4), signed out, once the page's content is there.
const routes: { path: string; ready: string }[] = [
  { path: '/', ready: 'Find verified local business contacts in minutes' },
  { path: '/pricing', ready: 'Simple, transparent pricing' },
  { path: '/blog', ready: 'Prospectory Blog' },
  { path: `/blog/${SEED_POSTS.published[0]}`, ready: '' },
  { path: '/terms-and-conditions', ready: 'Terms and Conditions' },
  { path: '/privacy-policy', ready: 'Privacy Policy' },
  { path: '/auth', ready: '' },
  { path: '/forgot-password', ready: '' },
  { path: '/reset-password', ready: '' },
];

test.describe('axe: no violations on the public routes', () => {
  for (const { path, ready } of routes) {
    test(path, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, ...(ready ? { name: ready } : {}) }),
      ).toBeVisible();
      if (path === '/blog') await expect(page.getByRole('article').first()).toBeVisible();
      expect((await axe(page).analyze()).violations).toEqual([]);
      await context.close();
    });
  }

  test('the mobile landing page (390 px) has no violations', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await context.close();
  });

  test('the open mobile menu (390 px) has no violations', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    expect((await axe(page).analyze()).violations).toEqual([]);
    await context.close();
  });
});
