import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TIMEOUT_MS, useTimedMessage } from './use-timed-message';

describe('useTimedMessage (spec 9: messages clear after 5 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('clears 5 s after the message was last set', () => {
    expect(MESSAGE_TIMEOUT_MS).toBe(5000);
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current[1]('First'));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current[0]).toBe('First');
    act(() => result.current[1]('Second')); // a new message restarts the clock
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current[0]).toBe('Second');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('can be cleared at once', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current[1]('Oops'));
    act(() => result.current[2]());
    expect(result.current[0]).toBeNull();
  });
});
