import { div, mul, sub } from '@broker/domain';
import { fillTemplate } from '../texts/fillTemplate.ts';
import type { KitTexts } from '../texts/KitTexts.tsx';
import type { KlineCandle } from './candles.ts';
import type { KlineFormatters } from './format.ts';
import type { KlineModel } from './model.ts';

/**
 * The chart for screen readers: a summary sentence (its accessible name), the keyboard cursor's
 * announcement and the rows of a table of the candles in view. Pure functions of the model.
 */

export type KlineTexts = KitTexts['kline'];

/** Exact change and percentage between two prices (decimal arithmetic on their shortest texts). */
export function priceChange(from: number, to: number): { change: number; percent: number } {
  if (!Number.isFinite(from) || !Number.isFinite(to)) return { change: 0, percent: 0 };
  const change = sub(String(to), String(from));
  const percent = from === 0 ? '0' : div(mul(change, '100'), String(from), 6);
  return { change: Number(change), percent: Number(percent) };
}

const timeLabel = (model: KlineModel) => (model.isDaily() ? 'date' : 'dateTime');

/** "2024.01.02 to 2024.03.01: first close 10,00, last close 12,50, change +2,50 (+25,00%)" for the candles in view. */
export function chartSummary(model: KlineModel, format: KlineFormatters, texts: KlineTexts): string {
  const visible = model.visibleIndexes();
  if (!visible) return texts.empty;
  const { time, close } = model.series;
  const first = close[visible.first]!;
  const last = close[visible.last]!;
  const { change, percent } = priceChange(first, last);
  const label = timeLabel(model);
  return fillTemplate(model.options.mode === 'intraday' ? texts.summaryIntraday : texts.summary, {
    from: format.time(time[visible.first]!, label),
    to: format.time(time[visible.last]!, label),
    first: format.price(first),
    last: format.price(last),
    change: format.change(change),
    percent: format.percent(percent),
  });
}

/**
 * What the keyboard cursor announces for candle `index`: its time, open, high, low, close and
 * volume; intraday its price, the average price (when the session has one) and volume.
 */
export function cursorText(model: KlineModel, index: number, format: KlineFormatters, texts: KlineTexts): string {
  const candle = model.series.source[index];
  if (!candle) return '';
  const time = format.time(candle.time, timeLabel(model));
  if (model.options.mode === 'intraday') {
    // An index's session has no average price: nothing to read for it.
    return fillTemplate(model.series.hasAvg ? texts.cursorIntraday : texts.cursorIntradayPrice, {
      time,
      price: format.price(candle.close),
      avgPrice: candle.avgPrice === undefined ? '–' : format.price(candle.avgPrice),
      volume: format.volume(candle.volume),
    });
  }
  return fillTemplate(texts.cursor, {
    time,
    open: format.price(candle.open),
    high: format.price(candle.high),
    low: format.price(candle.low),
    close: format.price(candle.close),
    volume: format.volume(candle.volume),
  });
}

/** One row of the accessible table: the candle's time and its values as shown. */
export interface KlineTableRow {
  key: number;
  cells: readonly string[];
}

export interface KlineTable {
  caption: string;
  columns: readonly string[];
  rows: readonly KlineTableRow[];
}

/**
 * The table of candles in view (the newest `maxRows` of them when zoomed far out). Rows are
 * cached per candle object and formatter set, so a live tick or a pan formats only new rows.
 */
export function createTableBuilder() {
  let cache = new WeakMap<KlineCandle, KlineTableRow>();
  let cacheKey: unknown[] = [];
  return function buildTable(
    model: KlineModel,
    format: KlineFormatters,
    texts: KlineTexts,
    maxRows: number,
  ): KlineTable {
    const intraday = model.options.mode === 'intraday';
    // The average price column only when the session has one (an index's has none).
    const withAvg = intraday && model.series.hasAvg;
    const label = timeLabel(model);
    const key = [format, intraday, withAvg, label];
    if (key.some((part, i) => part !== cacheKey[i])) {
      cache = new WeakMap();
      cacheKey = key;
    }
    const columns = intraday
      ? [texts.time, texts.price, ...(withAvg ? [texts.avgPrice] : []), texts.volume]
      : [texts.time, texts.open, texts.high, texts.low, texts.close, texts.volume];
    const visible = model.visibleIndexes();
    if (!visible) return { caption: texts.empty, columns, rows: [] };
    const start = Math.max(visible.first, visible.last - maxRows + 1);
    const rows: KlineTableRow[] = [];
    const source = model.series.source;
    for (let i = start; i <= visible.last; i++) {
      const candle = source[i]!;
      let row = cache.get(candle);
      if (!row) {
        const time = format.time(candle.time, label);
        row = {
          key: candle.time,
          cells: intraday
            ? [
                time,
                format.price(candle.close),
                ...(withAvg ? [candle.avgPrice === undefined ? '–' : format.price(candle.avgPrice)] : []),
                format.volume(candle.volume),
              ]
            : [
                time,
                format.price(candle.open),
                format.price(candle.high),
                format.price(candle.low),
                format.price(candle.close),
                format.volume(candle.volume),
              ],
        };
        cache.set(candle, row);
      }
      rows.push(row);
    }
    const caption = fillTemplate(texts.tableCaption, {
      from: format.time(source[start]!.time, label),
      to: format.time(source[visible.last]!.time, label),
    });
    return { caption, columns, rows };
  };
}
