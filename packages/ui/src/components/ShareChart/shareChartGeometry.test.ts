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

describe('shareChartArcs geometry', () => {
  it('starts at 12 o’clock and draws a single value as a full ring in two halves', () => {
    const [full] = shareChartArcs([5], { size: 100, ring: 0.5 });
    expect(full).toBe(
      'M0.000,-50.000A50,50 0 0 1 0.000,50.000L0.000,25.000A25,25 0 0 0 0.000,-25.000Z' +
        'M0.000,50.000A50,50 0 0 1 -0.000,-50.000L-0.000,-25.000A25,25 0 0 0 0.000,25.000Z',
    );
  });

  it('uses the large arc for a slice over half the ring', () => {
    const [large, small] = shareChartArcs([3, 1], { size: 100 });
    expect(large).toContain(' 0 1 1 ');
    expect(small).toContain(' 0 0 1 ');
  });
});
