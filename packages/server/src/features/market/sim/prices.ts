import { currencyScale, div, type Currency } from '@broker/domain';

/**
 * Exact price arithmetic. A price is kept as an integer number of ticks of its instrument
 * (10^-decimals); where instruments meet (limits, adjustment, turnover) as integer "units" of
 * 10^-4, the finest grid of the API. Integers below 2^53 (or bigints) are exact, so no price or
 * amount ever passes through binary floating point; decimal strings come out by text formatting
 * or the domain's decimal helpers.
 */
export const UNIT_SCALE = 4;
const UNITS_PER_ONE = 10 ** UNIT_SCALE;

/** Ticks of a catalogue price (`"905.40"` with 2 decimals → 90540); throws when off the grid. */
export function parseTicks(price: string, decimals: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(price);
  if (!match || (match[2]?.length ?? 0) > decimals)
    throw new RangeError(`not a price on a ${decimals}-decimal grid: ${price}`);
  return Number(`${match[1]}${(match[2] ?? '').padEnd(decimals, '0')}`);
}

/** An integer amount of 10^-scale as decimal text (`formatScaled(-905, 2)` → `"-9.05"`). */
export function formatScaled(value: number | bigint, scale: number): string {
  const negative = value < 0;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Ticks → units of 10^-4. */
export const unitsOf = (ticks: number, decimals: number): number => ticks * 10 ** (UNIT_SCALE - decimals);

/** Exact ⌊n / d⌋ of non-negative integers below 2^53 (a float quotient can land one off). */
function floorDiv(n: number, d: number): number {
  let q = Math.floor(n / d);
  if (q * d > n) q -= 1;
  else if ((q + 1) * d <= n) q += 1;
  return q;
}

/** A percentage as an exact fraction: `"7.5"` → 75/1000 of 100 (num 75, den 10). */
export interface Pct {
  num: number;
  den: number;
}

export function parsePct(text: string): Pct {
  const [whole, fraction = ''] = text.split('.');
  return { num: Number(`${whole}${fraction}`), den: 10 ** fraction.length };
}

/** The prices a session may trade at, in ticks, inclusive. */
export interface Band {
  low: number;
  high: number;
}

/**
 * The daily limits of a reference price as ticks: exactly the domain's dailyLimits (prevClose ×
 * (1 ± pct/100), half-up to 4 decimals), then the ticks inside them. Integer arithmetic, because
 * it runs for every simulated day and the domain's Big arithmetic would make startup slow; a
 * test holds the two equal.
 */
export function bandOf(referenceTicks: number, decimals: number, pct: Pct): Band {
  const unit = 10 ** (UNIT_SCALE - decimals);
  const reference = referenceTicks * unit;
  const hundred = 100 * pct.den;
  // Half-up division of non-negative integers: ⌊(2a + b) / 2b⌋.
  const upper = floorDiv(2 * reference * (hundred + pct.num) + hundred, 2 * hundred);
  const lower = floorDiv(2 * reference * Math.max(hundred - pct.num, 0) + hundred, 2 * hundred);
  return { low: Math.max(1, floorDiv(lower + unit - 1, unit)), high: floorDiv(upper, unit) };
}

export const clamp = (value: number, band: Band): number => Math.min(band.high, Math.max(band.low, value));

/** Turnover (units of 10^-4 × quantity) as money of the currency, half-up (domain decimal helpers). */
export function turnoverMoney(units: bigint, currency: Currency): string {
  return div(units.toString(), UNITS_PER_ONE, currencyScale(currency));
}
