import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AddToListApi } from '@/components/results/add-to-list-dialog';
import {
  addBusinessesToList,
  createList,
  deleteList,
  fetchListsForPicker,
  removeListItems,
} from '../api/lists-api';
import { savedLeadsKeys } from '@/lib/query/saved-leads-keys';
import { leadKeys } from '../api/lead-keys';
import { listKeys } from '../api/list-keys';
import type { CachedItems } from './use-list';

// The lists' writes. Each says what it changed in the cache, so every page that shows it is
// current without reloading by hand.

/** Create New List: the new list joins the cards. */
export function useCreateList(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createList(userId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.overview(userId) }),
  });
}

/** Delete a list: it leaves the cards, and its cached rows go. */
export function useDeleteList(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => deleteList(listId),
    onSuccess: (_, listId) => {
      queryClient.removeQueries({ queryKey: listKeys.detail(userId, listId) });
      queryClient.removeQueries({ queryKey: listKeys.items(userId, listId) });
      void queryClient.invalidateQueries({ queryKey: leadKeys.items(userId) });
      return queryClient.invalidateQueries({ queryKey: listKeys.overview(userId) });
    },
  });
}

/**
 * Remove items from a list: they leave the page at once (the delete succeeded, so the rest
 * is what the list holds) and the cards' counts are read again.
 */
export function useRemoveListItems(userId: string, listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => removeListItems(ids),
    onSuccess: (_, ids) => {
      const removed = new Set(ids);
      queryClient.setQueryData<CachedItems>(
        listKeys.items(userId, listId),
        (cached) =>
          cached && { ...cached, items: cached.items.filter((item) => !removed.has(item.id)) },
      );
      void queryClient.invalidateQueries({ queryKey: leadKeys.items(userId) });
      return queryClient.invalidateQueries({ queryKey: listKeys.overview(userId) });
    },
  });
}

/**
 * The add-to-list dialog's calls (search results and list pages). The dialog reads the lists
 * afresh on every opening (spec 4); what it writes marks the target list and the cards stale.
 * `excludeListId`: the list on screen, not offered as "another" list.
 */
export function useAddToListApi(userId: string, excludeListId?: string): AddToListApi {
  const queryClient = useQueryClient();
  return useMemo<AddToListApi>(
    () => ({
      loadLists: async () =>
        (await fetchListsForPicker(userId)).filter((list) => list.id !== excludeListId),
      createList: async (name) => {
        const list = await createList(userId, name);
        void queryClient.invalidateQueries({ queryKey: listKeys.overview(userId) });
        return list;
      },
      addToList: async (listId, businesses) => {
        const added = await addBusinessesToList(listId, businesses);
        void queryClient.invalidateQueries({ queryKey: listKeys.items(userId, listId) });
        void queryClient.invalidateQueries({ queryKey: listKeys.overview(userId) });
        // /leads reads every item of every list.
        void queryClient.invalidateQueries({ queryKey: leadKeys.items(userId) });
        // The search results' "already saved" marks. A first read still in flight (the
        // user's first list turns the marks on as it is created) would be joined, not
        // redone, by an invalidation, and answer from before the insert: cancel it first.
        const marks = { queryKey: savedLeadsKeys.all(userId) };
        void queryClient.cancelQueries(marks).then(() => queryClient.invalidateQueries(marks));
        return added;
      },
    }),
    [queryClient, userId, excludeListId],
  );
}
