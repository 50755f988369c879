import { ArrowLeft } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageMeta, SITE_NAME, absoluteUrl } from '@/components/seo/page-meta';
import { PageContainer } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { formatLongDate } from '@/lib/format';
import { getPublishedPost, type BlogPost } from '../api/blog-api';
import { sanitizePostHtml } from '../api/sanitize-html';
import { SignedOutCta } from '../components/signed-out-cta';

interface LoadedPost {
  post: BlogPost;
  html: string;
}

// Typography for the post body without a plugin: the sanitised HTML gets plain elements.
const contentClasses = [
  'mt-8 text-base leading-8 text-neutral-800',
  '[&_p]:mt-5 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-neutral-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-neutral-900',
  '[&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-800',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card',
  '[&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1 [&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-control [&_pre]:bg-neutral-100 [&_pre]:p-4',
  '[&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-neutral-200 [&_td]:p-2 [&_th]:border [&_th]:border-neutral-200 [&_th]:p-2',
].join(' ');

export function articleJsonLd(post: BlogPost): object {
  const organization = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl('/icon-512.png') },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.meta_description ?? undefined,
    image: post.image_url ? [absoluteUrl(post.image_url)] : undefined,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    mainEntityOfPage: absoluteUrl(paths.blogPost.getHref(post.slug)),
    author: organization,
    publisher: organization,
  };
}

function BackToBlog() {
  return (
    <Link
      to={paths.blog.getHref()}
      className="text-brand-700 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </Link>
  );
}

/**
 * /blog/{slug} (spec 2): "Loading post...", a redirect to /blog when the post is missing,
 * unpublished, scheduled or fails to load, then the sanitised article with its metadata.
 */
export function BlogPostPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const { loading: authLoading, session } = useAuth();
  const [loaded, setLoaded] = useState<LoadedPost | null>(null);

  useEffect(() => {
    if (!slug) return;
    let active = true;
    void (async () => {
      // On the first page of a visit the read started while this page's chunk downloaded.
      const post = await getPublishedPost(slug);
      let html: string | null = null;
      if (post) {
        try {
          html = await sanitizePostHtml(post.content);
        } catch {
          html = null; // never render unsanitised HTML: treat it as a failed load
        }
      }
      if (!active) return;
      if (!post || html === null) navigate(paths.blog.getHref(), { replace: true });
      // A transition renders the article in slices, keeping the page responsive.
      else startTransition(() => setLoaded({ post, html }));
    })();
    return () => {
      active = false;
    };
  }, [slug, navigate]);

  if (!slug) return <Navigate to={paths.blog.getHref()} replace />;

  if (!loaded || loaded.post.slug !== slug) {
    return (
      <PageContainer>
        {/* No noindex while loading: a crawler that snapshots early must not drop the post. */}
        <PageMeta title="Blog" />
        {/* A screen tall, so the footer does not jump when the post arrives. */}
        <p role="status" className="min-h-screen py-16 text-center text-neutral-700">
          Loading post...
        </p>
      </PageContainer>
    );
  }

  const { post, html } = loaded;
  const signedOut = !authLoading && !session;
  return (
    <PageContainer>
      <PageMeta
        title={post.meta_title || post.title}
        description={post.meta_description ?? undefined}
        path={paths.blogPost.getHref(post.slug)}
        type="article"
        image={post.image_url ?? undefined}
        article={{ publishedTime: post.published_at, modifiedTime: post.updated_at }}
        jsonLd={articleJsonLd(post)}
      />
      <article className="mx-auto max-w-3xl">
        <BackToBlog />
        <time dateTime={post.published_at} className="mt-8 block text-sm text-neutral-600">
          {formatLongDate(post.published_at)}
        </time>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl">
          {post.title}
        </h1>
        {post.image_url && (
          <img
            src={post.image_url}
            alt={post.title}
            width={1200}
            height={630}
            className="rounded-card mt-8 aspect-[40/21] w-full bg-neutral-100 object-cover"
          />
        )}
        <div
          data-testid="post-content"
          className={contentClasses}
          // Sanitised by DOMPurify just above (sanitizePostHtml); never the raw column.
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {signedOut && (
          <SignedOutCta
            title="Put these ideas to work"
            text="Find local businesses by location and type, with phone numbers, emails and Instagram profiles."
            linkText="Let's try Prospectory for free"
          />
        )}
        <div className="mt-12 border-t border-neutral-200 pt-6">
          <BackToBlog />
        </div>
      </article>
    </PageContainer>
  );
}
