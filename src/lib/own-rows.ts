import { getSupabase } from './supabase';

/**
 * The user's own rows of `table`, newest first by `newestBy` (at most `limit`): the one
 * shape of every "my lists", "my searches" read. RLS refuses other users' rows anyway;
 * the filter is what the table's index serves.
 */
export async function selectOwnRows<Row>(
  table: string,
  columns: string,
  userId: string,
  newestBy: string,
  limit?: number,
) {
  const client = await getSupabase();
  const newestFirst = client
    .from(table)
    .select(columns)
    .eq('user_id', userId)
    .order(newestBy, { ascending: false });
  return (limit === undefined ? newestFirst : newestFirst.limit(limit)).returns<Row[]>();
}
