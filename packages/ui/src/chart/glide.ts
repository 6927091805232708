import type { KlineModel } from './model.ts';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

/**
 * The chart keeps moving a little after a flick, slowing down (as native scrolling does); not at
 * all for users who ask for reduced motion. Any new touch, wheel or key stops it.
 */
export class Glide {
  private frame = 0;
  private readonly model: KlineModel;

  constructor(model: KlineModel) {
    this.model = model;
  }

  /** Starts from `velocity` CSS px per ms (positive: towards older candles, as a drag to the right). */
  start(velocity: number): void {
    this.stop();
    if (prefersReducedMotion() || Math.abs(velocity) < 0.2) return;
    let speed = velocity;
    let previous = performance.now();
    const step = (now: number) => {
      const dt = Math.min(64, now - previous);
      previous = now;
      this.model.panPixels(speed * dt);
      speed *= Math.pow(0.995, dt);
      this.frame = Math.abs(speed) > 0.02 ? requestAnimationFrame(step) : 0;
    };
    this.frame = requestAnimationFrame(step);
  }

  stop(): void {
    if (this.frame !== 0) cancelAnimationFrame(this.frame);
    this.frame = 0;
  }
}
