import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { LandingPage } from '@/features/marketing/pages/landing-page';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * `/`: signed in -> /dashboard; while a stored session is being checked -> a loading
 * indicator; otherwise the landing page. Without a stored session nothing waits on
 * supabase-js, so the landing page renders at once.
 */
export function HomeRoute() {
  const { loading, session } = useAuth();
  if (session) return <Navigate to={paths.dashboard.getHref()} replace />;
  if (loading) return <PageSpinner />;
  return <LandingPage />;
}
