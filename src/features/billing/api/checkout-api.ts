import type { Paddle } from '@paddle/paddle-js';
import { env, type PaddleEnvironment } from '@/config/env';
import { paths } from '@/config/paths';
import { plans } from '@/config/plans';
import { checkoutErrorMessage, planUnavailableMessage } from './checkout-messages';

export interface CheckoutConfig {
  clientToken: string;
  environment: PaddleEnvironment;
  proPriceId: string;
  /** The local test checkout instead of Paddle.js (see env.localCheckout). */
  localCheckout?: boolean;
}

export interface CheckoutCustomer {
  userId: string;
  email: string;
}

/** What the local test checkout sends to the stack's Paddle stand-in (as Checkout.open would). */
export interface LocalCheckoutRequest {
  priceId: string;
  email: string;
  customData: { userId: string; email: string };
}

export type CheckoutResult =
  { ok: true; localCheckout?: LocalCheckoutRequest } | { ok: false; message: string };

/** Polling interval while waiting for Paddle.js to be present (spec 4 and 9: 100 ms). */
export const PADDLE_POLL_MS = 100;
/** How long to wait for Paddle.js before giving up (a blocked or offline CDN). */
export const PADDLE_WAIT_LIMIT_MS = 15_000;

export function checkoutConfigFromEnv(): CheckoutConfig {
  return {
    clientToken: env.paddleClientToken,
    environment: env.paddleEnvironment,
    proPriceId: env.paddleProPriceId,
    localCheckout: env.localCheckout,
  };
}

let paddlePromise: Promise<Paddle> | null = null;

/**
 * Loads and initialises Paddle.js once (spec 4). `@paddle/paddle-js` is imported only here,
 * on the first checkout click, so no public page downloads it; its script tag is then
 * polled for every 100 ms until the Paddle instance is present.
 */
export function loadPaddle(config: CheckoutConfig, wait = waitFor): Promise<Paddle> {
  if (!paddlePromise) {
    paddlePromise = import('@paddle/paddle-js')
      .then(async ({ initializePaddle, getPaddleInstance }) => {
        const started = await initializePaddle({
          token: config.clientToken,
          environment: config.environment,
        });
        return started ?? (await wait(() => getPaddleInstance()));
      })
      .catch((error: unknown) => {
        paddlePromise = null; // a failed load must not poison later clicks
        throw error;
      });
  }
  return paddlePromise;
}

/** Resolves with `read()`'s value once it is defined, polling every 100 ms. */
export function waitFor<T>(
  read: () => T | undefined,
  intervalMs = PADDLE_POLL_MS,
  limitMs = PADDLE_WAIT_LIMIT_MS,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = read();
      if (value !== undefined) resolve(value);
      else if (Date.now() - started >= limitMs) reject(new Error('Paddle.js did not load'));
      else setTimeout(tick, intervalMs);
    };
    tick();
  });
}

export interface OpenCheckoutDeps {
  config?: CheckoutConfig;
  load?: (config: CheckoutConfig) => Promise<Pick<Paddle, 'Checkout'>>;
  origin?: string;
}

/**
 * Opens Paddle's overlay checkout for the Pro plan (spec 7): the Pro price id, custom data
 * {userId, email}, the customer's e-mail, the success URL {origin}/payment-success and the
 * light theme. Without a client token or price id the plan is reported unavailable
 * (spec 8) instead of failing inside Paddle.
 */
export async function openProCheckout(
  customer: CheckoutCustomer,
  {
    config = checkoutConfigFromEnv(),
    load = loadPaddle,
    origin = window.location.origin,
  }: OpenCheckoutDeps = {},
): Promise<CheckoutResult> {
  if (config.localCheckout && config.proPriceId) {
    return {
      ok: true,
      localCheckout: {
        priceId: config.proPriceId,
        email: customer.email,
        customData: { userId: customer.userId, email: customer.email },
      },
    };
  }
  if (!config.proPriceId || !config.clientToken) {
    return { ok: false, message: planUnavailableMessage(plans.pro.name) };
  }
  try {
    const paddle = await load(config);
    paddle.Checkout.open({
      items: [{ priceId: config.proPriceId, quantity: 1 }],
      customData: { userId: customer.userId, email: customer.email },
      customer: { email: customer.email },
      settings: {
        displayMode: 'overlay',
        theme: 'light',
        successUrl: `${origin}${paths.paymentSuccess.getHref()}`,
      },
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: checkoutErrorMessage(error) };
  }
}
