import { useQuery } from '@tanstack/react-query';
import { fetchListsWithCounts, type ListWithCount } from '../api/lists-api';
import { listKeys } from '../api/list-keys';

/**
 * The user's lists with their counts, newest first, from the query cache: every component
 * that asks shares one request. Spec 8 "Loading lists": errors are swallowed and loading
 * ends (the page then shows what it has: nothing).
 */
export function useLists(userId: string | undefined) {
  const { data } = useQuery({
    queryKey: listKeys.overview(userId ?? ''),
    queryFn: () => fetchListsWithCounts(userId ?? '').catch(() => [] as ListWithCount[]),
    enabled: Boolean(userId),
  });
  return { lists: data ?? null };
}
