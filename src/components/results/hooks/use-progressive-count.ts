import { useEffect, useState } from 'react';
import { afterPaint } from '@/lib/after-paint';
import { PROGRESSIVE_STEP } from '../render-mode';

/**
 * How many of `total` items to render: `first` in the first commit (enough to fill the
 * window), then `PROGRESSIVE_STEP` more after each painted frame until all are there. The
 * count only grows while mounted, so a filter or selection change never takes rows that
 * were already shown off the page.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [count, setCount] = useState(first);
  const shown = Math.min(total, Math.max(count, first));
  useEffect(() => {
    if (shown >= total) return;
    return afterPaint(() => setCount((current) => Math.max(current, shown) + PROGRESSIVE_STEP));
  }, [shown, total]);
  return shown;
}
