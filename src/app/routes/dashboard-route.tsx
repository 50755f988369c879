import { useMemo } from 'react';
import type { AddToListApi } from '@/components/results/add-to-list-dialog';
import {
  addBusinessesToList,
  createList,
  fetchListsForPicker,
} from '@/features/lists/api/lists-api';
import { DashboardPage } from '@/features/search/pages/dashboard-page';
import { useAuth } from '@/lib/auth/use-auth';

/** /dashboard: the search page with the lists feature behind its add-to-list dialog. */
export function DashboardRoute() {
  const userId = useAuth().user?.id ?? '';
  const lists = useMemo<AddToListApi>(
    () => ({
      loadLists: () => fetchListsForPicker(userId),
      createList: (name) => createList(userId, name),
      addToList: addBusinessesToList,
    }),
    [userId],
  );
  return <DashboardPage lists={lists} />;
}
