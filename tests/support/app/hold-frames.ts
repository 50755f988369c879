import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Animation frames run only when the test paints one (`paint`: the held frames, then a
 * task). Undo with vi.unstubAllGlobals().
 */
export function holdFrames() {
  const held = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    held.set(++next, callback);
    return next;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => held.delete(id));
  return {
    paint: () =>
      act(async () => {
        const callbacks = [...held.values()];
        held.clear();
        for (const callback of callbacks) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}
