import { useCallback, useState } from 'react';

// Spec 4/9: cards or table, table by default, remembered in local storage.

export type ViewMode = 'table' | 'cards';

export const VIEW_MODE_KEY = 'prospectory.viewMode';

function readViewMode(key: string): ViewMode {
  try {
    return window.localStorage.getItem(key) === 'cards' ? 'cards' : 'table';
  } catch {
    return 'table';
  }
}

export function useViewMode(key: string = VIEW_MODE_KEY): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => readViewMode(key));
  const update = useCallback(
    (next: ViewMode) => {
      setMode(next);
      try {
        window.localStorage.setItem(key, next);
      } catch {
        // storage full or blocked: the choice lasts for this page only
      }
    },
    [key],
  );
  return [mode, update];
}
