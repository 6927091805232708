import { describe, expect, it } from 'vitest';
import { drawnValueTicks, tagBand } from './valueLabels.ts';

describe('drawnValueTicks', () => {
  // 10 px per unit, value 0 at y 300: 23.00 at y 70, 22.80 at y 72…
  const yOf = (value: number) => 300 - (value - 0) * 10;
  const pane = { top: 0, bottom: 300 };
  const ticks = [5, 10, 15, 20, 25];

  it('keeps the labels inside the pane', () => {
    expect(drawnValueTicks(ticks, yOf, { top: 60, bottom: 240 }, 11)).toEqual([10, 15, 20]);
  });

  it('leaves out a label that would meet the last price’s tag, and only that one', () => {
    // The last price at 10.3 (y 197): its tag spans y 188.5–205.5; the label of 10 spans 187–198.
    expect(drawnValueTicks(ticks, yOf, pane, 11, tagBand(yOf(10.3), 11))).toEqual([5, 15, 20, 25]);
    // Far from every tick: all stay.
    expect(drawnValueTicks(ticks, yOf, pane, 11, tagBand(yOf(12.5), 11))).toEqual(ticks);
    // Just below a label (the tag under its grid line): the label stays.
    expect(drawnValueTicks(ticks, yOf, pane, 11, tagBand(yOf(9.1), 11))).toEqual(ticks);
  });
});
