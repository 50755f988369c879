import { env } from '@/config/env';
import { callEdgeFunction, errorMessage } from '@/lib/edge-functions';
import { functionUrl } from '@/lib/supabase';
import { CHECKOUT_FAILED_MESSAGE } from './checkout-messages';
import type { LocalCheckoutRequest } from './checkout-api';

export const REACTIVATE_FAILED_MESSAGE = 'Failed to reactivate subscription';

/**
 * Removes the caller's scheduled cancellation at Paddle (reactivate-subscription): the same
 * subscription goes on, so nothing is charged twice. The server checks the id is the
 * caller's own. Resolves with null on success, else the message to show.
 */
export async function reactivateSubscription(
  subscriptionId: string | null | undefined,
): Promise<string | null> {
  const response = await callEdgeFunction(functionUrl('reactivate-subscription'), {
    body: { subscriptionId: subscriptionId ?? '' },
  });
  if (response.ok) return null;
  if ('networkError' in response) return REACTIVATE_FAILED_MESSAGE;
  return errorMessage(response.body, REACTIVATE_FAILED_MESSAGE, ['error']);
}

/**
 * The local test checkout's Pay: the local stack's Paddle stand-in creates the subscription
 * and sends its signed events to paddle-webhook before answering. Only ever called when
 * env.localCheckout holds (no Paddle token, local stack). Null on success.
 */
export async function payLocalCheckout(request: LocalCheckoutRequest): Promise<string | null> {
  try {
    const response = await fetch(`${env.supabaseUrl}/paddle/local-checkout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
    });
    return response.ok ? null : CHECKOUT_FAILED_MESSAGE;
  } catch {
    return CHECKOUT_FAILED_MESSAGE;
  }
}
