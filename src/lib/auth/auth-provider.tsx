import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { effectivePlan } from '@/domain/effective-plan';
import type { UserProfile } from '@/domain/profile';
import {
  clearStoredSession,
  hasAuthFragment,
  hasStoredSession,
  sessionStorageKey,
} from '@/lib/stored-session';
import { getSupabase, onSupabaseReady, type SupabaseClient } from '@/lib/supabase';
import { AuthContext, type AuthContextValue, type Session } from './auth-context';
import type * as ProfileModule from './profile-api';

type ProfileApi = typeof ProfileModule;
let profileApi: Promise<ProfileApi> | null = null;

/**
 * The profile calls need supabase-js's client, so they load with it (in parallel) instead of
 * being part of every page's initial JavaScript, visitors' included.
 */
function loadProfileApi(): Promise<ProfileApi> {
  profileApi ??= import('./profile-api').catch((error: unknown) => {
    profileApi = null; // a failed chunk load must not poison later profile loads
    throw error;
  });
  return profileApi;
}

interface State {
  loading: boolean;
  session: Session | null;
  profile: UserProfile | null;
}

export interface AuthProviderProps {
  children: ReactNode;
  /** Where sign-out lands with a full reload (tests pass a spy). */
  reloadTo?: (href: string) => void;
}

const defaultReload = (href: string) => window.location.assign(href);

/**
 * The one session holder of the app (examples-to-follow habit 4): one onAuthStateChange
 * subscription, removed on unmount. supabase-js is loaded only when there may be a session
 * (one is stored, or the URL carries an auth redirect) or when a page asks for the client
 * (sign-in, reset); a visitor without a session on a public page never downloads it.
 */
export function AuthProvider({ children, reloadTo = defaultReload }: AuthProviderProps) {
  const [state, setState] = useState<State>(() => ({
    loading: hasStoredSession() || hasAuthFragment(),
    session: null,
    profile: null,
  }));
  const clientRef = useRef<SupabaseClient | null>(null);
  // The user whose profile is loaded or loading; a token refresh keeps it, a new user resets it.
  const profileUserRef = useRef<string | null>(null);
  const profileRequestRef = useRef(0);

  const loadProfile = useCallback(async (session: Session) => {
    const client = clientRef.current;
    if (!client) return;
    const request = ++profileRequestRef.current;
    let profile: UserProfile | null = null;
    try {
      profile = await (await loadProfileApi()).loadOrCreateProfile(client, session.user);
    } catch {
      profile = null; // spec 8: a failed profile load means no profile
    }
    if (request !== profileRequestRef.current) return; // a newer event superseded this one
    setState((prev) => ({ ...prev, profile, loading: false }));
  }, []);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;

    const stopWaiting = onSupabaseReady((client) => {
      if (!active) return;
      void loadProfileApi().catch(() => undefined);
      clientRef.current = client;
      const { data } = client.auth.onAuthStateChange((event, session) => {
        if (!active) return;
        const userId = session?.user.id ?? null;
        const newUser = userId !== profileUserRef.current;
        profileUserRef.current = userId;
        setState((prev) => ({
          ...prev,
          session,
          profile: newUser ? null : prev.profile,
          loading: session ? newUser || prev.loading : false,
        }));
        if (!session) {
          profileRequestRef.current++;
          return;
        }
        if (newUser || event === 'USER_UPDATED') {
          // supabase-js warns against awaiting its own calls inside this callback (the
          // auth lock is held): load the profile on the next tick instead.
          setTimeout(() => void loadProfile(session), 0);
        }
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });

    if (hasStoredSession() || hasAuthFragment()) {
      void getSupabase().catch(() => markSignedOut());
      void loadProfileApi().catch(() => undefined);
    }

    // Another tab signing in writes the session key: load the client so this tab follows.
    const onStorage = (event: StorageEvent) => {
      if (event.key === sessionStorageKey() && event.newValue) void getSupabase().catch(() => {});
    };
    window.addEventListener('storage', onStorage);

    function markSignedOut() {
      if (active) setState((prev) => ({ ...prev, loading: false }));
    }

    return () => {
      active = false;
      stopWaiting();
      unsubscribe?.();
      window.removeEventListener('storage', onStorage);
    };
  }, [loadProfile]);

  const refreshProfile = useCallback(async () => {
    const client = clientRef.current;
    const session = state.session;
    if (!client || !session) return;
    try {
      const profile = await (await loadProfileApi()).loadOrCreateProfile(client, session.user);
      setState((prev) => (prev.session?.user.id === session.user.id ? { ...prev, profile } : prev));
    } catch {
      // keep the profile we have
    }
  }, [state.session]);

  const signOut = useCallback(async () => {
    try {
      const client = await getSupabase();
      const { error } = await client.auth.signOut();
      // A failed sign-out (e.g. offline) leaves the session stored: forget it here so the
      // reload really lands signed out.
      if (error) clearStoredSession();
    } catch {
      // spec 8: a failed sign-out still reloads the page
      clearStoredSession();
    }
    reloadTo('/');
  }, [reloadTo]);

  const value = useMemo<AuthContextValue>(
    () => ({
      loading: state.loading,
      session: state.session,
      user: state.session?.user ?? null,
      profile: state.profile,
      plan: effectivePlan(state.profile),
      refreshProfile,
      signOut,
    }),
    [state, refreshProfile, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
