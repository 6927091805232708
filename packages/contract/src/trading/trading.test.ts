import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  closeSettlement,
  resultAfterCosts,
  defaultTradingWindows,
  orderWarnings,
  questionnaireForm,
  scoreQuestionnaire,
  serverDefaults,
  tradeReceipt,
  type OrderWarning as DomainOrderWarning,
  type TradeReceipt as DomainTradeReceipt,
} from '@broker/domain';
import {
  adminEndpoints,
  dividendSchema,
  endpoints,
  marginApplyRequestSchema,
  marginApplyResponseSchema,
  marginInfoSchema,
  marginQuestionnaireResponseSchema,
  orderWarningSchema,
  positionSchema,
  positionSettlementSchema,
  tradeAllocationResponseSchema,
  tradeOrderRequestSchema,
  tradePositionsRequestSchema,
  tradePreviewRequestSchema,
  tradeReceiptSchema,
  tradeTimelineResponseSchema,
  tradeValueHistoryRequestSchema,
} from '../index.ts';

const requestId = '3f1c2b4e-8a9d-4c7e-9b2a-1d5e6f7a8b9c';
const monday = Date.UTC(2024, 6, 1, 10);
const receipt = tradeReceipt({
  direction: 'long',
  priceType: 'market',
  price: '10',
  lots: 10,
  lotSize: 100,
  leverage: 5,
  feePct: serverDefaults.feePct,
  stampTaxPct: serverDefaults.stampTaxPct,
  managementFeePct: serverDefaults.trading.managementFeePct,
  holdingDays: 7,
  sellLock: serverDefaults.trading.sellLocks.nl,
  calendar: { window: defaultTradingWindows.nl },
  nowMs: monday,
  currency: 'EUR',
});

const position = {
  id: 'p-1',
  orderNo: 'T20240701100000123456',
  stockId: 'nl-asml',
  code: 'ASML',
  name: 'ASML Holding',
  market: 'nl',
  currency: 'EUR',
  source: 'trade',
  direction: 'long',
  priceType: 'market',
  limitPrice: null,
  lots: 10,
  shares: 1000,
  openPrice: '10',
  currentPrice: '10.20',
  marketValue: '10200.00',
  leverage: 5,
  margin: '2000.00',
  fee: '5.00',
  stampTax: '0.00',
  managementFee: '1.60',
  managementFeeDays: 1,
  profit: '198.40',
  profitPct: '9.92',
  status: 'locked',
  lockDays: 1,
  sellLock: { unit: 'day', value: 1 },
  lockUntil: '2024-07-02T07:00:00Z',
  createdAt: '2024-07-01T10:00:00Z',
  openedAt: '2024-07-01T10:00:00Z',
  closeRequestedAt: null,
  closedAt: null,
  cancelledAt: null,
  closePrice: null,
  remark: null,
  marginLevelPct: '109.92',
  stopOutPrice: '9.0000',
  receipt,
  settlement: null,
};

describe('the receipt and the warnings', () => {
  it('carry the domain’s objects as they are', () => {
    expect(tradeReceiptSchema.parse(receipt)).toEqual(receipt);
    expectTypeOf<DomainTradeReceipt>().toExtend<z.input<typeof tradeReceiptSchema>>();
    const warnings = orderWarnings({
      direction: 'long',
      priceType: 'market',
      price: receipt.price,
      amount: receipt.amount,
      lockUntil: receipt.lockUntil,
      marketPrice: '10',
      quoteAtMs: monday - 20_000,
      nowMs: monday,
      equity: '5000',
      calendar: { window: defaultTradingWindows.nl },
    });
    expect(warnings.map((warning) => orderWarningSchema.parse(warning))).toEqual(warnings);
    expectTypeOf<DomainOrderWarning>().toExtend<z.input<typeof orderWarningSchema>>();
  });

  it('keeps the actual figures of a close beside it', () => {
    const actual = closeSettlement({
      direction: 'long',
      openPrice: '10',
      closePrice: '10.50',
      shares: 1000,
      leverage: 5,
      feePct: '0.05',
      stampTaxPct: '0.10',
      managementFeePct: '0.02',
      days: 3,
    });
    const settlement = {
      closePrice: '10.50',
      closeAmount: actual.closeAmount,
      profit: actual.profit,
      closeFee: actual.closeFee,
      stampTax: actual.stampTax,
      managementFee: actual.managementFee,
      managementFeeDays: actual.days,
      totalCost: actual.totalCost,
      net: actual.net,
      credit: actual.credit,
      shortfall: actual.shortfall,
      nbp: '0.00',
      afterCosts: resultAfterCosts({ profit: actual.profit, totalCost: actual.totalCost, nbp: '0' }),
    };
    expect(positionSettlementSchema.safeParse(settlement).success).toBe(true);
    const closed = { ...position, status: 'closed', closedAt: '2024-07-04T10:00:00Z', closePrice: '10.50', settlement };
    expect(positionSchema.safeParse(closed).success).toBe(true);
  });
});

describe('Position', () => {
  it('takes prices as decimal strings and times in UTC', () => {
    expect(positionSchema.safeParse(position).success).toBe(true);
    expect(positionSchema.safeParse({ ...position, openPrice: 10 }).success).toBe(false);
    expect(positionSchema.safeParse({ ...position, createdAt: '2024-07-01T12:00:00+02:00' }).success).toBe(false);
    expect(positionSchema.safeParse({ ...position, market: 'crypto' }).success).toBe(false);
    expect(positionSchema.safeParse({ ...position, status: 'open' }).success).toBe(false);
    expect(positionSchema.safeParse({ ...position, remark: 'stopOut', receipt: null }).success).toBe(true);
  });
});

describe('trade requests', () => {
  it('take the ticket as typed, leaving the values to the domain', () => {
    const ticket = { stockId: 'nl-asml', direction: 'short', priceType: 'limit', price: '10.5', lots: 1.5 };
    expect(tradePreviewRequestSchema.parse(ticket)).toEqual({ ...ticket, holdingDays: 7 });
    expect(tradePreviewRequestSchema.safeParse({ ...ticket, direction: 'up' }).success).toBe(false);
    expect(tradePreviewRequestSchema.safeParse({ ...ticket, holdingDays: 366 }).success).toBe(false);
    expect(tradeOrderRequestSchema.safeParse(ticket).success).toBe(false);
    expect(tradeOrderRequestSchema.safeParse({ ...ticket, requestId }).success).toBe(true);
    expect(tradeOrderRequestSchema.safeParse({ ...ticket, requestId, fundPassword: '135790' }).success).toBe(true);
    expect(tradeOrderRequestSchema.safeParse({ ...ticket, requestId, fundPassword: 'x'.repeat(17) }).success).toBe(
      false,
    );
    expect(tradePreviewRequestSchema.parse({ ...ticket, fundPassword: '135790' })).not.toHaveProperty('fundPassword');
  });

  it('page the positions by tab, holding first', () => {
    expect(tradePositionsRequestSchema.parse({})).toEqual({ tab: 'holding', page: 1, size: 20 });
    expect(tradePositionsRequestSchema.safeParse({ tab: 'open' }).success).toBe(false);
    expect(tradeValueHistoryRequestSchema.parse({})).toEqual({ range: '3m' });
  });
});

describe('the other trading objects', () => {
  it('describe dividends, timelines and allocations', () => {
    const dividend = {
      id: 'd-1',
      positionId: 'p-1',
      stockId: 'nl-asml',
      code: 'ASML',
      name: 'ASML Holding',
      kind: 'cash',
      direction: 'long',
      perShare: '1.52',
      ratio: null,
      shares: 100,
      bonusShares: null,
      gross: '152.00',
      withholdingPct: '15',
      withholding: '22.80',
      amount: '129.20',
      currency: 'EUR',
      recordDate: '2024-07-02',
      payDate: '2024-07-20',
      paidAt: null,
      inLieu: false,
    };
    expect(dividendSchema.safeParse(dividend).success).toBe(true);
    // Paid while the shares were lent: a payment in lieu, said so.
    expect(dividendSchema.safeParse({ ...dividend, inLieu: true }).success).toBe(true);
    expect(dividendSchema.safeParse({ ...dividend, inLieu: undefined }).success).toBe(false);
    expect(dividendSchema.safeParse({ ...dividend, kind: 'shares', ratio: '10-1' }).success).toBe(false);
    expect(
      tradeTimelineResponseSchema.safeParse({
        positionId: 'p-1',
        milestones: [{ key: 'ordered', state: 'done', at: '2024-07-01T10:00:00Z' }],
        entries: [
          {
            id: 'e-1',
            kind: 'managementFee',
            at: '2024-07-01T15:30:00Z',
            amount: '-1.60',
            price: null,
            shares: null,
            levelPct: null,
            ledgerId: null,
          },
        ],
      }).success,
    ).toBe(true);
    expect(
      tradeAllocationResponseSchema.safeParse({
        currency: 'EUR',
        total: '100.00',
        byMarket: [{ market: 'cash', value: '100.00', pct: '100.00' }],
        byCurrency: [{ currency: 'EUR', value: '100.00', pct: '100.00' }],
      }).success,
    ).toBe(true);
  });
});

describe('margin', () => {
  it('shows the questionnaire without its answers and scores an application', () => {
    const questionnaire = { questions: questionnaireForm(), retakeDays: 30 };
    expect(marginQuestionnaireResponseSchema.parse(questionnaire)).toEqual(questionnaire);
    expect(marginApplyRequestSchema.safeParse({ requestId, answers: { stopOut: 'nothing' } }).success).toBe(true);
    expect(marginApplyRequestSchema.safeParse({ requestId, answers: ['nothing'] }).success).toBe(false);
    const result = scoreQuestionnaire({}, monday);
    expect(marginApplyResponseSchema.safeParse({ status: 'notApplied', ...result }).success).toBe(true);
  });

  it('tells the margin account’s state', () => {
    const info = {
      status: 'activated',
      open: true,
      leverages: [...serverDefaults.trading.leverages],
      managementFeePct: serverDefaults.trading.managementFeePct,
      levels: serverDefaults.trading.marginLevels,
      remark: null,
      questionnaire: { status: 'passed', answeredAt: '2024-07-01T10:00:00Z', retakeAt: null, reasons: [] },
      exposure: [{ currency: 'EUR', margin: '2000.00', equity: '1500.00', levelPct: '75.00', alert: 'warning' }],
    };
    expect(marginInfoSchema.safeParse(info).success).toBe(true);
    expect(marginInfoSchema.safeParse({ ...info, status: 'approved' }).success).toBe(false);
  });

  it('lets operators end a margin account and review applications', () => {
    expect(adminEndpoints['margin/end'].request.safeParse({ account: 'alice' }).success).toBe(true);
    const decide = adminEndpoints['review/decide'].response;
    expect(
      decide.safeParse({
        id: 'a-1',
        accountId: 'a-1',
        account: 'alice',
        status: 'applied',
        appliedAt: '2024-07-01T10:00:00Z',
        reviewedAt: null,
        remark: null,
        questionnaire: { passed: true, score: 5, total: 5, answeredAt: '2024-07-01T10:00:00Z', answers: {} },
      }).success,
    ).toBe(true);
  });

  it('writes exactly the paths the domain lists', () => {
    const writes = Object.entries(endpoints)
      .filter(([path, definition]) => /^(trade|margin)\//.test(path) && definition.write)
      .map(([path]) => path);
    expect(writes.sort()).toEqual(['margin/apply', 'trade/cancel', 'trade/close', 'trade/order']);
  });
});
