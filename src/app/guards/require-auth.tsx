import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, type AuthLocationState } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * Layout route for signed-in-only pages: a signed-out visitor goes to /auth and the origin
 * travels in navigation state `{ from }` (spec 2). Comfort only; RLS is the boundary.
 */
export function RequireAuth() {
  const { loading, session } = useAuth();
  const location = useLocation();
  if (loading) return <PageSpinner />;
  if (!session) {
    const state: AuthLocationState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.auth.getHref()} replace state={state} />;
  }
  return <Outlet />;
}
