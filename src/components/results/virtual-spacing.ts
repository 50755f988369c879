import { measureElement, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';
import type { CSSProperties } from 'react';

/**
 * The padding above and below the rendered items that stands for the items left out, so
 * the list keeps the full height (and the scrollbar its place) in normal flow.
 */
export function spacing(
  items: readonly VirtualItem[],
  totalSize: number,
  scrollMargin: number,
): CSSProperties {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return { paddingBottom: totalSize };
  return {
    paddingTop: first.start - scrollMargin,
    paddingBottom: Math.max(0, totalSize - (last.end - scrollMargin)),
  };
}

/**
 * The element's height, or the estimate while it has none (not laid out yet, a hidden
 * container): a zero height would make every item "fit" and render them all.
 */
export function measuredOrEstimate(estimate: number) {
  return <T extends Element>(
    element: T,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<Window, T>,
  ) => measureElement(element, entry, instance) || estimate;
}
