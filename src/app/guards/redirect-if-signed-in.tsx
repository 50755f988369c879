import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths, type AuthLocationState } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

/** Only app-internal paths are honoured as a destination (no open redirect via state). */
export function safeOrigin(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) {
    return paths.dashboard.getHref();
  }
  if (from === paths.auth.getHref() || from.startsWith(`${paths.auth.getHref()}?`)) {
    return paths.dashboard.getHref();
  }
  return from;
}

/** Layout route for /auth: a signed-in user goes to the remembered origin or /dashboard. */
export function RedirectIfSignedIn() {
  const { loading, session } = useAuth();
  const location = useLocation();
  if (session) {
    const state = location.state as AuthLocationState | null;
    return <Navigate to={safeOrigin(state?.from)} replace />;
  }
  if (loading) return <PageSpinner />;
  return <Outlet />;
}
