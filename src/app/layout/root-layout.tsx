import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { NavigationBar } from './navigation-bar';
import { RouteBoundary } from './route-boundary';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';

/** The shared layout: skip link, navigation bar, main landmark, footer. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="rounded-control bg-brand-600 sr-only px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60]"
      >
        Skip to main content
      </a>
      <NavigationBar />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <RouteBoundary resetKey={pathname}>
          <Outlet />
        </RouteBoundary>
      </main>
      <Footer />
    </div>
  );
}
