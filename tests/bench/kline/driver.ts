import type { BenchCandle } from './data.ts';

/** One chart under test: every call is synchronous; drawing happens in the following frame(s). */
export interface ChartDriver {
  /** Converts the candles to the chart's own input (not timed: the app would have them so). */
  prepare(candles: readonly BenchCandle[]): void;
  mount(container: HTMLElement, range: { from: number; to: number }): void;
  /** Replaces the last candle (same time) or appends one. */
  update(candle: BenchCandle): void;
  /** Shows candles from…to (logical indexes, inclusive). */
  setRange(from: number, to: number): void;
  fitAll(): void;
  unmount(): void;
}
