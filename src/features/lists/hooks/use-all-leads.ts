import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { groupSavedLeads, type LeadList } from '@/domain/leads';
import { fetchSavedItems, type SavedItem } from '../api/leads-api';
import { leadKeys } from '../api/lead-keys';
import { fetchListsForPicker } from '../api/lists-api';
import { listKeys } from '../api/list-keys';

/** A row of /leads: the lead's newest saved copy and the lists that hold it. */
export interface LeadItem extends SavedItem {
  lists: LeadList[];
}

interface CachedSavedItems {
  items: SavedItem[];
  complete: boolean;
}

export type AllLeadsState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; leads: LeadItem[]; loadingMore: boolean };

/**
 * Every saved lead once, with its lists. Items arrive a page at a time (as a list's), so
 * 20,000 leads show their first rows as soon as the first page is read.
 */
export function useAllLeads(userId: string | undefined): AllLeadsState {
  const enabled = Boolean(userId);
  const lists = useQuery({
    queryKey: [...listKeys.all(userId ?? ''), 'names'],
    queryFn: () => fetchListsForPicker(userId ?? ''),
    enabled,
  });
  const items = useQuery({
    queryKey: leadKeys.items(userId ?? ''),
    queryFn: async ({ client, queryKey }): Promise<CachedSavedItems> => {
      const all = await fetchSavedItems(userId ?? '', (soFar) => {
        client.setQueryData<CachedSavedItems>(queryKey, { items: soFar, complete: false });
      });
      return { items: all, complete: true };
    },
    enabled,
    structuralSharing: false,
  });
  const leads = useMemo(() => {
    if (!lists.data || !items.data) return null;
    const names = new Map(lists.data.map((list) => [list.id, list.name]));
    return groupSavedLeads(items.data.items, names);
  }, [lists.data, items.data]);

  if (lists.isError || items.isError) return { status: 'failed' };
  if (!leads || !items.data) return { status: 'loading' };
  return { status: 'loaded', leads, loadingMore: !items.data.complete };
}
