import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { QueryObserver } from '@tanstack/react-query';
import type { UserProfile } from '@/domain/profile';
import { clearQueryCache, getQueryClient } from '@/lib/query/query-client';
import type { SupabaseClient } from '@/lib/supabase';
import { loadOrCreateProfile } from './profile-api';
import { profileKeys } from './profile-keys';

// The profile through the query cache, for AuthProvider. AuthProvider sits above React
// Query's provider (which loads with the pages that use the cache), so the profile is watched
// with a QueryObserver. Loaded with supabase-js, never with a public page's initial JavaScript.

export { clearQueryCache };

function profileQuery(client: SupabaseClient, user: Pick<User, 'id' | 'email'>) {
  return {
    queryKey: profileKeys.detail(user.id),
    // A failed load is no profile (spec 8): loadOrCreateProfile answers null, never throws.
    queryFn: () => loadOrCreateProfile(client, user),
    retry: false,
  };
}

/**
 * Calls `onProfile` with `user`'s profile now if it is cached and on every change, loading
 * it when needed; returns the unsubscribe. A load started for another user never reaches
 * this observer: each user's profile has its own key.
 */
export function watchProfile(
  client: SupabaseClient,
  user: Pick<User, 'id' | 'email'>,
  onProfile: (profile: UserProfile | null) => void,
): () => void {
  const observer = new QueryObserver<UserProfile | null>(
    getQueryClient(),
    profileQuery(client, user),
  );
  let published: UserProfile | null | undefined;
  // Told once per new profile, not on every change of the query's fetching state.
  const publish = (result: ReturnType<typeof observer.getCurrentResult>) => {
    const profile = result.isSuccess ? result.data : result.isError ? null : undefined;
    if (profile === undefined || profile === published) return;
    published = profile;
    onProfile(profile);
  };
  const unsubscribe = observer.subscribe(publish);
  publish(observer.getCurrentResult());
  return unsubscribe;
}

/**
 * Reads `userId`'s profile again (a user update, a payment, a search). A read already on its
 * way may have left before the change, so it is cancelled rather than joined: the newer
 * answer wins.
 */
export async function reloadProfile(userId: string): Promise<void> {
  const queryClient = getQueryClient();
  const queryKey = profileKeys.detail(userId);
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * Follows AuthProvider's auth events for one client: a new user's profile is watched in the
 * cache (`onProfile` gets it with the user's id), a user update reads it again, and signing
 * out or switching accounts clears the cache so nothing of the last user stays.
 */
export function createProfileSync(
  client: SupabaseClient,
  onProfile: (userId: string, profile: UserProfile | null) => void,
) {
  let userId: string | null = null;
  let stopWatching: (() => void) | null = null;
  const stop = () => {
    stopWatching?.();
    stopWatching = null;
  };
  return {
    follow(event: AuthChangeEvent, session: Session | null) {
      const next = session?.user ?? null;
      if ((next?.id ?? null) !== userId) {
        stop();
        clearQueryCache();
        userId = next?.id ?? null;
        if (next)
          stopWatching = watchProfile(client, next, (profile) => onProfile(next.id, profile));
      } else if (next && event === 'USER_UPDATED') {
        void reloadProfile(next.id);
      }
    },
    stop,
  };
}
