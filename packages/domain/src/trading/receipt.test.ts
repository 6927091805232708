import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, isZero, sub } from '../money/decimal.ts';
import { defaultTradingWindows } from '../time/markets.ts';
import { managementFeeDays } from './calendar.ts';
import type { ReceiptInput } from './receipt.ts';
import { tradeReceipt } from './receipt.ts';
import { closeSettlement } from './settlement.ts';

const nl = { window: defaultTradingWindows.nl };
const monday = Date.UTC(2024, 6, 1, 10); // Monday 12:00 Amsterdam
const ticket: ReceiptInput = {
  direction: 'long',
  priceType: 'market',
  price: '10',
  lots: 10,
  lotSize: 100,
  leverage: 5,
  feePct: '0.05',
  stampTaxPct: '0.10',
  managementFeePct: '0.02',
  holdingDays: 7,
  sellLock: { unit: 'day', value: 1 },
  calendar: nl,
  nowMs: monday,
  currency: 'EUR',
};

describe('tradeReceipt', () => {
  it('shows what the order takes, what the round trip costs and where the risks are', () => {
    expect(tradeReceipt(ticket)).toEqual({
      currency: 'EUR',
      direction: 'long',
      priceType: 'market',
      price: '10',
      lots: 10,
      shares: 1000,
      leverage: 5,
      amount: '10000.00',
      margin: '2000.00',
      borrowed: '8000.00',
      fee: '5.00',
      openingCost: '2005.00',
      closeFee: '5.00',
      stampTax: '10.00',
      managementFeePerDay: '1.60',
      holdingDays: 7,
      managementFee: '11.20',
      totalCost: '31.20',
      // (10 000 + 5 + 11.20) / (1000 × 0.9985) = 10.03124…, rounded up.
      breakEvenPrice: '10.0313',
      breakEvenPct: '0.31',
      stopOutPrice: '9.0000',
      sellLock: { unit: 'day', value: 1 },
      lockUntil: '2024-07-02T07:00:00Z',
      move: { pct: '1.00', up: '100.00', down: '-100.00', marginPct: '5.00' },
    });
  });

  it('has no stop-out without leverage, and mirrors for a short', () => {
    const plain = tradeReceipt({ ...ticket, leverage: 1 });
    expect(plain).toMatchObject({ margin: '10000.00', borrowed: '0.00', managementFee: '0.00', stopOutPrice: null });
    const short = tradeReceipt({ ...ticket, direction: 'short', priceType: 'limit', price: '10.50', stopOutPct: '60' });
    expect(short).toMatchObject({
      amount: '10500.00',
      margin: '2100.00',
      stopOutPrice: '11.3400',
      move: { up: '-105.00', down: '105.00', marginPct: '-5.00' },
    });
    expect(short.breakEvenPct.startsWith('-')).toBe(true);
  });

  it('counts a held week as the fee days the calendar accrues', () => {
    const nextMonday = monday + 7 * 86_400_000;
    const days = managementFeeDays(monday, nextMonday, nl);
    const actual = closeSettlement({
      direction: 'long',
      openPrice: '10',
      closePrice: '10',
      shares: 1000,
      leverage: 5,
      feePct: '0.05',
      stampTaxPct: '0.10',
      managementFeePct: '0.02',
      days,
    });
    expect(actual.managementFee).toBe(tradeReceipt(ticket).managementFee);
  });

  it("the receipt's estimate equals the actual when the price and days match", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('long' as const, 'short' as const),
        fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 10_000).toFixed(4)),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(1, 10, 100),
        fc.constantFrom(1, 2, 5),
        fc.integer({ min: 0, max: 365 }),
        fc.constantFrom('EUR' as const, 'USD' as const, 'USDT' as const),
        (direction, price, lots, lotSize, leverage, holdingDays, currency) => {
          const receipt = tradeReceipt({ ...ticket, direction, price, lots, lotSize, leverage, holdingDays, currency });
          const actual = closeSettlement({
            direction,
            openPrice: price,
            closePrice: price,
            shares: receipt.shares,
            leverage,
            feePct: ticket.feePct,
            stampTaxPct: ticket.stampTaxPct,
            managementFeePct: ticket.managementFeePct,
            days: holdingDays,
            currency,
          });
          expect(actual).toMatchObject({
            amount: receipt.amount,
            margin: receipt.margin,
            fee: receipt.fee,
            closeFee: receipt.closeFee,
            stampTax: receipt.stampTax,
            managementFee: receipt.managementFee,
            totalCost: receipt.totalCost,
          });
          // What the round trip took out of the account is the receipt's total cost.
          expect(isZero(sub(sub(add(actual.margin, actual.fee), actual.net), receipt.totalCost))).toBe(true);
        },
      ),
    );
  });
});
