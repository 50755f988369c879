import { describe, expect, it, vi } from 'vitest';
import { EnvError } from '../../src/config/parse-env.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
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

describe('seoEnv: the configuration as the app reads it', () => {
  it('takes the app parser’s defaults and trims trailing slashes', () => {
    expect(seoEnv({})).toEqual({
      siteUrl: 'http://localhost:5173',
      supabaseUrl: 'http://127.0.0.1:54321',
      anonKey: LOCAL_ANON_KEY,
      skipPosts: false,
    });
    expect(
      seoEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co/',
        VITE_SUPABASE_ANON_KEY: 'k',
        VITE_SITE_URL: 'https://prospectory.app/',
      }),
    ).toMatchObject({ siteUrl: 'https://prospectory.app', supabaseUrl: 'https://abc.supabase.co' });
  });

  it('refuses what the app refuses, with its message', () => {
    expect(() => seoEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(EnvError);
    expect(() => seoEnv({ VITE_SITE_URL: 'prospectory.app' })).toThrow(/VITE_SITE_URL/);
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
      VITE_SUPABASE_ANON_KEY: 'k',
      SITEMAP_BLOG_POSTS: 'skip',
    });
    await expect(postsForSitemap(env, vi.fn(), fetchPosts)).resolves.toEqual([]);
    expect(fetchPosts).not.toHaveBeenCalled();
  });
});
