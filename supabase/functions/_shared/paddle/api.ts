// The two Paddle Billing API calls the app makes, over plain fetch (Deno and Node alike).
// PADDLE_API_URL is https://api.paddle.com, https://sandbox-api.paddle.com, or the local
// stack's stand-in; nothing else differs between them.
import type { PaddleSubscription } from './subscription-state.ts';

export interface PaddleApiConfig {
  baseUrl: string;
  apiKey: string;
  /** Give up on Paddle after this long (the function must still answer the browser). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_PADDLE_TIMEOUT_MS = 10_000;

/** Paddle answered an error, was unreachable (status 0) or too slow (status 0, timeout). */
export class PaddleApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'PaddleApiError';
  }
}

export interface PaddleApi {
  /** POST /subscriptions/{id}/cancel {effective_from: next_billing_period}. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<PaddleSubscription>;
  /** PATCH /subscriptions/{id} {scheduled_change: null}: removes a scheduled cancel. */
  removeScheduledChange(subscriptionId: string): Promise<PaddleSubscription>;
}

export function createPaddleApi(config: PaddleApiConfig): PaddleApi {
  const base = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_PADDLE_TIMEOUT_MS;

  async function call(method: string, path: string, body: unknown): Promise<PaddleSubscription> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${config.apiKey}`,
          'Content-Type': 'application/json',
          'Paddle-Version': '1',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaddleApiError(0, undefined, `Paddle unreachable: ${(error as Error).message}`);
    }
    const payload = (await response.json().catch(() => null)) as {
      data?: PaddleSubscription;
      error?: { code?: unknown; detail?: unknown };
    } | null;
    if (!response.ok || !payload?.data || typeof payload.data !== 'object') {
      const code = typeof payload?.error?.code === 'string' ? payload.error.code : undefined;
      const detail = typeof payload?.error?.detail === 'string' ? payload.error.detail : '';
      throw new PaddleApiError(
        response.status,
        code,
        `Paddle answered ${response.status} ${detail}`,
      );
    }
    return payload.data;
  }

  return {
    cancelAtPeriodEnd: (id) =>
      call('POST', `/subscriptions/${encodeURIComponent(id)}/cancel`, {
        effective_from: 'next_billing_period',
      }),
    removeScheduledChange: (id) =>
      call('PATCH', `/subscriptions/${encodeURIComponent(id)}`, { scheduled_change: null }),
  };
}
