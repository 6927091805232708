import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { KlineChart, ThemeRoot, type KlineCandle, type KlineChartHandle } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import type { ChartDriver } from './driver.ts';

/**
 * The kit's real KlineChart (packages/ui/src), fed through props like an app does: every live tick
 * is a new candles array with the last candle replaced or one appended. Candles only, like the
 * reference (no indicators, no sub chart).
 */

let root: Root | null = null;
let candles: KlineCandle[] = [];
const handle = createRef<KlineChartHandle>();

function render() {
  root!.render(
    <ThemeRoot brand={dutchBrand}>
      <KlineChart
        ref={handle}
        candles={candles}
        mainIndicator="none"
        subChart="none"
        visibleBars={120}
        height={300}
        timeZone="UTC"
      />
    </ThemeRoot>,
  );
}

export const driver: ChartDriver = {
  prepare(data) {
    candles = data as KlineCandle[];
    // 1rem = 100 px, as on a 375 px phone: height={300} is 300 CSS px like the reference.
    document.documentElement.style.fontSize = '100px';
  },
  mount(container, range) {
    root = createRoot(container);
    flushSync(render);
    handle.current!.setVisibleRange(range);
  },
  update(candle) {
    const last = candles[candles.length - 1]!;
    const next = candles.slice(0, candle.time === last.time ? -1 : undefined);
    next.push(candle);
    candles = next;
    flushSync(render);
  },
  setRange(from, to) {
    handle.current!.setVisibleRange({ from, to });
  },
  fitAll() {
    handle.current!.fitContent();
  },
  unmount() {
    root?.unmount();
    root = null;
  },
};
