import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useToast, useToastQueue } from './useToast.ts';

describe('useToastQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time and hides it after the product’s 2 s', () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => void result.current.api.show('Opgeslagen'));
    expect(result.current.current).toMatchObject({ text: 'Opgeslagen', tone: 'neutral', durationMs: 2000 });
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.current).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.current).toBeNull();
  });

  it('replaces the current toast and restarts the clock', () => {
    const { result } = renderHook(() => useToastQueue());
    act(() => void result.current.api.show('Eerste'));
    act(() => vi.advanceTimersByTime(1500));
    act(() => void result.current.api.show('Tweede', { tone: 'negative', durationMs: 1000 }));
    expect(result.current.current).toMatchObject({ text: 'Tweede', tone: 'negative' });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current.current?.text).toBe('Tweede');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.current).toBeNull();
  });

  it('keeps a toast without a duration until hidden, and hides only the matching id', () => {
    const { result } = renderHook(() => useToastQueue());
    let id = 0;
    act(() => {
      id = result.current.api.show('Bezig…', { tone: 'pending', durationMs: 0 });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.current?.text).toBe('Bezig…');
    act(() => result.current.api.hide(id + 1));
    expect(result.current.current).not.toBeNull();
    act(() => result.current.api.hide(id));
    expect(result.current.current).toBeNull();
  });
});

describe('useToast', () => {
  it('asks for a provider', () => {
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
  });
});
