import { useCallback, useEffect, useState } from 'react';
import { fetchList, fetchListItems, type ListDetails, type ListItem } from '../api/lists-api';

export type ListState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; list: ListDetails; items: ListItem[]; loadingMore: boolean };

/**
 * One list and its items (spec 4 "List detail": loading, then loaded, or failed). Items
 * arrive a page at a time: the first page is shown while the rest is read, so a list of
 * thousands opens as fast as one of a hundred. `reload` reads it all again.
 */
export function useList(userId: string | undefined, listId: string) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    (async () => {
      // The list and its items are read at the same time: one round trip fewer before the
      // first rows. Another user's list shows no items either (RLS), and is refused anyway.
      const listRead = fetchList(userId, listId);
      const itemsRead = fetchListItems(listId, (soFar) => {
        void listRead.then(
          (list) => {
            if (live) setState({ status: 'loaded', list, items: soFar, loadingMore: true });
          },
          () => {},
        );
      });
      const [list, items] = await Promise.all([listRead, itemsRead]);
      if (live) setState({ status: 'loaded', list, items, loadingMore: false });
    })().catch(() => {
      if (live) setState({ status: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [userId, listId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
