import Big from 'big.js';
import type { DecimalString } from './nominal.ts';

/** What the arithmetic accepts: a decimal string, a finite number or a Big. */
export type DecimalInput = string | number | Big;

/** The API's decimal format: optional minus, digits, optional fraction. */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;
/** An unsigned input amount (what a user may type into an amount field). */
export const UNSIGNED_DECIMAL_PATTERN = /^\d+(\.\d+)?$/;

export type RoundingMode = 'halfUp' | 'down' | 'up';

const HalfUp = Big();
HalfUp.RM = Big.roundHalfUp;
const Down = Big();
Down.RM = Big.roundDown;
const Up = Big();
Up.RM = Big.roundUp;
const constructors = { halfUp: HalfUp, down: Down, up: Up } as const;

/** True for a string in the API's decimal format. */
export function isDecimalString(value: unknown): value is DecimalString {
  return typeof value === 'string' && DECIMAL_PATTERN.test(value);
}

/** Parses an API decimal string strictly; null for anything else. */
export function parseDecimal(value: unknown): Big | null {
  return isDecimalString(value) ? new Big(value) : null;
}

/** Number of fraction digits of a decimal string (`"1.250"` → 3). */
export function decimalScale(value: string): number {
  const dot = value.indexOf('.');
  return dot === -1 ? 0 : value.length - dot - 1;
}

/** Converts an input to Big; throws a RangeError for text that is not a decimal or a non-finite number. */
export function toBig(value: DecimalInput): Big {
  if (value instanceof Big) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return new Big(value);
  }
  if (!DECIMAL_PATTERN.test(value)) throw new RangeError(`Not a decimal string: ${value}`);
  return new Big(value);
}

/** Canonical decimal text without exponent and without a negative zero. */
export function toDecimalString(value: DecimalInput, scale?: number): DecimalString {
  const big = toBig(value);
  const text = scale === undefined ? big.toFixed() : big.toFixed(scale);
  return (/^-0(\.0*)?$/.test(text) ? text.slice(1) : text) as DecimalString;
}

export function add(a: DecimalInput, b: DecimalInput): DecimalString {
  return toDecimalString(toBig(a).plus(toBig(b)));
}

export function sub(a: DecimalInput, b: DecimalInput): DecimalString {
  return toDecimalString(toBig(a).minus(toBig(b)));
}

export function mul(a: DecimalInput, b: DecimalInput): DecimalString {
  return toDecimalString(toBig(a).times(toBig(b)));
}

/** a ÷ b to `scale` decimals with the given rounding (exact: big.js divides to that scale). */
export function div(a: DecimalInput, b: DecimalInput, scale: number, mode: RoundingMode = 'halfUp'): DecimalString {
  const divisor = toBig(b);
  if (divisor.eq(0)) throw new RangeError('Division by zero');
  const Ctor = constructors[mode];
  Ctor.DP = scale;
  return toDecimalString(new Ctor(toBig(a)).div(divisor), scale);
}

/** Rounds to `scale` decimals (half-up: a tie goes away from zero) and pads to exactly that scale. */
export function round(value: DecimalInput, scale: number, mode: RoundingMode = 'halfUp'): DecimalString {
  return toDecimalString(new constructors[mode](toBig(value)).round(scale), scale);
}

export function roundHalfUp(value: DecimalInput, scale: number): DecimalString {
  return round(value, scale, 'halfUp');
}

export function roundDown(value: DecimalInput, scale: number): DecimalString {
  return round(value, scale, 'down');
}

/** -1, 0 or 1. */
export function compare(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return toBig(a).cmp(toBig(b));
}

export const eq = (a: DecimalInput, b: DecimalInput): boolean => compare(a, b) === 0;
export const lt = (a: DecimalInput, b: DecimalInput): boolean => compare(a, b) < 0;
export const lte = (a: DecimalInput, b: DecimalInput): boolean => compare(a, b) <= 0;
export const gt = (a: DecimalInput, b: DecimalInput): boolean => compare(a, b) > 0;
export const gte = (a: DecimalInput, b: DecimalInput): boolean => compare(a, b) >= 0;
export const isZero = (a: DecimalInput): boolean => compare(a, 0) === 0;
export const isPositive = (a: DecimalInput): boolean => compare(a, 0) > 0;
export const isNegative = (a: DecimalInput): boolean => compare(a, 0) < 0;

export function negate(value: DecimalInput): DecimalString {
  return toDecimalString(toBig(value).times(-1));
}

export function abs(value: DecimalInput): DecimalString {
  return toDecimalString(toBig(value).abs());
}

export function min(a: DecimalInput, b: DecimalInput): DecimalString {
  return toDecimalString(lte(a, b) ? a : b);
}

export function max(a: DecimalInput, b: DecimalInput): DecimalString {
  return toDecimalString(gte(a, b) ? a : b);
}

/** Sum of any number of decimals ("0" for none). */
export function sum(values: readonly DecimalInput[]): DecimalString {
  return toDecimalString(values.reduce<Big>((total, value) => total.plus(toBig(value)), new Big(0)));
}
