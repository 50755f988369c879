import { useAddToListApi } from '@/features/lists/hooks/use-list-mutations';
import { useLists } from '@/features/lists/hooks/use-lists';
import { DashboardPage } from '@/features/search/pages/dashboard-page';
import { useAuth } from '@/lib/auth/use-auth';
import { withQueryClient } from '@/lib/query/with-query-client';

/**
 * /dashboard: the search page with the lists feature behind its add-to-list dialog, whose
 * writes mark the cached lists stale, and whose lists mark the results already saved.
 */
export const DashboardRoute = withQueryClient(function DashboardRoute() {
  const userId = useAuth().user?.id;
  const lists = useAddToListApi(userId ?? '');
  // Issue 22: only a user with a list has rows to mark as already saved.
  const hasLists = (useLists(userId).lists?.length ?? 0) > 0;
  return <DashboardPage lists={lists} hasLists={hasLists} />;
});
