import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chanceBelowAtUnlock, normalCdf } from './odds.ts';

const base = { price: '94', marketPrice: '100', annualVolatilityPct: 30, sessionsPerYear: 252, lockSessions: 20 };

describe('chanceBelowAtUnlock', () => {
  it('weighs the discount against the volatility over the lock', () => {
    // σ√T = 0.30 × √(20/252) ≈ 0.0845; (ln 0.94 + 0.0845² / 2) / 0.0845 ≈ −0.690 → 24.5 %.
    expect(chanceBelowAtUnlock(base)).toBe('24.5');
    expect(Number(chanceBelowAtUnlock({ ...base, lockSessions: 60 }))).toBeGreaterThan(24.5);
    expect(Number(chanceBelowAtUnlock({ ...base, annualVolatilityPct: 10 }))).toBeLessThan(24.5);
  });

  it('is a little over even with no discount, as the walk expects no gain', () => {
    expect(Number(chanceBelowAtUnlock({ ...base, price: '100' }))).toBeGreaterThan(50);
  });

  it('answers a certainty when nothing moves or a price is missing', () => {
    expect(chanceBelowAtUnlock({ ...base, annualVolatilityPct: 0 })).toBe('0.0');
    expect(chanceBelowAtUnlock({ ...base, lockSessions: 0, price: '101' })).toBe('100.0');
    expect(chanceBelowAtUnlock({ ...base, price: '0' })).toBe('0.0');
    expect(chanceBelowAtUnlock({ ...base, marketPrice: '0' })).toBe('100.0');
  });

  it('is a chance, and falls as the discount deepens (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2500 }), fc.integer({ min: 1, max: 120 }), (discountBp, sessions) => {
        const price = (100 - discountBp / 100).toFixed(2);
        const deeper = (100 - (discountBp + 100) / 100).toFixed(2);
        const chance = Number(chanceBelowAtUnlock({ ...base, price, lockSessions: sessions }));
        expect(chance).toBeGreaterThanOrEqual(0);
        expect(chance).toBeLessThanOrEqual(100);
        expect(Number(chanceBelowAtUnlock({ ...base, price: deeper, lockSessions: sessions }))).toBeLessThanOrEqual(
          chance,
        );
      }),
    );
  });
});

describe('normalCdf', () => {
  it('matches the tables to the estimate precision', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
  });
});
