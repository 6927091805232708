import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import * as d from './decimal.ts';
import { asLots, asMoney, asPct, asPrice, asShares } from './nominal.ts';
import { currencyAffixes, currencyScale, displayDecimals, formatCurrency, isCurrency, roundMoney } from './currency.ts';
import { formatDecimal } from './format-money.ts';

const text = (units: bigint, scale: number): string => {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const body = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${body}` : body;
};
/** Exact reference: half-up (away from zero) of units / 10^scale to `target` decimals, as integer. */
const refRound = (units: bigint, scale: number, target: number, mode: 'halfUp' | 'down'): bigint => {
  if (scale <= target) return units * 10n ** BigInt(target - scale);
  const divisor = 10n ** BigInt(scale - target);
  const negative = units < 0n;
  const a = negative ? -units : units;
  const q = a / divisor;
  const r = mode === 'down' ? q : (a % divisor) * 2n >= divisor ? q + 1n : q;
  return negative ? -r : r;
};

describe('decimal', () => {
  it('parses strictly', () => {
    expect(d.isDecimalString('-1.5')).toBe(true);
    expect(d.isDecimalString('1.')).toBe(false);
    expect(d.isDecimalString(1)).toBe(false);
    expect(d.parseDecimal('2.50')?.toFixed()).toBe('2.5');
    expect(d.parseDecimal('1e3')).toBeNull();
    expect(d.decimalScale('1.250')).toBe(3);
    expect(d.decimalScale('12')).toBe(0);
  });

  it('converts and rejects', () => {
    expect(d.toBig(new Big(3)).toFixed()).toBe('3');
    expect(d.toBig(0.1).toFixed()).toBe('0.1');
    expect(() => d.toBig(Number.NaN)).toThrow(RangeError);
    expect(() => d.toBig('abc')).toThrow(RangeError);
    expect(d.toDecimalString('-0.000', 2)).toBe('0.00');
    expect(d.toDecimalString('-0')).toBe('0');
    expect(d.toDecimalString('-0.001', 2)).toBe('0.00');
    expect(d.toDecimalString('-1.5')).toBe('-1.5');
  });

  it('does exact arithmetic', () => {
    expect(d.add('0.1', '0.2')).toBe('0.3');
    expect(d.sub('1', '0.9')).toBe('0.1');
    expect(d.mul('1.1', '1.1')).toBe('1.21');
    expect(d.div('1', '3', 4)).toBe('0.3333');
    expect(d.div('2', '3', 2)).toBe('0.67');
    expect(d.div('2', '3', 2, 'down')).toBe('0.66');
    expect(d.div('1', '3', 2, 'up')).toBe('0.34');
    expect(() => d.div('1', '0', 2)).toThrow(RangeError);
    expect(d.round('2.345', 2)).toBe('2.35');
    expect(d.round('-2.345', 2)).toBe('-2.35');
    expect(d.roundHalfUp('1', 2)).toBe('1.00');
    expect(d.roundDown('1.999', 2)).toBe('1.99');
    expect(d.negate('1.5')).toBe('-1.5');
    expect(d.abs('-1.5')).toBe('1.5');
    expect(d.min('1', '2')).toBe('1');
    expect(d.min('3', '2')).toBe('2');
    expect(d.max('1', '2')).toBe('2');
    expect(d.max('3', '2')).toBe('3');
    expect(d.sum(['1.1', 2, new Big('0.9')])).toBe('4');
    expect(d.sum([])).toBe('0');
  });

  it('compares', () => {
    expect(d.compare('1.0', '1')).toBe(0);
    expect(d.eq('1.0', 1)).toBe(true);
    expect(d.lt('1', '2') && d.lte('2', '2') && d.gt('3', '2') && d.gte('2', '2')).toBe(true);
    expect(d.isZero('0.00') && d.isPositive('0.01') && d.isNegative('-0.01')).toBe(true);
  });

  it('rounding agrees with an exact integer reference', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 8 }),
        (units, scale, target) => {
          const value = text(units, scale);
          expect(d.roundHalfUp(value, target)).toBe(
            d.toDecimalString(text(refRound(units, scale, target, 'halfUp'), target), target),
          );
          expect(d.roundDown(value, target)).toBe(
            d.toDecimalString(text(refRound(units, scale, target, 'down'), target), target),
          );
        },
      ),
    );
  });

  it('add and sub are exact inverses; division rounds down exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (a, b) => {
          const x = text(a, 4);
          const y = text(b, 2);
          expect(d.sub(d.add(x, y), y)).toBe(d.toDecimalString(x));
          // floor(|a| / b) in integers: a·10^-4 / (b·10^-2) to 2 decimals = a / b (as hundredths)
          const q = (a < 0n ? -a : a) / b;
          expect(d.div(x.replace('-', ''), y, 2, 'down')).toBe(d.toDecimalString(text(q, 2), 2));
        },
      ),
    );
  });
});

describe('currency', () => {
  it('knows scales, prefixes and formats', () => {
    expect(isCurrency('USDT')).toBe(true);
    expect(isCurrency('XXX')).toBe(false);
    expect(currencyScale('USDC')).toBe(6);
    expect(currencyScale('JPY')).toBe(2);
    expect(currencyAffixes('EUR')).toEqual({ prefix: '', suffix: ' €' });
    expect(currencyAffixes('USD')).toEqual({ prefix: '$ ', suffix: '' });
    expect(currencyAffixes('KRW')).toEqual({ prefix: '', suffix: ' KRW' });
    expect(formatCurrency('1234.5', 'USD')).toBe('$ 1.234,50');
    expect(formatCurrency('1234.5', 'EUR')).toBe('1.234,50 €');
    expect(formatCurrency('1.2345675', 'USDT')).toBe('1,234568 USDT');
    expect(formatCurrency('x', 'EUR')).toBe('0,00 €');
    // Crypto shows what the amount has: at least 2 decimals, at most 6, trailing zeros trimmed.
    expect(formatCurrency('100', 'USDT')).toBe('100,00 USDT');
    expect(formatCurrency('100.000000', 'USDC')).toBe('100,00 USDC');
    expect(formatCurrency('12.5', 'USDT')).toBe('12,50 USDT');
    expect(formatCurrency('0.1234', 'USDT')).toBe('0,1234 USDT');
    expect(formatCurrency('0.0000004', 'USDT')).toBe('0,00 USDT');
    expect(displayDecimals('7.1', 'EUR')).toBe(2);
    expect(displayDecimals('7.123', 'USDT')).toBe(3);
    expect(roundMoney('1.005', 'EUR')).toBe('1.01');
    expect(formatDecimal('12', 0)).toBe('12');
    expect(formatDecimal('-0.4', 0)).toBe('0');
  });

  it('brands are plain values at run time', () => {
    expect([asMoney('1'), asPrice('2'), asPct('3'), asLots(4), asShares(5)]).toEqual(['1', '2', '3', 4, 5]);
  });
});
