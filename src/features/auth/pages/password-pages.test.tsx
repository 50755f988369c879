import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API,
  createFakeSupabaseFor,
  makeUser,
  storeSession,
} from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';

const user = makeUser({ email: 'ada@example.com', password: 'old-secret' });
let fake: ReturnType<typeof createFakeSupabaseFor>;

beforeEach(() => {
  fake = createFakeSupabaseFor(user);
  server.use(...fake.handlers);
});

describe('/forgot-password', () => {
  it('validates the e-mail', async () => {
    renderApp('/forgot-password');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(fake.state.calls).toHaveLength(0);
  });

  it('requests a link to /reset-password on this origin, then Try again clears the form', async () => {
    renderApp('/forgot-password');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    const call = fake.callsTo('POST', '/auth/v1/recover')[0];
    expect(call?.body).toMatchObject({ email: 'ada@example.com' });
    expect(new URLSearchParams(call?.search).get('redirect_to')).toBe(
      `${window.location.origin}/reset-password`,
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');

    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it("shows the provider's message on failure", async () => {
    server.use(
      http.post(`${API}/auth/v1/recover`, () =>
        HttpResponse.json(
          {
            code: 'over_email_send_rate_limit',
            message: 'For security purposes, you can only request this after 42 seconds.',
          },
          { status: 429, headers: { 'x-supabase-api-version': '2024-01-01' } },
        ),
      ),
    );
    renderApp('/forgot-password');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Email address'), 'ada@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For security purposes, you can only request this after 42 seconds.',
    );
  });
});

describe('/reset-password', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without a session: Invalid Reset Link with a way to request a new one', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('shows a spinner while the link is checked', async () => {
    storeSession(user);
    renderApp('/reset-password');
    expect(await screen.findByText('Checking your reset link...')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Set a new password' });
  });

  it.each([
    ['', '', 'Password is required.'],
    ['12345', '12345', 'Password must be at least 6 characters long.'],
    [
      '123456',
      '654321',
      'Passwords do not match. Please make sure both password fields are identical.',
    ],
  ])('validates %j / %j', async (password, confirm, text) => {
    storeSession(user);
    renderApp('/reset-password');
    const u = userEvent.setup();
    const field = await screen.findByLabelText('New password', { exact: true });
    if (password) await u.type(field, password);
    if (confirm)
      await u.type(screen.getByLabelText('Confirm new password', { exact: true }), confirm);
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/auth/v1/user')).toHaveLength(0);
  });

  it('updates the password, ends the session, and redirects to /auth with the message after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession(user);
    const { router } = renderApp('/reset-password');
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await u.type(await screen.findByLabelText('New password', { exact: true }), 'new-secret');
    await u.type(screen.getByLabelText('Confirm new password', { exact: true }), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Updated' })).toBeInTheDocument();
    expect(fake.callsTo('PUT', '/auth/v1/user')[0]?.body).toMatchObject({ password: 'new-secret' });
    expect(fake.callsTo('POST', '/auth/v1/logout')).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(router.state.location.pathname).toBe('/reset-password');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(
      await screen.findByText(
        'Password updated successfully! Please sign in with your new password.',
      ),
    ).toBeInTheDocument();
  });

  it('Go to Login Now redirects at once with the message', async () => {
    storeSession(user);
    const { router } = renderApp('/reset-password');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('New password', { exact: true }), 'new-secret');
    await u.type(screen.getByLabelText('Confirm new password', { exact: true }), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    await u.click(await screen.findByRole('button', { name: 'Go to Login Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({
      message: 'Password updated successfully! Please sign in with your new password.',
    });
  });

  it.each([
    [
      'a message containing "session"',
      { code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' },
      403,
      'Your reset session has expired. Please request a new password reset.',
    ],
    [
      'another provider message',
      { code: 'same_password', message: 'New password should be different from the old password.' },
      422,
      'New password should be different from the old password.',
    ],
  ])('on %s shows the right text', async (_name, body, status, text) => {
    server.use(
      http.put(`${API}/auth/v1/user`, () =>
        HttpResponse.json(body, { status, headers: { 'x-supabase-api-version': '2024-01-01' } }),
      ),
    );
    storeSession(user);
    renderApp('/reset-password');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('New password', { exact: true }), 'new-secret');
    await u.type(screen.getByLabelText('Confirm new password', { exact: true }), 'new-secret');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
