import { describe, expect, it } from 'vitest';
import { placeLegend } from './layout.ts';

describe('placeLegend', () => {
  it('puts the items on one line when they fit', () => {
    expect(placeLegend([40, 50, 50], 4, 200, 6)).toEqual([
      { x: 4, line: 0 },
      { x: 50, line: 0 },
      { x: 106, line: 0 },
    ]);
  });

  it('places every item: one that would pass the edge starts the next line', () => {
    // MA5 … MA30 with four-digit prices on a 328 px chart: the fourth does not fit on the first line.
    expect(placeLegend([70, 78, 78, 78], 4, 324, 6)).toEqual([
      { x: 4, line: 0 },
      { x: 80, line: 0 },
      { x: 164, line: 0 },
      { x: 4, line: 1 },
    ]);
  });

  it('gives an item wider than the line a line of its own', () => {
    expect(placeLegend([30, 500, 30], 4, 200, 6)).toEqual([
      { x: 4, line: 0 },
      { x: 4, line: 1 },
      { x: 4, line: 2 },
    ]);
  });

  it('places nothing for no items', () => {
    expect(placeLegend([], 4, 200, 6)).toEqual([]);
  });
});
