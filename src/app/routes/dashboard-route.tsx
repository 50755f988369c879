import { useAddToListApi } from '@/features/lists/hooks/use-list-mutations';
import { DashboardPage } from '@/features/search/pages/dashboard-page';
import { useAuth } from '@/lib/auth/use-auth';
import { withQueryClient } from '@/lib/query/with-query-client';

/**
 * /dashboard: the search page with the lists feature behind its add-to-list dialog, whose
 * writes mark the cached lists stale.
 */
export const DashboardRoute = withQueryClient(function DashboardRoute() {
  const lists = useAddToListApi(useAuth().user?.id ?? '');
  return <DashboardPage lists={lists} />;
});
