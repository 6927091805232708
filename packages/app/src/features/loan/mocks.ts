import type { HttpHandler } from 'msw';
import type { LoanInfo, LoanRecord, RequestOf } from '@broker/contract';
import { add, gt, isZero, lt, max, roundMoney, sub } from '@broker/domain';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { createLoanInfo, createLoanPreview, createLoanRecord } from '../../testing/factories.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { endedLoans } from '../lending/mocks.ts';

/**
 * Fixtures and MSW handlers of the loan screens' stories and tests (never imported by a screen).
 * The sheets are the domain's (`loanPreview`), as the server draws them; the loans' dates are
 * relative to now (read once, when the module loads), so that a running loan runs, one due soon is
 * due soon and one overdue is overdue whenever they are shown. 1,000 EUR at 9.90 % costs 0.275 EUR
 * a day; 13.90 % after the due date, 0.3861 EUR.
 */

/** The fixture user's fund password: a repayment refuses any other (`fundPassword.wrong`). */
export const mockFundPassword = '123456';

const DAY_MS = 86_400_000;
const NOW = Date.now();
/** An instant `days` days from now, as the server writes it (no milliseconds). */
const daysFromNow = (days: number) => new Date(NOW + days * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z');

/** Under review: 1,000 EUR asked for an hour ago. */
export const pendingLoan = createLoanRecord({
  id: 'l-5',
  orderNo: 'L20261124100000000005',
  createdAt: daysFromNow(-1 / 24),
});

/** Approved 10 days ago, due in 20: 2.75 EUR of interest booked, 1,002.75 EUR owed. */
export const runningLoan = createLoanRecord({
  id: 'l-4',
  orderNo: 'L20261119100000000004',
  status: 'approved',
  createdAt: daysFromNow(-10.1),
  decidedAt: daysFromNow(-10),
  dueAt: daysFromNow(20),
  interest: '2.75',
  outstanding: '1002.75',
  principalOutstanding: '1000.00',
  costPerDay: '0.2750',
});

/** Approved 28 days ago, due in 2 (the reminder has come): 7.42 EUR of interest, 400 EUR repaid. */
export const dueSoonLoan = createLoanRecord({
  ...runningLoan,
  id: 'l-6',
  orderNo: 'L20261101100000000006',
  decidedAt: daysFromNow(-28),
  dueAt: daysFromNow(2),
  interest: '7.42',
  repaid: '400.00',
  outstanding: '607.42',
  principalOutstanding: '607.42',
  costPerDay: '0.1670',
});

/** Due 2 days ago and not repaid: 8.25 EUR for the term and 0.77 EUR for two days at 13.90 %. */
export const overdueLoan = createLoanRecord({
  ...runningLoan,
  id: 'l-7',
  orderNo: 'L20261028100000000007',
  decidedAt: daysFromNow(-32),
  dueAt: daysFromNow(-2),
  interest: '9.02',
  outstanding: '1009.02',
  costPerDay: '0.3861',
  overdue: true,
});

/** 500 EUR borrowed for 10 days, repaid with 1.37 EUR of interest. */
export const settledLoan = createLoanRecord({
  id: 'l-2',
  orderNo: 'L20261001100000000002',
  amount: '500.00',
  status: 'approved',
  createdAt: '2026-10-01T10:00:00Z',
  decidedAt: '2026-10-01T10:30:00Z',
  dueAt: '2026-10-31T10:30:00Z',
  interest: '1.37',
  repaid: '501.37',
  settledAt: '2026-10-11T09:00:00Z',
});

/** Rejected: more than the user can afford to repay. */
export const rejectedLoan = createLoanRecord({
  id: 'l-1',
  orderNo: 'L20260915100000000001',
  amount: '5000.00',
  status: 'rejected',
  rejectReason: 'affordability',
  createdAt: '2026-09-15T10:00:00Z',
  decidedAt: '2026-09-15T11:00:00Z',
});

/** The user's loans, newest first: one running, one settled, one rejected. */
export const loanFixtures: LoanRecord[] = [runningLoan, settledLoan, rejectedLoan];

/** `n` settled loans, newest first, for paging. */
export const manyLoans = (n: number): LoanRecord[] =>
  Array.from({ length: n }, (_, index) =>
    createLoanRecord({
      ...settledLoan,
      id: `l-many-${index}`,
      orderNo: `L2026100110000000${String(1000 + index)}`,
    }),
  );

const isOpen = (record: LoanRecord) =>
  record.status === 'pending' || (record.status === 'approved' && !record.settledAt);

/**
 * `loan/info` with `latest` (none by default) and what follows from it — pending, unsettled, what
 * is owed and what is left of the 10,000 EUR quota — and any other figures.
 */
export function loanInfo(latest: LoanRecord | null = null, overrides: Partial<LoanInfo> = {}): LoanInfo {
  const running = latest !== null && latest.status === 'approved' && latest.settledAt === null;
  const borrowed = running ? latest.outstanding : '0.00';
  const quota = overrides.quota ?? '10000.00';
  return createLoanInfo({
    latest,
    hasPending: latest?.status === 'pending',
    hasUnsettled: running,
    borrowed,
    quota,
    available: roundMoney(max(sub(quota, borrowed), 0), 'EUR'),
    ...overrides,
  });
}

export const infoMock = (latest: LoanRecord | null = null, overrides: Partial<LoanInfo> = {}) =>
  mockApi('loan/info', { data: loanInfo(latest, overrides) });

/** What `loan/preview` answers for a body as the server does for `info`: the sheet, or the amount's refusal. */
export const previewAnswer = (info: LoanInfo) => (body: RequestOf<'loan/preview'>) => {
  if (lt(body.amount, info.minAmount)) {
    return { error: 'error.amount.belowMinimum', data: { min: info.minAmount, currency: info.currency } };
  }
  if (gt(body.amount, info.available)) {
    return { error: 'error.credit.quotaInsufficient', data: { max: info.available, currency: info.currency } };
  }
  return { data: createLoanPreview(body.amount) };
};

export const previewMock = (info: LoanInfo = loanInfo()) => mockApi('loan/preview', previewAnswer(info));

/** What `loan/borrow` answers for a body: a new loan under review. */
export function borrowed(body: RequestOf<'loan/borrow'>): LoanRecord {
  return createLoanRecord({
    id: 'l-new',
    orderNo: 'L20261124110000000009',
    amount: roundMoney(body.amount, 'EUR'),
    createdAt: daysFromNow(0),
  });
}

/**
 * What `loan/repay` answers for a body against `record` (the interest first, then the principal):
 * the loan repaid by the amount, settled at zero; a wrong fund password or more than is owed is refused.
 */
export function repaid(record: LoanRecord, body: RequestOf<'loan/repay'>) {
  if (body.fundPassword !== mockFundPassword) return { error: 'error.fundPassword.wrong' } as const;
  if (gt(body.amount, record.outstanding)) {
    return { error: 'error.repay.exceedsBorrowed', data: { max: record.outstanding, currency: 'EUR' } } as const;
  }
  const outstanding = roundMoney(sub(record.outstanding, body.amount), 'EUR');
  const interestLeft = max(sub(sub(record.interest, record.repaid), body.amount), 0);
  return {
    data: createLoanRecord({
      ...record,
      repaid: roundMoney(add(record.repaid, body.amount), 'EUR'),
      outstanding,
      principalOutstanding: roundMoney(sub(outstanding, interestLeft), 'EUR'),
      settledAt: isZero(outstanding) ? daysFromNow(0) : null,
      costPerDay: isZero(outstanding) ? '0.0000' : record.costPerDay,
    }),
  };
}

export const recordsMock = (records: readonly LoanRecord[] = loanFixtures) =>
  mockApi('loan/records', (body) => ({
    data: pageOf(
      records.filter((record) => !body.status || record.status === body.status),
      body,
    ),
  }));

/**
 * Everything the loan screens read, over the fixtures, for `latest` (no loan by default).
 * Overrides come first, so they win. A repayment refuses a fund password other than `mockFundPassword`.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, ...handlersFor(null)];
}

/** The handlers with `latest` as the user's latest loan (its repayments against it). */
export function handlersFor(latest: LoanRecord | null, ...overrides: HttpHandler[]): HttpHandler[] {
  const info = loanInfo(latest);
  return [
    ...overrides,
    configMock,
    mockApi('user/info', { data: userFixture }),
    mockApi('loan/info', { data: info }),
    previewMock(info),
    mockApi('loan/borrow', (body) => ({ data: borrowed(body) })),
    mockApi('loan/repay', (body) =>
      latest && isOpen(latest) ? repaid(latest, body) : { error: 'error.order.notFound' },
    ),
    recordsMock(),
    // The records' second list: the loans of shares (the lending feature's fixtures).
    mockApi('lending/records', (body) => ({ data: pageOf(endedLoans, body) })),
  ];
}
