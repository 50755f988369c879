import { LogOut, Menu, X } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { PlanBadge } from '@/components/ui/plan-badge';
import { paths } from '@/config/paths';
import type { Plan } from '@/domain/profile';
import { signedInBarLinks, signedOutBarLinks, userMenuLinks } from './nav-items';
const MENU_ID = 'mobile-menu';

const linkClasses =
  'block rounded-control px-3 py-3 text-base font-medium text-neutral-800 hover:bg-neutral-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

/** The mobile menu's open/close button, shown below `md` in the header. */
export function MobileMenuToggle({
  open,
  onToggle,
  containerRef,
  toggleRef,
}: {
  open: boolean;
  onToggle: () => void;
  containerRef: RefObject<HTMLDivElement | null>;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={onToggle}
        className="rounded-control inline-flex size-10 items-center justify-center text-neutral-700 hover:bg-neutral-100"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
    </div>
  );
}

interface MobileMenuPanelProps {
  open: boolean;
  onClose: () => void;
  panelRef: RefObject<HTMLElement | null>;
  signedIn: boolean;
  plan: Plan;
  email?: string;
  showLogin: boolean;
  onSignOut: () => void;
}

/**
 * The full-screen mobile menu of spec 2, with the same items as the desktop bar. It is
 * rendered after the header, not inside it: the header's backdrop filter makes it the
 * containing block of fixed descendants, which squeezed this panel into the header's own
 * height. Right after the header it also keeps the tab order toggle -> items -> page.
 */
export function MobileMenuPanel({
  open,
  onClose,
  panelRef,
  signedIn,
  plan,
  email,
  showLogin,
  onSignOut,
}: MobileMenuPanelProps) {
  if (!open) return null;
  return (
    <nav
      id={MENU_ID}
      ref={panelRef}
      aria-label="Mobile"
      className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto overscroll-contain border-t border-neutral-200 bg-white px-4 pt-4 pb-8 md:hidden"
    >
      {signedIn && (
        <div className="mb-4 flex items-center justify-between gap-3 border-b border-neutral-200 pb-4">
          <span className="truncate text-sm text-neutral-600">{email}</span>
          <PlanBadge plan={plan} />
        </div>
      )}
      <ul className="space-y-1">
        {(signedIn ? [...signedInBarLinks, ...userMenuLinks] : signedOutBarLinks).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClasses}>
              {item.label}
            </NavLink>
          </li>
        ))}
        {!signedIn && showLogin && (
          <li>
            <NavLink to={paths.auth.getHref()} className={linkClasses}>
              Login
            </NavLink>
          </li>
        )}
        {signedIn && (
          <li className="border-t border-neutral-200 pt-2">
            <button
              type="button"
              onClick={() => {
                onClose();
                onSignOut();
              }}
              className={`${linkClasses} flex w-full items-center gap-2 text-left`}
            >
              <LogOut aria-hidden="true" className="size-5" />
              Sign Out
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
