import { useEffect } from 'react';
import { useDismissableMenu } from './use-dismissable-menu';

/** Tailwind's `md` breakpoint (48rem), where the desktop bar replaces the mobile menu. */
export const DESKTOP_NAV_QUERY = '(min-width: 48rem)';

/**
 * The full-screen mobile menu's state: the dismissable-menu rules, plus closing when the
 * viewport grows to the desktop bar (the toggle disappears then, so nothing else could
 * close it) and locking the page scroll while it covers the page, so a swipe on the menu
 * never scrolls the page hidden behind it.
 */
export function useMobileMenu() {
  const menu = useDismissableMenu<HTMLDivElement, HTMLButtonElement>();
  const { open, close } = menu;

  useEffect(() => {
    // matchMedia is missing only in non-browser environments (jsdom), where nothing resizes.
    if (!open || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(DESKTOP_NAV_QUERY);
    const onChange = () => {
      if (desktop.matches) close();
    };
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open, close]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return menu;
}
