import { env } from '@/config/env';

/**
 * supabase-js stores the session under `sb-<first label of the API host>-auth-token`
 * (SupabaseClient: `sb-${baseUrl.hostname.split('.')[0]}-auth-token`), so
 * http://127.0.0.1:54321 gives `sb-127-auth-token` and https://abc.supabase.co `sb-abc-auth-token`.
 */
export function sessionStorageKey(supabaseUrl: string = env.supabaseUrl): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * A synchronous guess, before supabase-js loads, of whether a session is stored. Used only
 * for comfort (the `/` redirect and deciding to load the client early); the real check is
 * supabase-js's own. An expired access token still counts: supabase-js refreshes it.
 */
export function hasStoredSession(storage: Storage | undefined = safeLocalStorage()): boolean {
  if (!storage) return false;
  try {
    const raw = storage.getItem(sessionStorageKey());
    if (!raw) return false;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return false;
    const session = parsed as Record<string, unknown>;
    return typeof session.refresh_token === 'string' && session.refresh_token !== '';
  } catch {
    return false;
  }
}

/**
 * Forgets the stored session without the server. Used when sign-out cannot reach the auth
 * API (supabase-js then keeps the session, even for scope 'local'): the page reloads next,
 * so removing the stored copy is what makes the user signed out.
 */
export function clearStoredSession(storage: Storage | undefined = safeLocalStorage()): void {
  try {
    storage?.removeItem(sessionStorageKey());
  } catch {
    // storage unavailable: nothing stored either
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can throw when blocked (private modes, sandboxed frames).
    return undefined;
  }
}

/** True when the URL fragment carries an auth redirect (recovery link tokens or errors). */
export function hasAuthFragment(
  hash: string = typeof window === 'undefined' ? '' : window.location.hash,
): boolean {
  return /(^|[#&])(access_token|error_description|error)=/.test(hash);
}
