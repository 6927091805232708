import type {
  ActiveSession,
  Article,
  BlockPrint,
  BlockTrade,
  Candle,
  Card,
  Channel,
  Deposit,
  Dividend,
  ExchangeRecord,
  IntradayAccount,
  LendingHolding,
  LendingRecord,
  IntradayInfo,
  IntradayRecord,
  LedgerEntry,
  LoanInfo,
  LoanPreview,
  LoanRecord,
  MarginInfo,
  NewShare,
  NewShareRecord,
  NewsItem,
  Notice,
  Position,
  Quote,
  RealName,
  ResponseOf,
  Session,
  StockDetail,
  SupportMessage,
  TradeReceipt,
  User,
  Wallet,
  WalletAddress,
  Withdrawal,
  AccountSummary,
} from '@broker/contract';
import {
  allDays,
  aprPct,
  DAY_COUNT,
  compare,
  defaultTradingWindows,
  div,
  intradayRules,
  isTradableMarket,
  loanPreview,
  loanTerms,
  overdueRatePct,
  marketInfo,
  mul,
  round,
  sub,
} from '@broker/domain';

/**
 * One factory per contract object for stories and tests (never imported by a screen):
 * `createX(overrides)` is a valid X (factories.test.ts parses each with the contract's schema),
 * and the overrides win. Every feature's named fixtures (features/<feature>/mocks.ts) are calls
 * of these.
 */

/** The fixtures' quote time: when the module loads, so that quote-age badges start fresh. */
export const FIXTURE_TIME = new Date(Math.floor(Date.now() / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** Open around the clock, so that stories and tests do not depend on the time they run. */
export const alwaysOpen: Channel['hours'] = {
  days: [...allDays],
  open: '00:00',
  close: '24:00',
  timeZone: 'Europe/Amsterdam',
};

export function createWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    currency: 'USD',
    balance: '12500.50',
    available: '10250.25',
    frozen: '2250.25',
    profit: '845.10',
    borrowed: '0',
    totalAssets: '15820.75',
    ...overrides,
  };
}

/** An account's money summary: euros with a 5× position and a realised trade, and dollars, in EUR. */
export function createAccountSummary(overrides: Partial<AccountSummary> = {}): AccountSummary {
  const eur = {
    equity: '20012.53',
    balance: '18829.60',
    available: '18629.60',
    frozen: '200.00',
    positionsValue: '1182.93',
    openPnl: '-25.07',
    realisedToday: '17.47',
    realisedTotal: '17.47',
    borrowed: '4681.60',
  };
  const usd = {
    equity: '1000.00',
    balance: '1000.00',
    available: '1000.00',
    frozen: '0.00',
    positionsValue: '0.00',
    openPnl: '0.00',
    realisedToday: '0.00',
    realisedTotal: '0.00',
    borrowed: '0.00',
  };
  return {
    baseCurrency: 'EUR',
    total: {
      equity: '20932.53',
      balance: '19749.60',
      available: '19549.60',
      frozen: '200.00',
      positionsValue: '1182.93',
      openPnl: '-25.07',
      realisedToday: '17.47',
      realisedTotal: '17.47',
      borrowed: '4681.60',
    },
    currencies: [
      { ...eur, currency: 'EUR', rate: '1' },
      { ...usd, currency: 'USD', rate: '0.92000000' },
    ],
    missing: [],
    ratesAt: '2026-11-23T09:00:00Z',
    ...overrides,
  };
}

/** A verified user with money in EUR and USD. */
export function createUser(overrides: Partial<User> = {}): User {
  return {
    id: '10023',
    uid: '10023',
    account: 'jan.devries',
    realName: 'Jan de Vries',
    realNameStatus: 'verified',
    avatar: null,
    language: 'nl',
    inviteCode: 'JDV7K2',
    creditScore: 100,
    registeredAt: '2024-03-18T09:15:00Z',
    fundPasswordSet: true,
    restrictions: [],
    isSeat: false,
    marginStatus: 'notApplied',
    wallet: createWallet(),
    usdtBalance: '0',
    wallets: [createWallet({ currency: 'EUR' }), createWallet()],
    ...overrides,
  };
}

/** What `user/login` and `user/register` answer. */
export function createSession(overrides: Partial<Session> = {}): Session {
  return {
    token: 'story-token',
    account: 'jansen',
    id: '10001',
    uid: '10001',
    realName: 'Jan Jansen',
    realNameStatus: 'verified',
    expiresAt: '2030-01-01T00:00:00Z',
    ...overrides,
  };
}

/** One of the account's open sessions (`user/sessions`): a phone, the current one. */
export function createActiveSession(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id: 'session-phone',
    current: true,
    createdAt: '2025-04-20T08:00:00Z',
    lastUsedAt: '2025-04-21T09:30:00Z',
    expiresAt: '2025-04-28T09:30:00Z',
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
    address: '192.0.2.7',
    ...overrides,
  };
}

/** Never submitted. */
export function createRealName(overrides: Partial<RealName> = {}): RealName {
  return {
    status: 'none',
    name: null,
    idNumberMasked: null,
    frontImage: null,
    backImage: null,
    address: null,
    remark: null,
    submittedAt: null,
    reviewedAt: null,
    ...overrides,
  };
}

/** A notice as `user/notice` lists it (no content; `user/noticeDetail` adds it). */
export function createNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 'n1',
    title: 'Welcome to Dutch stocks',
    summary: 'Verify your identity to start trading.',
    market: null,
    createdAt: '2025-03-28T09:00:00Z',
    ...overrides,
  };
}

export function createArticle(overrides: Partial<Article> = {}): Article {
  return {
    key: 'security',
    title: 'Security tips',
    content: '<p>Never share your passwords or your fund password, not even with customer service.</p>',
    updatedAt: '2025-01-10T09:00:00Z',
    ...overrides,
  };
}

export function createCheckInInfo(
  overrides: Partial<ResponseOf<'user/checkInInfo'>> = {},
): ResponseOf<'user/checkInInfo'> {
  return { checkedInToday: false, streakDays: 3, remaining: 27, reward: '1.00', currency: 'USD', ...overrides };
}

export function createCard(overrides: Partial<Card> = {}): Card {
  return {
    id: 'card-1',
    holderName: 'Jan de Vries',
    cardNumberMasked: '5355****4567',
    bankName: 'ING Bank',
    branchName: null,
    bankCode: null,
    branchAddress: null,
    createdAt: '2025-03-02T10:20:00Z',
    ...overrides,
  };
}

export function createWalletAddress(overrides: Partial<WalletAddress> = {}): WalletAddress {
  return {
    id: 'wallet-1',
    walletType: 'USDT',
    network: 'TRC20',
    address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    qrImage: null,
    createdAt: '2025-02-14T12:00:00Z',
    ...overrides,
  };
}

/** An open bank channel in EUR, open around the clock, without a payee. */
export function createChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    id: 'sepa-eur',
    name: 'SEPA bank transfer',
    kind: 'bank',
    currency: 'EUR',
    min: '10.00',
    max: '500000.00',
    hours: alwaysOpen,
    open: true,
    needsPassword: false,
    payee: {
      holderName: null,
      bankName: null,
      accountNumber: null,
      branchName: null,
      walletType: null,
      network: null,
      address: null,
      qrImage: null,
    },
    ...overrides,
  };
}

/** A pending deposit. */
export function createDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 'dep-1',
    orderNo: 'D20250420093000123456',
    channelId: 'sepa-eur',
    channelName: 'SEPA bank transfer',
    currency: 'EUR',
    amount: '250.00',
    creditedAmount: null,
    proofImage: '/uploads/proof/p1.png',
    status: 'pending',
    remark: null,
    createdAt: '2025-04-20T09:30:00Z',
    reviewedAt: null,
    ...overrides,
  };
}

/** A pending withdrawal to a bank card. */
export function createWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 'wd-1',
    orderNo: 'W20250420100000654321',
    method: 'card',
    destination: '5355****4567',
    currency: 'USD',
    amount: '250.00',
    fee: '1.25',
    netAmount: '248.75',
    status: 'pending',
    remark: null,
    createdAt: '2025-04-20T10:00:00Z',
    reviewedAt: null,
    ...overrides,
  };
}

/** What `funds/withdrawInfo` answers: USD, open around the clock, nothing in the way. */
export function createWithdrawInfo(
  overrides: Partial<ResponseOf<'funds/withdrawInfo'>> = {},
): ResponseOf<'funds/withdrawInfo'> {
  return {
    currency: 'USD',
    min: '100.00',
    max: '500000.00',
    feePct: '0.50',
    hours: alwaysOpen,
    minCreditScore: 60,
    creditScore: 100,
    available: '10250.25',
    fundPasswordSet: true,
    realNameStatus: 'verified',
    ...overrides,
  };
}

export function createLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 'l1',
    type: 'checkIn',
    currency: 'USD',
    amount: '1',
    frozenChange: '0',
    balanceAfter: '13444.20',
    availableAfter: '13444.20',
    refId: null,
    remark: null,
    createdAt: '2025-03-30T06:00:00Z',
    ...overrides,
  };
}

export function createExchangeRecord(overrides: Partial<ExchangeRecord> = {}): ExchangeRecord {
  return {
    id: 'x1',
    orderNo: 'X20250420090000111',
    from: 'USD',
    to: 'EUR',
    amount: '123.45',
    rate: '0.92',
    fee: '0.11',
    received: '113.46',
    createdAt: '2025-04-20T09:00:00Z',
    ...overrides,
  };
}

/**
 * A quote. Change, change %, currency, tradability, open/high/low, turnover and the price limits
 * follow from price, previous close, market and volume as the server computes them, unless the
 * overrides give them too.
 */
export function createQuote(overrides: Partial<Quote> = {}): Quote {
  const base = {
    stockId: 's-asml',
    code: 'ASML',
    name: 'ASML Holding',
    market: 'nl' as Quote['market'],
    board: 'listed' as Quote['board'],
    isIndex: false,
    price: '612.40',
    prevClose: '598.10',
    volume: 1_250_000,
    tradingStatus: 'trading' as Quote['tradingStatus'],
    updatedAt: FIXTURE_TIME,
    ...overrides,
  };
  const change = sub(base.price, base.prevClose);
  const up = compare(change, '0') >= 0;
  const tradable = !base.isIndex && isTradableMarket(base.market);
  return {
    stockId: base.stockId,
    code: base.code,
    name: base.name,
    market: base.market,
    board: base.board,
    currency: marketInfo[base.market].currency,
    tradable,
    isIndex: base.isIndex,
    price: base.price,
    change,
    changePct: round(mul(div(change, base.prevClose, 8), '100'), 2),
    open: base.prevClose,
    prevClose: base.prevClose,
    high: up ? base.price : base.prevClose,
    low: up ? base.prevClose : base.price,
    volume: base.volume,
    turnover: round(mul(base.price, base.volume), 2),
    limitUp: tradable ? round(mul(base.prevClose, '1.1'), 2) : null,
    limitDown: tradable ? round(mul(base.prevClose, '0.9'), 2) : null,
    tradingStatus: base.tradingStatus,
    updatedAt: base.updatedAt,
    ...overrides,
  };
}

/**
 * A stock detail: the quote of the overrides (see createQuote) with the market data a listed stock
 * has; indexes and quote-only instruments get none of it and no trading conditions.
 */
export function createStockDetail(overrides: Partial<StockDetail> = {}): StockDetail {
  const quote = createQuote(overrides);
  const listed = quote.tradable;
  const market = quote.market;
  return {
    ...quote,
    lotSize: 1,
    high52w: '745.20',
    low52w: '512.85',
    foreignOwnershipPct: listed ? '64.30' : null,
    shortSelling: listed ? { volume: 41_250, balance: 1_230_400, ratioPct: '5.08' } : null,
    investorTrends: listed
      ? [
          { date: '2026-11-20', individual: -12_500, foreign: 30_400, institution: -17_900 },
          { date: '2026-11-19', individual: 8_200, foreign: -4_100, institution: -4_100 },
        ]
      : null,
    ratios: listed
      ? { pe: '34.12', pb: '16.40', eps: '17.95', roePct: '48.10', dividendYieldPct: '1.03', marketCap: '241200000000' }
      : null,
    trade:
      listed && isTradableMarket(market)
        ? {
            minLots: 1,
            minOpenAmount: '100',
            feePct: '0.10',
            stampTaxPct: '0.00',
            dailyLimitPct: '10',
            sellLock: { unit: 'day', value: 1 },
            hours: { ...defaultTradingWindows[market], days: [...defaultTradingWindows[market].days] },
          }
        : null,
    inWatchlist: false,
    ...overrides,
  };
}

export function createCandle(overrides: Partial<Candle> = {}): Candle {
  return {
    time: '2026-11-23T15:00:00Z',
    open: '612.40',
    high: '613.60',
    low: '611.20',
    close: '612.90',
    volume: 1000,
    turnover: null,
    avgPrice: null,
    ...overrides,
  };
}

/** A subscription of 2 lots of the Dutch offering, awaiting its draw. */
export function createNewShareRecord(overrides: Partial<NewShareRecord> = {}): NewShareRecord {
  return {
    id: 'nsr-1',
    orderNo: 'N20260105100000123456',
    newShareId: 'ns-nl-1',
    code: 'WDWE',
    name: 'Waddenwind Energie',
    kind: 'subscription',
    market: 'nl',
    currency: 'EUR',
    lots: 2,
    level: null,
    bidPrice: null,
    price: '18.50',
    amount: '37.00',
    frozen: '37.00',
    autoPay: false,
    ticket: null,
    allottedLots: null,
    amountDue: null,
    payDeadline: null,
    status: 'drawing',
    createdAt: '2026-01-06T10:00:00Z',
    drawnAt: null,
    paidAt: null,
    waivedAt: null,
    cancelledAt: null,
    overridden: false,
    positionId: null,
    listingDate: '2026-01-13',
    ...overrides,
  };
}

/** A Dutch subscription offering, open, with a fixed calendar. */
export function createNewShare(overrides: Partial<NewShare> = {}): NewShare {
  return {
    id: 'ns-nl-1',
    kind: 'subscription',
    code: 'WDWE',
    name: 'Waddenwind Energie',
    market: 'nl',
    currency: 'EUR',
    issuingMarket: 'Euronext Amsterdam',
    sponsor: 'Lage Landen Securities',
    issuePrice: '18.50',
    marketPrice: null,
    priceDiff: null,
    premiumPct: null,
    firstClose: null,
    subscriptionRatio: null,
    lotSize: 1,
    minLots: 1,
    maxLots: 100,
    levels: null,
    totalQuantity: 12_500_000,
    winRatePct: null,
    subscribeStart: '2026-01-05T08:00:00Z',
    subscribeEnd: '2026-01-09T16:30:00Z',
    drawDate: '2026-01-10',
    allotmentDate: '2026-01-11',
    listingDate: '2026-01-13',
    status: 'open',
    ...overrides,
  };
}

export function createNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 'n-101',
    category: 'hot',
    title: 'ECB houdt de rente gelijk en wijst op dalende inflatie',
    summary: 'De Europese Centrale Bank laat de depositorente ongewijzigd.',
    cover: null,
    source: 'Dutch stocks redactie',
    content: null,
    publishedAt: '2026-01-05T09:30:00Z',
    ...overrides,
  };
}

export function createSupportMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id: 'sm-1',
    author: 'user',
    text: 'Hallo, ik heb een vraag over mijn storting.',
    image: null,
    createdAt: '2026-01-05T09:30:00Z',
    readAt: null,
    ...overrides,
  };
}

/**
 * The cost-and-risk receipt of 10 ASML at 600.00 with leverage 2 held 7 days (fee 0.10 %,
 * management fee 0.02 % a day of the borrowed 3,000.00): the figures the domain's tradeReceipt gives.
 */
export function createTradeReceipt(overrides: Partial<TradeReceipt> = {}): TradeReceipt {
  return {
    currency: 'EUR',
    direction: 'long',
    priceType: 'market',
    price: '600.00',
    lots: 10,
    shares: 10,
    leverage: 2,
    amount: '6000.00',
    margin: '3000.00',
    borrowed: '3000.00',
    fee: '6.00',
    openingCost: '3006.00',
    closeFee: '6.00',
    stampTax: '0.00',
    managementFeePerDay: '0.60',
    holdingDays: 7,
    managementFee: '4.20',
    totalCost: '16.20',
    breakEvenPrice: '601.62',
    breakEvenPct: '0.27',
    stopOutPrice: '450.00',
    sellLock: { unit: 'day', value: 1 },
    lockUntil: '2026-11-24T08:00:00Z',
    move: { pct: '1.00', up: '60.00', down: '-60.00', marginPct: '2.00' },
    ...overrides,
  };
}

/** The position of that receipt, filled and holding, at a current price of 612.40. */
export function createPosition(overrides: Partial<Position> = {}): Position {
  return {
    id: 'p-1',
    orderNo: 'T2026112300001',
    stockId: 's-asml',
    code: 'ASML',
    name: 'ASML Holding',
    market: 'nl',
    currency: 'EUR',
    source: 'trade',
    direction: 'long',
    priceType: 'market',
    limitPrice: null,
    lots: 10,
    shares: 10,
    openPrice: '600.00',
    currentPrice: '612.40',
    marketValue: '6124.00',
    leverage: 2,
    margin: '3000.00',
    fee: '6.00',
    stampTax: '0.00',
    managementFee: '1.20',
    managementFeeDays: 2,
    profit: '122.80',
    profitPct: '4.09',
    status: 'holding',
    lockDays: 1,
    sellLock: { unit: 'day', value: 1 },
    lockUntil: '2026-11-24T08:00:00Z',
    createdAt: '2026-11-23T09:15:00Z',
    openedAt: '2026-11-23T09:15:00Z',
    closeRequestedAt: null,
    closedAt: null,
    cancelledAt: null,
    closePrice: null,
    remark: null,
    marginLevelPct: '104.09',
    stopOutPrice: '450.00',
    receipt: createTradeReceipt(),
    settlement: null,
    ...overrides,
  };
}

/** A cash dividend of 1.50 a share on 10 Dutch shares, 15 % withheld, paid. */
export function createDividend(overrides: Partial<Dividend> = {}): Dividend {
  return {
    id: 'd-1',
    positionId: 'p-1',
    stockId: 's-asml',
    code: 'ASML',
    name: 'ASML Holding',
    kind: 'cash',
    direction: 'long',
    perShare: '1.50',
    ratio: null,
    shares: 10,
    bonusShares: null,
    gross: '15.00',
    withholdingPct: '15.00',
    withholding: '2.25',
    amount: '12.75',
    currency: 'EUR',
    recordDate: '2026-11-20',
    payDate: '2026-11-24',
    paidAt: '2026-11-24T08:00:00Z',
    inLieu: false,
    ...overrides,
  };
}

/** Margin not applied for, the questionnaire not taken, nothing leveraged. */
export function createMarginInfo(overrides: Partial<MarginInfo> = {}): MarginInfo {
  return {
    status: 'notApplied',
    open: true,
    leverages: [1, 2, 5],
    managementFeePct: '0.02',
    levels: { warning: '80', critical: '65', stopOut: '50' },
    remark: null,
    questionnaire: { status: 'notTaken', answeredAt: null, retakeAt: null, reasons: [] },
    exposure: [],
    ...overrides,
  };
}

/**
 * A block of ASML offered today by everyone (no invitation): 6 % under a previous close of 598.10
 * (the domain's blockPrice: 562.22, not clamped), lots of 10 shares, locked 5 trading days,
 * buyable around the clock (stories and tests do not depend on the hour).
 */
export function createBlockTrade(overrides: Partial<BlockTrade> = {}): BlockTrade {
  return {
    id: 'B-nl-2026-11-23-1',
    stockId: 's-asml',
    code: 'ASML',
    name: 'ASML Holding',
    market: 'nl',
    currency: 'EUR',
    day: '2026-11-23',
    price: '562.22',
    prevClose: '598.10',
    marketPrice: '612.40',
    discountPct: '6.00',
    clamped: false,
    lotSize: 10,
    minLots: 1,
    dailyLimitLots: 20,
    remainingTodayLots: 20,
    sizeLots: 800,
    lotsLeft: 512,
    lockDays: 5,
    unlockAt: '2026-11-30T08:00:00Z',
    needsSecretKey: false,
    invitation: null,
    belowAtUnlockPct: '2.3',
    feePct: '0.10',
    open: true,
    hours: alwaysOpen,
    ...overrides,
  };
}

/** The ASML block of a closed day as published the next day: 240 lots of 10 at 562.22, closing at 604.80. */
export function createBlockPrint(overrides: Partial<BlockPrint> = {}): BlockPrint {
  return {
    id: 'BP-nl-2026-11-20-1',
    day: '2026-11-20',
    stockId: 's-asml',
    code: 'ASML',
    name: 'ASML Holding',
    market: 'nl',
    currency: 'EUR',
    price: '562.22',
    prevClose: '598.10',
    discountPct: '6.00',
    lots: 240,
    shares: 2400,
    amount: '1349328.00',
    dayClose: '604.80',
    lockDays: 5,
    publishedAt: '2026-11-23T08:00:00Z',
    ...overrides,
  };
}

/**
 * An intraday application of 2,000 EUR under review: k = 5, buying power 10,000 EUR (the domain's
 * intradayBuyingPower), no day, decision or settlement yet.
 */
export function createIntradayRecord(overrides: Partial<IntradayRecord> = {}): IntradayRecord {
  return {
    id: 'i-1',
    orderNo: 'I20261123100000000001',
    currency: 'EUR',
    amount: '2000.00',
    multiplier: 5,
    buyingPower: '10000.00',
    status: 'pending',
    rejectReason: null,
    day: null,
    createdAt: '2026-11-23T09:00:00Z',
    decidedAt: null,
    settledAt: null,
    settlement: null,
    profit: null,
    ...overrides,
  };
}

/**
 * `intraday/account`: an approved application's account trading now — 3,000 EUR put in, 2,500
 * available, nothing lost yet; its flatten far ahead (2099), so that stories and tests never see it.
 */
export function createIntradayAccount(overrides: Partial<IntradayAccount> = {}): IntradayAccount {
  return {
    record: createIntradayRecord({ status: 'approved', amount: '3000.00', buyingPower: '15000.00', multiplier: 5 }),
    equity: '3000.00',
    available: '2500.00',
    buyingPowerLeft: '12500.00',
    meter: {
      dayLoss: '0.00',
      dayLimit: '150.00',
      dayUsedPct: '0.00',
      totalLoss: '0.00',
      maxLimit: '300.00',
      maxUsedPct: '0.00',
      breach: null,
    },
    previewAt: '2099-01-01T15:10:00Z',
    flattenAt: '2099-01-01T15:25:00Z',
    closeAt: '2099-01-01T15:30:00Z',
    trading: true,
    ...overrides,
  };
}

/**
 * `intraday/info`: applications open around the clock (stories and tests do not depend on the
 * hour), 1,000 to 50,000 EUR, the domain's rules, no application yet.
 */
export function createIntradayInfo(overrides: Partial<IntradayInfo> = {}): IntradayInfo {
  return {
    open: true,
    currency: 'EUR',
    minAmount: '1000.00',
    maxAmount: '50000.00',
    hours: alwaysOpen,
    rules: {
      multiplier: intradayRules.multiplier,
      dailyLossPct: intradayRules.dailyLossPct,
      maxLossPct: intradayRules.maxLossPct,
      flattenBeforeCloseMinutes: intradayRules.flattenBeforeCloseMinutes,
      previewBeforeCloseMinutes: intradayRules.previewBeforeCloseMinutes,
    },
    latest: null,
    ...overrides,
  };
}

/**
 * A credit loan of 1,000 EUR under review, on the domain's terms (9.90 % a year, 13.90 % after
 * the due date, 30 days): nothing decided, booked or repaid yet.
 */
export function createLoanRecord(overrides: Partial<LoanRecord> = {}): LoanRecord {
  return {
    id: 'l-1',
    orderNo: 'L20261123100000000001',
    currency: 'EUR',
    amount: '1000.00',
    ratePct: loanTerms.annualRatePct,
    overdueRatePct: overdueRatePct(loanTerms),
    termDays: loanTerms.termDays,
    status: 'pending',
    rejectReason: null,
    createdAt: '2026-11-23T10:00:00Z',
    decidedAt: null,
    dueAt: null,
    interest: '0.00',
    repaid: '0.00',
    outstanding: '0.00',
    principalOutstanding: '0.00',
    costPerDay: '0.0000',
    overdue: false,
    settledAt: null,
    ...overrides,
  };
}

/**
 * `loan/info`: the domain's terms for a score of 100 (a quota of 10,000 EUR, all of it
 * available), no loan yet.
 */
export function createLoanInfo(overrides: Partial<LoanInfo> = {}): LoanInfo {
  return {
    currency: 'EUR',
    creditScore: 100,
    minCreditScore: loanTerms.minCreditScore,
    quota: '10000.00',
    available: '10000.00',
    borrowed: '0.00',
    minAmount: loanTerms.minAmount,
    termDays: loanTerms.termDays,
    ratePct: loanTerms.annualRatePct,
    // The terms' APR, as the server gives it: the rate over the term without rounding to cents.
    aprPct: aprPct(String(DAY_COUNT), mul(loanTerms.annualRatePct, loanTerms.termDays), loanTerms.termDays),
    overdueRatePct: overdueRatePct(loanTerms),
    overdueSurchargePct: loanTerms.overdueSurchargePct,
    dueSoonDays: loanTerms.dueSoonDays,
    hasPending: false,
    hasUnsettled: false,
    latest: null,
    ...overrides,
  };
}

/** `loan/preview`: the sheet of `amount` (1,000 EUR by default) on the domain's terms, as the server draws it. */
export function createLoanPreview(amount = '1000', overrides: Partial<LoanPreview> = {}): LoanPreview {
  return { ...loanPreview(amount, loanTerms), ...overrides };
}

/** Ten ASML shares lent since Monday: three nights paid (0.75 €), 0.2497 € a day, 102 % covered. */
export function createLendingRecord(overrides: Partial<LendingRecord> = {}): LendingRecord {
  return {
    id: 'sl-1',
    orderNo: 'S20261123100000000001',
    positionId: 'p-1',
    stockId: 's-asml',
    name: 'ASML Holding',
    symbol: 'ASML',
    currency: 'EUR',
    shares: 10,
    ratePct: '2.00',
    lenderSharePct: '50',
    lenderRatePct: '1.00',
    hardToBorrow: false,
    status: 'borrowing',
    consentAt: '2026-11-23T10:00:00Z',
    termsVersion: '2026-11-29',
    startedAt: '2026-11-23T10:00:00Z',
    endingAt: null,
    completedAt: null,
    endReason: null,
    value: '8990.00',
    collateral: '9169.80',
    markedAt: '2026-11-25T23:00:00Z',
    coveragePct: '101.34',
    interestPaid: '0.75',
    interestAccrued: '0.7492',
    interestPerDay: '0.2497',
    paymentsInLieu: '0.00',
    ...overrides,
  };
}

/** The ASML holding of `createPosition`, not lent: 1 % a year for the user, about 0.25 € a day. */
export function createLendingHolding(overrides: Partial<LendingHolding> = {}): LendingHolding {
  return {
    positionId: 'p-1',
    stockId: 's-asml',
    name: 'ASML Holding',
    symbol: 'ASML',
    currency: 'EUR',
    shares: 10,
    price: '899.00',
    value: '8990.00',
    ratePct: '2.00',
    lenderRatePct: '1.00',
    hardToBorrow: false,
    interestPerDay: '0.2497',
    eligible: true,
    reason: null,
    reasonParams: null,
    loan: null,
    ...overrides,
  };
}

/** The lending terms as the server states them. */
export const lendingTermsFixture = {
  open: true,
  minValue: '500.00',
  collateralPct: '102',
  lenderSharePct: '50',
  termsVersion: '2026-11-29',
};
