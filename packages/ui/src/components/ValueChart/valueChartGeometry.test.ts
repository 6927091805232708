import { describe, expect, it } from 'vitest';
import { valueChartGeometry } from './valueChartGeometry.ts';

const box = { width: 100, height: 50, inset: 0 };

describe('valueChartGeometry', () => {
  it('draws nothing without values', () => {
    expect(valueChartGeometry([], [{ index: 0, kind: 'in' }], box)).toEqual({ line: '', area: '', markers: [] });
  });

  it('spans the box, the highest value at the top, and puts markers on the line', () => {
    const geometry = valueChartGeometry(
      [10, 20, 15],
      [
        { index: 1, kind: 'in' },
        { index: 9, kind: 'out' },
      ],
      box,
    );
    expect(geometry.line).toBe('M0,50L50,0L100,25');
    expect(geometry.area).toContain('L100,50');
    expect(geometry.markers).toEqual([{ x: 50, y: 0, kind: 'in' }]);
  });

  it('centres a flat or single value', () => {
    expect(valueChartGeometry([5, 5], [], box).line).toBe('M0,25L100,25');
    expect(valueChartGeometry([5], [{ index: 0, kind: 'out' }], box).markers).toEqual([{ x: 50, y: 25, kind: 'out' }]);
  });
});
