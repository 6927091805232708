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
    const cleanup = installRootFontSize(window);
    window.innerWidth = 412;
    window.dispatchEvent(new Event('resize'));
    expect(parseFloat(document.documentElement.style.fontSize)).toBeCloseTo((412 * 200) / 750, 2);
    cleanup();
    window.innerWidth = 375;
    window.dispatchEvent(new Event('resize'));
    expect(parseFloat(document.documentElement.style.fontSize)).toBeCloseTo((412 * 200) / 750, 2);
  });
});
