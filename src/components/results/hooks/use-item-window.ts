import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { useDocumentOffset } from '@/hooks/use-document-offset';
import { STICKY_TOP } from '../render-mode';
import { measuredOrEstimate, spacing } from '../virtual-spacing';
import { useItemKeyboard } from './use-item-keyboard';
import { useProgressiveCount } from './use-progressive-count';

// The two ways the table and the cards put their items on the page, written once: the
// views differ only in their elements and in how many items share a line (cards in grid
// rows of `columns`, table rows one a line).

const noReveal = () => {};

/**
 * Up to PROGRESSIVE_LIMIT items: `first` (enough to fill the window) in the first commit,
 * the rest over the next frames, until every item is in the DOM.
 */
export function useProgressiveItems<E extends HTMLElement>(total: number, first: number) {
  const container = useRef<E>(null);
  const count = useProgressiveCount(total, first);
  const onKeyDown = useItemKeyboard(container, total, noReveal);
  return { container, count, onKeyDown };
}

interface VirtualOptions {
  total: number;
  /** Items that share one virtualized line (a grid row of cards; 1 for the table). */
  columns: number;
  estimate: number;
  overscan: number;
  gap?: number;
  getItemKey: (line: number) => number | string;
}

/**
 * Above PROGRESSIVE_LIMIT items: only the lines in and near the window are rendered (the
 * page scrolls the window, so the virtualizer follows it); the others' space is the
 * container's padding, so the scrollbar and what is above stay where the full list would
 * put them.
 */
export function useVirtualItems<E extends HTMLElement, I extends Element>({
  total,
  columns,
  estimate,
  overscan,
  gap,
  getItemKey,
}: VirtualOptions) {
  const container = useRef<E>(null);
  const scrollMargin = useDocumentOffset(container);
  const virtualizer = useWindowVirtualizer<I>({
    count: Math.ceil(total / columns),
    estimateSize: () => estimate,
    getItemKey,
    measureElement: measuredOrEstimate(estimate),
    gap,
    overscan,
    scrollMargin,
    scrollPaddingStart: STICKY_TOP,
  });
  const reveal = useCallback(
    (position: number) =>
      virtualizer.scrollToIndex(Math.floor(position / columns), { align: 'auto' }),
    [virtualizer, columns],
  );
  const onKeyDown = useItemKeyboard(container, total, reveal);
  const lines = virtualizer.getVirtualItems();
  return {
    container,
    onKeyDown,
    lines,
    measure: virtualizer.measureElement,
    style: spacing(lines, virtualizer.getTotalSize(), scrollMargin),
  };
}
