import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown.ts';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to an instant and stops at zero', () => {
    const targetMs = Date.now() + 65_500;
    const { result } = renderHook(() => useCountdown({ targetMs }));
    expect(result.current.parts).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 5 });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.parts.seconds).toBe(3);
    act(() => vi.advanceTimersByTime(70_000));
    expect(result.current).toEqual({
      remainingMs: 0,
      parts: { days: 0, hours: 0, minutes: 0, seconds: 0 },
      done: true,
    });
  });

  it('counts a duration from when it arrives and restarts on a new one', () => {
    const { result, rerender } = renderHook(({ ms }) => useCountdown({ remainingMs: ms }), {
      initialProps: { ms: 10_000 },
    });
    expect(result.current.remainingMs).toBe(10_000);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.remainingMs).toBe(6000);
    rerender({ ms: 90_000_000 });
    expect(result.current.parts).toEqual({ days: 1, hours: 1, minutes: 0, seconds: 0 });
    expect(result.current.done).toBe(false);
  });

  it('is done at once for a past instant', () => {
    const targetMs = Date.now() - 1;
    const { result } = renderHook(() => useCountdown({ targetMs }));
    expect(result.current.done).toBe(true);
  });
});
