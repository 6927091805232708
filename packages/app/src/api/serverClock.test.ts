import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { noteServerDate, resetServerClock, serverClockOffset, useServerClockOffset } from './serverClock.ts';

const SENT = Date.parse('2026-11-23T10:00:20.000Z');

afterEach(() => resetServerClock());

describe('serverClock', () => {
  it('reads how far the server is ahead from the Date header, to within its second', () => {
    // Sent and answered within 100 ms; the server wrote 10:00:00 (so 10:00:00.0–.999).
    noteServerDate('Mon, 23 Nov 2026 10:00:00 GMT', SENT, SENT + 100);
    expect(serverClockOffset()).toBe(-20_000 + 500 - 50);
  });

  it('ignores slow answers, unreadable headers and changes of under 2 seconds', () => {
    noteServerDate('Mon, 23 Nov 2026 10:00:00 GMT', SENT, SENT + 2500);
    expect(serverClockOffset()).toBe(0);
    noteServerDate('not a date', SENT, SENT + 10);
    noteServerDate(null, SENT, SENT + 10);
    expect(serverClockOffset()).toBe(0);
    // The device is 1.5 s behind: not worth re-rendering every badge for.
    noteServerDate('Mon, 23 Nov 2026 10:00:21 GMT', SENT, SENT);
    expect(serverClockOffset()).toBe(0);
  });

  it('tells the components that show it', () => {
    const { result } = renderHook(() => useServerClockOffset());
    expect(result.current).toBe(0);
    act(() => noteServerDate('Mon, 23 Nov 2026 10:01:00 GMT', SENT, SENT));
    expect(result.current).toBe(40_500);
  });

  it('is fed by every API answer', async () => {
    const { apiPost } = await import('./client.ts');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 1, msg: 'success.ok', data: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json', date: new Date(Date.now() + 60_000).toUTCString() },
          }),
      ),
    );
    try {
      await apiPost('common/config', { type: 'all' });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(serverClockOffset()).toBeGreaterThan(58_000);
    expect(serverClockOffset()).toBeLessThan(61_500);
  });
});
