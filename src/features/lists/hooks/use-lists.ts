import { useCallback, useEffect, useState } from 'react';
import { fetchListsWithCounts, type ListWithCount } from '../api/lists-api';

/**
 * The user's lists with their counts, newest first. Spec 8 "Loading lists": errors are
 * swallowed and loading ends (the page then shows what it has: nothing).
 */
export function useLists(userId: string | undefined) {
  const [lists, setLists] = useState<ListWithCount[] | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    fetchListsWithCounts(userId)
      .catch(() => [] as ListWithCount[])
      .then((loaded) => {
        if (live) setLists(loaded);
      });
    return () => {
      live = false;
    };
  }, [userId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { lists, reload };
}
