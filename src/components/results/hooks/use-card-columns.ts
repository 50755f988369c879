import { useSyncExternalStore } from 'react';
import { cardColumns } from '../render-mode';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The cards grid's column count at the current window width, following resizes. */
export function useCardColumns(): number {
  return useSyncExternalStore(subscribe, () => cardColumns(window.innerWidth));
}
