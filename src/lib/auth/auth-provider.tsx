import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { effectivePlan } from '@/domain/effective-plan';
import type { UserProfile } from '@/domain/profile';
import {
  clearStoredSession,
  hasAuthFragment,
  hasStoredSession,
  sessionStorageKey,
} from '@/lib/stored-session';
import { getSupabase, onSupabaseReady } from '@/lib/supabase';
import { AuthContext, type AuthContextValue, type Session } from './auth-context';
import type * as ProfileQueryModule from './profile-query';

type ProfileQuery = typeof ProfileQueryModule;
type ProfileSync = ReturnType<ProfileQuery['createProfileSync']>;
let profileQuery: Promise<ProfileQuery> | null = null;
const noop = () => {};

/**
 * The profile calls and the query cache they go through need supabase-js's client, so they
 * load with it (in parallel) instead of being part of every page's initial JavaScript,
 * visitors' included.
 */
function loadProfileQuery(): Promise<ProfileQuery> {
  profileQuery ??= import('./profile-query').catch((error: unknown) => {
    profileQuery = null; // a failed chunk load must not poison later profile loads
    throw error;
  });
  return profileQuery;
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
  // The user whose profile is loaded or loading; a token refresh keeps it, a new user resets it.
  const profileUserRef = useRef<string | null>(null);

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    let profiles: Promise<ProfileSync> | undefined;

    // A profile is taken only for the user signed in now (spec 8: a failed load is none).
    const onProfile = (userId: string, profile: UserProfile | null) => {
      if (active && profileUserRef.current === userId) {
        setState((prev) => ({ ...prev, profile, loading: false }));
      }
    };

    const stopWaiting = onSupabaseReady((client) => {
      if (!active) return;
      const sync = () =>
        (profiles ??= loadProfileQuery().then((module) =>
          module.createProfileSync(client, onProfile),
        ));
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
        // supabase-js warns against awaiting its own calls inside this callback (the
        // auth lock is held): follow the event on the next tick instead.
        setTimeout(() => {
          sync().then(
            (profileSync) => profileSync.follow(event, session),
            () => {
              profiles = undefined; // a failed chunk load is tried again on the next event
              if (session) onProfile(session.user.id, null);
            },
          );
        }, 0);
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });

    if (hasStoredSession() || hasAuthFragment()) {
      void getSupabase().catch(() => markSignedOut());
      void loadProfileQuery().catch(() => undefined);
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
      void profiles?.then((sync) => sync.stop(), noop);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const userId = state.session?.user.id;
  const refreshProfile = useCallback(async () => {
    if (!userId) return;
    try {
      await (await loadProfileQuery()).reloadProfile(userId);
    } catch {
      // keep the profile we have
    }
  }, [userId]);

  const signOut = useCallback(async () => {
    // Nothing of this user stays cached, whatever becomes of the sign-out call.
    void profileQuery?.then((module) => module.clearQueryCache(), noop);
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
