import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFrames } from '@test-support/app/hold-frames';
import { useWritesAfterPaint } from './use-writes-after-paint';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useWritesAfterPaint', () => {
  it('runs each slot’s newest write once, after the frame', async () => {
    const frames = holdFrames();
    const written: string[] = [];
    const { result } = renderHook(() => useWritesAfterPaint());
    result.current('saved', () => written.push('saved 1'));
    result.current('cache', () => written.push('cache'));
    result.current('saved', () => written.push('saved 2'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toEqual([]);
    await frames.paint();
    expect(written).toEqual(['saved 2', 'cache']);
    await frames.paint();
    expect(written).toEqual(['saved 2', 'cache']);
  });

  it('runs what is pending at once on unmount and when the page is hidden', async () => {
    const frames = holdFrames();
    const written: string[] = [];
    const { result, unmount } = renderHook(() => useWritesAfterPaint());
    result.current('saved', () => written.push('before a reload'));
    window.dispatchEvent(new Event('pagehide'));
    expect(written).toEqual(['before a reload']);
    result.current('saved', () => written.push('before leaving the page'));
    unmount();
    expect(written).toEqual(['before a reload', 'before leaving the page']);
    await frames.paint();
    expect(written).toHaveLength(2);
  });
});
