import { area, line } from 'd3-shape';
import type { CandleSeries } from '../candles.ts';
import { aggregateColumns, decimateLine, PointBuffer, type ColumnBuffer } from '../decimate.ts';
import type { KlineFrame } from '../frame.ts';
import type { ValueScale } from '../scales.ts';
import type { KlinePalette } from './palette.ts';

/** What every drawing step reads. Candles and bars are drawn in device pixels (crisp edges), lines in CSS px. */
export interface DrawContext {
  ctx: CanvasRenderingContext2D;
  dpr: number;
  frame: KlineFrame;
  series: CandleSeries;
  palette: KlinePalette;
}

/** Below this many device px per candle, candles are aggregated per pixel column. */
export const COLUMN_MODE_BELOW = 2;

/** Body and wick widths (device px) for `k` device px per candle; same parity, so the wick is centred. */
export function candleWidths(k: number, dpr: number): { body: number; wick: number } {
  const wick = Math.max(1, Math.floor(dpr));
  let body = Math.max(wick, Math.floor(k * 0.72));
  if ((body - wick) % 2 !== 0) body -= 1;
  return { body: Math.max(wick, body), wick };
}

/**
 * Draws lines through d3-shape generators bound to the canvas (`.context(ctx)`), reusing one index
 * buffer. Up to one point per device pixel the line goes through every candle; beyond that it is
 * M4-decimated (first, min, max, last per column), which draws the same pixels.
 */
export class LineTracer {
  private readonly indices: number[] = [];
  private readonly points = new PointBuffer();
  private values: ArrayLike<number> = [];
  private decimated = false;
  private from = 0;
  private barPx = 0;
  private dpr = 1;
  private a = 1;
  private b = 0;
  private base = 0;
  private readonly valueAt = (i: number) => (this.decimated ? this.points.y[i]! : this.values[i]!);
  private readonly xAt = (i: number) =>
    this.decimated ? this.points.x[i]! / this.dpr : (i + 0.5 - this.from) * this.barPx;
  private readonly yAt = (i: number) => this.a * this.valueAt(i) + this.b;
  private readonly defined = (i: number) => {
    const v = this.valueAt(i);
    return v === v;
  };
  private readonly path = line<number>().x(this.xAt).y(this.yAt).defined(this.defined);
  private readonly fill = area<number>()
    .x(this.xAt)
    .y0(() => this.base)
    .y1(this.yAt)
    .defined(this.defined);

  private prepare(values: ArrayLike<number>, frame: KlineFrame, scale: ValueScale, dpr: number): void {
    this.values = values;
    this.from = frame.from;
    this.barPx = frame.barPx;
    this.dpr = dpr;
    this.a = scale.a;
    this.b = scale.b;
    const k = frame.barPx * dpr;
    this.decimated = k < 1;
    this.indices.length = 0;
    if (this.decimated) {
      decimateLine(values, frame.first, frame.last, frame.from, k, this.points);
      for (let j = 0; j < this.points.count; j++) this.indices.push(j);
    } else {
      for (let i = frame.first; i <= frame.last; i++) this.indices.push(i);
    }
  }

  stroke(dc: DrawContext, values: ArrayLike<number>, scale: ValueScale, color: string, width = 1): void {
    const { ctx, frame, dpr } = dc;
    if (frame.last < frame.first) return;
    this.prepare(values, frame, scale, dpr);
    ctx.beginPath();
    this.path.context(ctx)(this.indices);
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.lineJoin = 'round';
    ctx.stroke();
  }

  /** Fills between the line and `base` (CSS px), e.g. the soft area under the intraday price. */
  fillTo(dc: DrawContext, values: ArrayLike<number>, scale: ValueScale, base: number, color: string, alpha: number) {
    const { ctx, frame, dpr } = dc;
    if (frame.last < frame.first) return;
    this.prepare(values, frame, scale, dpr);
    this.base = base;
    ctx.beginPath();
    this.fill.context(ctx)(this.indices);
    ctx.globalAlpha = alpha;
    ctx.fillStyle = color;
    ctx.fill();
    ctx.globalAlpha = 1;
  }
}

const direction = (open: number, close: number) => (close > open ? 0 : close < open ? 1 : 2);

/** Whether candles are drawn as aggregated pixel columns; if so, fills `columns` (once per frame). */
export function aggregateIfDense(dc: DrawContext, columns: ColumnBuffer): boolean {
  const { frame, dpr, series } = dc;
  const k = frame.barPx * dpr;
  if (k >= COLUMN_MODE_BELOW || frame.last < frame.first) return false;
  aggregateColumns(series, frame.first, frame.last, frame.from, k, columns);
  return true;
}

/**
 * Candles (wick and body) in the up/down/flat colours, one colour per pass so the fill style is
 * set three times per frame; zoomed far out, the column candles of `aggregateIfDense`.
 */
export function drawCandles(dc: DrawContext, columns: ColumnBuffer): void {
  const { ctx, dpr, frame, series, palette } = dc;
  if (frame.last < frame.first) return;
  const k = frame.barPx * dpr;
  const a = frame.main.a * dpr;
  const b = frame.main.b * dpr;
  const colors = [palette.up, palette.down, palette.flat];
  if (k < COLUMN_MODE_BELOW) {
    for (let pass = 0; pass < 3; pass++) {
      ctx.fillStyle = colors[pass]!;
      for (let c = 0; c < columns.count; c++) {
        if (direction(columns.open[c]!, columns.close[c]!) !== pass) continue;
        const top = Math.round(a * columns.high[c]! + b);
        const bottom = Math.round(a * columns.low[c]! + b);
        ctx.fillRect(columns.x[c]!, top, 1, Math.max(1, bottom - top));
      }
    }
    return;
  }
  const { body, wick } = candleWidths(k, dpr);
  const { open, high, low, close } = series;
  for (let pass = 0; pass < 3; pass++) {
    ctx.fillStyle = colors[pass]!;
    for (let i = frame.first; i <= frame.last; i++) {
      const o = open[i]!;
      const c = close[i]!;
      if (direction(o, c) !== pass) continue;
      const x = Math.floor((i + 0.5 - frame.from) * k);
      const top = Math.round(a * high[i]! + b);
      const bottom = Math.round(a * low[i]! + b);
      ctx.fillRect(x - (wick >> 1), top, wick, Math.max(wick, bottom - top));
      if (body > wick) {
        const yo = Math.round(a * o + b);
        const yc = Math.round(a * c + b);
        ctx.fillRect(x - (body >> 1), Math.min(yo, yc), body, Math.max(wick, Math.abs(yo - yc)));
      }
    }
  }
}

/** Volume bars from zero, coloured by their candle's direction (column candles when zoomed out). */
export function drawVolumeBars(dc: DrawContext, scale: ValueScale, columns: ColumnBuffer): void {
  const { ctx, dpr, frame, series, palette } = dc;
  if (frame.last < frame.first) return;
  const k = frame.barPx * dpr;
  const a = scale.a * dpr;
  const b = scale.b * dpr;
  const zero = Math.round(b);
  const colors = [palette.up, palette.down, palette.flat];
  ctx.globalAlpha = 0.7;
  if (k < COLUMN_MODE_BELOW) {
    // Aggregated once this frame by aggregateIfDense (volume: each column's largest).
    for (let pass = 0; pass < 3; pass++) {
      ctx.fillStyle = colors[pass]!;
      for (let c = 0; c < columns.count; c++) {
        if (direction(columns.open[c]!, columns.close[c]!) !== pass) continue;
        const top = Math.round(a * columns.volume[c]! + b);
        ctx.fillRect(columns.x[c]!, top, 1, Math.max(1, zero - top));
      }
    }
  } else {
    const { body } = candleWidths(k, dpr);
    const { open, close, volume } = series;
    for (let pass = 0; pass < 3; pass++) {
      ctx.fillStyle = colors[pass]!;
      for (let i = frame.first; i <= frame.last; i++) {
        if (direction(open[i]!, close[i]!) !== pass) continue;
        const x = Math.floor((i + 0.5 - frame.from) * k);
        const top = Math.round(a * volume[i]! + b);
        ctx.fillRect(x - (body >> 1), top, body, Math.max(1, zero - top));
      }
    }
  }
  ctx.globalAlpha = 1;
}

/** Bars from zero (MACD), up colour above and down colour below; zoomed out, each column's largest. */
export function drawSignedBars(dc: DrawContext, values: ArrayLike<number>, scale: ValueScale): void {
  const { ctx, dpr, frame, palette } = dc;
  if (frame.last < frame.first) return;
  const k = frame.barPx * dpr;
  const a = scale.a * dpr;
  const b = scale.b * dpr;
  const zero = Math.round(b);
  const width = k < COLUMN_MODE_BELOW ? 1 : Math.max(1, candleWidths(k, dpr).body);
  for (let pass = 0; pass < 2; pass++) {
    ctx.fillStyle = pass === 0 ? palette.up : palette.down;
    let i = frame.first;
    while (i <= frame.last) {
      const column = Math.floor((i + 0.5 - frame.from) * k);
      let value = values[i]!;
      let j = i + 1;
      if (k < COLUMN_MODE_BELOW) {
        for (; j <= frame.last && Math.floor((j + 0.5 - frame.from) * k) === column; j++) {
          const v = values[j]!;
          if (Math.abs(v) > Math.abs(value) || value !== value) value = v;
        }
      }
      i = j;
      if (value !== value || (pass === 0) !== value >= 0) continue;
      const y = Math.round(a * value + b);
      const x = k < COLUMN_MODE_BELOW ? column : column - (width >> 1);
      ctx.fillRect(x, Math.min(y, zero), width, Math.max(1, Math.abs(zero - y)));
    }
  }
}
