import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';

/** The free plan's daily limit from the database (its one source); null when unreadable. */
export async function fetchFreeDailySearchLimit(): Promise<number | null> {
  try {
    const client = await getSupabase();
    const { data, error } = await client.rpc('free_daily_search_limit');
    if (error) return null;
    const limit = typeof data === 'number' ? data : Number(data);
    return Number.isInteger(limit) && limit >= 0 ? limit : null;
  } catch {
    return null;
  }
}

/**
 * The free daily limit for the dashboard and the account page. null until it answers or
 * when it fails: searching is never blocked on it, the server enforces the limit anyway.
 */
export function useFreeSearchLimit(enabled = true): number | null {
  const [limit, setLimit] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void fetchFreeDailySearchLimit().then((value) => {
      if (live) setLimit(value);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return limit;
}
