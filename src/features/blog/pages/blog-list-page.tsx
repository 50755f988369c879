import { Newspaper } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { listPublishedPosts, type BlogPostSummary } from '../api/blog-api';
import { BlogPostCard, BlogPostCardSkeleton } from '../components/blog-post-card';
import { SignedOutCta } from '../components/signed-out-cta';

const DESCRIPTION =
  'Guides and ideas on finding local business leads, building prospect lists and running outreach that gets replies.';

/** /blog (spec 2): skeleton, empty state, post cards and the signed-out call to action. */
export function BlogListPage() {
  const { loading: authLoading, session } = useAuth();
  const [posts, setPosts] = useState<BlogPostSummary[] | null>(null);

  useEffect(() => {
    let active = true;
    void listPublishedPosts().then((result) => {
      if (active) startTransition(() => setPosts(result));
    });
    return () => {
      active = false;
    };
  }, []);

  const signedOut = !authLoading && !session;

  return (
    <PageContainer>
      <PageMeta title="Blog" description={DESCRIPTION} path={paths.blog.getHref()} />
      <PageHeader title="Prospectory Blog" subtitle={DESCRIPTION} />
      {posts === null ? (
        <div>
          <p role="status" className="sr-only">
            Loading posts...
          </p>
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <BlogPostCardSkeleton key={key} />
            ))}
          </div>
        </div>
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<Newspaper />}
          title="No blog posts yet"
          description="Check back soon for the latest insights and updates."
        />
      ) : (
        <>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <BlogPostCard post={post} />
              </li>
            ))}
          </ul>
          {signedOut && (
            <SignedOutCta
              title="Find your next customers today"
              text="Search local businesses by location and type and get their contact details in seconds."
              linkText="Start Generating Leads Free"
            />
          )}
        </>
      )}
    </PageContainer>
  );
}
