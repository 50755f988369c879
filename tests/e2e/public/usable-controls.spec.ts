import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  expectAllUsable,
  expectNoHorizontalScroll,
  expectUsable,
} from '../../support/e2e/visibility.ts';
import { SEED_POSTS, createUser, signInThroughUi, uniqueEmail } from './public-helpers.ts';

/**
 * Every route at 390 px, as a phone user meets it: the menu toggle and the menu it opens,
 * the page heading and every control in the main landmark are visible, inside the viewport once scrolled to,
 * uncovered and clickable, and the page never scrolls sideways. One row per screen: a new
 * screen is a new row.
 */
interface Screen {
  /** Test title; the path unless a route is checked in more than one state. */
  name?: string;
  path: string;
  /** The page's level-1 heading. */
  heading: string;
  /** Brings the page into the state to check, and waits for its data. */
  prepare?: (page: Page) => Promise<void>;
  /** Primary controls that must be there; every other visible control in main is checked too. */
  primary?: (main: Locator) => Locator[];
}

const signedOut: Screen[] = [
  {
    path: '/',
    heading: 'Find verified local business contacts in minutes',
    primary: (main) => [
      main.getByRole('link', { name: 'Start Free' }).first(),
      main.getByRole('link', { name: 'View Pricing' }),
    ],
  },
  {
    path: '/pricing',
    heading: 'Simple, transparent pricing',
    primary: (main) => [
      main.getByRole('link', { name: 'Start Free' }),
      main.getByRole('link', { name: 'Choose Pro' }),
    ],
  },
  {
    path: '/blog',
    heading: 'Prospectory Blog',
    prepare: (page) => expect(page.getByRole('article').first()).toBeVisible(),
    primary: (main) => [main.getByRole('link', { name: /^Read more/ }).first()],
  },
  {
    path: `/blog/${SEED_POSTS.published[0]}`,
    heading: 'Instagram as a lead source for local services',
    primary: (main) => [
      main.getByRole('link', { name: 'Back to Blog' }).first(),
      main.getByRole('link', { name: "Let's try Prospectory for free" }),
    ],
  },
  {
    name: '/auth (sign in)',
    path: '/auth',
    heading: 'Sign in to your account',
    primary: (main) => [
      main.getByLabel('Email address'),
      main.getByLabel('Password', { exact: true }),
      main.getByRole('button', { name: 'Sign In' }),
      main.getByRole('link', { name: /forgot/i }),
      main.getByRole('button', { name: 'Sign up' }),
    ],
  },
  {
    name: '/auth (sign up)',
    path: '/auth',
    heading: 'Create your account',
    prepare: (page) => page.getByRole('main').getByRole('button', { name: 'Sign up' }).click(),
    primary: (main) => [
      main.getByLabel('Email address'),
      main.getByLabel('Password', { exact: true }),
      main.getByRole('button', { name: 'Create Account' }),
      main.getByRole('button', { name: 'Sign in' }),
    ],
  },
  {
    path: '/forgot-password',
    heading: 'Reset your password',
    primary: (main) => [main.getByLabel('Email address')],
  },
  { path: '/reset-password', heading: 'Invalid Reset Link' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
];

// /dashboard and /lists are placeholders today: their heading and the navigation.
const signedIn: Screen[] = [
  { path: '/dashboard', heading: 'Business Directory' },
  { path: '/lists', heading: 'Your Lists' },
  {
    path: '/account',
    heading: 'Account & Billing',
    prepare: (page) =>
      expect(page.getByRole('switch', { name: 'Email Notifications' })).toBeVisible(),
    primary: (main) => [
      main.getByRole('link', { name: 'Upgrade Plan' }),
      main.getByRole('switch', { name: 'Email Notifications' }),
    ],
  },
  { path: '/help', heading: 'Help & Support' },
  {
    path: '/payment-success',
    heading: 'Payment Successful!',
    primary: (main) => [main.getByRole('button', { name: 'Go to Dashboard' })],
  },
  {
    path: '/payment-failure',
    heading: 'Payment Failed',
    primary: (main) => [
      main.getByRole('link', { name: 'Try Again' }),
      main.getByRole('button', { name: 'Return to Dashboard' }),
    ],
  },
];

const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="switch"], [role="checkbox"], [role="tab"]';

async function sweep(page: Page, screen: Screen) {
  await page.goto(screen.path);
  await screen.prepare?.(page);
  const heading = page.getByRole('heading', { level: 1, name: screen.heading, exact: true });
  await expect(heading).toBeVisible();

  // The header's toggle, where the page opens, before anything scrolls; the menu it opens
  // lies over this page with every item usable.
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expectUsable(toggle, { scroll: false });
  await expectNoHorizontalScroll(page);
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expectAllUsable(await menu.locator('a[href], button').all(), { scroll: false });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  const main = page.getByRole('main');
  const primary = screen.primary?.(main) ?? [];
  const found = await main.locator(CONTROLS).filter({ visible: true }).all();
  await expectAllUsable([heading, ...primary, ...found], { timeout: 15_000 });
  await expectNoHorizontalScroll(page);
}

test.describe('every route at 390 x 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.describe('signed out', () => {
    for (const screen of signedOut) {
      test(screen.name ?? screen.path, ({ page }) => sweep(page, screen));
    }
  });

  test.describe('signed in', () => {
    // One sign-in for the whole table: each test starts from its stored session.
    let session: Awaited<ReturnType<BrowserContext['storageState']>>;
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const email = uniqueEmail('sweep');
      await createUser(email);
      await page.goto('/auth');
      await signInThroughUi(page, email);
      await expect(page).toHaveURL(/\/dashboard$/);
      session = await context.storageState();
      await context.close();
    });
    // Playwright reads a fixture's dependencies from its destructured first parameter.
    // eslint-disable-next-line no-empty-pattern
    test.use({ storageState: async ({}, use) => use(session) });

    for (const screen of signedIn) {
      test(screen.name ?? screen.path, ({ page }) => sweep(page, screen));
    }
  });
});
