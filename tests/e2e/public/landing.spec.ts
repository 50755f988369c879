import { expect, test } from '@playwright/test';
import { jsonLd, meta } from './public-helpers.ts';

test.describe('landing page', () => {
  test('hero, features, testimonials, plans, rating and search-engine metadata', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Find verified local business contacts in minutes',
      }),
    ).toBeVisible();
    const features = page.getByRole('region', {
      name: 'Everything you need to prospect local businesses',
    });
    await expect(features.getByRole('listitem')).toHaveCount(4);
    const testimonials = page.getByRole('region', { name: 'Loved by sales teams and marketers' });
    await expect(testimonials.locator('blockquote')).toHaveCount(3);
    const pricing = page.getByRole('region', { name: 'Simple pricing' });
    await expect(pricing.getByRole('heading', { level: 3, name: 'Free' })).toBeVisible();
    await expect(pricing.getByRole('heading', { level: 3, name: 'Pro' })).toBeVisible();
    await expect(pricing.getByText('€29', { exact: true })).toBeVisible();
    await expect(page.getByText('4.8 from 127 reviews').first()).toBeVisible();

    await expect(page).toHaveTitle('Find verified local business contacts | Prospectory');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    expect(await meta(page, 'meta[name="description"]')).toContain('Search local businesses');
    expect(await meta(page, 'meta[property="og:title"]')).toBe(
      'Find verified local business contacts | Prospectory',
    );
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(/\/og-image\.png$/);
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');

    const faq = (await jsonLd(page)).find((block) => block['@type'] === 'FAQPage');
    const questions = faq?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(4);
    // The structured FAQ is the visible one.
    for (const question of questions) await expect(page.getByText(question.name)).toBeVisible();
  });

  test('Start Free opens sign-up, View Pricing opens /pricing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Free' }).first().click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'View Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple, transparent pricing' }),
    ).toBeVisible();
  });

  test('a signed-out visitor of / downloads neither supabase-js, Paddle, DOMPurify nor the Excel writer', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const heavy = requested.filter((url) =>
      /supabase-js|@supabase|paddle|dompurify|write-excel-file|\/rest\/v1\/|\/auth\/v1\//i.test(
        url,
      ),
    );
    expect(heavy).toEqual([]);
  });
});

test.describe('legal pages', () => {
  for (const [path, title] of [
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ] as const) {
    test(`${path} has 12 numbered sections`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const sections = page.locator('article h2');
      await expect(sections).toHaveCount(12);
      const names = await sections.allTextContents();
      names.forEach((name, index) => expect(name).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      );
    });
  }

  test('the privacy policy states the minimum age of 13 and names Paddle and Supabase', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('You must be at least 13 years old')).toBeVisible();
    await expect(
      page.getByText(/Paddle\.com Market Limited, our merchant of record/),
    ).toBeVisible();
    await expect(page.getByText(/Supabase, which hosts our database/)).toBeVisible();
  });
});

test.describe('indexing', () => {
  for (const path of ['/auth', '/forgot-password']) {
    test(`${path} is not indexed`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    });
  }

  test('robots.txt and the web manifest are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('User-agent: *');
    const manifest = await request.get('/site.webmanifest');
    expect(((await manifest.json()) as { name: string }).name).toBe('Prospectory');
  });
});
