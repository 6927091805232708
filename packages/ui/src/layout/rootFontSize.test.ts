import { describe, expect, it } from 'vitest';
import { installRootFontSize, rootFontSizeFor } from './rootFontSize.ts';

describe('root font size', () => {
  it.each([
    [375, 100],
    [750, 200],
    [1280, 200],
    [0, 0],
    [-5, 0],
  ])('is 200/750 of a %i px window, capped at 750', (width, expected) => {
    expect(rootFontSizeFor(width)).toBe(expected);
  });

  it('follows the window as it resizes, until cleaned up', () => {
    const width = window.innerWidth;
    const setWidth = (value: number) =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value });
    const cleanup = installRootFontSize(window);
    setWidth(412);
    window.dispatchEvent(new Event('resize'));
    expect(parseFloat(document.documentElement.style.fontSize)).toBeCloseTo((412 * 200) / 750, 2);
    cleanup();
    setWidth(375);
    window.dispatchEvent(new Event('resize'));
    expect(parseFloat(document.documentElement.style.fontSize)).toBeCloseTo((412 * 200) / 750, 2);
    setWidth(width);
  });
});
