import { getSupabase } from '@/lib/supabase';

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
  'id, slug, title, image_url, meta_title, meta_description, published_at, updated_at';
const POST_COLUMNS = `${SUMMARY_COLUMNS}, content`;

/**
 * Spec 7 (Blog): published posts whose published_at is not later than now, newest first.
 * Errors give an empty list (spec 8). RLS applies the same rule on the server; the filter
 * is repeated so the query says what it wants.
 */
export async function listPublishedPosts(now: Date = new Date()): Promise<BlogPostSummary[]> {
  try {
    const client = await getSupabase();
    const { data, error } = await client
      .from('blog_posts')
      .select(SUMMARY_COLUMNS)
      .eq('is_published', true)
      .lte('published_at', now.toISOString())
      .order('published_at', { ascending: false })
      .returns<BlogPostSummary[]>();
    return error || !data ? [] : data;
  } catch {
    return [];
  }
}

/** The same filter with slug = `slug`, as a single row; errors (including not found) give null. */
export async function getPublishedPost(
  slug: string,
  now: Date = new Date(),
): Promise<BlogPost | null> {
  try {
    const client = await getSupabase();
    const { data, error } = await client
      .from('blog_posts')
      .select(POST_COLUMNS)
      .eq('slug', slug)
      .eq('is_published', true)
      .lte('published_at', now.toISOString())
      .single<BlogPost>();
    return error ? null : data;
  } catch {
    return null;
  }
}
