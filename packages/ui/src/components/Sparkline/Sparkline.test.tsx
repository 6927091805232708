import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Sparkline } from './Sparkline.tsx';
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

  it('leaves gaps for values that are not numbers and draws nothing without values', () => {
    const gap = sparklineGeometry([1, Number.NaN, 3, 2], { ...box, width: 30 });
    expect(gap.path).toBe('M0,20ZM20,0L30,10');
    expect(gap.end).toEqual({ x: 30, y: 10 });
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
