import { CandlestickSeries, createChart, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { ChartDriver } from './driver.ts';
import type { BenchCandle } from './data.ts';

/** The reference: lightweight-charts 5 (devDependency, benchmark only), candlestick series, defaults. */

const toBar = (c: BenchCandle) => ({
  time: (c.time / 1000) as UTCTimestamp,
  open: c.open,
  high: c.high,
  low: c.low,
  close: c.close,
});

let chart: IChartApi | null = null;
let series: ISeriesApi<'Candlestick'> | null = null;
let bars: ReturnType<typeof toBar>[] = [];

export const driver: ChartDriver = {
  prepare(candles) {
    bars = candles.map(toBar);
  },
  mount(container, range) {
    chart = createChart(container, { width: 390, height: 300 });
    series = chart.addSeries(CandlestickSeries);
    series.setData(bars);
    chart.timeScale().setVisibleLogicalRange(range);
  },
  update(candle) {
    series!.update(toBar(candle));
  },
  setRange(from, to) {
    chart!.timeScale().setVisibleLogicalRange({ from, to });
  },
  fitAll() {
    chart!.timeScale().fitContent();
  },
  unmount() {
    chart?.remove();
    chart = null;
    series = null;
  },
};
