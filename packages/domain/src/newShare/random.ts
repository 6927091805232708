/**
 * The draw's random numbers: a generator derived from the published seed alone, so that anyone
 * can replay a draw with a few lines of JavaScript and no cryptography library. The seed's text is
 * hashed to 128 bits with cyrb128 and drives sfc32 (both public domain; the simulated market uses
 * the same pair). Only 32-bit integer operations are used (`Math.imul`, shifts), so every engine
 * gives the same numbers. The seed's commitment (`sha256(seed)`, published before the offering
 * opens) is checked with the platform's own SHA-256 — node:crypto on the server, WebCrypto in the
 * app — which is why the rules package needs none (docs/decisions.md "New shares").
 */

/** cyrb128 of a text: four 32-bit words (also the simulated market's seeding hash). */
export function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

const TWO_POW_32 = 4_294_967_296;
const TWO_POW_53 = 9_007_199_254_740_992;

/** A generator of the draw: 32-bit words, and uniform integers below a bound. */
export interface DrawRandom {
  /** The next 32-bit unsigned integer. */
  nextUint32(): number;
  /**
   * A uniform integer in [0, bound), for 1 ≤ bound < 2^53: 53 random bits, redrawn when they fall
   * in the incomplete last stretch (so no value is more likely than another). Every step is exact
   * in binary64.
   */
  below(bound: number): number;
}

/** The draw's generator of a seed: sfc32 seeded by cyrb128(seed), its first 12 outputs discarded. */
export function drawRandom(seed: string): DrawRandom {
  let [a, b, c, d] = hash128(seed);
  const nextUint32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) nextUint32();
  const below = (bound: number): number => {
    if (!Number.isSafeInteger(bound) || bound < 1) {
      throw new RangeError(`draw: bound ${bound} is not an integer in [1, 2^53)`);
    }
    const limit = TWO_POW_53 - (TWO_POW_53 % bound);
    for (;;) {
      const value = (nextUint32() >>> 11) * TWO_POW_32 + nextUint32();
      if (value < limit) return value % bound;
    }
  };
  return { nextUint32, below };
}
