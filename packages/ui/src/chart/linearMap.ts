/*
 * In a module of its own, without d3: a sparkline needs only this, not d3-scale's tick rules
 * (with d3-array and d3-format, about 3 KiB gzip on the home screen; issue #17).
 */

/** A linear map from a value domain to screen positions (y = a·v + b), and back. */
export interface LinearMap {
  (value: number): number;
  invert(position: number): number;
  readonly a: number;
  readonly b: number;
}

/**
 * The linear map taking `domain` onto `range`. Why not d3-scale's `scaleLinear`: it interpolates
 * any value type, so it brings d3-interpolate and d3-color (with its 148 colour names) into every
 * chart, 6 KiB gzip that drawing numbers never uses, and the hot loops need the coefficients anyway.
 */
export function linearMap([d0, d1]: readonly [number, number], [r0, r1]: readonly [number, number]): LinearMap {
  const a = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  const b = r0 - a * d0;
  const map = (value: number) => a * value + b;
  return Object.assign(map, { a, b, invert: (position: number) => (a === 0 ? d0 : (position - b) / a) });
}
