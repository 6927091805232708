import { describe, expect, it } from 'vitest';
import { shareChartArcs } from './shareChartGeometry.ts';

describe('shareChartArcs', () => {
  it('gives one arc per positive value, in order', () => {
    const arcs = shareChartArcs([3, 0, 1], { size: 100 });
    expect(arcs).toHaveLength(3);
    expect(arcs[0]).toMatch(/^M/);
    expect(arcs[1]).toBe('');
    expect(arcs[2]).toMatch(/^M/);
  });

  it('draws nothing when nothing is positive', () => {
    expect(shareChartArcs([0, -2], { size: 100 })).toEqual(['', '']);
  });
});
