import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/close state of a menu that closes on an outside click, on Escape (focus returns to
 * its toggle) and on a route change (spec 2). The route-change rule is structural: the menu
 * remembers the location at which it was opened and is open only while that location holds.
 * A click inside `containerRef` (the toggle and, for a dropdown, its panel) or inside
 * `panelRef` (a panel rendered elsewhere in the document) is not an outside click.
 */
export function useDismissableMenu<C extends HTMLElement, T extends HTMLElement>() {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt !== null && openAt === location.key;
  const containerRef = useRef<C>(null);
  const toggleRef = useRef<T>(null);
  const panelRef = useRef<HTMLElement>(null);

  const close = useCallback(() => setOpenAt(null), []);
  const toggle = useCallback(
    () => setOpenAt((current) => (current === location.key ? null : location.key)),
    [location.key],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (target && containerRef.current?.contains(target)) return;
      if (target && panelRef.current?.contains(target)) return;
      setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, toggle, close, containerRef, toggleRef, panelRef };
}
