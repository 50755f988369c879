import { env } from '@/config/env';

/** The blog_posts columns the app shows (spec 3); content only on the post page. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  image_url: string | null;
  meta_title: string | null;
  meta_description: string | null;
  published_at: string;
  updated_at: string;
}

export interface BlogPost extends BlogPostSummary {
  content: string;
}

const SUMMARY_COLUMNS =
  'id,slug,title,image_url,meta_title,meta_description,published_at,updated_at';
const POST_COLUMNS = `${SUMMARY_COLUMNS},content`;

/**
 * The blog is read anonymously through the REST API with the public anon key: the same
 * PostgREST request supabase-js would send for the anon role (table by name), but
 * without downloading supabase-js (~52 KB gzip and a long script task) on the blog, whose
 * pages have Lighthouse budgets. Published posts are public under RLS whoever reads them,
 * so a signed-in reader sees exactly the same rows.
 */
async function readPosts<T>(query: URLSearchParams, fetcher: typeof fetch): Promise<T[]> {
  // The key travels as the `apikey` query parameter (accepted by Supabase's gateway, which
  // then runs the request as anon): with no custom header the GET is a "simple" CORS
  // request and needs no preflight round trip.
  query.set('apikey', env.supabaseAnonKey);
  const response = await fetcher(`${env.supabaseUrl}/rest/v1/blog_posts?${query}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`blog_posts: ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('blog_posts: not a list');
  return body as T[];
}

/**
 * Reads started before the page that shows them has loaded, by key: the first page of a
 * visit (routes.tsx) starts its read while its chunk downloads, and the page takes it.
 */
const early = new Map<string, Promise<unknown>>();

function takeEarly<T>(key: string, read: () => Promise<T>): Promise<T> {
  const started = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  return started ?? read();
}

/** Starts the /blog read for the page to take (listPublishedPosts without arguments). */
export function prefetchPostList(): void {
  early.set('list', readPostList(new Date(), fetch));
}

/** Starts the /blog/{slug} read for the page to take (getPublishedPost(slug)). */
export function prefetchPost(slug: string): void {
  early.set(`post:${slug}`, readPost(slug, new Date(), fetch));
}

/**
 * Spec 7 (Blog): published posts whose published_at is not later than now, newest first.
 * Errors give an empty list (spec 8). RLS applies the same rule on the server; the filter
 * is repeated so the query says what it wants.
 */
export function listPublishedPosts(
  now: Date = new Date(),
  fetcher: typeof fetch = fetch,
): Promise<BlogPostSummary[]> {
  return takeEarly('list', () => readPostList(now, fetcher));
}

async function readPostList(now: Date, fetcher: typeof fetch): Promise<BlogPostSummary[]> {
  try {
    return await readPosts<BlogPostSummary>(
      new URLSearchParams({
        select: SUMMARY_COLUMNS,
        is_published: 'eq.true',
        published_at: `lte.${now.toISOString()}`,
        order: 'published_at.desc',
      }),
      fetcher,
    );
  } catch {
    return [];
  }
}

/** The same filter with slug = `slug`, one row; errors and a missing post give null. */
export function getPublishedPost(
  slug: string,
  now: Date = new Date(),
  fetcher: typeof fetch = fetch,
): Promise<BlogPost | null> {
  return takeEarly(`post:${slug}`, () => readPost(slug, now, fetcher));
}

async function readPost(slug: string, now: Date, fetcher: typeof fetch): Promise<BlogPost | null> {
  try {
    const rows = await readPosts<BlogPost>(
      new URLSearchParams({
        select: POST_COLUMNS,
        slug: `eq.${slug}`,
        is_published: 'eq.true',
        published_at: `lte.${now.toISOString()}`,
        limit: '1',
      }),
      fetcher,
    );
    return rows.length === 1 ? (rows[0] as BlogPost) : null;
  } catch {
    return null;
  }
}
