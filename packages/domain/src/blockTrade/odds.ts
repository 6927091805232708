/**
 * The chance that the price at a block's unlock is below the price paid (products.md §4), from
 * the stock's simulated volatility: the discount is set against the lock, so that it is never
 * presented as free money. A statistical estimate, not money: it is computed in floating point.
 *
 * The price is modelled as the simulated market models it, a random walk of log returns with no
 * expected gain: ln(S_T / S_0) ~ N(−σ²T / 2, σ²T) with σ the daily volatility and T the sessions
 * until the unlock. Then P(S_T < P) = Φ((ln(P / S_0) + σ²T / 2) / (σ√T)).
 */
export interface UnlockOddsInput {
  /** The block's price. */
  price: string;
  /** The stock's price now. */
  marketPrice: string;
  /** The stock's volatility a year, in percent (the simulation's catalogue figure). */
  annualVolatilityPct: number;
  /** Sessions a year, to turn it into a session's. */
  sessionsPerYear: number;
  /** Trading sessions from the buy to the unlock. */
  lockSessions: number;
}

/** The chance in percent (one decimal, "0.0"–"100.0") that the price at the unlock is below the block's price. */
export function chanceBelowAtUnlock(input: UnlockOddsInput): string {
  const price = Number(input.price);
  const now = Number(input.marketPrice);
  const sigma = (input.annualVolatilityPct / 100) * Math.sqrt(Math.max(input.lockSessions, 0) / input.sessionsPerYear);
  let chance: number;
  if (!(now > 0) || !(price > 0)) chance = now > 0 ? 0 : 1;
  else if (sigma === 0) chance = price > now ? 1 : 0;
  else chance = normalCdf((Math.log(price / now) + (sigma * sigma) / 2) / sigma);
  return (Math.round(chance * 1000) / 10).toFixed(1);
}

/**
 * The standard normal distribution function, from the error function of Abramowitz and Stegun
 * 7.1.26 (absolute error below 1.5 × 10⁻⁷, far finer than the one decimal shown).
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
