import type { Business } from '@/domain/business';
import { addToListMessages, newBusinessesFor, toListItem } from '@/domain/list-items';
import { getSupabase } from '@/lib/supabase';

// The list reads and writes the add-to-list dialog needs (spec 7, "Lists"). Writes go
// through the tables under RLS: the database refuses lists and items for non-Pro users
// and other users' lists; its message is shown as is (spec 8).

export interface ListSummary {
  id: string;
  name: string;
  created_at: string;
}

export class ListsError extends Error {}

/** The user's lists, newest first (spec 7: "the add-to-list dialog reads the same table"). */
export async function fetchListsForPicker(userId: string): Promise<ListSummary[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('business_lists')
    .select('id, name, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .returns<ListSummary[]>();
  if (error) throw new ListsError(error.message);
  return data ?? [];
}

/** Insert {user_id, name (trimmed), description null} and return the row. */
export async function createList(userId: string, name: string): Promise<ListSummary> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('business_lists')
    .insert({ user_id: userId, name: name.trim(), description: null })
    .select('id, name, created_at')
    .single<ListSummary>();
  if (error) throw new ListsError(error.message);
  return data;
}

/**
 * Adds the businesses not yet in the list (name + address, case-insensitive) and returns
 * how many were added. Nothing new is spec 8's "all duplicates" error.
 */
export async function addBusinessesToList(
  listId: string,
  businesses: readonly Business[],
): Promise<number> {
  const client = await getSupabase();
  const { data: existing, error: readError } = await client
    .from('business_list_items')
    .select('name, address')
    .eq('list_id', listId)
    .returns<Pick<Business, 'name' | 'address'>[]>();
  if (readError) throw new ListsError(readError.message);
  const fresh = newBusinessesFor(existing ?? [], businesses);
  if (fresh.length === 0) throw new ListsError(addToListMessages.allDuplicates);
  const { error } = await client
    .from('business_list_items')
    .insert(fresh.map((business) => toListItem(listId, business)));
  if (error) throw new ListsError(error.message);
  return fresh.length;
}
