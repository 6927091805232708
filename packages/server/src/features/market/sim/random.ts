import { hash128 } from '@broker/domain';

/**
 * Seeded random numbers. Every stream is keyed by what it describes (seed, purpose, instrument,
 * day, minute), so a number never depends on what was generated before it: a day's path is the
 * same whether it is asked for first or after five years of others. Floats are only the model's
 * random draws; prices become integer ticks before anything is stored or shown.
 */
/** A 32-bit hash of a key in [0, 1): for fixed per-instrument choices (a dividend's day of the month). */
export function hashUnit(...parts: readonly (string | number)[]): number {
  return hash128(parts.join('|'))[0] / 4294967296;
}

/**
 * The standard normal's inverse CDF (Acklam's approximation, relative error below 1.2e-9) on a
 * grid of probabilities; a draw interpolates between two points. Tails end near ±3.7 sd, which
 * the fat-tailed `shock` makes up for.
 */
const NORMAL_STEPS = 8192;
const NORMAL_TABLE = (() => {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239,
  ];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  const inverse = (p: number) => {
    if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
    if (p > 0.97575) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
    const q = p - 0.5;
    const r = q * q;
    return (
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
    );
  };
  const table = new Float64Array(NORMAL_STEPS + 1);
  for (let i = 0; i <= NORMAL_STEPS; i++) table[i] = inverse((i + 0.5) / (NORMAL_STEPS + 1));
  return table;
})();

/** sfc32 (small fast counter, public domain): passes PractRand, and is cheap to seed per key. */
export class Random {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(...parts: readonly (string | number)[]) {
    [this.#a, this.#b, this.#c, this.#d] = hash128(parts.join('|'));
    for (let i = 0; i < 12; i++) this.uniform();
  }

  /** Uniform in [0, 1). */
  uniform(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Standard normal, from the inverse-CDF table (one uniform per draw: paths need millions). */
  normal(): number {
    const x = this.uniform() * NORMAL_STEPS;
    const i = Math.floor(x);
    return NORMAL_TABLE[i]! + (x - i) * (NORMAL_TABLE[i + 1]! - NORMAL_TABLE[i]!);
  }

  /**
   * A fat-tailed shock with unit variance: mostly normal, now and then a "news" draw with
   * `scale` times the spread (`chance` of the time). Markets have fat tails; a plain normal walk
   * would never show a 6 % day in a 20 %-volatility stock.
   */
  shock(chance: number, scale: number): number {
    const norm = Math.sqrt(1 - chance + chance * scale * scale);
    const z = this.normal();
    return (this.uniform() < chance ? z * scale : z) / norm;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.uniform() * n);
  }
}
