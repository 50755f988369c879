import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFrames } from '@test-support/app/hold-frames';
import { afterPaintWhenIdle } from './after-paint';

afterEach(() => {
  vi.unstubAllGlobals();
});

function holdIdle() {
  const held = new Map<number, IdleRequestCallback>();
  const asked: (IdleRequestOptions | undefined)[] = [];
  let next = 0;
  vi.stubGlobal(
    'requestIdleCallback',
    (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      held.set(++next, callback);
      asked.push(options);
      return next;
    },
  );
  vi.stubGlobal('cancelIdleCallback', (id: number) => held.delete(id));
  return {
    asked,
    idle: () => {
      const callbacks = [...held.values()];
      held.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 10 });
    },
  };
}

describe('afterPaintWhenIdle', () => {
  it('waits for the paint, then for idle time, with a deadline', async () => {
    const frames = holdFrames();
    const idle = holdIdle();
    const ran = vi.fn();
    afterPaintWhenIdle(ran, 400);
    idle.idle();
    expect(ran).not.toHaveBeenCalled();
    await frames.paint();
    expect(ran).not.toHaveBeenCalled();
    expect(idle.asked).toEqual([{ timeout: 400 }]);
    idle.idle();
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the paint', async () => {
    const frames = holdFrames();
    const idle = holdIdle();
    const before = vi.fn();
    const after = vi.fn();
    afterPaintWhenIdle(before)();
    const cancelAfter = afterPaintWhenIdle(after);
    await frames.paint();
    cancelAfter();
    idle.idle();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
