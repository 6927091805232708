import { describe, expect, it, vi } from 'vitest';
import { browserBackBridge, createBackPressHandler, isNativeWrapper } from './backButton.ts';

function setup(canGoBack: boolean) {
  let now = 0;
  const calls = { goBack: vi.fn(), exit: vi.fn(), warn: vi.fn() };
  const press = createBackPressHandler({
    canGoBack: () => canGoBack,
    goBack: calls.goBack,
    exit: calls.exit,
    warnBeforeExit: calls.warn,
    now: () => now,
  });
  return { press, calls, advance: (ms: number) => (now += ms) };
}

describe('back button', () => {
  it('goes back while there is somewhere to go', () => {
    const { press, calls } = setup(true);
    press();
    press();
    expect(calls.goBack).toHaveBeenCalledTimes(2);
    expect(calls.exit).not.toHaveBeenCalled();
  });

  it('exits only on a second press within 1000 ms, warning after the first', () => {
    const { press, calls, advance } = setup(false);
    press();
    expect(calls.warn).toHaveBeenCalledOnce();
    advance(1001);
    press();
    expect(calls.exit).not.toHaveBeenCalled();
    expect(calls.warn).toHaveBeenCalledTimes(2);
    advance(1000);
    press();
    expect(calls.exit).toHaveBeenCalledOnce();
  });

  it('does nothing in a plain browser', () => {
    expect(isNativeWrapper(window)).toBe(false);
    const off = browserBackBridge.onBackButton(() => {});
    expect(() => off()).not.toThrow();
  });
});
