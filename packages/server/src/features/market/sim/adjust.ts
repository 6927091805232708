import type { KlineAdjust } from '@broker/domain';
import type { AppliedAction } from './daily.ts';

/** An exact adjustment factor. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

const ONE: Fraction = { num: 1n, den: 1n };
const times = (a: Fraction, b: Fraction): Fraction => ({ num: a.num * b.num, den: a.den * b.den });

/**
 * Price adjustment for dividends and splits, the standard factor method. Each action's factor is
 * its session's reference price over the previous close (`(close − dividend) / close`, or
 * `from / to` for a split; a bonus issue a:b is the split of a into a + b): what the old price is
 * worth on the new basis.
 *
 * - pre (前复权): a price is multiplied by the factors of every action after its session, so
 *   history is restated on today's basis and the latest prices are the real ones;
 * - post (后复权): a price is divided by the factors of every action up to and including its
 *   session, so the first prices are the real ones and later prices grow with what was paid out;
 * - none: the prices as they traded.
 *
 * Factors are exact fractions of ticks; an adjusted price is rounded half-up once, at the end.
 */
export function adjustmentFor(actions: readonly AppliedAction[], mode: KlineAdjust): (k: number) => Fraction {
  if (mode === 'none' || actions.length === 0) return () => ONE;
  const factors = actions.map((action) => ({
    k: action.k,
    factor: { num: BigInt(action.reference), den: BigInt(action.previousClose) },
  }));
  // after[i]: product of the factors of actions i, i+1, …; upTo[i]: inverse product of actions 0 … i−1.
  const after: Fraction[] = new Array(factors.length + 1);
  after[factors.length] = ONE;
  for (let i = factors.length - 1; i >= 0; i--) after[i] = times(after[i + 1]!, factors[i]!.factor);
  const upTo: Fraction[] = [ONE];
  for (let i = 0; i < factors.length; i++) {
    const { num, den } = factors[i]!.factor;
    upTo.push(times(upTo[i]!, { num: den, den: num }));
  }
  return (k) => {
    // The number of actions effective on or before session k.
    let count = 0;
    while (count < factors.length && factors[count]!.k <= k) count += 1;
    return mode === 'pre' ? after[count]! : upTo[count]!;
  };
}

/** A price (integer units) times a factor, rounded half-up to an integer unit. */
export function applyFactor(units: number, factor: Fraction): number {
  if (factor.num === factor.den) return units;
  const scaled = BigInt(units) * factor.num;
  return Number((2n * scaled + factor.den) / (2n * factor.den));
}
