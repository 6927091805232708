import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { noteServerDate, resetServerClock } from '../api/serverClock.ts';
import { useDeviceTime, useServerNow } from './useServerNow.ts';

const deviceNow = Date.parse('2026-03-02T10:00:20Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(deviceNow);
  resetServerClock();
});
afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

/** The server's answers say it is `aheadMs` ahead of this device. */
function serverAhead(aheadMs: number) {
  const header = new Date(deviceNow + aheadMs - 500).toUTCString();
  act(() => noteServerDate(header, deviceNow, deviceNow));
}

describe('useServerNow', () => {
  it('is the device clock to the minute until the server says otherwise', () => {
    const { result } = renderHook(() => useServerNow());
    expect(result.current).toBe(Date.parse('2026-03-02T10:00:00Z'));
  });

  it('follows the server clock: a device 5 minutes slow still sees the server’s minute', () => {
    const { result } = renderHook(() => useServerNow());
    serverAhead(5 * 60_000);
    expect(result.current).toBe(Date.parse('2026-03-02T10:05:00Z'));
  });

  it('moves on with the time, at its resolution', () => {
    const { result } = renderHook(() => useServerNow(1000));
    expect(result.current).toBe(Date.parse('2026-03-02T10:00:20Z'));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(Date.parse('2026-03-02T10:00:22Z'));
  });
});

describe('useDeviceTime', () => {
  it('gives the device instant of a server deadline', () => {
    const { result } = renderHook(() => useDeviceTime());
    serverAhead(60_000);
    // The header has whole seconds: the estimate is good to a second.
    const device = result.current(Date.parse('2026-03-02T11:00:00Z'));
    expect(Math.abs(device - Date.parse('2026-03-02T10:59:00Z'))).toBeLessThanOrEqual(1000);
  });
});
