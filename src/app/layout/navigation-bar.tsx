import { Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PlanBadge } from '@/components/ui/plan-badge';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyComponent } from '@/lib/lazy-component';
import { onSupabaseReady } from '@/lib/supabase';
import { Logo } from './logo';
import { MobileMenuPanel, MobileMenuToggle } from './mobile-menu';
import { signedInBarLinks, signedOutBarLinks } from './nav-items';
import { useMobileMenu } from '@/hooks/use-mobile-menu';

// The signed-in menu is not part of a visitor's page (the landing page's initial JavaScript
// has a budget): it loads with supabase-js, which every sign-in and stored session loads
// first, so it is there before a signed-in bar renders.
const UserMenu = lazyComponent(() => import('./user-menu').then((module) => module.UserMenu));
onSupabaseReady(() => void UserMenu.preload().catch(() => undefined));

const barLinkClasses =
  'rounded-control px-3 py-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 aria-[current=page]:text-brand-700';

/** The navigation bar of spec 2: signed-out and signed-in variants, desktop and mobile. */
export function NavigationBar() {
  const { loading, session, user, plan, signOut } = useAuth();
  const location = useLocation();
  const signedIn = Boolean(session);
  // Spec 2: the Login button is hidden on /auth.
  const showLogin = location.pathname !== paths.auth.getHref();
  const email = user?.email ?? '';
  const handleSignOut = () => void signOut();
  const { open: menuOpen, toggle, close, containerRef, toggleRef, panelRef } = useMobileMenu();

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur">
        <div className="max-w-page mx-auto flex h-16 w-full items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo />
          {/* Until the session is known, show neither variant rather than the wrong one. */}
          {!loading && (
            <>
              <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
                {(signedIn ? signedInBarLinks : signedOutBarLinks).map((item) => (
                  <NavLink key={item.to} to={item.to} className={barLinkClasses}>
                    {item.label}
                  </NavLink>
                ))}
                {signedIn ? (
                  <>
                    <PlanBadge plan={plan} className="mx-2" />
                    <Suspense fallback={null}>
                      <UserMenu email={email} onSignOut={handleSignOut} />
                    </Suspense>
                  </>
                ) : (
                  showLogin && (
                    <NavLink
                      to={paths.auth.getHref()}
                      className={buttonClasses('primary', 'sm', 'ml-2')}
                    >
                      Login
                    </NavLink>
                  )
                )}
              </nav>
              <MobileMenuToggle
                open={menuOpen}
                onToggle={toggle}
                containerRef={containerRef}
                toggleRef={toggleRef}
              />
            </>
          )}
        </div>
      </header>
      {!loading && (
        <MobileMenuPanel
          open={menuOpen}
          onClose={close}
          panelRef={panelRef}
          signedIn={signedIn}
          plan={plan}
          email={email}
          showLogin={showLogin}
          onSignOut={handleSignOut}
        />
      )}
    </>
  );
}
