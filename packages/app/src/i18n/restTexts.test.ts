import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRestTextsAfterFirstScreen, REST_TEXTS_GRACE_MS } from './i18n.ts';

afterEach(() => vi.useRealTimers());

describe('loadRestTextsAfterFirstScreen', () => {
  it('leaves the first screen the network for REST_TEXTS_GRACE_MS, then loads the rest at an idle moment', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const load = vi.fn(() => Promise.resolve());
    loadRestTextsAfterFirstScreen(load);
    vi.advanceTimersByTime(REST_TEXTS_GRACE_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers(); // the idle moment
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once called off (the frame unmounted)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestIdleCallback', 'cancelIdleCallback'] });
    const load = vi.fn(() => Promise.resolve());
    loadRestTextsAfterFirstScreen(load)();
    vi.advanceTimersByTime(2 * REST_TEXTS_GRACE_MS);
    vi.runAllTimers();
    expect(load).not.toHaveBeenCalled();
  });
});
