import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  createFakeSupabase,
  makeProfile,
  makeUser,
  storeSession,
} from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';
import { safeOrigin } from '../guards/redirect-if-signed-in';
import { preloadRoute } from './routes';

const user = makeUser({ email: 'ray@example.com', password: 'secret123' });

describe('route table (spec 2)', () => {
  it.each([
    '/dashboard',
    '/lists',
    '/lists/abc',
    '/account',
    '/help',
    '/payment-success',
    '/payment-failure',
  ])('sends a signed-out visitor of %s to /auth, remembering the origin', async (path) => {
    const { router } = renderApp(`${path}?tab=1`);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: `${path}?tab=1` });
  });

  it.each(['/nowhere', '/blog/a/b', '/accounts'])('redirects unknown %s to /', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    '/',
    '/pricing',
    '/terms-and-conditions',
    '/privacy-policy',
    '/forgot-password',
    '/reset-password',
  ])('serves the public route %s signed out without contacting the backend', async (path) => {
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
    // onUnhandledRequest: 'error' would fail this test on any request; nothing was set up.
  });

  it.each([
    ['/blog', null],
    ['/blog/hello-world', 'eq.hello-world'],
  ])('starts the posts of %s with the page chunk, not after it renders', async (path, slug) => {
    const reads: (string | null)[] = [];
    server.use(
      http.get('http://127.0.0.1:54321/rest/v1/blog_posts', ({ request }) => {
        reads.push(new URL(request.url).searchParams.get('slug'));
        return HttpResponse.json([]);
      }),
    );
    const preloading = preloadRoute(path);
    await waitFor(() => expect(reads).toEqual([slug]));
    await preloading;
  });

  it('/ shows a loading indicator while a stored session is checked, then goes to /dashboard', async () => {
    const fake = createFakeSupabase({ users: [user], profiles: [makeProfile(user)] });
    server.use(...fake.handlers);
    storeSession(user);
    const { router } = renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { level: 1, name: 'Business Directory' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('full journey: guarded route -> /auth -> sign in -> back to the guarded route', async () => {
    const fake = createFakeSupabase({ users: [user], profiles: [makeProfile(user)] });
    server.use(...fake.handlers);
    const { router } = renderApp('/help');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Email address'), 'ray@example.com');
    await u.type(screen.getByLabelText('Password', { exact: true }), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Help & Support' });
    expect(router.state.location.pathname).toBe('/help');
  });
});

describe('safeOrigin', () => {
  it.each([
    [undefined, '/dashboard'],
    [42, '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example/x', '/dashboard'],
    ['/auth', '/dashboard'],
    ['/auth?x=1', '/dashboard'],
    ['/lists/1?x=1#y', '/lists/1?x=1#y'],
    ['/account', '/account'],
  ])('%j -> %s', (from, expected) => {
    expect(safeOrigin(from)).toBe(expected);
  });
});
