export { KlineChart, type KlineChartProps } from './KlineChart.tsx';
export type { KlineChartHandle } from '../../headless/useKlineChart.ts';
export type { KlineCandle } from '../../chart/candles.ts';
export type { KlineFormatters } from '../../chart/format.ts';
export type { KlineTexts } from '../../chart/a11y.ts';
export { klineTimeLabels, type KlineTimeLabel } from '../../chart/timeTicks.ts';
export {
  klineModes,
  klineMainIndicators,
  klineSubCharts,
  defaultIndicatorSettings,
  type KlineMode,
  type KlineMainIndicator,
  type KlineSubChart,
  type KlineIndicatorSettings,
} from '../../chart/variants.ts';
