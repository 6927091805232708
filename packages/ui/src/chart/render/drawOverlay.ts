import { priceChange, type KlineTexts } from '../a11y.ts';
import type { KlineFormatters } from '../format.ts';
import type { IndicatorData } from '../indicators/store.ts';
import { LEGEND_HEIGHT, placeLegend } from '../layout.ts';
import type { KlineModel } from '../model.ts';
import type { DrawContext } from './series.ts';
import { haloText, setFont, tag } from './text.ts';

type LegendItem = [text: string, color: string];

/**
 * A pane's legend: every item, left to right on its legend line; what does not fit continues on
 * the next line, over the top of the plot with a halo, so that each line drawn is named.
 */
function legend(dc: DrawContext, items: readonly LegendItem[], y: number): void {
  const { ctx, frame, palette } = dc;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  const widths = items.map(([text]) => ctx.measureText(text).width);
  const spots = placeLegend(widths, 4, frame.layout.width - 4, 6);
  items.forEach(([text, color], index) => {
    const { x, line } = spots[index]!;
    if (line === 0) {
      ctx.fillStyle = color;
      ctx.fillText(text, x, y);
    } else haloText(ctx, palette, text, x, y + line * LEGEND_HEIGHT, color);
  });
}

function indicatorItems(
  dc: DrawContext,
  indicator: IndicatorData,
  index: number,
  format: (value: number) => string,
): LegendItem[] {
  const { palette, series } = dc;
  const items: LegendItem[] = [];
  const value = (v: number) => (v === v ? format(v) : '–');
  if (indicator.volumeBars) items.push([`${indicator.title} ${value(series.volume[index]!)}`, palette.text]);
  else if (indicator.title) items.push([indicator.title, palette.muted]);
  for (const line of indicator.lines)
    items.push([`${line.label} ${value(line.values[index]!)}`, palette.lines[line.color]!]);
  if (indicator.histogram) {
    const v = indicator.histogram.values[index]!;
    items.push([`${indicator.histogram.label} ${value(v)}`, v >= 0 ? palette.up : palette.down]);
  }
  return items;
}

/** The tooltip of the crosshair's candle, on the side away from the crosshair. */
function tooltip(dc: DrawContext, model: KlineModel, index: number, format: KlineFormatters, texts: KlineTexts): void {
  const { ctx, frame, palette, series } = dc;
  const intraday = model.options.mode === 'intraday';
  const close = series.close[index]!;
  const previous = index > 0 ? series.close[index - 1]! : series.open[index]!;
  const { change, percent } = priceChange(previous, close);
  const changeColor = change > 0 ? palette.up : change < 0 ? palette.down : palette.text;
  const avg = series.avg[index]!;
  const rows: [string, string, string][] = intraday
    ? [[texts.price, format.price(close), palette.text]]
    : [
        [texts.open, format.price(series.open[index]!), palette.text],
        [texts.high, format.price(series.high[index]!), palette.text],
        [texts.low, format.price(series.low[index]!), palette.text],
        [texts.close, format.price(close), palette.text],
      ];
  // An index's session has no average price: no row for it.
  if (intraday && series.hasAvg) rows.push([texts.avgPrice, avg === avg ? format.price(avg) : '–', palette.text]);
  rows.push([texts.change, `${format.change(change)} (${format.percent(percent)})`, changeColor]);
  rows.push([texts.volume, format.volume(series.volume[index]!), palette.text]);
  const title = format.time(series.time[index]!, model.isDaily() ? 'date' : 'dateTime');

  const lineHeight = palette.fontSize + 4;
  const pad = 6;
  let labelWidth = 0;
  let valueWidth = 0;
  for (const [label, value] of rows) {
    labelWidth = Math.max(labelWidth, ctx.measureText(label).width);
    valueWidth = Math.max(valueWidth, ctx.measureText(value).width);
  }
  const inner = Math.max(ctx.measureText(title).width, labelWidth + 12 + valueWidth);
  const width = Math.min(frame.layout.width - 8, inner + pad * 2);
  const height = lineHeight * (rows.length + 1) + pad * 2;
  const cursorX = (index + 0.5 - frame.from) * frame.barPx;
  // On the right, it leaves the value tags at the right edge free (about a price's width).
  const tagRoom = ctx.measureText(format.price(close)).width + 12;
  const left = cursorX < frame.layout.width / 2 ? Math.max(4, frame.layout.width - width - tagRoom) : 4;
  const top = frame.layout.main.plotTop + 2;

  ctx.globalAlpha = 0.95;
  ctx.fillStyle = palette.raised;
  ctx.beginPath();
  ctx.roundRect(left, top, width, height, 4);
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.strokeStyle = palette.grid;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = palette.muted;
  ctx.fillText(title, left + pad, top + pad + lineHeight / 2);
  rows.forEach(([label, value, color], row) => {
    const y = top + pad + lineHeight * (row + 1.5);
    ctx.textAlign = 'left';
    ctx.fillStyle = palette.muted;
    ctx.fillText(label, left + pad, y);
    ctx.textAlign = 'right';
    ctx.fillStyle = color;
    ctx.fillText(value, left + width - pad, y);
  });
}

/**
 * The overlay canvas: legends (values at the cursor, else of the newest candle) and the
 * crosshair with its value and time tags and tooltip. Moving the crosshair redraws only this.
 */
export function drawOverlay(dc: DrawContext, model: KlineModel, format: KlineFormatters, texts: KlineTexts): void {
  const { ctx, dpr, frame, palette, series } = dc;
  const { layout } = frame;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const index = model.legendIndex();
  if (index < 0 || layout.width <= 0) return;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  setFont(ctx, palette);

  const mainY = layout.main.top + (layout.main.plotTop - layout.main.top) / 2;
  if (model.options.mode === 'intraday') {
    const avg = series.avg[index]!;
    const items: LegendItem[] = [[`${texts.price} ${format.price(series.close[index]!)}`, palette.lines[0]]];
    if (series.hasAvg) items.push([`${texts.avgPrice} ${avg === avg ? format.price(avg) : '–'}`, palette.lines[1]]);
    legend(dc, items, mainY);
  } else if (frame.mainIndicator) {
    legend(dc, indicatorItems(dc, frame.mainIndicator, index, format.price), mainY);
  }
  if (frame.subIndicator && layout.sub) {
    const items = indicatorItems(
      dc,
      frame.subIndicator,
      index,
      frame.subIndicator.volumeBars ? format.volume : format.price,
    );
    legend(dc, items, layout.sub.top + (layout.sub.plotTop - layout.sub.top) / 2);
  }

  const cursor = model.cursor;
  if (!cursor) return;
  const x = Math.round((cursor.index + 0.5 - frame.from) * frame.barPx) + 0.5;
  ctx.save();
  ctx.setLineDash([3, 3]);
  ctx.strokeStyle = palette.muted;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(x, layout.main.plotTop);
  ctx.lineTo(x, layout.main.bottom);
  if (layout.sub) {
    ctx.moveTo(x, layout.sub.plotTop);
    ctx.lineTo(x, layout.sub.bottom);
  }
  // The pointer's height, or the candle's close for the keyboard cursor.
  const y = cursor.y ?? frame.main.a * series.close[cursor.index]! + frame.main.b;
  const inMain = y >= layout.main.plotTop && y <= layout.main.bottom;
  const inSub = layout.sub !== null && frame.sub !== null && y >= layout.sub.plotTop && y <= layout.sub.bottom;
  if (inMain || inSub) {
    ctx.moveTo(0, Math.round(y) + 0.5);
    ctx.lineTo(layout.width, Math.round(y) + 0.5);
  }
  ctx.stroke();
  ctx.restore();

  // The tooltip first: the value and time tags stay readable on top of it.
  tooltip(dc, model, cursor.index, format, texts);
  if (inMain) {
    const value = frame.main.invert(y);
    tag(ctx, palette, format.price(value), layout.width, y, 'right', palette.text, palette.surface, layout.width);
  } else if (inSub && frame.sub && frame.subIndicator) {
    const value = frame.sub.invert(y);
    const text = frame.subIndicator.volumeBars ? format.volume(Math.max(0, value)) : format.price(value);
    tag(ctx, palette, text, layout.width, y, 'right', palette.text, palette.surface, layout.width);
  }
  const time = format.time(series.time[cursor.index]!, model.isDaily() ? 'date' : 'dateTime');
  tag(
    ctx,
    palette,
    time,
    x,
    (layout.axis.top + layout.axis.bottom) / 2,
    'center',
    palette.text,
    palette.surface,
    layout.width,
  );
}
