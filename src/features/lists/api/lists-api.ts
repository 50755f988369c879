import type { Business } from '@/domain/business';
import {
  addToListMessages,
  listNameTaken,
  newBusinessesFor,
  LIST_ITEM_CONTACTS,
  toListItem,
} from '@/domain/list-items';
import { collectPages } from '@/domain/paging';
import { selectOwnRows } from '@/lib/own-rows';
import { getSupabase } from '@/lib/supabase';

// The list reads and writes of spec 7 ("Lists"). Everything goes through the tables under
// RLS: the database refuses lists and items for non-Pro users and hides other users'
// lists; its message is shown as is (spec 8).

export interface ListSummary {
  id: string;
  name: string;
  created_at: string;
}

export interface ListDetails extends ListSummary {
  description: string | null;
}

export interface ListWithCount extends ListDetails {
  item_count: number;
}

/** A saved business: the shared business shape plus its row id. */
export interface ListItem extends Business {
  id: string;
  created_at: string;
  /** The lead this item is (private.lead_key): its status and notes are the lead's. */
  lead_key?: string;
}

export class ListsError extends Error {
  /** The HTTP status of the refusal, when there was an answer (the query cache retries none of 4xx). */
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Ids per delete request: 200 uuids keep the URL under 8 KB. */
const DELETE_CHUNK = 200;

/** The user's lists, newest first (spec 7: "the add-to-list dialog reads the same table"). */
export function fetchListsForPicker(userId: string): Promise<ListSummary[]> {
  return readOwnLists<ListSummary>(userId, 'id, name, created_at');
}

/** The user's lists with `columns`, newest first; a failure carries the database's message. */
async function readOwnLists<Row>(userId: string, columns: string): Promise<Row[]> {
  const { data, error } = await selectOwnRows<Row>('business_lists', columns, userId, 'created_at');
  if (error) throw new ListsError(error.message);
  return data ?? [];
}

interface ListRowWithCount extends ListDetails {
  business_list_items: { count: number }[] | null;
}

/** Every list with its item count, newest first, in one request (the nested count). */
export async function fetchListsWithCounts(userId: string): Promise<ListWithCount[]> {
  const lists = await readOwnLists<ListRowWithCount>(
    userId,
    'id, name, description, created_at, business_list_items(count)',
  );
  return lists.map(({ business_list_items, ...list }) => ({
    ...list,
    item_count: business_list_items?.[0]?.count ?? 0,
  }));
}

/** One list by id and owner (single): not found, not the user's, or a bad id all throw. */
export async function fetchList(userId: string, listId: string): Promise<ListDetails> {
  const client = await getSupabase();
  const { data, error, status } = await client
    .from('business_lists')
    .select('id, name, description, created_at')
    .eq('id', listId)
    .eq('user_id', userId)
    .single<ListDetails>();
  if (error) throw new ListsError(error.message, status);
  return data;
}

const ITEM_COLUMNS = [
  'id, name, address, phone, email, instagram, website, google_rating, rating_count',
  ...LIST_ITEM_CONTACTS,
  'created_at',
  'lead_key',
].join(', ');

/**
 * Every row of `table` whose `column` equals `value`, in `order`, page by page. The order
 * must be total (end with a unique column): without one a page boundary could repeat or
 * skip rows.
 */
export async function readPages<Row>(
  table: string,
  columns: string,
  [column, value]: readonly [string, string],
  order: readonly (readonly [column: string, ascending: boolean])[],
  onPage?: (rowsSoFar: Row[]) => void,
): Promise<Row[]> {
  const client = await getSupabase();
  return collectPages(async (from, to) => {
    const query = order.reduce(
      (ordered, [by, ascending]) => ordered.order(by, { ascending }),
      client.from(table).select(columns).eq(column, value),
    );
    const { data, error, status } = await query.range(from, to).returns<Row[]>();
    if (error) throw new ListsError(error.message, status);
    return data ?? [];
  }, onPage);
}

/**
 * Items of one list or of every list of a user, newest first, page by page; the id breaks
 * ties, as items added together share their created_at.
 */
export function readItemPages<Row>(
  owner: readonly ['list_id' | 'user_id', string],
  columns: string,
  onPage?: (rowsSoFar: Row[]) => void,
): Promise<Row[]> {
  const newestFirst = [
    ['created_at', false],
    ['id', false],
  ] as const;
  return readPages<Row>('business_list_items', columns, owner, newestFirst, onPage);
}

/** A list's items, newest first (spec 7), however many there are. */
export function fetchListItems(
  listId: string,
  onPage?: (itemsSoFar: ListItem[]) => void,
): Promise<ListItem[]> {
  return readItemPages<ListItem>(['list_id', listId], ITEM_COLUMNS, onPage);
}

/** Postgres' unique violation: PostgREST answers it with 409. */
const UNIQUE_VIOLATION = '23505';

/**
 * Insert {user_id, name (trimmed), description null} and return the row. A name the user
 * already has, whatever its case, is refused by the database's unique index (issue 18):
 * the user reads the product's message rather than the constraint's.
 */
export async function createList(userId: string, name: string): Promise<ListSummary> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('business_lists')
    .insert({ user_id: userId, name: name.trim(), description: null })
    .select('id, name, created_at')
    .single<ListSummary>();
  if (error?.code === UNIQUE_VIOLATION) throw new ListsError(listNameTaken);
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
  const existing = await readItemPages<Pick<Business, 'name' | 'address'>>(
    ['list_id', listId],
    'name, address',
  );
  const fresh = newBusinessesFor(existing, businesses);
  const client = await getSupabase();
  if (fresh.length === 0) throw new ListsError(addToListMessages.allDuplicates);
  const { error } = await client
    .from('business_list_items')
    .insert(fresh.map((business) => toListItem(listId, business)));
  if (error) throw new ListsError(error.message);
  return fresh.length;
}

/** Delete the items whose id is in `ids` (spec 7), a few hundred ids a request. */
export async function removeListItems(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const client = await getSupabase();
  for (let start = 0; start < ids.length; start += DELETE_CHUNK) {
    const { error } = await client
      .from('business_list_items')
      .delete()
      .in('id', ids.slice(start, start + DELETE_CHUNK));
    if (error) throw new ListsError(error.message);
  }
}

/** Delete a list by id (its items go with it: on delete cascade). */
export async function deleteList(listId: string): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from('business_lists').delete().eq('id', listId);
  if (error) throw new ListsError(error.message);
}
