import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KlineChart } from './KlineChart.tsx';
import { sampleCandles, sampleIntraday, seededRandom } from './sampleCandles.ts';
import type { KlineCandle } from '../../chart/candles.ts';
import { readPalette } from '../../chart/render/palette.ts';
import { klineMainIndicators, klineModes, klineSubCharts } from '../../chart/variants.ts';

const candles = sampleCandles({ count: 400 });
const DAY = 86_400_000;

const meta = {
  title: 'Kit/KlineChart',
  component: KlineChart,
  args: { candles, timeZone: 'Europe/Amsterdam', mainIndicator: 'ma', subChart: 'vol' },
  argTypes: {
    mode: { control: 'inline-radio', options: klineModes },
    mainIndicator: { control: 'inline-radio', options: klineMainIndicators },
    subChart: { control: 'inline-radio', options: klineSubCharts },
    candles: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The app converts its wire candles (decimal strings, ISO times) to numbers for drawing and passes ' +
          'formatters for what users read: `formatPrice` with the instrument’s decimals, `formatTime` in the ' +
          'market’s zone. Live ticks are new `candles` arrays with the last candle replaced or one appended.',
      },
    },
  },
} satisfies Meta<typeof KlineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

const chartOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('application');

export const MovingAveragesAndVolume: Story = {
  play: async ({ canvasElement }) => {
    const chart = chartOf(canvasElement);
    await expect(chart).toHaveAttribute('aria-roledescription', 'Price chart');
    // The summary follows the first paint.
    await waitFor(() =>
      expect(chart.getAttribute('aria-label')).toMatch(/^\d{4}\.\d\d\.\d\d to \d{4}\.\d\d\.\d\d: first close/),
    );
    // The canvas is real here: the chart has drawn itself at the device pixel ratio.
    const canvas = chart.querySelector('canvas')!;
    await waitFor(() => expect(canvas.width).toBe(Math.round(chart.clientWidth * window.devicePixelRatio)));
  },
};

/** How many pixels of the overlay canvas (legends, crosshair) are close to a `#rrggbb` colour. */
function overlayPixelsNear(chart: HTMLElement, color: string): number {
  const overlay = chart.querySelectorAll('canvas')[1]!;
  const { data } = overlay.getContext('2d')!.getImageData(0, 0, overlay.width, overlay.height);
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const distance = Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!);
    if (data[i + 3]! > 128 && distance < 60) count++;
  }
  return count;
}

/**
 * The day chart on a 360 px phone with an index's four-digit levels: every moving average drawn
 * has its legend entry (the legend takes a second line when one line cannot hold them all).
 */
export const MovingAveragesOnANarrowPhone: Story = {
  args: { candles: sampleCandles({ count: 250, price: 950 }) },
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const chart = chartOf(canvasElement);
    await waitFor(() => expect(chart.getAttribute('aria-label')).toContain(':'));
    // MA30, the fourth line, in the fourth series colour.
    const fourth = readPalette(chart.parentElement!).lines[3];
    await waitFor(() => expect(overlayPixelsNear(chart, fourth)).toBeGreaterThan(0));
  },
};

export const BollingerAndMacd: Story = { args: { mainIndicator: 'boll', subChart: 'macd' } };

export const ExponentialAndKdj: Story = { args: { mainIndicator: 'ema', subChart: 'kdj' } };

export const RelativeStrength: Story = { args: { mainIndicator: 'ma', subChart: 'rsi' } };

export const CandlesOnly: Story = { args: { mainIndicator: 'none', subChart: 'none' } };

const session = sampleIntraday({ count: 240 });
export const Intraday: Story = {
  args: { mode: 'intraday', candles: session, baseline: 50, subChart: 'vol' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartOf(canvasElement).getAttribute('aria-label')).toMatch(/first price 50,\d\d/));
  },
};

/** A live chart: the last candle ticks every half second and a new one opens every fifth tick. */
function Live() {
  const [live, setLive] = useState<KlineCandle[]>(() => candles.slice(0, 300));
  const random = useRef(seededRandom(11));
  useEffect(() => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks++;
      setLive((previous) => {
        const last = previous[previous.length - 1]!;
        if (ticks % 5 === 0) {
          const open = last.close;
          return [...previous, { time: last.time + DAY, open, high: open, low: open, close: open, volume: 1000 }];
        }
        const close = Math.round(last.close * (1 + (random.current() - 0.5) * 0.01) * 100) / 100;
        const next = {
          ...last,
          close,
          high: Math.max(last.high, close),
          low: Math.min(last.low, close),
          volume: last.volume + Math.round(random.current() * 500),
        };
        return [...previous.slice(0, -1), next];
      });
    }, 500);
    return () => clearInterval(timer);
  }, []);
  return <KlineChart candles={live} timeZone="Europe/Amsterdam" mainIndicator="ma" subChart="macd" />;
}

export const LiveUpdating: Story = {
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    const chart = chartOf(canvasElement);
    await waitFor(() => expect(chart.getAttribute('aria-label')).toContain(':'));
    const first = chart.getAttribute('aria-label');
    // New candles keep the newest in view: the summary's range moves on.
    await waitFor(() => expect(chart.getAttribute('aria-label')).not.toBe(first), { timeout: 4000 });
  },
};

const many = sampleCandles({ count: 20_000, start: Date.UTC(1945, 0, 2, 8, 0) });
export const TwentyThousandCandles: Story = {
  args: { candles: many, mainIndicator: 'boll', subChart: 'vol' },
  play: async ({ canvasElement }) => {
    const chart = chartOf(canvasElement);
    await userEvent.click(chart);
    // Zoomed all the way out, the table lists the newest 200 candles in view; the canvas decimates.
    for (let i = 0; i < 30; i++) await userEvent.keyboard('-');
    await waitFor(() => expect(chart.getAttribute('aria-label')).toMatch(/^1945\.01\.02 to/));
    const table = await within(canvasElement).findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(201));
  },
};

/** Older candles page in when the view nears the first one (as the app's `stock/kline` with `before`). */
const history = sampleCandles({ count: 600 });

function Paged() {
  const [shown, setShown] = useState(() => history.slice(-150));
  const loadOlder = () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        setShown((current) => history.slice(Math.max(0, history.length - current.length - 150)));
        resolve();
      }, 300),
    );
  return (
    <KlineChart
      candles={shown}
      timeZone="Europe/Amsterdam"
      visibleBars={80}
      onReachStart={shown.length < history.length ? loadOlder : undefined}
    />
  );
}

export const PagingBack: Story = {
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const chart = chartOf(canvasElement);
    await userEvent.click(chart);
    await userEvent.keyboard('{Home}');
    const status = within(canvasElement).getByRole('status');
    const oldest = status.textContent;
    // After the older page arrived, Home goes further back.
    await waitFor(
      async () => {
        await userEvent.keyboard('{Home}');
        await expect(status.textContent).not.toBe(oldest);
      },
      { timeout: 3000 },
    );
  },
};

export const Empty: Story = {
  args: { candles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No price history yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { candles: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const KeyboardCursor: Story = {
  args: { candles: candles.slice(0, 120) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('application');
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    const status = canvas.getByRole('status');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(status).toHaveTextContent(
      /^\d{4}\.\d\d\.\d\d: open [\d.,]+, high [\d.,]+, low [\d.,]+, close [\d.,]+, volume [\d.]+$/,
    );
    const newest = status.textContent;
    await userEvent.keyboard('{ArrowLeft}');
    await expect(status.textContent).not.toBe(newest);
    await userEvent.keyboard('{End}');
    await expect(status.textContent).toBe(newest);
    await userEvent.keyboard('{Home}');
    await expect(status).toHaveTextContent(/^2020\.01\.02: open/);
    // The table lists the candles now in view, the oldest first.
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAccessibleName(/^Candles from 2020\.01\.02 to/));
    await userEvent.keyboard('{Escape}');
  },
};
