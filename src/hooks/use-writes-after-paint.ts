import { useCallback, useEffect, useRef } from 'react';
import { afterPaintWhenIdle } from '@/lib/after-paint';

/**
 * Work the screen does not wait for (session-storage writes of 100 rows, a URL the
 * router re-renders the page for), run after the next paint instead of in the task that
 * renders an answer. Each slot keeps only its newest write; whatever is still pending
 * runs at once when the component unmounts or the page is hidden (a reload, a tab
 * closed), so nothing written is lost.
 */
export function useWritesAfterPaint(): (slot: string, write: () => void) => void {
  const pending = useRef(new Map<string, () => void>());
  const cancel = useRef<(() => void) | null>(null);

  const flush = useCallback(() => {
    cancel.current?.();
    cancel.current = null;
    const writes = [...pending.current.values()];
    pending.current.clear();
    for (const write of writes) write();
  }, []);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useCallback(
    (slot: string, write: () => void) => {
      pending.current.set(slot, write);
      cancel.current ??= afterPaintWhenIdle(flush);
    },
    [flush],
  );
}
