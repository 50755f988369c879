import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { userMenuLinks } from './nav-items';
import { useDismissableMenu } from '@/hooks/use-dismissable-menu';

const itemClasses =
  'flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-neutral-700 hover:bg-neutral-50 hover:text-neutral-900';

/** The signed-in desktop menu: a disclosure button and a panel of links (spec 2). */
export function UserMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const { open, toggle, close, containerRef, toggleRef } = useDismissableMenu<
    HTMLDivElement,
    HTMLButtonElement
  >();
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="user-menu-panel"
        aria-label={`Account menu for ${email}`}
        onClick={toggle}
        className="rounded-control inline-flex items-center gap-1.5 px-2 py-1.5 text-sm font-medium text-neutral-700 hover:bg-neutral-100"
      >
        <UserRound aria-hidden="true" className="size-5" />
        <span aria-hidden="true" className="max-w-[12rem] truncate">
          {email}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform duration-150', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div
          id="user-menu-panel"
          className="rounded-card shadow-dialog absolute right-0 z-40 mt-2 w-56 overflow-hidden border border-neutral-200 bg-white py-1"
        >
          <ul>
            {userMenuLinks.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={itemClasses}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li className="mt-1 border-t border-neutral-200 pt-1">
              <button
                type="button"
                className={itemClasses}
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <LogOut aria-hidden="true" className="size-4" />
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
