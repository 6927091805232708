import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { marketLimits } from '@broker/domain';
import { QuoteAgeBadge } from './QuoteAgeBadge.tsx';
import { nextQuoteAgeChange, quoteAge } from './quoteAge.ts';

const T0 = Date.parse('2025-03-03T10:00:00Z');
const base = { updatedAtMs: T0, staleAfterMs: 15_000, tradingStatus: 'trading' as const };

describe('quoteAge', () => {
  it('is fresh up to the stale limit, then delayed in whole units', () => {
    expect(quoteAge({ ...base, nowMs: T0 + 15_000 })).toEqual({ kind: 'fresh' });
    expect(quoteAge({ ...base, nowMs: T0 + 15_001 })).toEqual({ kind: 'delayed', unit: 'none', count: 0 });
    expect(quoteAge({ ...base, nowMs: T0 + 150_000 })).toEqual({ kind: 'delayed', unit: 'minutes', count: 2 });
    expect(quoteAge({ ...base, nowMs: T0 + 3 * 3_600_000 + 5 })).toEqual({ kind: 'delayed', unit: 'hours', count: 3 });
    expect(quoteAge({ ...base, nowMs: T0 + 2 * 86_400_000 })).toEqual({ kind: 'delayed', unit: 'days', count: 2 });
  });

  it('shows the market state when the market does not trade, and nothing for an unknown time', () => {
    expect(quoteAge({ ...base, nowMs: T0, tradingStatus: 'halted' })).toEqual({ kind: 'halted' });
    expect(quoteAge({ ...base, updatedAtMs: Number.NaN, nowMs: T0 })).toEqual({ kind: 'fresh' });
    expect(quoteAge({ ...base, nowMs: T0 - 60_000 })).toEqual({ kind: 'fresh' });
  });

  it('knows when its answer changes next', () => {
    expect(nextQuoteAgeChange({ ...base, nowMs: T0 })).toBe(T0 + 15_001);
    expect(nextQuoteAgeChange({ ...base, nowMs: T0 + 20_000 })).toBe(T0 + 60_000);
    expect(nextQuoteAgeChange({ ...base, nowMs: T0 + 150_000 })).toBe(T0 + 180_000);
    expect(nextQuoteAgeChange({ ...base, nowMs: T0 + 2 * 3_600_000 })).toBe(T0 + 3 * 3_600_000);
    expect(nextQuoteAgeChange({ ...base, nowMs: T0 + 86_400_000 })).toBe(T0 + 2 * 86_400_000);
    expect(nextQuoteAgeChange({ ...base, nowMs: T0, tradingStatus: 'closed' })).toBeNull();
    expect(nextQuoteAgeChange({ ...base, updatedAtMs: Number.NaN, nowMs: T0 })).toBeNull();
  });
});

describe('QuoteAgeBadge', () => {
  it('shows nothing while the quote is fresh', () => {
    const { container } = render(<QuoteAgeBadge updatedAt={T0} now={T0 + 5000} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says how long a stale quote is delayed while the market trades', () => {
    render(<QuoteAgeBadge updatedAt="2025-03-03T10:00:00Z" now={T0 + 2 * 60_000 + 10_000} data={{ testid: 'age' }} />);
    expect(screen.getByText('Delayed · 2 min')).toBe(screen.getByTestId('age'));
    expect(screen.getByTestId('age')).toHaveAttribute('data-state', 'delayed');
    expect(screen.getByTestId('age')).toHaveAttribute('data-tone', 'pending');
  });

  it('says only "Delayed" under a minute, and uses the stale limit it is given', () => {
    const { rerender } = render(<QuoteAgeBadge updatedAt={T0} now={T0 + 20_000} />);
    expect(screen.getByText('Delayed')).toBeInTheDocument();
    rerender(<QuoteAgeBadge updatedAt={T0} now={T0 + 20_000} staleAfterMs={30_000} />);
    expect(screen.queryByText('Delayed')).not.toBeInTheDocument();
  });

  it.each([
    ['closed', 'Closed', 'neutral'],
    ['halted', 'Halted', 'negative'],
    ['unlisted', 'Unlisted', 'neutral'],
  ] as const)('shows the market state %s instead of the age', (tradingStatus, text, tone) => {
    render(<QuoteAgeBadge updatedAt={T0} now={T0} tradingStatus={tradingStatus} />);
    expect(screen.getByText(text)).toHaveAttribute('data-tone', tone);
  });

  it('takes texts from props', () => {
    render(
      <QuoteAgeBadge
        updatedAt={T0}
        now={T0 + 3 * 3_600_000}
        texts={{ delayedFor: 'Vertraagd · {{age}}', hours: '{{count}} u' }}
      />,
    );
    expect(screen.getByText('Vertraagd · 3 u')).toBeInTheDocument();
  });

  describe('on its own clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(T0);
    });
    afterEach(() => vi.useRealTimers());

    it('turns stale at the limit and then counts minutes, without re-rendering every second', () => {
      const renders = vi.fn();
      function Probe() {
        renders();
        return <QuoteAgeBadge updatedAt={T0} />;
      }
      const { container } = render(<Probe />);
      expect(container).toBeEmptyDOMElement();
      act(() => vi.advanceTimersByTime(marketLimits.staleMs));
      expect(container).toBeEmptyDOMElement();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('Delayed')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(60_000 - marketLimits.staleMs - 1));
      expect(screen.getByText('Delayed · 1 min')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText('Delayed · 2 min')).toBeInTheDocument();
      expect(vi.getTimerCount()).toBe(1);
      // The outer component rendered once; the badge alone followed the clock.
      expect(renders).toHaveBeenCalledTimes(1);
    });

    it('starts over when a new quote arrives and schedules nothing for a closed market', () => {
      const { rerender, container } = render(<QuoteAgeBadge updatedAt={T0} />);
      // Each wake-up schedules the next one once React has rendered: step through them.
      act(() => vi.advanceTimersByTime(30_000));
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByText('Delayed · 1 min')).toBeInTheDocument();
      rerender(<QuoteAgeBadge updatedAt={T0 + 90_000} />);
      expect(container).toBeEmptyDOMElement();
      rerender(<QuoteAgeBadge updatedAt={T0 + 90_000} tradingStatus="closed" />);
      expect(screen.getByText('Closed')).toBeInTheDocument();
      expect(vi.getTimerCount()).toBe(0);
    });

    it("judges the age on the server's clock when the device's clock is off", () => {
      // The device runs 20 s fast: a quote the server stamped a second ago looks 21 s old.
      vi.setSystemTime(T0 + 21_000);
      const { rerender, container } = render(<QuoteAgeBadge updatedAt={T0} />);
      expect(screen.getByText('Delayed')).toBeInTheDocument();
      rerender(<QuoteAgeBadge updatedAt={T0} clockOffsetMs={-20_000} />);
      expect(container).toBeEmptyDOMElement();
      // It turns stale 15 s after the quote on the server's clock: at device time T0 + 35 s.
      act(() => vi.advanceTimersByTime(14_000));
      expect(container).toBeEmptyDOMElement();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText('Delayed')).toBeInTheDocument();
    });

    it('schedules nothing when the screen passes its own now', () => {
      render(<QuoteAgeBadge updatedAt={T0} now={T0} />);
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
