import type { KlinePalette } from './palette.ts';

/** Sets the label font: the kit's small size in its font family. */
export function setFont(ctx: CanvasRenderingContext2D, palette: KlinePalette, weight = 400): void {
  ctx.font = `${weight} ${palette.fontSize}px ${palette.fontFamily}`;
}

/** A label over the chart with a halo of the surface colour, legible over candles and grid. */
export function haloText(
  ctx: CanvasRenderingContext2D,
  palette: KlinePalette,
  text: string,
  x: number,
  y: number,
  color = palette.muted,
): void {
  ctx.lineWidth = 3;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = palette.surface;
  ctx.strokeText(text, x, y);
  ctx.fillStyle = color;
  ctx.fillText(text, x, y);
}

/** A filled tag with centred text (last price, crosshair values), kept inside [0, maxX]. */
export function tag(
  ctx: CanvasRenderingContext2D,
  palette: KlinePalette,
  text: string,
  x: number,
  y: number,
  align: 'right' | 'center',
  background: string,
  foreground: string,
  maxX: number,
): void {
  const padX = 4;
  const width = ctx.measureText(text).width + padX * 2;
  const height = palette.fontSize + 6;
  let left = align === 'right' ? x - width : x - width / 2;
  left = Math.max(0, Math.min(maxX - width, left));
  const top = y - height / 2;
  ctx.fillStyle = background;
  ctx.beginPath();
  ctx.roundRect(left, top, width, height, 3);
  ctx.fill();
  ctx.fillStyle = foreground;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, left + width / 2, y + 0.5);
}
