import { scaleLinear } from 'd3-scale';
import { describe, expect, it } from 'vitest';
import { linearMap, niceTicks } from './scales.ts';

describe('linearMap', () => {
  it('maps the domain onto the range and back, as a linear scale does', () => {
    const y = linearMap([10, 20], [200, 0]);
    expect(y(10)).toBe(200);
    expect(y(20)).toBe(0);
    expect(y(12.5)).toBe(150);
    expect(y.invert(150)).toBe(12.5);
    expect(y(12.5)).toBeCloseTo(scaleLinear().domain([10, 20]).range([200, 0])(12.5));
  });

  it('maps a single-value domain to the range start instead of dividing by zero', () => {
    const x = linearMap([3, 3], [0, 100]);
    expect(x(3)).toBe(0);
    expect(x.invert(50)).toBe(3);
  });
});

describe('niceTicks', () => {
  it("gives exactly d3-scale's linear ticks", () => {
    for (const [min, max, count] of [
      [0.82, 1.31, 5],
      [1234.5, 1789.25, 4],
      [-3.2, 7.9, 6],
      [0.000123, 0.000456, 3],
    ] as const) {
      expect(niceTicks(min, max, count)).toEqual(scaleLinear().domain([min, max]).ticks(count));
    }
  });
});
