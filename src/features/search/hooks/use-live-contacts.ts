import { useQuery } from '@tanstack/react-query';
import {
  applySiteRows,
  emptyLiveState,
  isLiveSettled,
  LIVE_POLL_MS,
  LIVE_REKICK_MS,
  needsRekick,
  pollSince,
  type LiveState,
} from '@/domain/live-contacts';
import { fetchLiveSites, fetchLiveTotal, rekickLiveSearch } from '../api/live-contacts-api';

export const liveContactsKey = (searchId: string) => ['live-contacts', searchId] as const;

/** One poll: the total once, then the sites changed since the last poll, applied to `prev`. */
async function poll(searchId: string, prev: LiveState): Promise<LiveState> {
  const [total, rows] = await Promise.all([
    prev.total ?? fetchLiveTotal(searchId),
    fetchLiveSites(searchId, pollSince(prev.cursor)),
  ]);
  const now = Date.now();
  const next = applySiteRows({ ...prev, total }, rows, now);
  if (!needsRekick(next, now, LIVE_REKICK_MS)) return next;
  void rekickLiveSearch(searchId);
  // The next poll reads every site again: a row committed out of order behind the cursor
  // would otherwise never be seen.
  return { ...next, kickedAt: now, cursor: null };
}

/**
 * A live search's sites as they are crawled (issue 21): polled every LIVE_POLL_MS while
 * any waits, stopped once every site has ended; each poll asks only for the rows changed
 * since the last one. After a quiet minute with sites waiting it asks `enrich` to go on.
 * Null while there is no live search or before the first answer.
 */
export function useLiveContacts(searchId: string | null): LiveState | null {
  const { data } = useQuery({
    queryKey: liveContactsKey(searchId ?? ''),
    queryFn: ({ client, queryKey }) =>
      poll(searchId ?? '', client.getQueryData<LiveState>(queryKey) ?? emptyLiveState(Date.now())),
    enabled: searchId !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && isLiveSettled(query.state.data) ? false : LIVE_POLL_MS,
    refetchIntervalInBackground: true,
    structuralSharing: false,
  });
  return searchId === null ? null : (data ?? null);
}
