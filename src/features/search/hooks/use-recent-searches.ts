import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchRecentSearches, type RecentSearch } from '../api/recent-searches-api';

/** The signed-in user's recent searches; `refresh` after a search has answered. */
export function useRecentSearches(userId: string | undefined) {
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  // Only the newest request's answer is shown: two searches in a row may answer out of order.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    if (!userId) return;
    const request = ++latest.current;
    const found = await fetchRecentSearches(userId);
    if (request === latest.current) setRecent(found);
  }, [userId]);

  useEffect(() => {
    void refresh();
    return () => {
      latest.current += 1;
    };
  }, [refresh]);

  return { recent, refresh };
}
