import { describe, expect, it } from 'vitest';
import { drawRandom } from './random.ts';

const SEED = '5f1b0c9e2a7d4e6f8a9b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f';

describe('drawRandom', () => {
  it('gives the same numbers for the same seed and others for another seed', () => {
    const words = (seed: string) => {
      const random = drawRandom(seed);
      return Array.from({ length: 8 }, () => random.nextUint32());
    };
    expect(words(SEED)).toEqual(words(SEED));
    expect(words(SEED)).not.toEqual(words(`${SEED.slice(0, -1)}0`));
    for (const word of words(SEED)) expect(Number.isInteger(word) && word >= 0 && word < 2 ** 32).toBe(true);
  });

  it('pins its first numbers, so that a replay elsewhere can check itself against them', () => {
    const random = drawRandom('seed');
    expect([random.nextUint32(), random.nextUint32(), random.below(1000), random.below(6)]).toEqual([
      736050862, 1829154128, 886, 2,
    ]);
  });

  it('draws uniform integers below a bound, every value reachable, across the whole range', () => {
    const random = drawRandom(SEED);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 6000; i++) counts[random.below(6)]! += 1;
    for (const count of counts) expect(count).toBeGreaterThan(850);
    expect(random.below(1)).toBe(0);
    const huge = random.below(Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(huge) && huge >= 0).toBe(true);
  });

  it('redraws values of the incomplete last stretch (a bound just above 2^52 rejects about half)', () => {
    const random = drawRandom(SEED);
    const bound = 2 ** 52 + 1;
    for (let i = 0; i < 20; i++) expect(random.below(bound)).toBeLessThan(bound);
  });

  it('refuses bounds that are not whole numbers in [1, 2^53)', () => {
    const random = drawRandom(SEED);
    for (const bound of [0, -1, 1.5, 2 ** 53, Number.NaN]) expect(() => random.below(bound)).toThrow(RangeError);
  });
});
