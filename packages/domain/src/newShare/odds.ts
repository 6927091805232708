import type { Currency } from '../money/currency.ts';
import { roundMoney } from '../money/currency.ts';
import { div, mul, sub } from '../money/decimal.ts';
import { breakEven } from '../trading/settlement.ts';

/**
 * What a subscriber sees before subscribing (products.md §2 "Odds and cost"): the chance of at
 * least one lot and the lots to expect at the current demand, the money frozen and for how long,
 * and the listing premium that would pay the sale's costs. Estimates, not promises: the demand
 * grows until the subscription closes, and the lottery draws around the expectation.
 */

/** Applications of one size so far (the detail's demand, smallest first). */
export interface Demand {
  lots: number;
  applicants: number;
}

export interface AllotmentOdds {
  /** Chance of at least one lot, in percent (2 decimals). */
  chancePct: string;
  /** The lots to expect (2 decimals). */
  expectedLots: string;
  /** Expected lots ÷ lots asked, in percent (2 decimals): it falls as the application grows. */
  perLotPct: string;
}

const percent = (value: number): string => (value * 100).toFixed(2);

/**
 * How far the weighted lottery gets, in its fluid limit: an application still asking m lots
 * receives lots at a rate ∝ √m, so every unfilled application's √m falls at the same pace and
 * after the draw is √m − τ. τ solves Σ min(m, 2τ√m − τ²) = lots (an application is filled once
 * √m ≤ τ). Groups come smallest first; within the stretch where the first k are filled the sum is
 * S + 2τW − τ²C (W = Σ count·√m, C = Σ count of the rest): the smaller root of that quadratic.
 */
function lotteryDepth(groups: readonly { stillAsked: number; count: number }[], lots: number): number {
  const sorted = groups.filter((group) => group.stillAsked > 0).sort((a, b) => a.stillAsked - b.stillAsked);
  let filled = 0;
  let weight = sorted.reduce((total, group) => total + group.count * Math.sqrt(group.stillAsked), 0);
  let count = sorted.reduce((total, group) => total + group.count, 0);
  const root = () => (weight - Math.sqrt(Math.max(0, weight * weight - count * (lots - filled)))) / count;
  // The largest applications are never filled (fewer lots remain than are asked for): the depth
  // found at the last group is below its √m.
  for (const group of sorted.slice(0, -1)) {
    const depth = root();
    if (weight * weight >= count * (lots - filled) && depth <= Math.sqrt(group.stillAsked)) return depth;
    filled += group.count * group.stillAsked;
    weight -= group.count * Math.sqrt(group.stillAsked);
    count -= group.count;
  }
  return root();
}

/**
 * The odds of an application of `lots` joining `demand` for `lotsOffered` (the allocation rule of
 * allocation.ts): with fewer lots than applicants every applicant has lots ÷ applicants of a
 * chance at one lot; otherwise each has one lot and the rest goes by the lottery's weights
 * √(lots still asked), in its fluid limit (close to the lottery's average when many lots are drawn).
 */
export function allotmentOdds(lots: number, demand: readonly Demand[], lotsOffered: number): AllotmentOdds {
  if (!Number.isSafeInteger(lots) || lots < 1 || lotsOffered < 1) {
    return { chancePct: '0.00', expectedLots: '0.00', perLotPct: '0.00' };
  }
  const others = demand.filter((group) => group.lots > 0 && group.applicants > 0);
  const applicants = others.reduce((total, group) => total + group.applicants, 0) + 1;
  if (lotsOffered < applicants) {
    const chance = lotsOffered / applicants;
    return { chancePct: percent(chance), expectedLots: chance.toFixed(2), perLotPct: percent(chance / lots) };
  }
  const groups = [
    ...others.map((group) => ({ stillAsked: group.lots - 1, count: group.applicants })),
    { stillAsked: lots - 1, count: 1 },
  ];
  const remaining = lotsOffered - applicants;
  const stillAsked = groups.reduce((total, group) => total + group.count * group.stillAsked, 0);
  const mine = Math.sqrt(lots - 1);
  const depth = remaining >= stillAsked ? mine : lotteryDepth(groups, remaining);
  const extra = depth >= mine ? lots - 1 : 2 * depth * mine - depth * depth;
  const expected = 1 + extra;
  return { chancePct: '100.00', expectedLots: expected.toFixed(2), perLotPct: percent(expected / lots) };
}

/** Whole calendar days (rounded up) that money frozen at `fromMs` stays frozen until `untilMs`. */
export function frozenDays(fromMs: number, untilMs: number): number {
  return Math.max(0, Math.ceil((untilMs - fromMs) / 86_400_000));
}

export interface FrozenCost {
  days: number;
  /** Amount × days: the money-days the subscription ties up. */
  amountDays: string;
  /** The interest the money would have earned at `annualRatePct` (simple, 365-day year), in the currency. */
  forgoneInterest: string;
}

/** The cost of the freeze: the money tied up × days, and the interest it forgoes. */
export function frozenCost(input: {
  amount: string;
  fromMs: number;
  untilMs: number;
  annualRatePct: string;
  currency: Currency;
}): FrozenCost {
  const days = frozenDays(input.fromMs, input.untilMs);
  return {
    days,
    amountDays: mul(input.amount, days),
    forgoneInterest: roundMoney(div(mul(mul(input.amount, input.annualRatePct), days), 36_500, 10), input.currency),
  };
}

/**
 * The listing premium at which selling the allotted shares at the first trade pays back what was
 * paid, the sale's fee and stamp duty, and `forgone` (the freeze's lost interest, optional): the
 * trading slice's break-even of a long bought at `price` with no opening fee.
 */
export function breakEvenPremium(input: {
  price: string;
  shares: number;
  feePct: string;
  stampTaxPct: string;
  forgone?: string;
}): { price: string; premiumPct: string } {
  const result = breakEven({
    direction: 'long',
    openPrice: input.price,
    shares: input.shares,
    feePct: input.feePct,
    stampTaxPct: input.stampTaxPct,
    fee: input.forgone ?? '0',
    managementFee: '0',
  });
  // Rounded up, as the price is: a listing at this premium pays at least the costs.
  return { price: result.price, premiumPct: div(mul(sub(result.price, input.price), 100), input.price, 2, 'up') };
}
