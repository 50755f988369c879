import { expect, test } from '@playwright/test';
import {
  SEED_POSTS,
  createUser,
  insertPost,
  jsonLd,
  signInThroughUi,
  uniqueEmail,
} from './public-helpers.ts';

test.describe('blog', () => {
  test('list -> post -> back, with dates, the signed-out call to action and article metadata', async ({
    page,
  }) => {
    await page.goto('/blog');
    const cards = page.getByRole('article');
    // Newest first; the draft and the scheduled post are not listed.
    await expect(cards.first()).toBeVisible();
    const slugs = await page
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const seeded = slugs.filter((href) =>
      (SEED_POSTS.published as readonly string[]).some((slug) => href === `/blog/${slug}`),
    );
    expect(seeded).toEqual(SEED_POSTS.published.map((slug) => `/blog/${slug}`));
    expect(slugs).not.toContain(`/blog/${SEED_POSTS.draft}`);
    expect(slugs).not.toContain(`/blog/${SEED_POSTS.scheduled}`);
    // Long US date, e.g. "November 17, 2026".
    await expect(cards.first().locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByRole('link', { name: 'Start Generating Leads Free' })).toHaveAttribute(
      'href',
      '/auth',
    );

    const target = SEED_POSTS.published[1];
    const card = page.getByRole('article').filter({
      has: page.locator(`a[href="/blog/${target}"]`),
    });
    const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await card.getByRole('link', { name: /^Read more/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${target}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('post-content').locator('p').first()).toBeVisible();
    await expect(page.getByRole('link', { name: "Let's try Prospectory for free" })).toBeVisible();
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/${target}$`),
    );
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute(
      'content',
      'article',
    );
    const article = (await jsonLd(page)).find((block) => block['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: title,
      author: { '@type': 'Organization', name: 'Prospectory' },
      publisher: { '@type': 'Organization', name: 'Prospectory' },
    });

    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Prospectory Blog' })).toBeVisible();
  });

  test('a post whose meta_title ends with the site name names it once in <title>', async ({
    page,
  }) => {
    // The seed's meta_title is "How to Build a Local Prospect List in 30 Minutes | Prospectory".
    await page.goto(`/blog/${SEED_POSTS.published[3]}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(
      'How to Build a Local Prospect List in 30 Minutes | Prospectory',
    );
    await expect(page.locator('head meta[property="og:title"]').last()).toHaveAttribute(
      'content',
      'How to Build a Local Prospect List in 30 Minutes | Prospectory',
    );
  });

  test('a signed-in reader sees no sign-up call to action', async ({ page }) => {
    const email = uniqueEmail('reader');
    await createUser(email);
    await page.goto('/auth');
    await signInThroughUi(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/blog');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Generating Leads Free' })).toHaveCount(0);
  });

  for (const [kind, slug] of [
    ['draft (unpublished)', SEED_POSTS.draft],
    ['scheduled (future)', SEED_POSTS.scheduled],
    ['missing', 'no-such-post-anywhere'],
  ] as const) {
    test(`a ${kind} post's slug redirects to /blog`, async ({ page }) => {
      await page.goto(`/blog/${slug}`);
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Prospectory Blog' })).toBeVisible();
    });
  }

  test('a post carrying XSS payloads renders its formatting but runs none of them', async ({
    page,
  }) => {
    const slug = `xss-${Date.now().toString(36)}`;
    await insertPost({
      slug,
      title: 'Formatting survives, scripts do not',
      meta_description: 'A post with hostile HTML.',
      content: [
        '<h2>Safe heading</h2>',
        '<p><strong>Bold</strong>, <em>italic</em> and <a href="https://example.com/ok">a safe link</a>.</p>',
        '<ul><li>first</li><li>second</li></ul>',
        '<img src="/icon-192.png" alt="Prospectory icon">',
        '<script>window.__xss = "script"; alert("script")</script>',
        '<img src="does-not-exist.png" alt="broken" onerror="window.__xss = \'onerror\'; alert(\'onerror\')">',
        '<a id="js-link" href="javascript:window.__xss = \'href\'; alert(\'href\')">click me</a>',
        "<iframe srcdoc=\"<script>parent.__xss = 'srcdoc'; parent.alert('srcdoc')</script>\"></iframe>",
        '<p onmouseover="window.__xss = \'mouseover\'">hover me</p>',
      ].join('\n'),
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`/blog/${slug}`);
    const content = page.getByTestId('post-content');
    await expect(content.getByRole('heading', { level: 2, name: 'Safe heading' })).toBeVisible();
    // Ordinary formatting, links and images survive.
    await expect(content.locator('strong')).toHaveText('Bold');
    await expect(content.locator('em')).toHaveText('italic');
    await expect(content.getByRole('link', { name: 'a safe link' })).toHaveAttribute(
      'href',
      'https://example.com/ok',
    );
    await expect(content.locator('li')).toHaveCount(2);
    await expect(content.getByRole('img', { name: 'Prospectory icon' })).toBeVisible();

    // Nothing executable is left in the DOM.
    await expect(content.locator('script, iframe, [srcdoc]')).toHaveCount(0);
    const handlers = await content
      .locator('*')
      .evaluateAll((nodes) =>
        nodes.flatMap((node) =>
          [...node.attributes]
            .filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value))
            .map((a) => `${node.tagName}.${a.name}`),
        ),
      );
    expect(handlers).toEqual([]);

    // And nothing ran, even when the visitor interacts with the content.
    await content.getByText('hover me').hover();
    await content.getByText('click me').click();
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  });
});
