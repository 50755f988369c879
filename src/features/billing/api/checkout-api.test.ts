import { describe, expect, it, vi } from 'vitest';
import { openProCheckout, waitFor, type CheckoutConfig } from './checkout-api';
import {
  CHECKOUT_FAILED_MESSAGE,
  CHECKOUT_REQUEST_ISSUE_MESSAGE,
  alreadySubscribedMessage,
  checkoutErrorMessage,
} from './checkout-messages';

const configured: CheckoutConfig = {
  clientToken: 'test_token',
  environment: 'sandbox',
  proPriceId: 'pri_123',
};
const customer = { userId: 'user-1', email: 'ada@example.com' };

describe('openProCheckout (spec 7, 8)', () => {
  it.each<[string, Partial<CheckoutConfig>]>([
    ['no price id', { proPriceId: '' }],
    ['no client token', { clientToken: '' }],
  ])('reports the plan unavailable with %s, without loading Paddle', async (_name, missing) => {
    const load = vi.fn();
    const result = await openProCheckout(customer, {
      config: { ...configured, ...missing },
      load,
      origin: 'https://app.test',
    });
    expect(result).toEqual({
      ok: false,
      message: 'The Pro plan is not available at the moment. Please contact support.',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('hands the request to the local test checkout instead of loading Paddle', async () => {
    const load = vi.fn();
    const result = await openProCheckout(customer, {
      config: { ...configured, clientToken: '', proPriceId: 'pri_local_pro', localCheckout: true },
      load,
      origin: 'https://app.test',
    });
    expect(result).toEqual({
      ok: true,
      localCheckout: {
        priceId: 'pri_local_pro',
        email: 'ada@example.com',
        customData: { userId: 'user-1', email: 'ada@example.com' },
      },
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('opens the overlay with the price, custom data, e-mail, success URL and light theme', async () => {
    const open = vi.fn();
    const load = vi.fn().mockResolvedValue({ Checkout: { open } });
    const result = await openProCheckout(customer, {
      config: configured,
      load,
      origin: 'https://app.test',
    });
    expect(result).toEqual({ ok: true });
    expect(load).toHaveBeenCalledWith(configured);
    expect(open).toHaveBeenCalledWith({
      items: [{ priceId: 'pri_123', quantity: 1 }],
      customData: { userId: 'user-1', email: 'ada@example.com' },
      customer: { email: 'ada@example.com' },
      settings: {
        displayMode: 'overlay',
        theme: 'light',
        successUrl: 'https://app.test/payment-success',
      },
    });
  });

  it.each<[string, unknown, string]>([
    [
      'an error containing 400',
      new Error('Request failed with status 400'),
      CHECKOUT_REQUEST_ISSUE_MESSAGE,
    ],
    ['any other error', new Error('Paddle.js did not load'), CHECKOUT_FAILED_MESSAGE],
  ])('maps %s to the catalogue text', async (_name, error, message) => {
    const load = vi.fn().mockRejectedValue(error);
    const result = await openProCheckout(customer, { config: configured, load, origin: 'x' });
    expect(result).toEqual({ ok: false, message });
  });

  it('maps a Checkout.open that throws too', async () => {
    const load = vi.fn().mockResolvedValue({
      Checkout: {
        open: () => {
          throw 'HTTP 400 Bad Request';
        },
      },
    });
    const result = await openProCheckout(customer, { config: configured, load, origin: 'x' });
    expect(result).toEqual({ ok: false, message: CHECKOUT_REQUEST_ISSUE_MESSAGE });
  });
});

describe('checkout texts', () => {
  it('words the already-subscribed and error texts as the spec does', () => {
    expect(alreadySubscribedMessage('Pro')).toBe('You are already subscribed to the Pro plan.');
    expect(checkoutErrorMessage('status 400')).toBe(CHECKOUT_REQUEST_ISSUE_MESSAGE);
    expect(checkoutErrorMessage(new Error('timeout'))).toBe(
      'Failed to open checkout. Please try again or contact support if the issue persists.',
    );
  });
});

describe('waitFor: polling for the Paddle instance every 100 ms (spec 4, 9)', () => {
  it('resolves once the value appears, checking every interval', async () => {
    vi.useFakeTimers();
    try {
      const box: { value?: string } = {};
      const read = vi.fn(() => box.value);
      const promise = waitFor(read, 100, 5000);
      await vi.advanceTimersByTimeAsync(250);
      expect(read).toHaveBeenCalledTimes(3); // 0, 100, 200 ms
      box.value = 'paddle';
      await vi.advanceTimersByTimeAsync(100);
      await expect(promise).resolves.toBe('paddle');
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the limit', async () => {
    vi.useFakeTimers();
    try {
      const promise = waitFor(() => undefined, 100, 300);
      const assertion = expect(promise).rejects.toThrow('Paddle.js did not load');
      await vi.advanceTimersByTimeAsync(400);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
