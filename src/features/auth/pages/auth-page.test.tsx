import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createFakeSupabase, makeProfile, makeUser } from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';

const user = makeUser({ email: 'ada@example.com', password: 'secret123' });
let fake: ReturnType<typeof createFakeSupabase>;

beforeEach(() => {
  fake = createFakeSupabase({ users: [user], profiles: [makeProfile(user)] });
  server.use(...fake.handlers);
});

const emailField = () => screen.getByLabelText('Email address');
const passwordField = () => screen.getByLabelText('Password', { exact: true });
const confirmField = () => screen.getByLabelText('Confirm password', { exact: true });

async function openAuth(state?: unknown) {
  const view = renderApp('/auth', { state });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('/auth sign in', () => {
  it('validates required fields and the e-mail format before calling anything', async () => {
    await openAuth();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Email is required.');
    expect(emailField()).toHaveFocus();

    await u.type(emailField(), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(fake.state.calls).toHaveLength(0);
  });

  it('shows the spec text for invalid credentials', async () => {
    await openAuth();
    const u = userEvent.setup();
    await u.type(emailField(), 'ada@example.com');
    await u.type(passwordField(), 'wrong-password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it("shows the provider's message for other errors", async () => {
    server.use(
      http.post(`${API}/auth/v1/token`, () =>
        HttpResponse.json(
          { code: 'email_not_confirmed', message: 'Email not confirmed' },
          { status: 400, headers: { 'x-supabase-api-version': '2024-01-01' } },
        ),
      ),
    );
    await openAuth();
    const u = userEvent.setup();
    await u.type(emailField(), 'ada@example.com');
    await u.type(passwordField(), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not confirmed');
  });

  it('disables the button with a spinner while submitting', async () => {
    server.use(
      http.post(`${API}/auth/v1/token`, async () => {
        await delay(200);
        return HttpResponse.json(
          { code: 'invalid_credentials', message: 'Invalid login credentials' },
          { status: 400 },
        );
      }),
    );
    await openAuth();
    const u = userEvent.setup();
    await u.type(emailField(), 'ada@example.com');
    await u.type(passwordField(), 'x');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = screen.getByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('signs in and goes to /dashboard by default', async () => {
    const { router } = await openAuth();
    const u = userEvent.setup();
    await u.type(emailField(), 'ada@example.com');
    await u.type(passwordField(), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business Directory' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(fake.callsTo('POST', '/auth/v1/token')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      password: 'secret123',
    });
  });

  it('signs in and returns to the origin held in navigation state', async () => {
    const { router } = await openAuth({ from: '/account' });
    const u = userEvent.setup();
    await u.type(emailField(), 'ada@example.com');
    await u.type(passwordField(), 'secret123');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Account & Billing' });
    expect(router.state.location.pathname).toBe('/account');
  });

  it('shows and hides the password', async () => {
    await openAuth();
    const u = userEvent.setup();
    expect(passwordField()).toHaveAttribute('type', 'password');
    await u.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await u.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('shows the green notice from navigation state and is not indexed', async () => {
    await openAuth({
      message: 'Password updated successfully! Please sign in with your new password.',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Password updated successfully! Please sign in with your new password.',
    );
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      ),
    );
  });

  it('hides the Login button on /auth', async () => {
    await openAuth();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    // ...but the footer's quick link to /auth stays.
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Login');
  });

  it('links to /forgot-password', async () => {
    await openAuth();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('/auth sign up', () => {
  async function fillSignUp(email: string, password: string, confirm: string) {
    const u = userEvent.setup();
    if (email) await u.type(emailField(), email);
    if (password) await u.type(passwordField(), password);
    if (confirm) await u.type(confirmField(), confirm);
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
  }

  it('opens on sign-up with showSignup and toggles back and forth', async () => {
    await openAuth({ showSignup: true });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password', { exact: true })).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(confirmField()).toBeInTheDocument();
  });

  it.each([
    ['', '', '', ['Email is required.', 'Password is required.']],
    ['ada@example.com', '12345', '12345', ['Password must be at least 6 characters long.']],
    [
      'ada@example.com',
      '123456',
      '1234567',
      ['Passwords do not match. Please make sure both password fields are identical.'],
    ],
    ['ada@example.com', '123456', '', ['Please confirm your password.']],
  ])('validates %j / %j / %j', async (email, password, confirm, texts) => {
    await openAuth({ showSignup: true });
    await fillSignUp(email, password, confirm);
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    expect(fake.state.calls).toHaveLength(0);
  });

  it('posts to the signup function with the anon key, shows the notice and stays on /auth without signing in', async () => {
    let request: Request | undefined;
    server.use(
      http.post(`${API}/functions/v1/signup`, async ({ request: r }) => {
        request = r.clone();
        const body = (await r.json()) as { email: string; password: string };
        // The new account is unconfirmed: the auth service refuses it a password sign-in.
        fake.state.users.push(
          makeUser({ id: 'new-user', email: body.email, password: body.password }),
        );
        return HttpResponse.json({ id: 'new-user', email: body.email });
      }),
    );
    const { router } = await openAuth({ showSignup: true });
    await fillSignUp('new@example.com', 'secret99', 'secret99');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account created! Please check your email to verify your account.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign in to your account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(passwordField()).toHaveValue('');
    expect(await request?.json()).toEqual({ email: 'new@example.com', password: 'secret99' });
    expect(request?.headers.get('authorization')).toMatch(/^Bearer eyJ/);
    // Never signed in: no token request, no profile created.
    expect(fake.callsTo('POST', '/auth/v1/token')).toHaveLength(0);
    expect(fake.callsTo('POST', '/rest/v1/user_profiles')).toHaveLength(0);
  });

  it('signing in before confirming shows the auth service’s message under the notice’s form', async () => {
    server.use(
      http.post(`${API}/functions/v1/signup`, () => HttpResponse.json({ id: 'x' })),
      http.post(`${API}/auth/v1/token`, () =>
        HttpResponse.json(
          { code: 'email_not_confirmed', message: 'Email not confirmed' },
          { status: 400, headers: { 'x-supabase-api-version': '2024-01-01' } },
        ),
      ),
    );
    const { router } = await openAuth({ showSignup: true });
    await fillSignUp('pending@example.com', 'secret99', 'secret99');
    await screen.findByRole('status');
    const u = userEvent.setup();
    await u.type(passwordField(), 'secret99');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email not confirmed');
    expect(emailField()).toHaveValue('pending@example.com');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it.each([
    [
      "the server's message",
      () =>
        HttpResponse.json(
          { message: 'A user with this email address has already been registered' },
          { status: 422 },
        ),
      'A user with this email address has already been registered',
    ],
    [
      'the fallback when there is no message',
      () => HttpResponse.json({ error: 'nope' }, { status: 500 }),
      'An unexpected error occurred. Please try again.',
    ],
    [
      'the fallback when the body is not JSON',
      () => new HttpResponse('Bad gateway', { status: 502 }),
      'An unexpected error occurred. Please try again.',
    ],
    [
      'the network-failure text',
      () => HttpResponse.error(),
      'Network error or server is unreachable. Please try again.',
    ],
  ])('shows %s', async (_name, reply, text) => {
    server.use(http.post(`${API}/functions/v1/signup`, reply));
    await openAuth({ showSignup: true });
    await fillSignUp('ada@example.com', 'secret99', 'secret99');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
