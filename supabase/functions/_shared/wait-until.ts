// Work that must outlive the response (the enrichment's cache write). Supabase's edge
// runtime may stop an isolate once its response is sent, losing pending promises, unless
// they are handed to EdgeRuntime.waitUntil. Node (the local stack, tests) has no such
// global and keeps running the promise anyway.

/** The one method used of the runtime's global, typed here rather than as a dependency. */
interface EdgeRuntimeGlobal {
  waitUntil(promise: Promise<unknown>): unknown;
}

/** Hands the promise to EdgeRuntime.waitUntil when that global exists; never throws. */
export function waitUntil(promise: Promise<unknown>): void {
  const runtime = (globalThis as { EdgeRuntime?: Partial<EdgeRuntimeGlobal> }).EdgeRuntime;
  if (typeof runtime?.waitUntil !== 'function') return;
  try {
    runtime.waitUntil(promise);
  } catch (error) {
    // Only the write's survival is at stake, never the answer.
    console.warn('[edge-runtime] waitUntil refused the background work:', error);
  }
}
