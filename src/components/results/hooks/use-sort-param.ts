import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '@/hooks/use-url-search-params';
import { formatSort, parseSort, type BusinessSort } from '@/domain/business-sort';

/** The URL search parameter that holds the sort (`sort=rating-desc`); absent: the default order. */
export const SORT_PARAM = 'sort';

/**
 * The results' or a list's sort, kept in the URL so it survives filter changes, a reload
 * and a shared link. Writing it keeps every other parameter (the search, its filters) and
 * replaces the history entry: Back leaves the page or the search, not the last sort.
 */
export function useSortParam(): [BusinessSort | null, (next: BusinessSort | null) => void] {
  const [params, setParams] = useUrlSearchParams();
  const raw = params.get(SORT_PARAM);
  const sort = useMemo(() => parseSort(raw), [raw]);
  const setSort = useCallback(
    (next: BusinessSort | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(SORT_PARAM, formatSort(next));
          else updated.delete(SORT_PARAM);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [sort, setSort];
}
