import type { KlineTexts } from '../a11y.ts';
import { ColumnBuffer } from '../decimate.ts';
import type { KlineFormatters } from '../format.ts';
import { Invalidate, REDRAW_MAIN, type KlineModel } from '../model.ts';
import { drawMain } from './drawMain.ts';
import { drawOverlay } from './drawOverlay.ts';
import { readPalette, type KlinePalette } from './palette.ts';
import { LineTracer, type DrawContext } from './series.ts';

const ALL = REDRAW_MAIN | Invalidate.cursor;

function context(canvas: HTMLCanvasElement, alpha: boolean): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d', { alpha });
  } catch {
    return null;
  }
}

/**
 * Draws a model onto two stacked canvases: the main one (candles, indicators, labels) and an
 * overlay (legends, crosshair), so that moving the crosshair never redraws the candles. Redraws
 * happen in requestAnimationFrame and only when the model reported a change; a resize redraws at
 * once (resizing a canvas clears it). Without a 2D context (jsdom) it does nothing.
 */
export class KlineRenderer {
  private readonly mainCtx: CanvasRenderingContext2D | null;
  private readonly overlayCtx: CanvasRenderingContext2D | null;
  private readonly tracer = new LineTracer();
  private readonly columns = new ColumnBuffer();
  private readonly unsubscribe: () => void;
  private palette: KlinePalette | null = null;
  private pending = 0;
  private frameRequest = 0;
  private pixelWidth = 0;
  private pixelHeight = 0;
  /** Nothing on the overlay: a frame with nothing to add leaves it alone (no clear, no repaint). */
  private overlayEmpty = true;

  private readonly model: KlineModel;
  private readonly mainCanvas: HTMLCanvasElement;
  private readonly overlayCanvas: HTMLCanvasElement;
  /** Where the theme is read (the chart's root element). */
  private readonly themed: Element;
  private format: KlineFormatters;
  private texts: KlineTexts;

  constructor(
    model: KlineModel,
    mainCanvas: HTMLCanvasElement,
    overlayCanvas: HTMLCanvasElement,
    themed: Element,
    format: KlineFormatters,
    texts: KlineTexts,
  ) {
    this.model = model;
    this.mainCanvas = mainCanvas;
    this.overlayCanvas = overlayCanvas;
    this.themed = themed;
    this.format = format;
    this.texts = texts;
    // The main canvas is opaque (it paints the surface colour): cheaper to composite.
    this.mainCtx = context(mainCanvas, false);
    this.overlayCtx = context(overlayCanvas, true);
    this.unsubscribe = model.subscribe((mask) => {
      if (mask & Invalidate.size) {
        // Font sizes follow the root font size, which follows the window.
        this.palette = null;
        this.draw(mask | this.pending);
      } else this.schedule(mask);
    });
  }

  get active(): boolean {
    return this.mainCtx !== null && this.overlayCtx !== null;
  }

  /** New formatters or texts: everything is redrawn. */
  setText(format: KlineFormatters, texts: KlineTexts): void {
    if (format === this.format && texts === this.texts) return;
    this.format = format;
    this.texts = texts;
    this.schedule(ALL);
  }

  /** The theme changed (brand, colour scheme, up/down convention): read it again and redraw. */
  refreshTheme(): void {
    this.palette = null;
    this.schedule(ALL);
  }

  /** Everything, in the next frame (e.g. once mounted: changes made before then join that frame). */
  scheduleAll(): void {
    this.schedule(ALL);
  }

  schedule(mask: number): void {
    if (!this.active) return;
    this.pending |= mask;
    if (this.frameRequest === 0) this.frameRequest = requestAnimationFrame(this.flush);
  }

  private readonly flush = () => {
    this.frameRequest = 0;
    const mask = this.pending;
    this.pending = 0;
    this.draw(mask);
  };

  /** Draws now what `mask` says changed. */
  draw(mask = ALL): void {
    const mainCtx = this.mainCtx;
    const overlayCtx = this.overlayCtx;
    if (!mainCtx || !overlayCtx) return;
    if (this.frameRequest !== 0) {
      cancelAnimationFrame(this.frameRequest);
      this.frameRequest = 0;
      mask |= this.pending;
      this.pending = 0;
    }
    const dpr = window.devicePixelRatio || 1;
    const width = Math.round(this.model.width * dpr);
    const height = Math.round(this.model.height * dpr);
    if (width !== this.pixelWidth || height !== this.pixelHeight) {
      this.pixelWidth = width;
      this.pixelHeight = height;
      for (const canvas of [this.mainCanvas, this.overlayCanvas]) {
        canvas.width = width;
        canvas.height = height;
      }
      this.overlayEmpty = true;
      mask = ALL;
    }
    if (width === 0 || height === 0) return;
    this.palette ??= readPalette(this.themed);
    const frame = this.model.frame();
    const base = { dpr, frame, series: this.model.series, palette: this.palette };
    if (mask & REDRAW_MAIN) {
      const dc: DrawContext = { ctx: mainCtx, ...base };
      drawMain(dc, this.model, this.format, this.tracer, this.columns);
    }
    const model = this.model;
    const overlay =
      model.cursor !== null ||
      frame.mainIndicator !== null ||
      frame.subIndicator !== null ||
      model.options.mode === 'intraday';
    if (overlay || !this.overlayEmpty) {
      drawOverlay({ ctx: overlayCtx, ...base }, model, this.format, this.texts);
      this.overlayEmpty = !overlay;
    }
  }

  destroy(): void {
    this.unsubscribe();
    if (this.frameRequest !== 0) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
  }
}
