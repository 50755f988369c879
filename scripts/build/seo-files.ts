import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { parseEnv, type RawEnv } from '../../src/config/parse-env.ts';

/** The indexed public routes (spec 2); signed-in and auth pages are never in the sitemap. */
export const STATIC_SITEMAP_ROUTES = [
  '/',
  '/pricing',
  '/blog',
  '/terms-and-conditions',
  '/privacy-policy',
] as const;

export interface SitemapPost {
  slug: string;
  published_at: string;
  updated_at: string;
}

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function sitemapXml(siteUrl: string, posts: readonly SitemapPost[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const entries: SitemapEntry[] = [
    ...STATIC_SITEMAP_ROUTES.map((route) => ({ loc: `${base}${route === '/' ? '/' : route}` })),
    ...posts.map((post) => ({
      loc: `${base}/blog/${encodeURIComponent(post.slug)}`,
      lastmod: new Date(post.updated_at ?? post.published_at).toISOString(),
    })),
  ];
  const urls = entries
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n` +
        (entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>\n` : '') +
        '  </url>',
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function isLocalUrl(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === '127.0.0.1' || hostname === 'localhost';
}

/**
 * Published posts through the same public read the app uses (anon key, PostgREST, the
 * RLS-visible rows: is_published and published_at <= now()), newest first.
 */
export async function fetchPublishedPosts(
  supabaseUrl: string,
  anonKey: string,
  { timeoutMs = 5000, now = new Date() }: { timeoutMs?: number; now?: Date } = {},
): Promise<SitemapPost[]> {
  const query = new URLSearchParams({
    select: 'slug,published_at,updated_at',
    is_published: 'eq.true',
    published_at: `lte.${now.toISOString()}`,
    order: 'published_at.desc',
  });
  const response = await fetch(`${supabaseUrl.replace(/\/+$/, '')}/rest/v1/blog_posts?${query}`, {
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    throw new Error(`blog_posts answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as SitemapPost[];
}

export interface SeoEnv {
  siteUrl: string;
  supabaseUrl: string;
  anonKey: string;
  /** SITEMAP_BLOG_POSTS=skip builds the sitemap from the static routes only. */
  skipPosts: boolean;
}

/**
 * The site and the project the sitemap reads, as the app's own parser reads them (defaults,
 * trailing slashes, the local anon key): a configuration the app would refuse fails here with
 * the app's message.
 */
export function seoEnv(raw: RawEnv): SeoEnv {
  const app = parseEnv(raw);
  return {
    siteUrl: app.siteUrl,
    supabaseUrl: app.supabaseUrl,
    anonKey: app.supabaseAnonKey,
    skipPosts: raw.SITEMAP_BLOG_POSTS === 'skip',
  };
}

/**
 * Decides where the sitemap's posts come from. A hosted project (a real deploy) must answer:
 * a sitemap silently missing the blog would drop it from search engines, so the build
 * fails and says why. A local URL with no stack running (CI, a plain `npm run build`) gives
 * the static routes with a warning: there is no real blog to list.
 */
export async function postsForSitemap(
  env: SeoEnv,
  warn: (message: string) => void,
  fetchPosts: typeof fetchPublishedPosts = fetchPublishedPosts,
): Promise<SitemapPost[]> {
  if (env.skipPosts) return [];
  try {
    return await fetchPosts(env.supabaseUrl, env.anonKey);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!isLocalUrl(env.supabaseUrl)) {
      throw new Error(
        `sitemap.xml: could not read the published blog posts from ${env.supabaseUrl} (${reason}). ` +
          'Fix VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, or set SITEMAP_BLOG_POSTS=skip to build without them.',
      );
    }
    warn(
      `sitemap.xml: no local stack at ${env.supabaseUrl} (${reason}); the sitemap lists the static pages only.`,
    );
    return [];
  }
}

/**
 * Build-time SEO files: dist/sitemap.xml (static public routes plus the published blog
 * posts) and dist/robots.txt (public/robots.txt plus the absolute Sitemap line).
 */
export function seoFiles(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prospectory-seo-files',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const env = seoEnv({ ...config.env, ...process.env } as RawEnv);
      const outDir = path.resolve(config.root, config.build.outDir);
      const posts = await postsForSitemap(env, (message) => config.logger.warn(message));
      await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(env.siteUrl, posts));
      const robots = await readFile(path.join(config.publicDir, 'robots.txt'), 'utf8');
      await writeFile(
        path.join(outDir, 'robots.txt'),
        `${robots.trimEnd()}\n\nSitemap: ${env.siteUrl}/sitemap.xml\n`,
      );
      config.logger.info(
        `sitemap.xml: ${STATIC_SITEMAP_ROUTES.length} pages, ${posts.length} posts`,
      );
    },
  };
}
