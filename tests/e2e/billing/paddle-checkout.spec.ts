import { expect, test, type Page } from '@playwright/test';
import {
  CHECKOUT_FAILED_MESSAGE,
  CHECKOUT_REQUEST_ISSUE_MESSAGE,
} from '../../../src/features/billing/api/checkout-messages.ts';
import {
  createUser,
  setProfile,
  signInThroughUi,
  uniqueEmail,
} from '../accounts/accounts-helpers.ts';

// Paddle.js replaced in the browser by a test double: the CDN script is intercepted and
// defines a PaddleBillingV1 that records Checkout.open's options (or throws, per case).
// The e2e stack runs without a Paddle token (the local test checkout), so the app's build
// configuration is given a client token and a price id the same way, by intercepting the
// script that holds Vite's env (a chunk of the build, or the env module of the dev server).
// The build's Content-Security-Policy allows Paddle's hosts only in a build made with a
// token, so these journeys bypass it; the policy itself is the CSP journey's subject.
test.use({ bypassCSP: true });

const PADDLE_CDN = 'https://cdn.paddle.com/paddle/v2/paddle.js';
const TOKEN = 'test_e2e_client_token';

const FAKE_PADDLE = `
  window.__paddle = { initialize: null, environment: null, opened: [] };
  window.PaddleBillingV1 = {
    Initialized: false,
    Environment: { set(value) { window.__paddle.environment = value; } },
    Initialize(options) { this.Initialized = true; window.__paddle.initialize = options; },
    Update() {},
    Checkout: {
      open(options) {
        window.__paddle.opened.push(JSON.parse(JSON.stringify(options)));
        const failure = window.localStorage.getItem('paddle-double-failure');
        if (failure) throw new Error(failure);
      },
    },
  };
`;

/** The object literal Vite writes for `import.meta.env`, built (`{BASE_URL:`) or served (`{"BASE_URL":`). */
const VITE_ENV = /(\{\s*"?BASE_URL"?\s*:[^}]*)\}/;

const holdsViteEnv = (url: URL) =>
  url.pathname.endsWith('/src/config/env.ts') || /^\/assets\/[^/]+\.js$/.test(url.pathname);

async function withPaddleDouble(page: Page, priceId: string, scriptDelayMs = 0) {
  await page.route(holdsViteEnv, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!VITE_ENV.test(body)) {
      await route.fulfill({ status: response.status(), contentType: 'text/javascript', body });
      return;
    }
    // Without these two values the app would open the local test checkout, and every
    // journey here fails on what it sees (Paddle's options, its errors, the missing price).
    const patched = body.replace(
      VITE_ENV,
      `$1,"VITE_PADDLE_CLIENT_TOKEN":${JSON.stringify(TOKEN)},` +
        `"VITE_PADDLE_PRO_PRICE_ID":${JSON.stringify(priceId)}}`,
    );
    await route.fulfill({
      status: response.status(),
      contentType: 'text/javascript',
      body: patched,
    });
  });
  await page.route(PADDLE_CDN, async (route) => {
    if (scriptDelayMs) await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_PADDLE });
  });
}

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await signInThroughUi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
}

test('the Pro checkout opens Paddle with the price, custom data, e-mail, theme and success URL', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('paddle');
  const userId = await createUser(email);
  await withPaddleDouble(page, 'pri_e2e_pro', 1_000);
  await signIn(page, email);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  const opening = page.getByRole('button', { name: 'Opening checkout...' });
  await expect(opening).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Choose Pro' })).toBeEnabled();

  const paddle = await page.evaluate(() => (window as unknown as { __paddle: unknown }).__paddle);
  expect(paddle).toEqual({
    environment: 'sandbox',
    initialize: { token: TOKEN },
    opened: [
      {
        items: [{ priceId: 'pri_e2e_pro', quantity: 1 }],
        customData: { userId, email },
        customer: { email },
        settings: {
          displayMode: 'overlay',
          theme: 'light',
          successUrl: `${baseURL}/payment-success`,
        },
      },
    ],
  });
  await expect(page).toHaveURL(/\/pricing$/);
});

test('every checkout error lands on /payment-failure with its text', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('paddle-errors');
  await createUser(email);
  await withPaddleDouble(page, 'pri_e2e_pro');
  await signIn(page, email);

  const expectFailure = async (text: string) => {
    await page.getByRole('button', { name: 'Choose Pro' }).click();
    await expect(page).toHaveURL(/\/payment-failure$/);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
  };

  for (const [failure, text] of [
    ['Request failed with status 400', CHECKOUT_REQUEST_ISSUE_MESSAGE],
    ['Network down', CHECKOUT_FAILED_MESSAGE],
  ] as const) {
    await page.evaluate(
      (value) => window.localStorage.setItem('paddle-double-failure', value),
      failure,
    );
    await page.goto('/pricing');
    await expectFailure(text);
  }
  await page.evaluate(() => window.localStorage.removeItem('paddle-double-failure'));

  // Paddle.js cannot be loaded at all (blocked CDN).
  await page.unroute(PADDLE_CDN);
  await page.route(PADDLE_CDN, (route) => route.abort());
  await page.goto('/pricing');
  await expectFailure(CHECKOUT_FAILED_MESSAGE);
});

test('a visitor, a plan without a price id, and a user already on Pro (no second checkout)', async ({
  page,
}) => {
  const email = uniqueEmail('paddle-plans');
  const userId = await createUser(email);
  await withPaddleDouble(page, '');
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await signInThroughUi(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Directory' })).toBeVisible();
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/payment-failure$/);
  await expect(
    page.getByText('The Pro plan is not available at the moment. Please contact support.'),
  ).toBeVisible();

  await setProfile(userId, {
    plan: 'pro',
    subscription_status: 'active',
    subscription_ends_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  });
  // The Pro card is a state, not a button, for a user already on Pro: no second checkout.
  await page.goto('/pricing');
  await expect(page.getByText('Current Plan')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pro/ })).toHaveCount(0);
});
