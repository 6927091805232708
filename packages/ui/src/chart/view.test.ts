import { describe, expect, it } from 'vitest';
import {
  clampView,
  fitView,
  indexAtX,
  initialView,
  isAtEnd,
  panView,
  rangeView,
  revealIndex,
  viewBounds,
  visibleIndexes,
  xOfIndex,
  zoomView,
} from './view.ts';

const bounds = viewBounds(1000, 400); // widest candle 40 px → at least 10 in view

describe('view', () => {
  it('opens on the newest candles with room on the right', () => {
    const view = initialView(60, bounds);
    expect(view.span).toBe(60);
    expect(view.to).toBeCloseTo(1006);
    expect(visibleIndexes(view, 1000)).toEqual({ first: 946, last: 999 });
    expect(isAtEnd(view, 1000)).toBe(true);
  });

  it('keeps between the fewest and all candles in view, never before the first candle', () => {
    expect(clampView({ span: 2, to: 500 }, bounds).span).toBe(10);
    expect(clampView({ span: 5000, to: 500 }, bounds)).toEqual({ span: 1000, to: 1000 });
    expect(clampView({ span: 100, to: 50 }, bounds)).toEqual({ span: 100, to: 100 });
    // At most half a screen empty after the last candle.
    expect(clampView({ span: 100, to: 5000 }, bounds)).toEqual({ span: 100, to: 1050 });
  });

  it('puts few candles at the left edge when they all fit', () => {
    const few = viewBounds(5, 400);
    expect(initialView(60, few)).toEqual({ span: 10, to: 10 });
    expect(visibleIndexes({ span: 10, to: 10 }, 5)).toEqual({ first: 0, last: 4 });
  });

  it('pans by candles and fits everything', () => {
    const view = panView({ span: 100, to: 900 }, -30, bounds);
    expect(view.to).toBe(870);
    expect(fitView(bounds)).toEqual({ span: 1000, to: 1000 });
  });

  it('zooms around the anchor: the candle under the pointer stays under it', () => {
    const view = { span: 100, to: 900 };
    const width = 400;
    const x = 100; // a quarter in
    const before = view.to - view.span + (x / width) * view.span;
    const zoomed = zoomView(view, 2, x / width, bounds);
    expect(zoomed.span).toBe(50);
    const after = zoomed.to - zoomed.span + (x / width) * zoomed.span;
    expect(after).toBeCloseTo(before);
    // Zooming out at the right edge keeps the newest candle at the right edge.
    const out = zoomView({ span: 100, to: 1000 }, 0.5, 1, bounds);
    expect(out).toEqual({ span: 200, to: 1000 });
  });

  it('shows a range like a logical range of lightweight-charts', () => {
    expect(rangeView(880, 999, bounds)).toEqual({ span: 120, to: 1000 });
  });

  it('reveals an index by scrolling the least', () => {
    const view = { span: 100, to: 900 };
    expect(revealIndex(view, 850, bounds)).toBe(view);
    expect(revealIndex(view, 700, bounds)).toEqual({ span: 100, to: 800 });
    expect(revealIndex(view, 950, bounds)).toEqual({ span: 100, to: 951 });
  });

  it('maps x to candles and back (hit testing)', () => {
    const view = { span: 100, to: 900 };
    expect(indexAtX(view, 400, 0)).toBe(800);
    expect(indexAtX(view, 400, 399)).toBe(899);
    expect(xOfIndex(view, 400, 800)).toBe(2);
    expect(indexAtX(view, 400, xOfIndex(view, 400, 857))).toBe(857);
  });
});
