import type { HttpHandler } from 'msw';
import type { LendingHolding, LendingRecord } from '@broker/contract';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { createLendingHolding, createLendingRecord, lendingTermsFixture } from '../../testing/factories.ts';

/**
 * Fixtures and MSW handlers of the lending card's and records' stories and tests (never imported
 * by a screen): the ASML holding of the trading fixtures (`p-1`) not lent, lent, ending at the
 * close, or too small; past loans ended by an opt-out and recalled by a sale.
 */
export const lentLoan = createLendingRecord();

export const endingLoan = createLendingRecord({ endingAt: '2026-11-27T16:30:00Z' });

export const endedLoans: LendingRecord[] = [
  createLendingRecord({
    id: 'sl-2',
    orderNo: 'S20261101100000000002',
    status: 'completed',
    startedAt: '2026-11-02T10:00:00Z',
    completedAt: '2026-11-20T16:30:00Z',
    endReason: 'optOut',
    interestPaid: '4.48',
    interestAccrued: '4.4861',
    coveragePct: '0.00',
    interestPerDay: '0.0000',
    paymentsInLieu: '12.75',
  }),
  createLendingRecord({
    id: 'sl-3',
    orderNo: 'S20261015100000000003',
    positionId: 'p-9',
    stockId: 's-inga',
    name: 'ING Groep',
    symbol: 'INGA',
    shares: 300,
    ratePct: '0.50',
    lenderRatePct: '0.25',
    status: 'completed',
    startedAt: '2026-10-15T09:00:00Z',
    completedAt: '2026-10-29T13:12:00Z',
    endReason: 'recalled',
    value: '6435.00',
    collateral: '6563.70',
    interestPaid: '0.62',
    interestAccrued: '0.6256',
    coveragePct: '0.00',
    interestPerDay: '0.0000',
  }),
];

export const holdingStates = {
  offer: createLendingHolding(),
  lent: createLendingHolding({ eligible: false, reason: 'error.lending.alreadyLent', loan: lentLoan }),
  ending: createLendingHolding({ eligible: false, reason: 'error.lending.alreadyLent', loan: endingLoan }),
  tooSmall: createLendingHolding({
    shares: 1,
    value: '430.00',
    eligible: false,
    reason: 'error.amount.belowMinimum',
    reasonParams: { min: '500.00', currency: 'EUR' },
  }),
  lentBefore: createLendingHolding({ loan: endedLoans[0]! }),
} satisfies Record<string, LendingHolding>;

/**
 * The lending endpoints for one holding's state; an opt-in lends it (the consent's version must be
 * the terms'), an opt-out sets its close.
 */
export function lendingHandlers(
  holding: LendingHolding = holdingStates.offer,
  records: LendingRecord[] = [],
): HttpHandler[] {
  let current = holding;
  return [
    mockApi('lending/holdings', () => ({ data: { terms: lendingTermsFixture, items: [current], total: 1 } })),
    mockApi('lending/optIn', (body) => {
      if (body.termsVersion !== lendingTermsFixture.termsVersion) return { error: 'error.validation.invalid' };
      current = {
        ...current,
        eligible: false,
        reason: 'error.lending.alreadyLent',
        loan: { ...lentLoan, interestPaid: '0.00', interestAccrued: '0.0000' },
      };
      return { data: current.loan! };
    }),
    mockApi('lending/optOut', () => {
      current = { ...current, loan: { ...current.loan!, endingAt: '2026-11-27T16:30:00Z' } };
      return { data: current.loan! };
    }),
    mockApi('lending/records', (body) => ({ data: pageOf(records, body) })),
  ];
}
