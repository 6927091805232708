import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
// Types of `cdp().send` (the Playwright provider's CDP session).
import type {} from '@vitest/browser-playwright';
import { render, screen, waitFor } from '@testing-library/react';
import { KlineChart } from './KlineChart.tsx';
import { sampleCandles, sampleIntraday } from './sampleCandles.ts';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { jadeBrand } from '../../themes/jade/index.ts';
import type { Brand } from '../../themes/brand.ts';
import type { UpDownConvention } from '../../themes/tokens.ts';
import type { KlineCandle } from '../../chart/candles.ts';
import { readPalette } from '../../chart/render/palette.ts';

/** The chart with a real canvas (Chromium): pixels, gestures, device pixel ratio. */

const DAY = 86_400_000;
const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** How often each colour occurs down the pixel column at CSS x of a canvas. */
function columnColors(canvas: HTMLCanvasElement, x: number): Map<string, number> {
  const ctx = canvas.getContext('2d')!;
  const dpr = canvas.width / canvas.clientWidth;
  const { data } = ctx.getImageData(Math.round(x * dpr), 0, 1, canvas.height);
  const colors = new Map<string, number>();
  for (let i = 0; i < data.length; i += 4) {
    if (data[i + 3] === 0) continue;
    const color = hex(data[i]!, data[i + 1]!, data[i + 2]!);
    colors.set(color, (colors.get(color) ?? 0) + 1);
  }
  return colors;
}

/** The candle's colour: of `up` and `down`, the one that fills most of the column (the body and wick). */
function candleColor(canvas: HTMLCanvasElement, x: number, up: string, down: string): string {
  const colors = columnColors(canvas, x);
  return (colors.get(up) ?? 0) > (colors.get(down) ?? 0) ? up : down;
}

// Two big candles, up then down: with so few, each is 40 px wide from the left edge.
const two: KlineCandle[] = [
  { time: Date.UTC(2024, 0, 2), open: 10, high: 21, low: 9, close: 20, volume: 100 },
  { time: Date.UTC(2024, 0, 3), open: 20, high: 21, low: 9, close: 10, volume: 100 },
];

function Chart({ brand, upDown, candles = two }: { brand: Brand; upDown?: UpDownConvention; candles?: KlineCandle[] }) {
  return (
    <ThemeRoot brand={brand} upDown={upDown}>
      <div style={{ width: 400 }}>
        <KlineChart candles={candles} timeZone="UTC" mainIndicator="none" subChart="none" />
      </div>
    </ThemeRoot>
  );
}

const mainCanvas = () => screen.getByRole('application').querySelector('canvas')!;

/** Where a point of this test frame is on the top-level page (CDP input uses the page's coordinates). */
function pagePoint(x: number, y: number): { x: number; y: number } {
  const frame = window.frameElement?.getBoundingClientRect();
  const scale = frame ? frame.width / window.innerWidth : 1;
  return { x: (frame?.left ?? 0) + x * scale, y: (frame?.top ?? 0) + y * scale };
}

/**
 * Moves the real mouse off the chart. Chromium sends a resting mouse's element a real pointermove
 * whenever the layout under it changes: resting on the chart (at 0,0 where the test frame
 * starts), it moves the crosshair away and breaks into a synthetic drag.
 */
async function parkMouse(surface: HTMLElement): Promise<void> {
  const rect = surface.getBoundingClientRect();
  await cdp().send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...pagePoint(rect.left + 5, rect.bottom + 150) });
}

describe('KlineChart on canvas', () => {
  // 1rem = 100 px, as on a 375 px phone: the chart is 300 px high.
  beforeAll(() => {
    document.documentElement.style.fontSize = '100px';
  });
  afterAll(() => {
    document.documentElement.style.fontSize = '';
  });

  it.each([
    ['Dutch (green up)', dutchBrand, undefined, '#0b6b35', '#b3261e'],
    ['Jade (red up)', jadeBrand, undefined, '#b0291e', '#0a6a50'],
    ['Dutch with the colour-blind-safe convention', dutchBrand, 'blueOrange' as const, '#1d4ed8', '#a63d00'],
  ])('%s: candles in the up and down colours of the convention', async (_, brand, upDown, up, down) => {
    render(<Chart brand={brand} upDown={upDown} />);
    await frame();
    const canvas = mainCanvas();
    expect(canvas.width).toBe(Math.round(canvas.clientWidth * window.devicePixelRatio));
    expect(candleColor(canvas, 20, up, down)).toBe(up);
    expect(candleColor(canvas, 60, up, down)).toBe(down);
  });

  it('follows a change of the up/down convention around it', async () => {
    const [green, red] = ['#0b6b35', '#b3261e'];
    const { rerender } = render(<Chart brand={dutchBrand} />);
    await frame();
    expect(candleColor(mainCanvas(), 20, green, red)).toBe(green);
    rerender(<Chart brand={dutchBrand} upDown="redUp" />);
    await waitFor(() => expect(candleColor(mainCanvas(), 20, green, red)).toBe(red));
    expect(candleColor(mainCanvas(), 60, green, red)).toBe(green);
  });

  it('draws the crosshair on the overlay when the mouse hovers', async () => {
    render(<Chart brand={dutchBrand} />);
    await frame();
    const surface = screen.getByRole('application');
    const overlay = surface.querySelectorAll('canvas')[1]!;
    await parkMouse(surface);
    const rect = surface.getBoundingClientRect();
    const blank = (x: number) => columnColors(overlay, x).size === 0;
    expect(blank(60)).toBe(true);
    surface.dispatchEvent(
      new PointerEvent('pointermove', {
        pointerType: 'mouse',
        clientX: rect.left + 60,
        clientY: rect.top + 100,
        bubbles: true,
      }),
    );
    // Drawn on the next frame; a busy machine (the whole suite on two cores) may need a few.
    await waitFor(() => expect(blank(60)).toBe(false), { timeout: 5000 });
  });

  it('pans with a drag and zooms with the wheel', async () => {
    const candles = sampleCandles({ count: 300, start: Date.UTC(2020, 0, 1) });
    render(<Chart brand={dutchBrand} candles={candles} />);
    await frame();
    const surface = screen.getByRole('application');
    await parkMouse(surface);
    const rect = surface.getBoundingClientRect();
    const range = () => surface.getAttribute('aria-label')!.split(':')[0]!;
    // The summary (its range before the colon) follows the first paint.
    await waitFor(() => expect(surface.getAttribute('aria-label')).toContain(':'));
    const before = range();
    const at = (type: string, x: number) =>
      surface.dispatchEvent(
        new PointerEvent(type, {
          pointerId: 1,
          pointerType: 'mouse',
          button: 0,
          buttons: type === 'pointerup' ? 0 : 1,
          clientX: rect.left + x,
          clientY: rect.top + 100,
          bubbles: true,
        }),
      );
    at('pointerdown', 300);
    for (let x = 290; x >= 100; x -= 10) at('pointermove', x);
    at('pointerup', 100);
    // Dragging right-to-left shows newer candles; at the newest, the view cannot go further: drag back.
    at('pointerdown', 100);
    for (let x = 110; x <= 350; x += 10) at('pointermove', x);
    at('pointerup', 350);
    await waitFor(() => expect(range()).not.toBe(before), { timeout: 5000 });

    const panned = range();
    surface.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: 400,
        clientX: rect.left + 200,
        clientY: rect.top + 100,
        bubbles: true,
        cancelable: true,
      }),
    );
    // Zoomed out: the range starts earlier.
    await waitFor(() => expect(range() < panned).toBe(true), { timeout: 5000 });
  });

  it('zooms in with two fingers and shows the crosshair after holding one still', async () => {
    const candles = sampleCandles({ count: 300, start: Date.UTC(2020, 0, 1) });
    render(<Chart brand={dutchBrand} candles={candles} />);
    await frame();
    const surface = screen.getByRole('application');
    const rect = surface.getBoundingClientRect();
    // Real touch input (CDP), in the coordinates of the top-level page that holds the test frame.
    const point = (x: number, id: number) => ({ ...pagePoint(rect.left + x, rect.top + 120), id });
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; id: number }[]) =>
      cdp().send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p) => point(p.x, p.id)) });
    const range = () => surface.getAttribute('aria-label')!.split(':')[0]!;
    await waitFor(() => expect(surface.getAttribute('aria-label')).toContain(':'));
    const before = range();
    await touch('touchStart', [
      { x: 180, id: 0 },
      { x: 220, id: 1 },
    ]);
    for (let d = 30; d <= 150; d += 10) {
      await touch('touchMove', [
        { x: 200 - d, id: 0 },
        { x: 200 + d, id: 1 },
      ]);
    }
    await touch('touchEnd', []);
    // Fewer candles in view: the range starts later.
    await waitFor(() => expect(range() > before).toBe(true), { timeout: 5000 });

    const overlay = surface.querySelectorAll('canvas')[1]!;
    const crosshairAt = (x: number) => columnColors(overlay, x).size > 0;
    await frame();
    expect(crosshairAt(250)).toBe(false);
    await touch('touchStart', [{ x: 250, id: 0 }]);
    await new Promise((resolve) => setTimeout(resolve, 450));
    await frame();
    expect(crosshairAt(250)).toBe(true);
    await touch('touchEnd', []);
  });

  it('draws the intraday average line only when the candles carry an average price (an index has none)', async () => {
    const session = sampleIntraday({ count: 240 });
    const linePixels = async (candles: KlineCandle[]) => {
      const { unmount } = render(
        <ThemeRoot brand={dutchBrand}>
          <div style={{ width: 400 }}>
            <KlineChart candles={candles} mode="intraday" subChart="none" timeZone="UTC" />
          </div>
        </ThemeRoot>,
      );
      await frame();
      const canvas = mainCanvas();
      const average = readPalette(screen.getByRole('application').parentElement!).lines[1];
      // A thin line is anti-aliased: count the pixels close to its colour.
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(average.slice(at, at + 2), 16));
      let count = 0;
      for (let x = 0; x < canvas.clientWidth; x += 2) {
        for (const [color, times] of columnColors(canvas, x)) {
          const [cr, cg, cb] = [1, 3, 5].map((at) => Number.parseInt(color.slice(at, at + 2), 16));
          if (Math.abs(cr! - r!) + Math.abs(cg! - g!) + Math.abs(cb! - b!) < 60) count += times;
        }
      }
      unmount();
      return count;
    };
    expect(await linePixels(session)).toBeGreaterThan(0);
    expect(await linePixels(session.map(({ avgPrice: _, ...candle }) => candle))).toBe(0);
  });

  it('adds no height to the page for its hidden table of candles', async () => {
    // 240 intraday minutes: a table of 200 rows, thousands of px tall if it took up room.
    const candles = sampleIntraday({ count: 240 });
    render(
      <ThemeRoot brand={dutchBrand}>
        <div style={{ width: 400 }}>
          <KlineChart candles={candles} mode="intraday" timeZone="UTC" />
        </div>
      </ThemeRoot>,
    );
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(200));
    await frame();
    const chart = screen.getByRole('application').parentElement!;
    const bottom = chart.getBoundingClientRect().bottom + window.scrollY;
    const page = document.scrollingElement!;
    // The page is as tall as what is on it: the chart (and the body's margin), not the table.
    expect(page.scrollHeight).toBeLessThanOrEqual(Math.max(window.innerHeight, Math.ceil(bottom) + 16));
    // Still there for screen readers: in the accessibility tree, with every row.
    expect(table).toHaveAccessibleName(/^Candles from/);
  });

  it('stays sharp at the device pixel ratio after a resize', async () => {
    const candles = Array.from({ length: 50 }, (_, i) => ({ ...two[0]!, time: two[0]!.time + i * DAY }));
    const { container } = render(<Chart brand={dutchBrand} candles={candles} />);
    await frame();
    (container.querySelector('div[style]') as HTMLElement).style.width = '300px';
    await waitFor(() => expect(mainCanvas().width).toBe(Math.round(300 * window.devicePixelRatio)));
  });
});
