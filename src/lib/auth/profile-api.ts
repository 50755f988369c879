import type { User } from '@supabase/supabase-js';
import { needsExpiredDowngrade } from '@/domain/effective-plan';
import type { UserProfile } from '@/domain/profile';
import type { SupabaseClient } from '@/lib/supabase';

// Profile calls of spec section 7 ("Profile"). The profile is shared by every feature, so it
// lives beside the session rather than in one feature's api/.

const NOT_FOUND = 'PGRST116';
const DUPLICATE = '23505';

async function selectProfile(client: SupabaseClient, id: string) {
  return client.from('user_profiles').select('*').eq('id', id).single<UserProfile>();
}

/**
 * Loads the signed-in user's profile, creating a free one when none exists (spec 4, 8):
 * PGRST116 -> insert {id, email, plan free, 0 searches, timestamps}; a 23505 on that insert
 * means another tab or request created it first, so the existing row is reloaded. Any other
 * failure yields no profile (the app then treats the user as free).
 */
export async function loadOrCreateProfile(
  client: SupabaseClient,
  user: Pick<User, 'id' | 'email'>,
  now: () => Date = () => new Date(),
): Promise<UserProfile | null> {
  const { data, error } = await selectProfile(client, user.id);
  let profile: UserProfile | null = null;
  if (!error) {
    profile = data;
  } else if (error.code === NOT_FOUND && user.email) {
    const timestamp = now().toISOString();
    const inserted = await client
      .from('user_profiles')
      .insert({
        id: user.id,
        email: user.email,
        plan: 'free',
        daily_searches_used: 0,
        created_at: timestamp,
        updated_at: timestamp,
      })
      .select('*')
      .single<UserProfile>();
    if (!inserted.error) profile = inserted.data;
    else if (inserted.error.code === DUPLICATE) {
      const again = await selectProfile(client, user.id);
      profile = again.error ? null : again.data;
    }
  }
  if (profile && needsExpiredDowngrade(profile, now())) {
    // Spec 4 write-back, fire and forget, through the security-definer function (a user
    // may not write plan or status directly). The UI shows free at once.
    void client.rpc('downgrade_expired_subscription').then(
      () => undefined,
      () => undefined,
    );
    profile = { ...profile, plan: 'free', subscription_status: 'inactive' };
  }
  return profile;
}
