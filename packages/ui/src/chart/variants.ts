/** What the chart can show. Lists are `as const` so props, Storybook controls and tests share them. */

/** `candles`: OHLC candles; `intraday`: the session's price line with its average price. */
export const klineModes = ['candles', 'intraday'] as const;
export type KlineMode = (typeof klineModes)[number];

/** Indicators drawn over the candles. */
export const klineMainIndicators = ['none', 'ma', 'ema', 'boll'] as const;
export type KlineMainIndicator = (typeof klineMainIndicators)[number];

/** The one sub chart under the main chart. */
export const klineSubCharts = ['none', 'vol', 'macd', 'kdj', 'rsi'] as const;
export type KlineSubChart = (typeof klineSubCharts)[number];

/** Indicator parameters; the defaults are those of most broker apps. */
export interface KlineIndicatorSettings {
  /** Periods of the moving averages (up to four colours; more repeat them). */
  ma: readonly number[];
  ema: readonly number[];
  boll: { period: number; multiplier: number };
  /** Moving averages of the volume. */
  vol: readonly number[];
  macd: { fast: number; slow: number; signal: number };
  kdj: { period: number; kSmoothing: number; dSmoothing: number };
  rsi: readonly number[];
}

export const defaultIndicatorSettings: KlineIndicatorSettings = {
  ma: [5, 10, 20, 30],
  ema: [5, 10, 20, 30],
  boll: { period: 20, multiplier: 2 },
  vol: [5, 10],
  macd: { fast: 12, slow: 26, signal: 9 },
  kdj: { period: 9, kSmoothing: 3, dSmoothing: 3 },
  rsi: [6, 12, 24],
};
