import { anonKey, getSupabase } from './supabase';

// One client for the app's edge-function calls (examples-to-follow habit 13): which bearer
// to send, and how an error body is read. Sign-up, search, suggestions and
// cancel-subscription all go through it.

/**
 * `anon`: the public key as the bearer (sign-up); `session`: the signed-in user's token;
 * `{ token }`: a token the caller has already read (it checked the session itself).
 */
export type Bearer = 'anon' | 'session' | { token: string };

export interface EdgeRequest {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  bearer?: Bearer;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type EdgeResponse =
  /** `headers`: the answer's headers the function exposes (CORS), e.g. X-Live-Search. */
  | { ok: true; status: number; body: unknown; headers: Headers }
  | { ok: false; status: number; body: unknown; headers: Headers }
  /** No answer at all (offline, DNS, CORS, aborted). */
  | { ok: false; status: 0; body: undefined; networkError: true };

/** A body that is not JSON reads as `undefined` (the caller decides what that means). */
const UNPARSABLE = undefined;

async function bearerToken(bearer: Bearer): Promise<string> {
  if (bearer === 'anon') return anonKey();
  if (typeof bearer === 'object') return bearer.token;
  const client = await getSupabase();
  const { data } = await client.auth.getSession();
  // Without a session the function answers 401 itself; the anon key is only the
  // gateway's credential, never a user's.
  return data.session?.access_token ?? anonKey();
}

export async function callEdgeFunction(
  url: string,
  request: EdgeRequest = {},
): Promise<EdgeResponse> {
  const { method = 'POST', body, bearer = 'session', headers = {}, signal } = request;
  let response: Response;
  try {
    const token = await bearerToken(bearer);
    response = await fetch(url, {
      method,
      signal,
      headers: {
        apikey: anonKey(),
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, body: undefined, networkError: true };
  }
  let parsed: unknown = UNPARSABLE;
  try {
    const text = await response.text();
    parsed = text === '' ? UNPARSABLE : (JSON.parse(text) as unknown);
  } catch {
    parsed = UNPARSABLE;
  }
  return { ok: response.ok, status: response.status, body: parsed, headers: response.headers };
}

/**
 * The error body rule (spec 7: "an error body may carry error or message"): the first
 * non-blank string among `keys`, else the fallback.
 */
export function errorMessage(
  body: unknown,
  fallback: string,
  keys: readonly ('error' | 'message')[] = ['error', 'message'],
): string {
  if (!body || typeof body !== 'object') return fallback;
  for (const key of keys) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
}
