import type { ColumnBuffer } from '../decimate.ts';
import type { KlineFormatters } from '../format.ts';
import type { KlineModel } from '../model.ts';
import type { ValueScale } from '../scales.ts';
import {
  aggregateIfDense,
  drawCandles,
  drawSignedBars,
  drawVolumeBars,
  type DrawContext,
  type LineTracer,
} from './series.ts';
import { drawnValueTicks, tagBand, type LabelBand } from '../valueLabels.ts';
import { haloText, setFont, tag } from './text.ts';

function clip(dc: DrawContext, top: number, bottom: number): void {
  const { ctx, dpr, frame } = dc;
  ctx.beginPath();
  ctx.rect(0, Math.round(top * dpr), Math.round(frame.layout.width * dpr), Math.round((bottom - top) * dpr));
  ctx.clip();
}

/** Grid lines at the value and time ticks, and the lines around the time axis (device px). */
function drawGrid(dc: DrawContext): void {
  const { ctx, dpr, frame, palette } = dc;
  const { layout } = frame;
  const width = Math.round(layout.width * dpr);
  const k = frame.barPx * dpr;
  ctx.fillStyle = palette.grid;
  ctx.globalAlpha = 0.55;
  const rows = (scale: ValueScale, top: number, bottom: number) => {
    for (const tick of scale.ticks) {
      const y = Math.round((scale.a * tick + scale.b) * dpr);
      if (y >= top * dpr && y <= bottom * dpr) ctx.fillRect(0, y, width, 1);
    }
  };
  rows(frame.main, layout.main.plotTop, layout.main.bottom);
  if (frame.sub && layout.sub) rows(frame.sub, layout.sub.plotTop, layout.sub.bottom);
  for (const tick of frame.timeTicks) {
    const x = Math.floor((tick.index + 0.5 - frame.from) * k);
    ctx.fillRect(
      x,
      Math.round(layout.main.plotTop * dpr),
      1,
      Math.round((layout.main.bottom - layout.main.plotTop) * dpr),
    );
    if (layout.sub) {
      ctx.fillRect(
        x,
        Math.round(layout.sub.plotTop * dpr),
        1,
        Math.round((layout.sub.bottom - layout.sub.plotTop) * dpr),
      );
    }
  }
  ctx.globalAlpha = 1;
  ctx.fillRect(0, Math.round(layout.axis.top * dpr), width, Math.max(1, Math.floor(dpr / 2)));
  if (layout.sub) ctx.fillRect(0, Math.round(layout.axis.bottom * dpr), width, Math.max(1, Math.floor(dpr / 2)));
}

/** Value labels at the right edge of a pane, above their grid lines. */
function valueLabels(
  dc: DrawContext,
  scale: ValueScale,
  top: number,
  bottom: number,
  format: (value: number) => string,
  avoid?: LabelBand | null,
): void {
  const { ctx, frame, palette } = dc;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'bottom';
  const yOf = (value: number) => scale.a * value + scale.b;
  for (const tick of drawnValueTicks(scale.ticks, yOf, { top, bottom }, palette.fontSize, avoid)) {
    haloText(ctx, palette, format(tick), frame.layout.width - 4, yOf(tick) - 2);
  }
}

/** Where the last price's tag is drawn in the main pane (CSS px), or null when it is not drawn. */
function lastPriceBand(dc: DrawContext): LabelBand | null {
  const { frame, palette, series } = dc;
  if (series.length === 0) return null;
  const y = frame.main.a * series.close[series.length - 1]! + frame.main.b;
  if (y < frame.layout.main.plotTop || y > frame.layout.main.bottom) return null;
  return tagBand(y, palette.fontSize);
}

/** Time labels in the axis strip, centred on their candles and kept inside the chart. */
function timeLabels(dc: DrawContext, format: KlineFormatters): void {
  const { ctx, frame, palette, series } = dc;
  const { layout } = frame;
  const y = (layout.axis.top + layout.axis.bottom) / 2;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = palette.muted;
  for (const tick of frame.timeTicks) {
    const text = format.time(series.time[tick.index]!, tick.label);
    const half = ctx.measureText(text).width / 2;
    const x = Math.max(half + 2, Math.min(layout.width - half - 2, (tick.index + 0.5 - frame.from) * frame.barPx));
    ctx.fillText(text, x, y);
  }
}

/** The newest price: a dashed line across the main pane and a tag at the right in its direction's colour. */
function lastPrice(dc: DrawContext, format: KlineFormatters): void {
  const { ctx, frame, palette, series } = dc;
  const n = series.length;
  if (n === 0) return;
  const close = series.close[n - 1]!;
  const previous = n > 1 ? series.close[n - 2]! : series.open[n - 1]!;
  const color = close > previous ? palette.up : close < previous ? palette.down : palette.flat;
  const { main, layout } = { main: frame.main, layout: frame.layout };
  const y = main.a * close + main.b;
  if (y < layout.main.plotTop || y > layout.main.bottom) return;
  ctx.save();
  ctx.setLineDash([2, 3]);
  ctx.strokeStyle = color;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(0, Math.round(y) + 0.5);
  ctx.lineTo(layout.width, Math.round(y) + 0.5);
  ctx.stroke();
  ctx.restore();
  tag(ctx, palette, format.price(close), layout.width, y, 'right', color, palette.surface, layout.width);
}

/**
 * The main canvas: grid, candles or the intraday lines, the main indicator, the sub chart, the
 * value and time labels and the last price. Only drawing: every position comes from the frame.
 */
export function drawMain(
  dc: DrawContext,
  model: KlineModel,
  format: KlineFormatters,
  tracer: LineTracer,
  columns: ColumnBuffer,
): void {
  const { ctx, dpr, frame, palette, series } = dc;
  const { layout } = frame;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = palette.surface;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  if (layout.width <= 0 || layout.height <= 0) return;
  drawGrid(dc);
  aggregateIfDense(dc, columns);
  const intraday = model.options.mode === 'intraday';

  ctx.save();
  clip(dc, layout.main.plotTop, layout.main.bottom);
  if (intraday) {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const baseline = model.options.baseline;
    if (Number.isFinite(baseline)) {
      const y = Math.round(frame.main.a * baseline + frame.main.b) + 0.5;
      ctx.setLineDash([4, 4]);
      ctx.strokeStyle = palette.muted;
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(layout.width, y);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    tracer.fillTo(dc, series.close, frame.main, layout.main.bottom, palette.lines[0], 0.12);
    tracer.stroke(dc, series.close, frame.main, palette.lines[0], 1.5);
    if (series.hasAvg) tracer.stroke(dc, series.avg, frame.main, palette.lines[1], 1);
  } else {
    drawCandles(dc, columns);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    for (const line of frame.mainIndicator?.lines ?? []) {
      tracer.stroke(dc, line.values, frame.main, palette.lines[line.color]!, 1);
    }
  }
  ctx.restore();

  const sub = frame.subIndicator;
  if (sub && frame.sub && layout.sub) {
    ctx.save();
    clip(dc, layout.sub.plotTop, layout.sub.bottom);
    if (sub.volumeBars) drawVolumeBars(dc, frame.sub, columns);
    if (sub.histogram) drawSignedBars(dc, sub.histogram.values, frame.sub);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    for (const line of sub.lines) tracer.stroke(dc, line.values, frame.sub, palette.lines[line.color]!, 1);
    ctx.restore();
  }

  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  setFont(ctx, palette);
  valueLabels(dc, frame.main, layout.main.plotTop, layout.main.bottom, format.price, lastPriceBand(dc));
  if (sub && frame.sub && layout.sub) {
    valueLabels(dc, frame.sub, layout.sub.plotTop, layout.sub.bottom, sub.volumeBars ? format.volume : format.price);
  }
  timeLabels(dc, format);
  lastPrice(dc, format);
}
