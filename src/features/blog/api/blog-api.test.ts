import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@test-support/app/msw-server';
import { getPublishedPost, listPublishedPosts, prefetchPost, prefetchPostList } from './blog-api';

const API = 'http://127.0.0.1:54321/rest/v1/blog_posts';
const NOW = new Date('2026-06-15T12:00:00.000Z');
const post = {
  id: '1',
  slug: 'hello',
  title: 'Hello',
  image_url: null,
  meta_title: null,
  meta_description: 'd',
  published_at: '2026-06-01T00:00:00+00:00',
  updated_at: '2026-06-01T00:00:00+00:00',
  content: '<p>x</p>',
};

function capture(body: Record<string, unknown> | unknown[], status = 200) {
  const urls: URL[] = [];
  const headers: Headers[] = [];
  server.use(
    http.get(API, ({ request }) => {
      urls.push(new URL(request.url));
      headers.push(request.headers);
      return HttpResponse.json(body, { status });
    }),
  );
  return { urls, headers };
}

describe('blog api (spec 7: published, not later than now, newest first)', () => {
  it('lists published posts as the anon role with a preflight-free GET', async () => {
    const { urls, headers } = capture([post]);
    await expect(listPublishedPosts(NOW)).resolves.toEqual([post]);
    const params = urls[0]?.searchParams;
    expect(params?.get('is_published')).toBe('eq.true');
    expect(params?.get('published_at')).toBe('lte.2026-06-15T12:00:00.000Z');
    expect(params?.get('order')).toBe('published_at.desc');
    expect(params?.get('select')).not.toContain('content'); // the list needs no bodies
    expect(params?.get('apikey')).toMatch(/^eyJ/);
    expect(headers[0]?.get('authorization')).toBeNull();
    expect(headers[0]?.get('apikey')).toBeNull();
  });

  it('reads one post by slug with the same filter', async () => {
    const { urls } = capture([post]);
    await expect(getPublishedPost('hello', NOW)).resolves.toEqual(post);
    const params = urls[0]?.searchParams;
    expect(params?.get('slug')).toBe('eq.hello');
    expect(params?.get('is_published')).toBe('eq.true');
    expect(params?.get('published_at')).toBe('lte.2026-06-15T12:00:00.000Z');
    expect(params?.get('select')).toContain('content');
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['a server error', { message: 'boom' }, 500],
    ['a body that is not a list', { unexpected: true }, 200],
  ])('gives an empty list and a null post on %s (spec 8)', async (_name, body, status) => {
    capture(body, status);
    await expect(listPublishedPosts(NOW)).resolves.toEqual([]);
    await expect(getPublishedPost('hello', NOW)).resolves.toBeNull();
  });

  it('gives null when the post is not there (draft, scheduled or missing)', async () => {
    capture([]);
    await expect(getPublishedPost('draft', NOW)).resolves.toBeNull();
  });

  it('gives an empty list when the network fails', async () => {
    server.use(http.get(API, () => HttpResponse.error()));
    await expect(listPublishedPosts(NOW)).resolves.toEqual([]);
  });

  it('hands a read started early (the first page of a visit) to the page once', async () => {
    const { urls } = capture([post]);
    prefetchPost('hello');
    prefetchPostList();
    await vi.waitFor(() => expect(urls).toHaveLength(2));
    await expect(getPublishedPost('hello')).resolves.toEqual(post);
    await expect(listPublishedPosts()).resolves.toEqual([post]);
    expect(urls).toHaveLength(2);
    // Later visits of the page read afresh.
    await expect(getPublishedPost('hello')).resolves.toEqual(post);
    expect(urls).toHaveLength(3);
  });
});
