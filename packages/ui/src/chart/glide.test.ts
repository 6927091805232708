import { afterEach, describe, expect, it, vi } from 'vitest';
import { Glide } from './glide.ts';
import { KlineModel } from './model.ts';

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Glide', () => {
  it('keeps a flick moving, slower and slower, until it stops', () => {
    reducedMotion(false);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const model = new KlineModel();
    const pan = vi.spyOn(model, 'panPixels');
    new Glide(model).start(1);
    let now = performance.now();
    for (let i = 0; i < 200 && frames.length > 0; i++) frames.shift()!((now += 16));
    expect(pan.mock.calls.length).toBeGreaterThan(10);
    const steps = pan.mock.calls.map(([dx]) => dx);
    expect(steps[5]!).toBeLessThan(steps[1]!);
    expect(frames).toHaveLength(0);
  });

  it('does not move at all for users who ask for reduced motion', () => {
    reducedMotion(true);
    const raf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    new Glide(new KlineModel()).start(2);
    expect(raf).not.toHaveBeenCalled();
  });

  it('stops when asked (a new touch, wheel or key)', () => {
    reducedMotion(false);
    vi.stubGlobal('requestAnimationFrame', () => 7);
    const cancel = vi.fn();
    vi.stubGlobal('cancelAnimationFrame', cancel);
    const glide = new Glide(new KlineModel());
    glide.start(1);
    glide.stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
