import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';
import type { BlogPostSummary } from '../api/blog-api';

/** One post in the list (spec 2): optional image, long US date, title link, description, Read more. */
export function BlogPostCard({ post }: { post: BlogPostSummary }) {
  const href = paths.blogPost.getHref(post.slug);
  return (
    <article className="rounded-card shadow-card flex h-full flex-col overflow-hidden border border-neutral-200 bg-white">
      {post.image_url && (
        <img
          src={post.image_url}
          alt=""
          width={800}
          height={420}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] w-full bg-neutral-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={post.published_at} className="text-sm text-neutral-600">
          {formatLongDate(post.published_at)}
        </time>
        <h2 className="mt-2 text-xl font-semibold text-neutral-900">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        {post.meta_description && (
          <p className="mt-3 flex-1 text-base leading-7 text-neutral-700">
            {post.meta_description}
          </p>
        )}
        <Link
          to={href}
          className="text-brand-700 mt-4 inline-flex text-sm font-semibold hover:underline"
        >
          Read more<span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}

/** The loading skeleton: three placeholder cards (spec 2). */
export function BlogPostCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="rounded-card flex h-full flex-col border border-neutral-200 bg-white p-6"
    >
      <div className="h-4 w-32 animate-pulse rounded bg-neutral-200" />
      <div className="mt-4 h-6 w-4/5 animate-pulse rounded bg-neutral-200" />
      <div className="mt-4 h-4 w-full animate-pulse rounded bg-neutral-200" />
      <div className="mt-2 h-4 w-11/12 animate-pulse rounded bg-neutral-200" />
      <div className="mt-2 h-4 w-2/3 animate-pulse rounded bg-neutral-200" />
      <div className="mt-6 h-4 w-24 animate-pulse rounded bg-neutral-200" />
    </div>
  );
}
