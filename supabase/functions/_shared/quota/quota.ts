// The free plan's daily quota, kept in Postgres (consume_search_for / refund_search_for:
// row-locked, so concurrent searches by one user cannot overshoot). These helpers only
// call them and read the profile.
import { searchMessages } from '../product-rules.ts';
import { SupabaseApiError, type ServiceClient } from '../supabase/service-client.ts';
import { effectivePlan, type EffectivePlan, type ProfilePlanFields } from './plan.ts';

/** The caller's effective plan from their profile (no profile yet: free). */
export async function planOf(
  client: ServiceClient,
  userId: string,
  now?: Date,
): Promise<EffectivePlan> {
  const rows = await client.select<ProfilePlanFields[]>(
    `user_profiles?select=plan,subscription_status,subscription_ends_at&id=eq.${encodeURIComponent(userId)}`,
  );
  return effectivePlan(rows[0], now);
}

/** Counts one search; false when today's free searches are used up. */
export async function consumeSearch(client: ServiceClient, userId: string): Promise<boolean> {
  try {
    await client.rpc('consume_search_for', { p_user_id: userId });
    return true;
  } catch (error) {
    if (
      error instanceof SupabaseApiError &&
      error.code === 'P0001' &&
      (error.details === 'daily_search_limit' || error.message === searchMessages.dailyLimit)
    ) {
      return false;
    }
    throw error;
  }
}

/** Gives back a search whose provider failed. */
export async function refundSearch(client: ServiceClient, userId: string): Promise<void> {
  await client.rpc('refund_search_for', { p_user_id: userId });
}
