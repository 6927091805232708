import { describe, expect, it } from 'vitest';
import { createMarginInfo, createPosition, createTradeReceipt } from '../../testing/factories.ts';
import {
  initialTicket,
  livePosition,
  marginStep,
  pnlSinceFill,
  positionActions,
  previewRequest,
  profitByCurrency,
  receiptRows,
  settledFigure,
  sideOf,
  tabOf,
  valueSeries,
  valueSummary,
  worstMarginAlert,
} from './tradingView.ts';

describe('the URL of the ticket and the trade screen', () => {
  it('reads the side and the tab, with buy and holding when they say nothing known', () => {
    expect(sideOf('sell')).toBe('sell');
    expect(sideOf('short')).toBe('buy');
    expect(sideOf(null)).toBe('buy');
    expect(tabOf('pending')).toBe('pending');
    expect(tabOf('nope')).toBe('holding');
  });
});

describe('previewRequest', () => {
  const ticket = initialTicket('sell', 2);

  it('starts at the minimum lots, market, leverage 1 and the default holding days', () => {
    expect(ticket).toEqual({
      side: 'sell',
      priceType: 'market',
      price: '',
      lots: 2,
      leverage: 1,
      holdingDays: 7,
      atOpening: false,
    });
  });

  it('sends the direction of the side and no price for a market order', () => {
    expect(previewRequest('s-asml', ticket)).toEqual({
      stockId: 's-asml',
      direction: 'short',
      priceType: 'market',
      lots: 2,
      leverage: 1,
      holdingDays: 7,
    });
  });

  it('waits for a limit that can be priced and for whole lots', () => {
    expect(previewRequest('s', { ...ticket, priceType: 'limit', price: '' })).toBeNull();
    expect(previewRequest('s', { ...ticket, priceType: 'limit', price: '0' })).toBeNull();
    expect(previewRequest('s', { ...ticket, priceType: 'limit', price: '12.34567' })).toBeNull();
    expect(previewRequest('s', { ...ticket, lots: 1.5 })).toBeNull();
    expect(previewRequest('s', { ...ticket, lots: 0 })).toBeNull();
    expect(previewRequest('s', { ...ticket, priceType: 'limit', price: '600.5' })).toMatchObject({ price: '600.5' });
  });

  it('asks for the opening only for a market order', () => {
    expect(previewRequest('s', { ...ticket, atOpening: true })).toMatchObject({ atOpening: true });
    expect(previewRequest('s', { ...ticket, priceType: 'limit', price: '600.5', atOpening: true })).not.toHaveProperty(
      'atOpening',
    );
  });
});

describe('receiptRows', () => {
  it('lists the receipt in order, the fee over the chosen days, the stop-out only when leveraged', () => {
    const rows = receiptRows(createTradeReceipt());
    expect(rows.map((row) => row.key)).toEqual([
      'amount',
      'margin',
      'borrowed',
      'fee',
      'openingCost',
      'closeFee',
      'stampTax',
      'managementFeePerDay',
      'managementFee',
      'totalCost',
      'breakEven',
      'breakEvenMove',
      'stopOut',
      'lockUntil',
      'moveUp',
      'moveDown',
    ]);
    expect(rows.find((row) => row.key === 'managementFee')).toMatchObject({ params: { days: 7 }, value: '4.20' });
    expect(receiptRows(createTradeReceipt({ stopOutPrice: null })).some((row) => row.key === 'stopOut')).toBe(false);
  });

  it('starts an order for the opening with when it fills and what is frozen until then', () => {
    const opening = { at: '2026-11-30T08:00:00Z', reservePrice: '660.0000', reserved: '3301.65' };
    const rows = receiptRows(createTradeReceipt({ atOpening: opening }));
    expect(rows.slice(0, 3)).toEqual([
      { key: 'atOpening', labelKey: 'trading.receipt.atOpening', kind: 'time', value: opening.at },
      { key: 'reservePrice', labelKey: 'trading.receipt.reservePrice', kind: 'price', value: opening.reservePrice },
      { key: 'reserved', labelKey: 'trading.receipt.reserved', kind: 'money', value: opening.reserved },
    ]);
  });

  it('sets the actual figures of the close beside the costs, nothing beside the projections', () => {
    const settlement = createPosition().settlement ?? {
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
    expect(settledFigure({ key: 'margin', value: '3000.00' }, settlement)).toBe('3000.00');
    expect(settledFigure({ key: 'closeFee', value: '6.00' }, settlement)).toBe('6.30');
    expect(settledFigure({ key: 'stampTax', value: '0.00' }, settlement)).toBe('0.00');
    expect(settledFigure({ key: 'managementFee', value: '4.20' }, settlement)).toBe('4.20');
    expect(settledFigure({ key: 'totalCost', value: '16.20' }, settlement)).toBe('16.50');
    expect(settledFigure({ key: 'breakEven', value: '601.62' }, settlement)).toBeNull();
  });
});

describe('live figures', () => {
  const position = createPosition();

  it('moves an open position to the live price, net of the accrued fee (domain positionFigures)', () => {
    expect(livePosition(position, { price: '620.00' })).toMatchObject({
      currentPrice: '620.00',
      marketValue: '6200.00',
      profit: '198.80',
      profitPct: '6.63',
    });
  });

  it('leaves a pending, closed or quote-less position as the server sent it', () => {
    expect(livePosition(position, undefined)).toBe(position);
    const pending = createPosition({ status: 'pending', openPrice: null });
    expect(livePosition(pending, { price: '1.00' })).toBe(pending);
    const closed = createPosition({ status: 'closed' });
    expect(livePosition(closed, { price: '1.00' })).toBe(closed);
  });

  it('adds the open P&L per currency, never across currencies', () => {
    expect(
      profitByCurrency([
        position,
        createPosition({ id: 'p-2', profit: '-22.80' }),
        createPosition({ id: 'p-3', currency: 'USD', profit: '5.00' }),
        createPosition({ id: 'p-4', status: 'closed', profit: '999.00' }),
        createPosition({ id: 'p-5', status: 'pending', openPrice: null }),
      ]),
    ).toEqual([
      { currency: 'EUR', profit: '100' },
      { currency: 'USD', profit: '5' },
    ]);
  });
});

describe('positionActions', () => {
  it('offers close when holding (locked shows it disabled) and cancel when pending or closing', () => {
    expect(positionActions({ status: 'holding' })).toEqual({ close: 'enabled', cancel: false });
    expect(positionActions({ status: 'locked' })).toEqual({ close: 'locked', cancel: false });
    expect(positionActions({ status: 'pending' })).toEqual({ close: null, cancel: true });
    expect(positionActions({ status: 'closing' })).toEqual({ close: null, cancel: true });
    expect(positionActions({ status: 'closed' })).toEqual({ close: null, cancel: false });
  });
});

describe('margin', () => {
  it('takes the worst alert of the leveraged currencies', () => {
    const exposure = (alert: 'none' | 'warning' | 'critical') => ({
      currency: 'EUR' as const,
      margin: '1',
      equity: '1',
      levelPct: '100',
      alert,
    });
    expect(worstMarginAlert([])).toBe('none');
    expect(worstMarginAlert([exposure('warning'), exposure('critical'), exposure('none')])).toBe('critical');
  });

  it('offers the test while it may be taken, waits for its retake date, or has nothing to do', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(marginStep(createMarginInfo(), now)).toBe('apply');
    expect(marginStep(createMarginInfo({ status: 'activated' }), now)).toBe('none');
    expect(marginStep(createMarginInfo({ open: false }), now)).toBe('none');
    const failed = createMarginInfo({
      questionnaire: { status: 'failed', answeredAt: null, retakeAt: '2026-12-01T00:00:00Z', reasons: [] },
    });
    expect(marginStep(failed, now)).toBe('retakeLater');
    expect(marginStep(failed, Date.parse('2026-12-02T00:00:00Z'))).toBe('apply');
  });
});

describe('charts', () => {
  const points = [
    { date: '2026-11-01', value: '100.00', deposits: '0.00', withdrawals: '0.00' },
    { date: '2026-11-02', value: '150.50', deposits: '50.00', withdrawals: '0.00' },
    { date: '2026-11-03', value: '90.00', deposits: '0.00', withdrawals: '60.00' },
  ];

  it('draws the values and marks the days with money in or out', () => {
    expect(valueSeries(points)).toEqual({
      values: [100, 150.5, 90],
      markers: [
        { index: 1, kind: 'deposit' },
        { index: 2, kind: 'withdrawal' },
      ],
    });
  });

  it('summarises the range in words: first, last, lowest, highest', () => {
    expect(valueSummary([])).toBeNull();
    expect(valueSummary(points)).toEqual({
      start: '2026-11-01',
      end: '2026-11-03',
      first: '100.00',
      last: '90.00',
      low: '90.00',
      high: '150.50',
    });
  });

  it("gives a position's P&L at the daily closes between its fill and its close", () => {
    const candles = [
      { time: '2026-11-20T15:00:00Z', close: '590.00' },
      { time: '2026-11-23T15:00:00Z', close: '610.00' },
      { time: '2026-11-24T15:00:00Z', close: '605.00' },
      { time: '2026-11-25T15:00:00Z', close: '620.00' },
    ];
    const position = createPosition({ closedAt: '2026-11-24T16:00:00Z' });
    expect(pnlSinceFill(position, candles)).toEqual([
      { time: '2026-11-23T15:00:00Z', profit: '100.00' },
      { time: '2026-11-24T15:00:00Z', profit: '50.00' },
    ]);
    expect(pnlSinceFill(createPosition({ openPrice: null, openedAt: null }), candles)).toEqual([]);
  });

  it('values a close before an ex-date of bonus shares on the shares held that day', () => {
    // 10 shares bought at 600.00; one bonus share at the opening of 24 November: 11 at 545.4545.
    const position = createPosition({ shares: 11, openPrice: '545.4545' });
    const candles = [
      { time: '2026-11-23T15:00:00Z', close: '610.00' },
      { time: '2026-11-24T15:00:00Z', close: '555.00' },
    ];
    const bonus = [{ at: '2026-11-24T08:00:00Z', shares: 1 }];
    expect(pnlSinceFill(position, candles, bonus)).toEqual([
      { time: '2026-11-23T15:00:00Z', profit: '100.00' },
      { time: '2026-11-24T15:00:00Z', profit: '105.00' },
    ]);
  });
});
