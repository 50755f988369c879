import { describe, expect, it, vi } from 'vitest';
import { postsForSitemap, seoEnv, sitemapXml, type SitemapPost } from './seo-files.ts';

const post: SitemapPost = {
  slug: 'hello-world',
  published_at: '2026-06-01T00:00:00+00:00',
  updated_at: '2026-06-02T10:00:00+00:00',
};

describe('sitemapXml', () => {
  it('lists the public pages and every published post with its last change', () => {
    const xml = sitemapXml('https://prospectory.app/', [post]);
    for (const route of ['/', '/pricing', '/blog', '/terms-and-conditions', '/privacy-policy']) {
      expect(xml).toContain(`<loc>https://prospectory.app${route}</loc>`);
    }
    expect(xml).toContain(
      '<loc>https://prospectory.app/blog/hello-world</loc>\n    <lastmod>2026-06-02T10:00:00.000Z</lastmod>',
    );
    expect(xml).not.toMatch(/\/auth|\/dashboard|\/account|\/lists|\/payment/);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describe('postsForSitemap: where the posts come from', () => {
  const failing = vi.fn().mockRejectedValue(new Error('fetch failed'));

  it('reads the posts when the API answers', async () => {
    const env = seoEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'k',
    });
    const fetchPosts = vi.fn().mockResolvedValue([post]);
    await expect(postsForSitemap(env, vi.fn(), fetchPosts)).resolves.toEqual([post]);
    expect(fetchPosts).toHaveBeenCalledWith('https://abc.supabase.co', 'k');
  });

  it('fails the build for a hosted project it cannot read', async () => {
    const env = seoEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'k',
    });
    await expect(postsForSitemap(env, vi.fn(), failing)).rejects.toThrow(
      /could not read the published blog posts from https:\/\/abc\.supabase\.co/,
    );
  });

  it('warns and lists the static pages only when no local stack runs', async () => {
    const warn = vi.fn();
    await expect(postsForSitemap(seoEnv({}), warn, failing)).resolves.toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no local stack'));
  });

  it('skips the posts on request', async () => {
    const fetchPosts = vi.fn();
    const env = seoEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      SITEMAP_BLOG_POSTS: 'skip',
    });
    await expect(postsForSitemap(env, vi.fn(), fetchPosts)).resolves.toEqual([]);
    expect(fetchPosts).not.toHaveBeenCalled();
  });
});
