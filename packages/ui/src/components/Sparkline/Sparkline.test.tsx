import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Sparkline } from './Sparkline.tsx';
import { line } from 'd3-shape';
import { linearMap } from '../../chart/linearMap.ts';
import { sparklineGeometry } from './sparklineGeometry.ts';

const box = { width: 100, height: 20, inset: 0 };

describe('sparklineGeometry', () => {
  it('maps values into the box, high values at the top, with the baseline inside the range', () => {
    const geometry = sparklineGeometry([10, 12, 11], box, 8);
    expect(geometry.path).toBe('M0,10L50,0L100,5');
    expect(geometry.baselineY).toBe(20);
    expect(geometry.end).toEqual({ x: 100, y: 5 });
    expect(geometry.sign).toBe('up');
  });

  it('judges the colour against the first value without a baseline', () => {
    expect(sparklineGeometry([10, 9], box).sign).toBe('down');
    expect(sparklineGeometry([10, 12, 10], box).sign).toBe('flat');
    expect(sparklineGeometry([10, 9], box, 8).sign).toBe('up');
  });

  it('draws a flat series in the middle and a single value as a level line', () => {
    expect(sparklineGeometry([5, 5], box).path).toBe('M0,10L100,10');
    expect(sparklineGeometry([5], box).path).toBe('M0,10H100');
  });

  it("writes the path d3-shape's line would, gaps and lone points included", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 100;
    for (let series = 0; series < 200; series++) {
      const values = Array.from({ length: 2 + (series % 40) }, () => (random() < 12 ? Number.NaN : random()));
      const finite = values.filter(Number.isFinite);
      if (finite.length < 2 || Math.min(...finite) === Math.max(...finite)) continue;
      // The same mapping into the box (no baseline, no inset), drawn by d3-shape.
      const x = linearMap([0, values.length - 1], [0, box.width]);
      const y = linearMap([Math.min(...finite), Math.max(...finite)], [box.height, 0]);
      const reference = line<number>()
        .defined(Number.isFinite)
        .x((_, index) => x(index))
        .y((value) => y(value))(values);
      expect(sparklineGeometry(values, box).path, values.join(' ')).toBe(reference);
    }
  });

  it('leaves gaps for values that are not numbers and draws nothing without values', () => {
    const gap = sparklineGeometry([1, Number.NaN, 3, 2], { ...box, width: 30 });
    expect(gap.path).toBe('M0,20ZM20,0L30,10');
    expect(gap.end).toEqual({ x: 30, y: 10 });
    // A lone point at either end is a closed dot, as d3-shape's line writes it.
    expect(sparklineGeometry([2, 4, Number.NaN, 3], { ...box, width: 30 }).path).toBe('M0,20L10,0M30,10Z');
    const empty = sparklineGeometry([], box);
    expect(empty).toEqual({ path: '', baselineY: null, end: null, sign: 'flat' });
  });
});

describe('Sparkline', () => {
  it('is an image named by its label', () => {
    render(<Sparkline values={[1, 2, 3]} baseline={2} label="ASML vandaag, gestegen" data={{ testid: 'spark' }} />);
    const image = screen.getByRole('img', { name: 'ASML vandaag, gestegen' });
    expect(image).toBe(screen.getByTestId('spark'));
    expect(image).toHaveAttribute('data-sign', 'up');
    expect(image.querySelector('line')).toBeInTheDocument();
  });

  it('is hidden from screen readers without a label, and takes a forced trend', () => {
    const { container } = render(<Sparkline values={[3, 2, 1]} trend="up" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-sign', 'up');
    expect(svg.querySelector('line')).not.toBeInTheDocument();
  });
});
