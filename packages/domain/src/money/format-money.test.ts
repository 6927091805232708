import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { formatMoney, EMPTY_MONEY } from './format-money.ts';

describe('formatMoney', () => {
  it.each([
    ['1234567.891', '1.234.567,89'],
    ['0.005', '0,01'],
    ['-1234.5', '-1.234,50'],
    ['0', '0,00'],
    ['-0.001', '0,00'],
    [1234.5, '1.234,50'],
    ['999999999999999999999.995', '1.000.000.000.000.000.000.000,00'],
    ['  12 ', '12,00'],
    ['+7.1', '7,10'],
    ['1e3', '1.000,00'],
    [10n, '10,00'],
    [new Big('2.345'), '2,35'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', Number.NaN, Infinity, -Infinity, {}, [], '1,5', '1.2.3', true])(
    'shows 0,00 for %s',
    (input) => {
      expect(formatMoney(input)).toBe(EMPTY_MONEY);
    },
  );

  it('never throws and always has the product shape', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(formatMoney(input)).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}$/);
      }),
    );
  });

  it('agrees with an exact half-up reference on decimal strings', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.integer({ min: 0, max: 6 }),
        (units, scale) => {
          const text = formatDecimal(units, scale);
          const expectedCents = roundHalfUpToCents(units, scale);
          const shown = formatMoney(text);
          const digits = BigInt(shown.replace(/[.,]/g, ''));
          expect(digits).toBe(expectedCents);
        },
      ),
    );
  });
});

function formatDecimal(units: bigint, scale: number): string {
  const negative = units < 0n;
  const abs = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? abs : `${abs.slice(0, -scale)}.${abs.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Half-up (away from zero on a tie) to hundredths, in integer arithmetic. */
function roundHalfUpToCents(units: bigint, scale: number): bigint {
  if (scale <= 2) return units * 10n ** BigInt(2 - scale);
  const divisor = 10n ** BigInt(scale - 2);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const quotient = abs / divisor;
  const rounded = (abs % divisor) * 2n >= divisor ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}
