// The viewports of the locations searched lately. A city's viewport does not change, and
// looking it up is a request the result pages must wait for (300 ms at Google's pace,
// $0.032). Kept by the function's isolate and, since an isolate lives minutes and rarely
// sees a location twice, in private.place_viewports for every instance (migration
// 20260101002700): a location's later searches start with their result pages.
import type { ServiceClient } from '../../supabase/service-client.ts';
import { waitUntil } from '../../wait-until.ts';
import { isRectangle, type Rectangle } from './grid.ts';

/** How long a looked-up viewport is trusted; an isolate keeps at most MAX_ENTRIES. */
export const VIEWPORT_TTL_SECONDS = 30 * 24 * 60 * 60;
const MAX_ENTRIES = 500;
/** A slow database must not hold the search up: past this the viewport is asked of Google. */
export const SHARED_VIEWPORT_WAIT_MS = 250;

/** The isolate's memo. */
export interface ViewportMemo {
  get(key: string): Rectangle | undefined;
  set(key: string, viewport: Rectangle): void;
}

/** The table every instance shares. */
export interface SharedViewports {
  get(key: string): Promise<Rectangle | null>;
  put(key: string, viewport: Rectangle): Promise<void>;
}

/** What a search reads and writes: the isolate's memo first, then the shared table. */
export interface ViewportStore {
  get(key: string): Promise<Rectangle | undefined>;
  /** Kept at once in the isolate; the shared write outlives the answer. */
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
      entries.set(key, { viewport, until: now() + VIEWPORT_TTL_SECONDS * 1000 });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    },
  };
}

export function postgresViewports(client: ServiceClient): SharedViewports {
  return {
    async get(key) {
      const kept = await client.rpc<unknown>('place_viewport_get', {
        p_key: key,
        p_max_age_seconds: VIEWPORT_TTL_SECONDS,
      });
      return isRectangle(kept) ? kept : null;
    },
    async put(key, viewport) {
      await client.rpc<null>('place_viewport_put', { p_key: key, p_viewport: viewport });
    },
  };
}

export function viewportStore(
  memo: ViewportMemo,
  shared?: SharedViewports,
  waitMs = SHARED_VIEWPORT_WAIT_MS,
): ViewportStore {
  return {
    async get(key) {
      const known = memo.get(key);
      if (known || !shared) return known;
      const kept = await withinMs(
        shared.get(key).catch((error: unknown) => {
          console.warn('[search] google: reading the kept viewport failed:', error);
          return null;
        }),
        waitMs,
      );
      if (kept) memo.set(key, kept);
      return kept ?? undefined;
    },
    set(key, viewport) {
      memo.set(key, viewport);
      if (!shared) return;
      waitUntil(
        shared
          .put(key, viewport)
          .catch((error: unknown) =>
            console.warn('[search] google: keeping the viewport failed:', error),
          ),
      );
    },
  };
}

/** The promise's value, or null once `ms` have passed. */
function withinMs<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
