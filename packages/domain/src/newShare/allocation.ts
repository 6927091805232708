import { div, mul } from '../money/decimal.ts';
import { drawRandom, type DrawRandom } from './random.ts';

/**
 * The allocation rule of a drawn offering (products.md §2, disclosed on the subscribe screen):
 * one lot first to as many applicants as the lots allow — by ballot when there are fewer lots than
 * applicants —, then the remaining lots one at a time by a weighted lottery, each applicant's
 * weight √(lots still asked for), so that the share of a larger application is larger but its
 * rate per lot smaller (as at HKEX). A pure function of (seed, applications, lots): anyone holding
 * the published seed and applications gets the same result.
 */
export const allocationRule = 'oneLotThenSquareRootLottery' as const;

/** The most lots one application may ask for in a draw (weights stay exact integers below 2^53). */
export const MAX_DRAW_LOTS = 1_048_576;
/** The most applications one draw takes. */
export const MAX_DRAW_APPLICATIONS = 16_777_216;

/**
 * ⌊√value⌋ of an integer below 2^53, exactly. The float square root is correctly rounded
 * (IEEE 754) and exact on perfect squares, so it is never below the integer root; near 2^53 it
 * may round up to the next integer (√(n² − 1) → n), which the integer check takes back.
 */
export function integerSqrt(value: number): number {
  let root = Math.floor(Math.sqrt(value));
  while (root * root > value) root -= 1;
  return root;
}

/** An application's lottery weight: ⌊√lots × 2^16⌋, √ with 16 binary places, as an exact integer. */
export const lotteryWeight = (lots: number): number => integerSqrt(lots * 4_294_967_296);

/** Prefix sums of integer weights that change one at a time (a Fenwick tree), to pick by weight in O(log n). */
class WeightTree {
  readonly #tree: number[];
  readonly #size: number;
  #top = 1;
  total = 0;

  constructor(weights: readonly number[]) {
    this.#size = weights.length;
    this.#tree = new Array<number>(this.#size + 1).fill(0);
    while (this.#top * 2 <= this.#size) this.#top *= 2;
    weights.forEach((weight, index) => this.add(index, weight));
  }

  add(index: number, delta: number): void {
    this.total += delta;
    for (let i = index + 1; i <= this.#size; i += i & -i) this.#tree[i]! += delta;
  }

  /** The index whose stretch of the cumulative weights holds `point` (0 ≤ point < total). */
  find(point: number): number {
    let position = 0;
    let rest = point;
    for (let step = this.#top; step > 0; step >>= 1) {
      const next = position + step;
      if (next <= this.#size && this.#tree[next]! <= rest) {
        position = next;
        rest -= this.#tree[next]!;
      }
    }
    return position;
  }
}

function checkApplications(requests: readonly number[], lotsOffered: number): void {
  if (!Number.isSafeInteger(lotsOffered) || lotsOffered < 0) throw new RangeError('draw: lots offered');
  if (requests.length > MAX_DRAW_APPLICATIONS) throw new RangeError('draw: too many applications');
  for (const lots of requests) {
    if (!Number.isSafeInteger(lots) || lots < 0 || lots > MAX_DRAW_LOTS) throw new RangeError(`draw: ${lots} lots`);
  }
}

/** The ballot for one lot each: a partial Fisher–Yates shuffle of the applicants; the first `lots` win. */
function ballot(random: DrawRandom, applicants: number[], lots: number, allotted: number[]): void {
  for (let i = 0; i < lots; i++) {
    const j = i + random.below(applicants.length - i);
    [applicants[i], applicants[j]] = [applicants[j]!, applicants[i]!];
    allotted[applicants[i]!] = 1;
  }
}

/**
 * The lots each application receives, in the order given (the published order of the tickets).
 * An application of 0 lots receives none. Never more than asked, never more in total than offered;
 * when the applications ask for no more than is offered, each receives what it asked.
 */
export function allocateLots(seed: string, requests: readonly number[], lotsOffered: number): number[] {
  checkApplications(requests, lotsOffered);
  const allotted = requests.map(() => 0);
  const applicants = requests.flatMap((lots, index) => (lots > 0 ? [index] : []));
  const random = drawRandom(seed);
  if (lotsOffered < applicants.length) {
    ballot(random, applicants, lotsOffered, allotted);
    return allotted;
  }
  const stillAsked = applicants.map((index) => requests[index]! - 1);
  for (const index of applicants) allotted[index] = 1;
  let left = lotsOffered - applicants.length;
  if (left >= stillAsked.reduce((total, lots) => total + lots, 0)) return [...requests];
  const tree = new WeightTree(stillAsked.map(lotteryWeight));
  // Fewer lots are left than asked for, so some weight stays above 0 until the last lot.
  for (; left > 0; left--) {
    const k = tree.find(random.below(tree.total));
    const before = lotteryWeight(stillAsked[k]!);
    stillAsked[k]! -= 1;
    allotted[applicants[k]!]! += 1;
    tree.add(k, lotteryWeight(stillAsked[k]!) - before);
  }
  return allotted;
}

/** One line of the basis-of-allotment table: every application of one size. */
export interface AllotmentRow {
  lotsApplied: number;
  applicants: number;
  /** Applicants of this size who received at least one lot. */
  successful: number;
  lotsAllotted: number;
  /** Lots allotted ÷ lots applied for by the line, in percent (2 decimals). */
  winRatePct: string;
}

/** The basis-of-allotment table of a draw: lots applied → applicants → lots allotted → win rate, smallest first. */
export function allotmentTable(requests: readonly number[], allotted: readonly number[]): AllotmentRow[] {
  const rows = new Map<number, { applicants: number; successful: number; lotsAllotted: number }>();
  requests.forEach((lots, index) => {
    if (lots < 1) return;
    const row = rows.get(lots) ?? { applicants: 0, successful: 0, lotsAllotted: 0 };
    const got = allotted[index] ?? 0;
    row.applicants += 1;
    row.successful += got > 0 ? 1 : 0;
    row.lotsAllotted += got;
    rows.set(lots, row);
  });
  return [...rows]
    .sort(([a], [b]) => a - b)
    .map(([lotsApplied, row]) => ({
      lotsApplied,
      ...row,
      winRatePct: div(mul(row.lotsAllotted, 100), lotsApplied * row.applicants, 2),
    }));
}

/** The draw's totals as published: applicants, lots asked and allotted, the subscription ratio and win rate. */
export interface DrawTotals {
  applicants: number;
  lotsRequested: number;
  lotsAllotted: number;
  /** Lots asked ÷ lots offered ("times subscribed", 2 decimals). */
  subscriptionRatio: string;
  /** Lots allotted ÷ lots asked, in percent (2 decimals). */
  winRatePct: string;
}

export function drawTotals(rows: readonly AllotmentRow[], lotsOffered: number): DrawTotals {
  const applicants = rows.reduce((total, row) => total + row.applicants, 0);
  const lotsRequested = rows.reduce((total, row) => total + row.lotsApplied * row.applicants, 0);
  const lotsAllotted = rows.reduce((total, row) => total + row.lotsAllotted, 0);
  return {
    applicants,
    lotsRequested,
    lotsAllotted,
    subscriptionRatio: subscriptionRatio(lotsRequested, lotsOffered),
    winRatePct: lotsRequested === 0 ? '0.00' : div(mul(lotsAllotted, 100), lotsRequested, 2),
  };
}

/** Lots asked ÷ lots offered, 2 decimals ("12.50" = 12.5 times subscribed); 0 when nothing is offered. */
export function subscriptionRatio(lotsRequested: number, lotsOffered: number): string {
  return lotsOffered > 0 ? div(lotsRequested, lotsOffered, 2) : '0.00';
}
