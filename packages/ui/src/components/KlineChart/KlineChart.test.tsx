import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createRef } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KlineChart } from './KlineChart.tsx';
import type { KlineChartHandle } from '../../headless/useKlineChart.ts';
import { defaultKitTexts, KitTextsProvider } from '../../texts/KitTexts.tsx';
import type { KlineCandle } from '../../chart/candles.ts';

const DAY = 86_400_000;
const start = Date.parse('2024-03-01T08:00:00Z');
const candle = (i: number, close: number): KlineCandle => ({
  time: start + i * DAY,
  open: close - 0.5,
  high: close + 1,
  low: close - 1,
  close,
  volume: 1000 + i,
});
const candles = Array.from({ length: 30 }, (_, i) => candle(i, 100 + i));

// jsdom has no canvas: the renderer stays idle and the model is what is tested here.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // Nor pointer capture, which the drag gesture asks for on pointer down.
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});
afterEach(() => vi.restoreAllMocks());

const chart = () => screen.getByRole('application');

describe('KlineChart', () => {
  it('is one focusable element named by a summary of the candles in view', async () => {
    render(<KlineChart candles={candles} timeZone="Europe/Amsterdam" />);
    // Named by its role until the summary follows the first paint.
    expect(chart()).toHaveAccessibleName('Price chart');
    await waitFor(() =>
      expect(chart()).toHaveAccessibleName(
        '2024.03.01 to 2024.03.30: first close 100,00, last close 129,00, change +29,00 (+29,00%)',
      ),
    );
    expect(chart()).toHaveAttribute('aria-roledescription', 'Price chart');
    expect(chart()).toHaveAttribute('tabindex', '0');
    expect(chart()).toHaveAccessibleDescription(defaultKitTexts.kline.keyboardHint);
  });

  it('announces the candle under the keyboard cursor: open, high, low, close and volume', async () => {
    const user = userEvent.setup();
    render(<KlineChart candles={candles} timeZone="Europe/Amsterdam" />);
    await user.tab();
    expect(chart()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('2024.03.30: open 128,50, high 130,00, low 128,00, close 129,00, volume 1.029');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(status).toHaveTextContent('2024.03.28: open 126,50');
    await user.keyboard('{Home}');
    expect(status).toHaveTextContent('2024.03.01: open 99,50, high 101,00, low 99,00, close 100,00, volume 1.000');
    await user.keyboard('{End}');
    expect(status).toHaveTextContent('2024.03.30:');
  });

  it('lists the candles in view in a table for screen readers', async () => {
    render(<KlineChart candles={candles} timeZone="Europe/Amsterdam" visibleBars="all" />);
    const table = await screen.findByRole('table', { name: 'Candles from 2024.03.01 to 2024.03.30' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Time', 'Open', 'High', 'Low', 'Close', 'Volume']);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('2024.03.01');
    expect(
      within(rows[30]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['128,50', '130,00', '128,00', '129,00', '1.029']);
  });

  it('follows live ticks in its name within a second, and in the table every ten seconds', () => {
    vi.useFakeTimers();
    try {
      const chartOf = (data: KlineCandle[]) => (
        <KlineChart candles={data} timeZone="Europe/Amsterdam" visibleBars="all" />
      );
      const lastRow = () => within(screen.getByRole('table')).getAllByRole('row').at(-1)!;
      const { rerender } = render(chartOf(candles));
      act(() => vi.advanceTimersByTime(100));
      expect(lastRow()).toHaveTextContent('129,00');

      // A tick of the last candle: the name follows within the second, the table waits.
      rerender(chartOf([...candles.slice(0, 29), candle(29, 140)]));
      act(() => vi.advanceTimersByTime(1000));
      expect(chart()).toHaveAccessibleName(/last close 140,00, change \+40,00 \(\+40,00%\)/);
      expect(lastRow()).toHaveTextContent('129,00');

      // A new candle: named at once after the throttle; the table still shows the old rows…
      const next = [...candles.slice(0, 29), candle(29, 140), candle(30, 141)];
      rerender(chartOf(next));
      act(() => vi.advanceTimersByTime(1000));
      expect(chart()).toHaveAccessibleName(/to 2024\.03\.31: .*last close 141,00/);
      expect(lastRow()).toHaveTextContent('2024.03.30');

      // …until ten seconds after it last changed.
      act(() => vi.advanceTimersByTime(8000));
      expect(lastRow()).toHaveTextContent('2024.03.31');
      expect(lastRow()).toHaveTextContent('141,00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists a new period at once, not ten seconds later', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<KlineChart candles={candles} timeZone="Europe/Amsterdam" visibleBars="all" />);
      act(() => vi.advanceTimersByTime(100));
      rerender(
        <KlineChart
          candles={[...candles.slice(0, 29), candle(29, 140)]}
          timeZone="Europe/Amsterdam"
          visibleBars="all"
        />,
      );
      // Another data set (a new period or instrument) while the table waits for live ticks.
      const other = Array.from({ length: 5 }, (_, i) => candle(100 + i, 50 + i));
      rerender(<KlineChart candles={other} timeZone="Europe/Amsterdam" visibleBars="all" />);
      act(() => vi.advanceTimersByTime(1100));
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes formatters and texts from the app', async () => {
    const user = userEvent.setup();
    render(
      <KitTextsProvider texts={{ ...defaultKitTexts, kline: { ...defaultKitTexts.kline, chart: 'Koersgrafiek' } }}>
        <KlineChart
          candles={candles}
          formatPrice={(v) => `€ ${v.toFixed(3)}`}
          formatVolume={(v) => `${v} st.`}
          formatTime={(t, label) => `${label}:${new Date(t).getUTCDate()}`}
          texts={{ cursor: '{{time}} slot {{close}} ({{volume}})' }}
        />
      </KitTextsProvider>,
    );
    expect(chart()).toHaveAttribute('aria-roledescription', 'Koersgrafiek');
    await user.click(chart());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent('date:30 slot € 129.000 (1029 st.)');
  });

  it('pages back through onReachStart near the first candle, once per first candle', async () => {
    const user = userEvent.setup();
    const older = Array.from({ length: 30 }, (_, i) => candle(i - 30, 70 + i));
    let resolve!: () => void;
    const onReachStart = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const { rerender } = render(<KlineChart candles={candles} visibleBars={20} onReachStart={onReachStart} />);
    await user.click(chart());
    await user.keyboard('{Home}');
    await waitFor(() => expect(onReachStart).toHaveBeenCalledTimes(1));
    expect(chart().closest('[data-loading-older]')).not.toBeNull();
    rerender(<KlineChart candles={[...older, ...candles]} visibleBars={20} onReachStart={onReachStart} />);
    await act(async () => resolve());
    // The older page went in front; the same candles stay in view, with the cursor on them.
    expect(screen.getByRole('status')).toHaveTextContent('2024.03.01:');
    await user.keyboard('{Home}');
    await waitFor(() => expect(onReachStart).toHaveBeenCalledTimes(2));
    await act(async () => resolve());
    // Nothing older came: not asked again for the same first candle.
    await user.keyboard('{End}{Home}');
    await act(async () => {});
    expect(onReachStart).toHaveBeenCalledTimes(2);
  });

  it('exposes an imperative handle for the visible range', () => {
    const ref = createRef<KlineChartHandle>();
    render(<KlineChart ref={ref} candles={candles} />);
    act(() => ref.current!.setVisibleRange({ from: 5, to: 14 }));
    expect(ref.current!.getVisibleRange()).toEqual({ from: 5, to: 14 });
    act(() => ref.current!.fitContent());
    expect(ref.current!.getVisibleRange()).toEqual({ from: 0, to: 29 });
  });

  it('zooms with plus and minus and pages with Shift and an arrow', async () => {
    const user = userEvent.setup();
    const ref = createRef<KlineChartHandle>();
    const many = Array.from({ length: 300 }, (_, i) => candle(i, 100 + (i % 7)));
    render(<KlineChart ref={ref} candles={many} visibleBars={40} timeZone="Europe/Amsterdam" />);
    await user.click(chart());
    const span = () => {
      const { from, to } = ref.current!.getVisibleRange()!;
      return to - from + 1;
    };
    expect(span()).toBe(40);
    await user.keyboard('+');
    expect(span()).toBe(32);
    await user.keyboard('--');
    expect(span()).toBe(50);
    const { to } = ref.current!.getVisibleRange()!;
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    // A screen back (to the candle: the cursor comes along and stays in view).
    expect(Math.abs(ref.current!.getVisibleRange()!.to - (to - 50))).toBeLessThanOrEqual(1);
    expect(screen.getByRole('status').textContent).toMatch(/^2024\.\d\d\.\d\d: open/);
    await user.keyboard('{Escape}');
    act(() => ref.current!.scrollToLatest());
    expect(ref.current!.getVisibleRange()!.to).toBeGreaterThan(299);
  });

  it('shows a skeleton while loading and an empty state without candles', () => {
    const { rerender } = render(<KlineChart candles={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<KlineChart candles={[]} />);
    expect(screen.getByText('No price history yet')).toBeInTheDocument();
    expect(screen.queryByRole('application')).not.toBeInTheDocument();
  });

  it('puts test ids through the data prop', () => {
    render(<KlineChart candles={candles} data={{ testid: 'kline' }} mode="intraday" />);
    expect(screen.getByTestId('kline')).toHaveAttribute('data-mode', 'intraday');
  });
});
