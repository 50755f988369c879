// The viewports of the locations searched lately, kept by the function's isolate: a city's
// viewport does not change, and looking it up costs two requests one after the other
// (an IDs-only Text Search, then Place Details) before any result page can be asked. A
// repeat search of a location starts with its result pages: two rounds (600 ms at
// Google's 300 ms a request) and $0.005 less.
import type { Rectangle } from './grid.ts';

/** How long a viewport is trusted, and how many locations are kept (the oldest go first). */
const TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 500;

export interface ViewportMemo {
  get(key: string): Rectangle | undefined;
  set(key: string, viewport: Rectangle): void;
}

export function createViewportMemo(now: () => number = Date.now): ViewportMemo {
  const entries = new Map<string, { viewport: Rectangle; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.viewport;
    },
    set(key, viewport) {
      entries.delete(key);
      entries.set(key, { viewport, until: now() + TTL_MS });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
  };
}
