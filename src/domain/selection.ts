import type { Business } from './business';

// Spec 3/4: the selection is a set of result positions; select-all acts on the visible
// (filtered, unlocked) rows. Placeholder rows are never selectable.

export type SelectAllState = 'none' | 'some' | 'all';

export function toggleSelected(selected: ReadonlySet<number>, index: number): Set<number> {
  const next = new Set(selected);
  if (next.has(index)) next.delete(index);
  else next.add(index);
  return next;
}

/** Checked when every visible row is selected, partial when some are (spec 2). */
export function selectAllState(
  visible: readonly number[],
  selected: ReadonlySet<number>,
): SelectAllState {
  if (visible.length === 0) return 'none';
  let count = 0;
  for (const index of visible) if (selected.has(index)) count++;
  if (count === 0) return 'none';
  return count === visible.length ? 'all' : 'some';
}

/** The select-all box: all visible selected -> clear them; otherwise select every one. */
export function toggleAllVisible(
  visible: readonly number[],
  selected: ReadonlySet<number>,
): Set<number> {
  const next = new Set(selected);
  if (selectAllState(visible, selected) === 'all') for (const index of visible) next.delete(index);
  else for (const index of visible) next.add(index);
  return next;
}

/**
 * What Export and Add to List act on: the selected rows if any are selected, else every
 * visible row (the rows left after filtering). Placeholders never leave the page.
 */
export function rowsForAction<T extends Business>(
  rows: readonly T[],
  visible: readonly number[],
  selected: ReadonlySet<number>,
): T[] {
  const chosen = selected.size > 0 ? [...selected].sort((a, b) => a - b) : visible;
  return chosen
    .map((index) => rows[index])
    .filter((row): row is T => row !== undefined && row.locked !== true);
}

/** The selected rows only (Add to List needs a selection). */
export function selectedRows<T extends Business>(
  rows: readonly T[],
  selected: ReadonlySet<number>,
): T[] {
  return [...selected]
    .sort((a, b) => a - b)
    .map((index) => rows[index])
    .filter((row): row is T => row !== undefined && row.locked !== true);
}
