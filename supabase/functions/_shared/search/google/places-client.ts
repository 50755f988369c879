// One HTTP call to the Places API (New): key and field mask headers, a time limit, and
// every failure (4xx, 5xx, 429 / RESOURCE_EXHAUSTED, a timeout, a network error, a body
// that is not JSON) turned into a GooglePlacesError, which the search answers with the
// spec's search error (and the free user's refund).

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface PlacesClientOptions {
  apiKey: string;
  /** Defaults to https://places.googleapis.com; tests point it at a stand-in on loopback. */
  baseUrl: string;
  fetch?: Fetch;
}

export class GooglePlacesError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 for a timeout or a network failure. */
    readonly status: number,
    /** Google's `error.status` ("RESOURCE_EXHAUSTED", "PERMISSION_DENIED", ...), "TIMEOUT" or "NETWORK". */
    readonly reason: string,
  ) {
    super(message);
    this.name = 'GooglePlacesError';
  }
}

export interface PlacesCall {
  method: 'GET' | 'POST';
  path: string;
  fieldMask: string;
  body?: unknown;
  timeoutMs: number;
}

export function createPlacesClient({
  apiKey,
  baseUrl,
  fetch = globalThis.fetch,
}: PlacesClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');
  return async function call<T>({
    method,
    path,
    fieldMask,
    body,
    timeoutMs,
  }: PlacesCall): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), Math.max(1, timeoutMs));
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${root}${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': fieldMask,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      // The body too is read under the time limit: a server may send headers, then hang.
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) {
        throw new GooglePlacesError(
          `Places API ${path} timed out after ${timeoutMs} ms`,
          0,
          'TIMEOUT',
        );
      }
      throw new GooglePlacesError(`Places API ${path} unreachable: ${String(error)}`, 0, 'NETWORK');
    } finally {
      clearTimeout(timer);
    }

    let parsed: unknown;
    try {
      parsed = text === '' ? {} : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!response.ok) {
      const detail = (parsed as { error?: { status?: unknown; message?: unknown } } | undefined)
        ?.error;
      const reason = typeof detail?.status === 'string' ? detail.status : `HTTP_${response.status}`;
      const message = typeof detail?.message === 'string' ? detail.message : text.slice(0, 200);
      throw new GooglePlacesError(
        `Places API ${path} answered ${response.status} ${reason}: ${message}`,
        response.status,
        reason,
      );
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new GooglePlacesError(
        `Places API ${path} answered a body that is not a JSON object`,
        response.status,
        'BAD_BODY',
      );
    }
    return parsed as T;
  };
}

export type PlacesCaller = ReturnType<typeof createPlacesClient>;
