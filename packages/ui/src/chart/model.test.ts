import { describe, expect, it, vi } from 'vitest';
import type { KlineCandle } from './candles.ts';
import { Invalidate, KlineModel } from './model.ts';
import { sampleCandles, sampleIntraday } from '../components/KlineChart/sampleCandles.ts';

const MINUTE = 60_000;

function model(candles: readonly KlineCandle[], options: ConstructorParameters<typeof KlineModel>[0] = {}) {
  const m = new KlineModel({ timeZone: 'Europe/Amsterdam', ...options });
  m.setCandles(candles);
  m.setSize(400, 300);
  return m;
}

describe('KlineModel', () => {
  const candles = sampleCandles({ count: 500 });

  it('opens on the newest candles and reports what changed', () => {
    const m = model(candles, { visibleBars: 60 });
    expect(m.visibleIndexes()).toEqual({ first: 446, last: 499 });
    const listener = vi.fn();
    m.subscribe(listener);
    m.panBars(-10);
    expect(listener).toHaveBeenLastCalledWith(Invalidate.view);
    m.pointerAt(200, 100);
    expect(listener).toHaveBeenLastCalledWith(Invalidate.cursor);
  });

  it('follows live candles when the newest is in view, and stays put in history', () => {
    const m = model(candles, { visibleBars: 60 });
    const tick = [...candles.slice(0, 499), { ...candles[499]!, close: 1 }];
    m.setCandles(tick);
    expect(m.series.close[499]).toBe(1);
    const appended = [...tick, { ...candles[499]!, time: candles[499]!.time + 86_400_000 }];
    const before = m.view.to;
    m.setCandles(appended);
    expect(m.view.to).toBe(before + 1);

    m.panBars(-200);
    const parked = m.view.to;
    m.setCandles([...appended, { ...candles[499]!, time: candles[499]!.time + 2 * 86_400_000 }]);
    expect(m.view.to).toBe(parked);
  });

  it('keeps the same candles in view when an older page arrives', () => {
    const m = model(candles.slice(200), { visibleBars: 60 });
    m.cursorTo(10);
    const shown = m.series.source[m.visibleIndexes()!.first];
    m.setCandles(candles);
    expect(m.series.source[m.visibleIndexes()!.first]).toBe(shown);
    expect(m.cursor?.index).toBe(210);
  });

  it('asks for older candles less than a screen from the start', () => {
    const m = model(candles, { visibleBars: 60 });
    expect(m.nearStart()).toBe(false);
    m.setVisibleRange(20, 79);
    expect(m.nearStart()).toBe(true);
  });

  it('zooms around the pointer and out to all candles, and back in', () => {
    const m = model(candles, { visibleBars: 100 });
    const under = m.hitTest(100, 150)!.index;
    m.zoom(2, 100);
    expect(m.view.span).toBe(50);
    expect(m.hitTest(100, 150)!.index).toBe(under);
    m.fitContent();
    expect(m.visibleIndexes()).toEqual({ first: 0, last: 499 });
    m.zoom(100);
    expect(m.view.span).toBe(10); // 40 px candles at most
  });

  it('sets and reports the visible range like a logical range', () => {
    const m = model(candles);
    m.setVisibleRange(380, 499);
    expect(m.visibleRange()).toEqual({ from: 380, to: 499 });
    expect(m.visibleIndexes()).toEqual({ first: 380, last: 499 });
  });

  it('hit-tests x to a candle and y to a price', () => {
    const m = model(candles, { visibleBars: 100 });
    const frame = m.frame();
    const hit = m.hitTest(m.xOf(450), 100)!;
    expect(hit.index).toBe(450);
    expect(hit.pane).toBe('main');
    expect(hit.value).toBeCloseTo(frame.main.invert(100));
    expect(m.hitTest(10, frame.layout.axis.top + 5)!.pane).toBe('axis');
    expect(m.hitTest(10, 295)!.pane).toBe('sub');
  });

  it('moves the keyboard cursor candle by candle and by a screen, keeping it in view', () => {
    const m = model(candles, { visibleBars: 60 });
    m.moveCursor(-1);
    expect(m.cursor).toEqual({ index: 499, y: null, source: 'keyboard' });
    m.moveCursor(-1);
    expect(m.cursor!.index).toBe(498);
    m.cursorTo(0);
    expect(m.visibleIndexes()!.first).toBe(0);
    m.page(1);
    expect(m.cursor!.index).toBe(60);
    const visible = m.visibleIndexes()!;
    expect(visible.first <= 60 && 60 <= visible.last).toBe(true);
    m.clearCursor();
    expect(m.legendIndex()).toBe(499);
  });

  it('scales the main pane to the visible candles and indicator lines', () => {
    const m = model(candles, { visibleBars: 60, mainIndicator: 'boll' });
    const { first, last, main, mainIndicator } = m.frame();
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = first; i <= last; i++) {
      lo = Math.min(lo, m.series.low[i]!, mainIndicator!.lines[2]!.values[i]!);
      hi = Math.max(hi, m.series.high[i]!, mainIndicator!.lines[1]!.values[i]!);
    }
    expect(main.min).toBeLessThan(lo);
    expect(main.max).toBeGreaterThan(hi);
    expect(main.ticks.length).toBeGreaterThan(2);
  });

  it('gives the sub chart its own scale (RSI fixed 0–100, VOL from zero)', () => {
    const rsi = model(candles, { subChart: 'rsi' }).frame();
    expect([rsi.sub!.min, rsi.sub!.max]).toEqual([0, 100]);
    const vol = model(candles, { subChart: 'vol' }).frame();
    expect(vol.sub!.min).toBe(0);
    expect(model(candles, { subChart: 'none' }).frame().sub).toBeNull();
  });

  it('computes only the indicators on show, and the tail on a tick', () => {
    const m = model(candles, { mainIndicator: 'ma', subChart: 'macd' });
    m.frame();
    const ma = m.indicator('ma');
    expect(ma.computed).toBe(500);
    const spy = vi.spyOn(ma, 'compute');
    m.setCandles([...candles.slice(0, 499), { ...candles[499]!, close: 200 }]);
    m.frame();
    expect(spy).toHaveBeenCalledWith(m.series, 499);
  });

  it('fits a growing intraday session', () => {
    const session = sampleIntraday({ count: 120 });
    const m = model(session, { mode: 'intraday', visibleBars: 'all' });
    expect(m.visibleIndexes()).toEqual({ first: 0, last: 119 });
    const next = [...session, { ...session[119]!, time: session[119]!.time + MINUTE }];
    m.setCandles(next);
    expect(m.visibleIndexes()).toEqual({ first: 0, last: 120 });
    expect(m.isDaily()).toBe(false);
    expect(model(candles).isDaily()).toBe(true);
  });

  it('puts time ticks on the candles in view', () => {
    const { timeTicks, first, last } = model(candles, { visibleBars: 120 }).frame();
    expect(timeTicks.length).toBeGreaterThan(1);
    expect(timeTicks.every((t) => t.index >= first && t.index <= last)).toBe(true);
  });
});

describe('KlineModel.prepare', () => {
  it('weighs the time axis of a new data set after the first frame, and live ticks at once', () => {
    const m = model(sampleCandles({ count: 2000 }), { visibleBars: 60 });
    expect(m.needsPrepare).toBe(true);
    m.frame();
    m.prepare();
    expect(m.needsPrepare).toBe(false);
    const candles = [...m.series.source];
    m.setCandles([...candles.slice(0, -1), { ...candles.at(-1)!, close: 1 }]);
    expect(m.needsPrepare).toBe(false);
    m.fitContent();
    expect(m.frame().timeTicks.length).toBeGreaterThan(1);
  });
});
