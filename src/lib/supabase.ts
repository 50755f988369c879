import type { SupabaseClient } from '@supabase/supabase-js';
import { env } from '@/config/env';

export type { SupabaseClient };

type ReadyListener = (client: SupabaseClient) => void;

let clientPromise: Promise<SupabaseClient> | null = null;
let client: SupabaseClient | null = null;
const readyListeners = new Set<ReadyListener>();

/**
 * The one Supabase client, loaded on first use through a dynamic import so public pages do
 * not pay for supabase-js (issue 4's budget). Ready listeners run synchronously right after
 * creation, before any caller's `await getSupabase()` resumes: the auth provider subscribes
 * there, so a sign-in made by the first caller is never missed.
 */
export function getSupabase(): Promise<SupabaseClient> {
  if (!clientPromise) {
    clientPromise = import('@supabase/supabase-js').then(({ createClient }) => {
      client = createClient(env.supabaseUrl, env.supabaseAnonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      });
      for (const listener of readyListeners) listener(client);
      return client;
    });
    // A failed chunk load must not poison every later call.
    clientPromise.catch(() => {
      clientPromise = null;
    });
  }
  return clientPromise;
}

/** Runs `listener` once the client exists (immediately if it already does). */
export function onSupabaseReady(listener: ReadyListener): () => void {
  if (client) listener(client);
  else readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** Plain `fetch` calls to edge functions share these. */
export function functionUrl(name: string): string {
  return `${env.supabaseUrl}/functions/v1/${name}`;
}

export function anonKey(): string {
  return env.supabaseAnonKey;
}

/**
 * Tests only: forget the client so the next test starts from a fresh one (the stored
 * session lives in localStorage, which the test setup clears).
 */
export function resetSupabaseForTests(): void {
  client?.auth.stopAutoRefresh().catch(() => {});
  client = null;
  clientPromise = null;
  readyListeners.clear();
}
