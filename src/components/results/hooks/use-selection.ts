import { useCallback, useMemo, useState } from 'react';
import { selectAllState, toggleAllVisible, toggleSelected } from '@/domain/selection';

/**
 * Spec 3/4: a set of result positions; toggle one, select all visible, clear. `resetKey`
 * (the result list) clears the selection when it changes, so positions never point into
 * another search's rows.
 */
const EMPTY: ReadonlySet<number> = new Set();

export function useSelection(visible: readonly number[], resetKey: unknown) {
  const [state, setState] = useState<{ key: unknown; selected: Set<number> }>({
    key: resetKey,
    selected: new Set(),
  });
  const stale = state.key !== resetKey;
  if (stale) setState({ key: resetKey, selected: new Set() });
  const raw = stale ? EMPTY : state.selected;
  // Rows hidden by a filter are no longer part of the selection: an action never acts on
  // a row the user cannot see.
  const selected = useMemo(() => {
    const visibleSet = new Set(visible);
    return new Set([...raw].filter((index) => visibleSet.has(index)));
  }, [raw, visible]);

  const toggle = useCallback(
    (index: number) =>
      setState((s) => ({
        key: resetKey,
        selected: toggleSelected(s.key === resetKey ? s.selected : EMPTY, index),
      })),
    [resetKey],
  );
  const toggleAll = useCallback(
    () =>
      setState((s) => ({
        key: resetKey,
        selected: toggleAllVisible(visible, s.key === resetKey ? s.selected : EMPTY),
      })),
    [resetKey, visible],
  );
  // Clearing an empty selection keeps the same state, so the views (memoised on the
  // selection) do not re-render every row after an export of all rows.
  const clear = useCallback(
    () =>
      setState((s) =>
        s.key === resetKey && s.selected.size === 0 ? s : { key: resetKey, selected: new Set() },
      ),
    [resetKey],
  );
  const allState = useMemo(() => selectAllState(visible, selected), [visible, selected]);

  return { selected, toggle, toggleAll, clear, allState };
}
