import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { dampPull, usePullToRefresh, type PullToRefreshOptions } from './usePullToRefresh.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const touch = (y: number) => [{ identifier: 0, clientX: 10, clientY: y, pageX: 10, pageY: y }];

function Pull(props: PullToRefreshOptions) {
  const { ref, status, distance } = usePullToRefresh(props);
  return (
    <div ref={ref} data-testid="area">
      {status}:{Math.round(distance)}
    </div>
  );
}

function drag(el: HTMLElement, to: number) {
  fireEvent.touchStart(el, { touches: touch(0), changedTouches: touch(0), targetTouches: touch(0) });
  for (let y = 10; y <= to; y += 10) {
    fireEvent.touchMove(el, { touches: touch(y), changedTouches: touch(y), targetTouches: touch(y) });
  }
  fireEvent.touchEnd(el, { touches: [], changedTouches: touch(to), targetTouches: [] });
}

describe('dampPull', () => {
  it('is zero for upward movement and grows ever slower', () => {
    expect(dampPull(-20, 64)).toBe(0);
    expect(dampPull(64, 64)).toBeLessThan(64);
    expect(dampPull(400, 64)).toBeGreaterThan(64);
    expect(dampPull(10_000, 64)).toBeLessThanOrEqual(128);
  });
});

describe('usePullToRefresh', () => {
  it('refreshes without a gesture: refreshing, then done, then idle', async () => {
    vi.useFakeTimers();
    const d = deferred();
    const onRefresh = vi.fn(() => d.promise);
    const { result } = renderHook(() => usePullToRefresh({ onRefresh, doneDuration: 500 }));
    let pending!: Promise<void>;
    act(() => {
      pending = result.current.refresh();
    });
    expect(result.current.status).toBe('refreshing');
    act(() => void result.current.refresh());
    expect(onRefresh).toHaveBeenCalledOnce();
    await act(async () => {
      d.resolve();
      await pending;
    });
    expect(result.current.status).toBe('done');
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.status).toBe('idle');
    vi.useRealTimers();
  });

  it('goes back to idle when the refresh fails', async () => {
    const { result } = renderHook(() => usePullToRefresh({ onRefresh: () => Promise.reject(new Error('x')) }));
    await act(() => result.current.refresh());
    expect(result.current.status).toBe('idle');
  });

  it('refreshes after a long enough pull at the top', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(<Pull onRefresh={onRefresh} threshold={40} isAtTop={() => true} />);
    const area = screen.getByTestId('area');
    await act(async () => drag(area, 200));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('ignores a pull when not scrolled to the top, or too short', async () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    const { unmount } = render(<Pull onRefresh={onRefresh} threshold={40} isAtTop={() => false} />);
    await act(async () => drag(screen.getByTestId('area'), 200));
    unmount();
    render(<Pull onRefresh={onRefresh} threshold={40} isAtTop={() => true} />);
    await act(async () => drag(screen.getByTestId('area'), 20));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByTestId('area')).toHaveTextContent('idle:0');
  });
});
