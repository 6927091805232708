import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown.tsx';
import { formatClock, formatUnits } from './formatCountdown.ts';

const units = { days: 'd', hours: 'h', minutes: 'm', seconds: 's' };

describe('formatCountdown', () => {
  it('formats a clock and units', () => {
    expect(formatClock({ days: 0, hours: 2, minutes: 4, seconds: 5 }, units)).toBe('02:04:05');
    expect(formatClock({ days: 1, hours: 0, minutes: 0, seconds: 9 }, units)).toBe('1d 00:00:09');
    expect(formatUnits({ days: 0, hours: 2, minutes: 0, seconds: 5 }, units)).toBe('2h 0m 5s');
    // The last minute is not '0m' (it read as if the time were up).
    expect(formatUnits({ days: 0, hours: 0, minutes: 0, seconds: 5 }, units, false)).toBe('1m');
    expect(formatUnits({ days: 0, hours: 0, minutes: 0, seconds: 0 }, units, false)).toBe('0m');
    expect(formatUnits({ days: 0, hours: 0, minutes: 0, seconds: 5 }, units)).toBe('5s');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second but speaks only when the minute changes', () => {
    render(<Countdown label="Betalen binnen" remainingMs={125_000} />);
    expect(screen.getByText('00:02:05')).toHaveAttribute('aria-hidden', 'true');
    const live = screen.getByText('Betalen binnen 2m');
    expect(live).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('00:02:02')).toBeInTheDocument();
    expect(live).toHaveTextContent('Betalen binnen 2m');
    act(() => vi.advanceTimersByTime(3000));
    expect(live).toHaveTextContent('Betalen binnen 1m');
  });

  it('calls onEnd once and shows the ended text', () => {
    const onEnd = vi.fn();
    render(<Countdown label="Geldig" targetMs={Date.now() + 2000} endedText="Verlopen" onEnd={onEnd} format="units" />);
    expect(screen.getByText('2s')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onEnd).toHaveBeenCalledOnce();
    expect(screen.getByText('Geldig Verlopen')).toBeInTheDocument();
  });
});
