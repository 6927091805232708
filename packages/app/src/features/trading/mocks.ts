import type { HttpHandler } from 'msw';
import type { Dividend, MarginInfo, Position, RequestOf, ResponseOf, StockDetail } from '@broker/contract';
import {
  isTradingTime,
  openingOrderTerms,
  orderWarnings,
  receiptDays,
  questionnaireForm,
  scoreQuestionnaire,
  statusesOfTab,
  tradeReceipt,
  type PositionTab,
} from '@broker/domain';
import { configMock, mockApi, pageOf } from '../../mocks/mockApi.ts';
import { quoteMock, quoteStreamMock } from '../../mocks/marketData.ts';
import { candlesFor } from '../stock/mocks.ts';
import {
  alwaysOpen,
  createDividend,
  createLendingHolding,
  createMarginInfo,
  createPosition,
  createStockDetail,
  createTradeReceipt,
  lendingTermsFixture,
} from '../../testing/factories.ts';
import { allQuotes, nlQuotes, userFixture, accountSummaryFixture } from '../../testing/fixtures.ts';

/** Fixtures and MSW handlers of the trading screens' stories and tests (never imported by a screen). */

/** The fixture user's fund password: trade/order refuses any other (`fundPassword.wrong`). */
export const mockFundPassword = '123456';

/** When the fixtures' receipts assume the fill (a Monday morning in Amsterdam). */
const FILL_MS = Date.parse('2026-11-23T09:15:00Z');

/** ASML as the ticket reads it: tradable around the clock, so that stories never depend on the hour. */
export const ticketStock: StockDetail = (() => {
  const detail = createStockDetail(nlQuotes[0]);
  return { ...detail, trade: detail.trade && { ...detail.trade, hours: alwaysOpen } };
})();

/** ISO weekday (1 = Monday) of today in Amsterdam. */
const amsterdamWeekday = () =>
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Amsterdam', weekday: 'short' }).format(Date.now()),
  ) + 1;

/**
 * ASML with its market closed all of today in Amsterdam and open all day on the others: the
 * ticket's closed state (the next opening is tomorrow 00:00 in Amsterdam) whenever it runs.
 */
export function closedTicketStock(): StockDetail {
  const today = amsterdamWeekday();
  const days = [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== today);
  return {
    ...ticketStock,
    tradingStatus: 'closed',
    trade: { ...ticketStock.trade!, hours: { days, open: '00:00', close: '24:00', timeZone: 'Europe/Amsterdam' } },
  };
}

/** The ticket of `closedTicketStock`: its detail, and the preview and order of an order for the opening. */
export function closedMarketHandlers(): HttpHandler[] {
  const stock = closedTicketStock();
  return [
    mockApi('stock/detail', { data: stock }),
    mockApi('trade/preview', (body) =>
      body.atOpening
        ? { data: previewFor(body, stock) }
        : { error: 'error.time.outsideTrading', data: stock.trade!.hours },
    ),
    mockApi('trade/order', (body) =>
      body.fundPassword === mockFundPassword
        ? { data: positionFor(body, stock) }
        : { error: 'error.fundPassword.wrong' },
    ),
  ];
}

export const marginFixtures = {
  notApplied: createMarginInfo(),
  activated: createMarginInfo({
    status: 'activated',
    questionnaire: { status: 'passed', answeredAt: '2026-11-02T10:00:00Z', retakeAt: null, reasons: [] },
    exposure: [{ currency: 'EUR', margin: '3000.00', equity: '3122.80', levelPct: '104.09', alert: 'none' }],
  }),
  warning: createMarginInfo({
    status: 'activated',
    questionnaire: { status: 'passed', answeredAt: '2026-11-02T10:00:00Z', retakeAt: null, reasons: [] },
    exposure: [{ currency: 'EUR', margin: '3000.00', equity: '2250.00', levelPct: '75.00', alert: 'warning' }],
  }),
  applied: createMarginInfo({
    status: 'applied',
    questionnaire: { status: 'passed', answeredAt: '2026-11-20T10:00:00Z', retakeAt: null, reasons: [] },
  }),
  failed: createMarginInfo({
    questionnaire: {
      status: 'failed',
      answeredAt: '2026-11-20T10:00:00Z',
      retakeAt: '2099-12-20T10:00:00Z',
      reasons: ['trading.questionnaire.reason.maxLoss'],
    },
  }),
} satisfies Record<string, MarginInfo>;

/** The receipt and warnings the server would give for a ticket on the fixture stock. */
export function previewFor(body: RequestOf<'trade/preview'>, stock: StockDetail = ticketStock) {
  const trade = stock.trade!;
  const price = body.priceType === 'limit' && body.price ? body.price : stock.price;
  const calendar = { window: trade.hours };
  // An order for the opening while closed: estimated at the last price, filled (and locked) from the opening.
  const opening =
    body.atOpening && body.priceType === 'market' && !isTradingTime(Date.now(), calendar)
      ? openingOrderTerms(
          { lastPrice: price, shares: body.lots * stock.lotSize, leverage: body.leverage ?? 1 },
          { feePct: trade.feePct, dailyLimitPct: trade.dailyLimitPct, currency: stock.currency },
          Date.now(),
          calendar,
        )
      : null;
  const estimate = tradeReceipt({
    direction: body.direction,
    priceType: body.priceType,
    price,
    lots: body.lots,
    lotSize: stock.lotSize,
    leverage: body.leverage ?? 1,
    feePct: trade.feePct,
    stampTaxPct: trade.stampTaxPct,
    managementFeePct: '0.02',
    holdingDays: body.holdingDays ?? receiptDays.default,
    sellLock: trade.sellLock,
    calendar,
    nowMs: opening?.atMs ?? FILL_MS,
    currency: stock.currency,
  });
  const receipt = {
    ...estimate,
    atOpening: opening
      ? { at: new Date(opening.atMs).toISOString(), reservePrice: opening.reservePrice, reserved: opening.reserved }
      : null,
  };
  const warnings = orderWarnings({
    direction: body.direction,
    priceType: body.priceType,
    price,
    amount: receipt.amount,
    lockUntil: receipt.lockUntil,
    marketPrice: stock.price,
    quoteAtMs: FILL_MS,
    nowMs: FILL_MS,
    equity: '10250.25',
    calendar,
  });
  return { receipt, warnings, quote: { price: stock.price, updatedAt: stock.updatedAt } };
}

/** The position an order of this ticket opens (a market order fills, a limit order or one for the opening waits). */
export function positionFor(body: RequestOf<'trade/order'>, stock: StockDetail = ticketStock): Position {
  const { receipt } = previewFor(body, stock);
  // A limit order and an order for the opening wait; a market order fills.
  const limit = body.priceType === 'limit' || receipt.atOpening !== null;
  return createPosition({
    id: 'p-new',
    direction: receipt.direction,
    priceType: receipt.priceType,
    limitPrice: body.priceType === 'limit' ? receipt.price : null,
    lots: receipt.lots,
    shares: receipt.shares,
    leverage: receipt.leverage,
    margin: receipt.margin,
    fee: receipt.fee,
    openPrice: limit ? null : receipt.price,
    currentPrice: ticketStock.price,
    managementFee: '0.00',
    managementFeeDays: 0,
    profit: '0.00',
    profitPct: '0.00',
    status: limit ? 'pending' : 'locked',
    openedAt: limit ? null : '2026-11-23T09:15:00Z',
    lockUntil: limit ? null : receipt.lockUntil,
    stopOutPrice: receipt.stopOutPrice,
    marginLevelPct: null,
    receipt,
  });
}

const closedSettlement = {
  closePrice: '630.00',
  closeAmount: '6300.00',
  profit: '300.00',
  closeFee: '6.30',
  stampTax: '0.00',
  managementFee: '4.20',
  managementFeeDays: 7,
  totalCost: '16.50',
  net: '3289.50',
  credit: '3289.50',
  shortfall: '0.00',
  nbp: '0.00',
  afterCosts: '283.50',
};

/** One position in every status: holding, locked, closing, pending, closed, cancelled. */
export const positionFixtures: Position[] = [
  createPosition(),
  createPosition({
    id: 'p-2',
    orderNo: 'T2026112300002',
    stockId: 's-nvda',
    code: 'NVDA',
    name: 'NVIDIA',
    market: 'usd',
    currency: 'USD',
    direction: 'short',
    leverage: 1,
    lots: 5,
    shares: 5,
    openPrice: '880.00',
    currentPrice: '875.28',
    marketValue: '4376.40',
    margin: '4400.00',
    fee: '4.40',
    managementFee: '0.00',
    managementFeeDays: 0,
    profit: '23.60',
    profitPct: '0.54',
    status: 'locked',
    lockUntil: '2099-01-01T14:30:00Z',
    marginLevelPct: null,
    stopOutPrice: null,
    receipt: createTradeReceipt({ currency: 'USD', direction: 'short', leverage: 1, stopOutPrice: null }),
  }),
  createPosition({ id: 'p-3', orderNo: 'T2026112300003', status: 'closing', closeRequestedAt: '2026-11-24T18:00:00Z' }),
  createPosition({
    id: 'p-4',
    orderNo: 'T2026112300004',
    priceType: 'limit',
    limitPrice: '590.00',
    openPrice: null,
    status: 'pending',
    openedAt: null,
    lockUntil: null,
    profit: '0.00',
    profitPct: '0.00',
    managementFee: '0.00',
    managementFeeDays: 0,
    marginLevelPct: null,
  }),
  createPosition({
    id: 'p-5',
    orderNo: 'T2026111600005',
    status: 'closed',
    currentPrice: '630.00',
    closePrice: '630.00',
    closedAt: '2026-11-20T15:00:00Z',
    profit: '295.80',
    profitPct: '9.86',
    managementFee: '4.20',
    managementFeeDays: 7,
    marginLevelPct: null,
    settlement: closedSettlement,
  }),
  createPosition({
    id: 'p-6',
    orderNo: 'T2026111600006',
    priceType: 'limit',
    limitPrice: '560.00',
    openPrice: null,
    status: 'cancelled',
    openedAt: null,
    lockUntil: null,
    cancelledAt: '2026-11-16T16:00:00Z',
    remark: 'dayEnd',
    profit: '0.00',
    profitPct: '0.00',
    managementFee: '0.00',
    managementFeeDays: 0,
    marginLevelPct: null,
  }),
];

export const positionsOf = (tab: PositionTab, all: readonly Position[] = positionFixtures) =>
  all.filter((position) => (statusesOfTab(tab) as readonly string[]).includes(position.status));

export const timelineFixture: ResponseOf<'trade/timeline'> = {
  positionId: 'p-1',
  milestones: [
    { key: 'ordered', state: 'done', at: '2026-11-23T09:15:00Z' },
    { key: 'filled', state: 'done', at: '2026-11-23T09:15:00Z' },
    { key: 'unlocked', state: 'done', at: '2026-11-24T08:00:00Z' },
    { key: 'closed', state: 'upcoming', at: null },
  ],
  entries: [
    {
      id: 'e-1',
      kind: 'ordered',
      at: '2026-11-23T09:15:00Z',
      amount: null,
      price: null,
      shares: null,
      levelPct: null,
      ledgerId: null,
    },
    {
      id: 'e-2',
      kind: 'filled',
      at: '2026-11-23T09:15:00Z',
      amount: '-3000.00',
      price: '600.00',
      shares: null,
      levelPct: null,
      ledgerId: 'l-1',
    },
    {
      id: 'e-3',
      kind: 'fee',
      at: '2026-11-23T09:15:00Z',
      amount: '-6.00',
      price: null,
      shares: null,
      levelPct: null,
      ledgerId: 'l-2',
    },
    {
      id: 'e-4',
      kind: 'managementFee',
      at: '2026-11-23T16:30:00Z',
      amount: '-0.60',
      price: null,
      shares: null,
      levelPct: null,
      ledgerId: null,
    },
    {
      id: 'e-5',
      kind: 'unlocked',
      at: '2026-11-24T08:00:00Z',
      amount: null,
      price: null,
      shares: null,
      levelPct: null,
      ledgerId: null,
    },
    {
      id: 'e-6',
      kind: 'managementFee',
      at: '2026-11-24T16:30:00Z',
      amount: '-0.60',
      price: null,
      shares: null,
      levelPct: null,
      ledgerId: null,
    },
  ],
};

export const dividendFixtures: Dividend[] = [
  createDividend(),
  createDividend({
    id: 'd-2',
    kind: 'shares',
    perShare: null,
    ratio: '10:1',
    shares: 15,
    bonusShares: 1,
    gross: null,
    withholdingPct: null,
    withholding: null,
    amount: '306.20',
    recordDate: '2026-10-10',
    payDate: '2026-10-15',
    paidAt: null,
  }),
];

/**
 * Fugro's 10:1 bonus issue as the server books it at the ex-date's opening: a long of 105 shares
 * receives 10 and half a share in cash; a short of 100 owes 10 more, nothing in cash.
 */
const fugroBonus = {
  stockId: 'nl-FUR',
  code: 'FUR',
  name: 'Fugro',
  kind: 'shares',
  perShare: null,
  ratio: '10:1',
  gross: null,
  withholdingPct: null,
  withholding: null,
  recordDate: '2027-05-31',
  payDate: '2027-06-01',
  paidAt: '2027-06-01T07:00:00Z',
} as const satisfies Partial<Dividend>;

export const bonusShareFixtures: Dividend[] = [
  createDividend({
    ...fugroBonus,
    id: 'd-bonus-long',
    positionId: 'p-fur-long',
    shares: 105,
    bonusShares: 10,
    amount: '5.92',
  }),
  createDividend({
    ...fugroBonus,
    id: 'd-bonus-short',
    positionId: 'p-fur-short',
    direction: 'short',
    shares: 100,
    bonusShares: 10,
    amount: null,
  }),
];

/** 90 days of account value rising from 10,000 with a deposit and a withdrawal marked. */
export const valueHistoryFixture: ResponseOf<'trade/valueHistory'> = {
  currency: 'EUR',
  points: Array.from({ length: 90 }, (_, index) => {
    const day = new Date(Date.parse('2026-08-26T00:00:00Z') + index * 86_400_000).toISOString().slice(0, 10);
    const value = (
      10_000 +
      index * 25 +
      Math.round(Math.sin(index / 5) * 300) +
      (index >= 30 ? 2000 : 0) -
      (index >= 70 ? 500 : 0)
    ).toFixed(2);
    return {
      date: day,
      value,
      deposits: index === 30 ? '2000.00' : '0.00',
      withdrawals: index === 70 ? '500.00' : '0.00',
    };
  }),
};

export const allocationFixture: ResponseOf<'trade/allocation'> = {
  currency: 'EUR',
  total: '15000.00',
  byMarket: [
    { market: 'nl', value: '6124.00', pct: '40.83' },
    { market: 'cash', value: '4876.00', pct: '32.51' },
    { market: 'usd', value: '4000.00', pct: '26.66' },
  ],
  byCurrency: [
    { currency: 'EUR', value: '11000.00', pct: '73.33' },
    { currency: 'USD', value: '4000.00', pct: '26.67' },
  ],
};

/** `margin/apply` scored by the domain's rules: passed → applied, failed → the reasons and a retake date. */
export const applyMock = () =>
  mockApi('margin/apply', (body) => {
    const result = scoreQuestionnaire(body.answers, FILL_MS);
    return {
      data: {
        status: result.passed ? 'applied' : 'notApplied',
        passed: result.passed,
        score: result.score,
        total: result.total,
        reasons: result.reasons,
        answeredAt: result.answeredAt,
        retakeAt: result.retakeAt,
      },
    };
  });

/**
 * Everything the trading screens read, over the fixtures, with a quiet quote stream. Overrides
 * come first, so they win.
 */
export function handlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [
    ...overrides,
    configMock,
    mockApi('user/info', { data: userFixture }),
    mockApi('user/summary', { data: accountSummaryFixture }),
    mockApi('stock/detail', (body) => {
      if (body.stockId === ticketStock.stockId) return { data: ticketStock };
      const quote = allQuotes.find((item) => item.stockId === body.stockId);
      return quote ? { data: createStockDetail(quote) } : { error: 'error.stock.notFound' };
    }),
    quoteMock(),
    mockApi('stock/kline', (body) => {
      const quote = allQuotes.find((item) => item.stockId === body.stockId) ?? nlQuotes[0]!;
      // Daily candles up to a fortnight after the fixtures' fill, so that positions have a P&L line.
      const items = candlesFor(quote, body.period, 30, Date.parse('2026-12-04T16:30:00Z'));
      return { data: { stockId: body.stockId, period: body.period, adjust: body.adjust ?? 'none', items } };
    }),
    quoteStreamMock().handler,
    mockApi('margin/info', { data: marginFixtures.activated }),
    // No intraday account runs: the ticket offers no choice of book.
    mockApi('intraday/account', { data: null }),
    // The holding p-1 can be lent (its detail shows the lending card).
    mockApi('lending/holdings', { data: { terms: lendingTermsFixture, items: [createLendingHolding()], total: 1 } }),
    mockApi('trade/preview', (body) => ({ data: previewFor(body) })),
    mockApi('trade/order', (body) =>
      body.fundPassword === mockFundPassword ? { data: positionFor(body) } : { error: 'error.fundPassword.wrong' },
    ),
    mockApi('trade/positions', (body) => ({ data: pageOf(positionsOf(body.tab ?? 'holding'), body) })),
    mockApi('trade/position', (body) => {
      const position = positionFixtures.find((item) => item.id === body.positionId);
      return position ? { data: position } : { error: 'error.order.notFound' };
    }),
    mockApi('trade/timeline', (body) => ({ data: { ...timelineFixture, positionId: body.positionId } })),
    mockApi('trade/close', (body) => ({
      data: { ...positionFixtures.find((item) => item.id === body.positionId)!, status: 'closed' },
    })),
    mockApi('trade/cancel', (body) => {
      const position = positionFixtures.find((item) => item.id === body.positionId)!;
      return { data: { ...position, status: position.status === 'pending' ? 'cancelled' : 'holding' } };
    }),
    mockApi('trade/dividends', (body) => ({ data: pageOf(dividendFixtures, body) })),
    mockApi('trade/valueHistory', { data: valueHistoryFixture }),
    mockApi('trade/allocation', { data: allocationFixture }),
    mockApi('margin/questionnaire', { data: { questions: questionnaireForm(), retakeDays: 30 } }),
    applyMock(),
  ];
}
