import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue, type Session } from '@/lib/auth/auth-context';
import { server } from '@test-support/app/msw-server';
import { BlogListPage } from './blog-list-page';
import { BlogPostPage } from './blog-post-page';

const API = 'http://127.0.0.1:54321/rest/v1/blog_posts';
const post = {
  id: '1',
  slug: 'hello-world',
  title: 'Hello world',
  image_url: null,
  meta_title: null,
  meta_description: 'A first post.',
  published_at: '2026-06-15T12:00:00+00:00',
  updated_at: '2026-06-16T08:00:00+00:00',
  content: '<p>Body <strong>text</strong></p><img src="x" onerror="window.__pwned = 1">',
};

function renderAt(path: string, signedIn = false) {
  const auth = {
    loading: false,
    session: signedIn ? ({ user: { id: 'u' } } as unknown as Session) : null,
    user: null,
    profile: null,
    plan: 'free',
    refreshProfile: vi.fn(),
    signOut: vi.fn(),
  } satisfies AuthContextValue;
  return render(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/blog" element={<BlogListPage />} />
          <Route path="/blog/:slug" element={<BlogPostPage />} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('/blog', () => {
  it('shows three skeleton cards while loading, then the cards with the long US date and the call to action', async () => {
    server.use(
      http.get(API, async () => {
        await delay(50);
        return HttpResponse.json([post]);
      }),
    );
    const { container } = renderAt('/blog');
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');
    expect(container.querySelectorAll('.animate-pulse').length).toBeGreaterThanOrEqual(3);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('June 15, 2026')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Hello world' })).toHaveAttribute(
      'href',
      '/blog/hello-world',
    );
    expect(within(card).getByText('A first post.')).toBeVisible();
    expect(within(card).getByRole('link', { name: /^Read more/ })).toHaveAttribute(
      'href',
      '/blog/hello-world',
    );
    expect(screen.getByRole('link', { name: 'Start Generating Leads Free' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('shows the empty state, also when the list fails to load', async () => {
    server.use(http.get(API, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderAt('/blog');
    expect(await screen.findByRole('heading', { name: 'No blog posts yet' })).toBeVisible();
    expect(screen.getByText('Check back soon for the latest insights and updates.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Start Generating Leads Free' })).toBeNull();
  });

  it('hides the call to action from signed-in readers', async () => {
    server.use(http.get(API, () => HttpResponse.json([post])));
    renderAt('/blog', true);
    await screen.findByRole('article');
    expect(screen.queryByRole('link', { name: 'Start Generating Leads Free' })).toBeNull();
  });
});

describe('/blog/{slug}', () => {
  it('shows "Loading post...", then the sanitised article with Article structured data', async () => {
    server.use(http.get(API, () => HttpResponse.json([post])));
    const { container } = renderAt('/blog/hello-world');
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello world' })).toBeVisible();
    const content = screen.getByTestId('post-content');
    expect(within(content).getByText('text').tagName).toBe('STRONG');
    expect(content.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: "Let's try Prospectory for free" })).toBeVisible();
    const ld = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'Hello world',
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: { '@type': 'Organization', name: 'Prospectory' },
      publisher: { '@type': 'Organization', name: 'Prospectory' },
    });
  });

  it.each([
    [null, 'Hello world | Prospectory'],
    ['Hello World: A Guide', 'Hello World: A Guide | Prospectory'],
    // meta_title is written for search results and often carries the site name already.
    ['Hello World: A Guide | Prospectory', 'Hello World: A Guide | Prospectory'],
    ['Hello World: A Guide | PROSPECTORY', 'Hello World: A Guide | PROSPECTORY'],
  ])('meta_title %j gives the document title %j', async (metaTitle, expected) => {
    server.use(http.get(API, () => HttpResponse.json([{ ...post, meta_title: metaTitle }])));
    renderAt('/blog/hello-world');
    await screen.findByRole('heading', { level: 1, name: 'Hello world' });
    expect(document.title).toBe(expected);
    expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      expected,
    );
  });

  it.each<[string, () => Response]>([
    ['not found', () => HttpResponse.json([])],
    ['an error', () => HttpResponse.json({ message: 'x' }, { status: 500 })],
  ])('redirects to /blog on %s', async (_name, answer) => {
    server.use(
      http.get(API, ({ request }) => {
        const slug = new URL(request.url).searchParams.get('slug');
        return slug ? answer() : HttpResponse.json([]);
      }),
    );
    renderAt('/blog/missing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prospectory Blog' }),
    ).toBeVisible();
  });
});
