import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeSupabase,
  makeProfile,
  makeUser,
  storeSession,
} from '@test-support/app/fake-supabase';
import { server } from '@test-support/app/msw-server';
import { renderApp } from '@test-support/app/render-app';

const user = makeUser({ email: 'kim@example.com' });

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

/** Opens `path` and waits for its h1; returns the router and a user to act with. */
async function openPage(path: string, heading: string) {
  const { router } = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  return { router, u: userEvent.setup() };
}

describe('navigation bar signed out', () => {
  it('shows Pricing, Blog and Login; the logo goes to /', async () => {
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(mainNav().getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(mainNav().getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(mainNav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Prospectory' }),
    ).toHaveAttribute('href', '/');
    expect(mainNav().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('mobile menu: opens full screen with the same items, closes on Escape and navigation', async () => {
    const { router, u } = await openPage('/forgot-password', 'Reset your password');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await u.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(menu).toHaveClass('fixed', 'inset-x-0', 'bottom-0');
    // Not inside the header: its backdrop filter would make it the containing block of the
    // fixed panel and squeeze the panel into the header's height (issue 8).
    expect(screen.getByRole('banner')).not.toContainElement(menu);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Pricing', 'Blog', 'Login']);

    await u.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await u.click(screen.getByRole('button', { name: 'Open menu' }));
    await u.click(
      within(screen.getByRole('navigation', { name: 'Mobile' })).getByRole('link', {
        name: 'Login',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your account' });
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('mobile menu: a click inside it keeps it open; the page behind it does not scroll', async () => {
    const { u } = await openPage('/forgot-password', 'Reset your password');
    expect(document.documentElement.style.overflow).toBe('');
    await u.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(document.documentElement.style.overflow).toBe('hidden');

    await u.click(menu);
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  describe('when the viewport grows to the desktop bar', () => {
    let listeners: (() => void)[] = [];
    let desktop = false;
    beforeEach(() => {
      listeners = [];
      desktop = false;
      vi.stubGlobal('matchMedia', (query: string) => ({
        get matches() {
          return query === '(min-width: 48rem)' && desktop;
        },
        addEventListener: (_: string, listener: () => void) => listeners.push(listener),
        removeEventListener: (_: string, listener: () => void) => {
          listeners = listeners.filter((l) => l !== listener);
        },
      }));
    });
    afterEach(() => vi.unstubAllGlobals());

    it('the mobile menu closes and unlocks the page scroll', async () => {
      renderApp('/forgot-password');
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
      expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
      expect(listeners).toHaveLength(1);

      desktop = true;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
      expect(document.documentElement.style.overflow).toBe('');
      expect(listeners).toHaveLength(0);
    });
  });
});

describe('navigation bar signed in', () => {
  beforeEach(() => {
    const fake = createFakeSupabase({
      users: [user],
      profiles: [makeProfile(user, { plan: 'pro', subscription_status: 'trialing' })],
    });
    server.use(...fake.handlers);
    storeSession(user);
  });

  it('shows Dashboard, Lists, Leads, Pricing, the plan badge and the user menu', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Business Directory' });
    expect(
      mainNav()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Lists', 'Leads', 'Pricing']);
    expect(mainNav().getByText('Pro')).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('user menu lists every spec item and closes on outside click, Escape and route change', async () => {
    const { router, u } = await openPage('/dashboard', 'Business Directory');
    const toggle = screen.getByRole('button', { name: 'Account menu for kim@example.com' });

    await u.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = () => document.getElementById('user-menu-panel');
    const items = within(panel()!);
    expect(items.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Blog', '/blog'],
      ['Account & Billing', '/account'],
      ['Help & Support', '/help'],
      ['Terms & Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
    expect(items.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    await u.click(screen.getByRole('heading', { level: 1 }));
    expect(panel()).toBeNull();

    await u.click(toggle);
    expect(panel()).not.toBeNull();
    await u.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(toggle).toHaveFocus();

    await u.click(toggle);
    await u.click(within(panel()!).getByRole('link', { name: 'Help & Support' }));
    await screen.findByRole('heading', { level: 1, name: 'Help & Support' });
    expect(router.state.location.pathname).toBe('/help');
    expect(panel()).toBeNull();
  });

  it('mobile menu carries the signed-in items and the plan badge', async () => {
    const { u } = await openPage('/dashboard', 'Business Directory');
    await u.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Lists',
      'Leads',
      'Pricing',
      'Blog',
      'Account & Billing',
      'Help & Support',
      'Terms & Conditions',
      'Privacy Policy',
    ]);
    expect(menu.getByText('Pro')).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    // An outside click closes it too.
    await u.click(screen.getByRole('contentinfo'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has the quick links, contact mail, legal links and the current year', async () => {
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    const footer = within(screen.getByRole('contentinfo'));
    const links = footer.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Pricing', '/pricing'],
        ['Blog', '/blog'],
        ['Sign Up', '/auth'],
        ['Login', '/auth'],
        ['support@prospectory.app', 'mailto:support@prospectory.app'],
        ['Terms & Conditions', '/terms-and-conditions'],
        ['Privacy Policy', '/privacy-policy'],
      ]),
    );
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Prospectory. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('Sign Up opens /auth on the sign-up view', async () => {
    const { router, u } = await openPage('/forgot-password', 'Reset your password');
    await u.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Sign Up' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });
});

describe('layout', () => {
  it('has a skip link to the main landmark', async () => {
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
