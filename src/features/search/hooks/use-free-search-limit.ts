import { useEffect, useState } from 'react';
import { fetchFreeDailySearchLimit } from '../api/search-api';

/**
 * The free daily limit from the database (its one source). null until it answers or when
 * it fails: searching is never blocked on it, the server enforces the limit anyway.
 */
export function useFreeSearchLimit(): number | null {
  const [limit, setLimit] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    fetchFreeDailySearchLimit().then((value) => {
      if (live) setLimit(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return limit;
}
