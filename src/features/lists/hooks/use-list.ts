import { useQuery } from '@tanstack/react-query';
import { fetchList, fetchListItems, type ListDetails, type ListItem } from '../api/lists-api';
import { listKeys } from '../api/list-keys';

export type ListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; list: ListDetails; items: ListItem[]; loadingMore: boolean };

/** A list's items as cached: the pages read so far, and whether the last one has come. */
export interface CachedItems {
  items: ListItem[];
  complete: boolean;
}

/**
 * One list and its items (spec 4 "List detail": loading, then loaded, or failed). The list
 * and its items are read at the same time (one round trip fewer before the first rows), and
 * items arrive a page at a time: each page is written to the cache as it comes, so a list of
 * thousands opens as fast as one of a hundred. Another user's list shows no items either
 * (RLS), and is refused anyway.
 */
export function useList(userId: string | undefined, listId: string): ListState {
  const enabled = Boolean(userId);
  const list = useQuery({
    queryKey: listKeys.detail(userId ?? '', listId),
    queryFn: () => fetchList(userId ?? '', listId),
    enabled,
  });
  const items = useQuery({
    queryKey: listKeys.items(userId ?? '', listId),
    queryFn: async ({ client, queryKey }): Promise<CachedItems> => {
      const all = await fetchListItems(listId, (soFar) => {
        client.setQueryData<CachedItems>(queryKey, { items: soFar, complete: false });
      });
      return { items: all, complete: true };
    },
    enabled,
    // Thousands of rows replaced whole: comparing them for structural sharing buys nothing.
    structuralSharing: false,
  });

  if (list.isError || items.isError) return { status: 'failed' };
  if (!list.data || !items.data) return { status: 'loading' };
  return {
    status: 'loaded',
    list: list.data,
    items: items.data.items,
    loadingMore: !items.data.complete,
  };
}
