import { useCallback, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';
// The parts of an item that line up from one item to the next: the table's cells, the
// card's name and fields.
const CELL = '[role="cell"], h3, dd';

/** Where a control sits in its item: which cell, which control in that cell. */
function slotOf(item: HTMLElement, control: HTMLElement) {
  const cell = control.closest<HTMLElement>(CELL);
  const cells = [...item.querySelectorAll<HTMLElement>(CELL)];
  const controls = cell ? [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
  return { cell: cell ? cells.indexOf(cell) : -1, control: controls.indexOf(control) };
}

/** The control in the same slot of another item, else its first (the checkbox). */
function controlAt(item: HTMLElement, slot: { cell: number; control: number }) {
  const cell = item.querySelectorAll<HTMLElement>(CELL)[slot.cell];
  const inCell = cell?.querySelectorAll<HTMLElement>(FOCUSABLE)[slot.control];
  return inCell ?? item.querySelector<HTMLElement>(FOCUSABLE) ?? item;
}

/**
 * ArrowDown / ArrowUp from anything inside a row or card (marked `data-position`) move
 * focus to the same control of the next / previous item (the link in the same column, or
 * the checkbox when that item has no such link). `reveal` brings an item that is not
 * rendered yet into the page (the virtualized mode scrolls to it); focus follows on the
 * commit that renders it.
 */
export function useItemKeyboard(
  container: RefObject<HTMLElement | null>,
  count: number,
  reveal: (position: number) => void,
) {
  const pending = useRef<{ position: number; slot: ReturnType<typeof slotOf> } | null>(null);

  const focusPending = useCallback(() => {
    const target = pending.current;
    const item = target
      ? container.current?.querySelector<HTMLElement>(`[data-position="${target.position}"]`)
      : null;
    if (!target || !item) return;
    pending.current = null;
    const control = controlAt(item, target.slot);
    // scrollIntoView honours the item's scroll-margin, so it stops below the sticky bars.
    item.scrollIntoView?.({ block: 'nearest' });
    control.focus({ preventScroll: true });
  }, [container]);

  // The target of the last key press may only now have been rendered.
  useLayoutEffect(focusPending);

  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const origin = event.target as HTMLElement;
      const item = origin.closest<HTMLElement>('[data-position]');
      if (!item) return;
      const to = Number(item.dataset.position) + (event.key === 'ArrowDown' ? 1 : -1);
      if (to < 0 || to >= count) return;
      event.preventDefault();
      pending.current = { position: to, slot: slotOf(item, origin) };
      reveal(to);
      focusPending();
    },
    [count, reveal, focusPending],
  );
}
