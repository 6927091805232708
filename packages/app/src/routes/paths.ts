/**
 * Every route of the app in one place (specification §2). Screens link through these, never
 * through string literals, so that a renamed route breaks the type check, not the user.
 * Routes carry no path parameters: detail screens take ids from the query string.
 */
export const paths = {
  root: '/',
  login: {
    start: '/login/start',
    loginAfter: '/login/loginAfter',
    login: '/login/login',
    register: '/login/register',
    /** Customer service before sign-in: a contact address and a message (no spec route; docs/decisions.md). */
    contact: '/login/contact',
  },
  home: {
    index: '/home/index',
    newsList: '/home/newsList',
    newsDetail: '/home/newsDetail',
    stockList: '/home/stockList',
  },
  /**
   * The new-share slice (the specification's /home/newStock… routes; verify and scorecard have no
   * specification route, see docs/decisions.md). Offerings and records take their id from `?id=`.
   */
  newShare: {
    /** Public subscriptions and auctions to subscribe to, `?kind=subscription|auction`. */
    offerings: '/home/newStock',
    /** One offering of a public subscription or an auction and its subscription, `?id=<newShareId>`. */
    subscribe: '/home/newStockBuy',
    /** Placements with their levels. */
    placements: '/home/newStock2',
    /** One placement and its subscription by level, `?id=<newShareId>`. */
    placementSubscribe: '/home/newStockBuy2',
    /** The user's subscriptions by status, `?status=`. */
    records: '/home/newStockRecord',
    /** A drawn offering's published draw, checked in the browser, `?id=<newShareId>`. */
    verify: '/home/newStockVerify',
    /** Listed offerings as history: issue price, first close, premium, allotment rate. */
    scorecard: '/home/newStockScorecard',
  },
  market: {
    index: '/market/index',
    /** Every index (the specification's `zhishuList`). */
    indexList: '/market/zhishuList',
    /** A stock's detail: `withQuery(paths.market.stockDetail, { id: stockId })` (or `stockDetailPath`). */
    stockDetail: '/market/stockDetail',
    /** An index's detail, `?id=<stockId>` (the specification's `stockDetailzs`). */
    indexDetail: '/market/stockDetailzs',
    /** The order ticket: `withQuery(paths.market.order, { id: stockId, side: 'buy' | 'sell' })` (the specification's `stockDetailBuy`). */
    order: '/market/stockDetailBuy',
  },
  trade: {
    index: '/trade/index',
    /** A position or order, `?id=<positionId>`. */
    positionDetail: '/trade/positionDetail',
    /** Dividends and bonus shares (the specification names no route; see docs/decisions.md). */
    dividends: '/trade/dividends',
    /** Margin trading: status, levels and the application (the specification names no route). */
    margin: '/trade/margin',
  },
  favorite: {
    index: '/favorite/index',
    editSelf: '/favorite/editSelf',
    search: '/favorite/search',
  },
  /**
   * The block-trade slice (the specification's /home/blockTrade… routes; docs/decisions.md).
   * An offer takes its id from `?id=<blockTradeId>`.
   */
  blockTrade: {
    /** The day's block offers. */
    offers: '/home/blockTrade',
    /** One offer: its terms, the odds at the unlock, an invitation's details, and its buy. */
    offer: '/home/blockTrade1',
    /** The blocks of earlier days, published the next day (price, size, discount). */
    prints: '/home/blockTrade2',
    /** The user's blocks (positions with source blockTrade). */
    records: '/home/blockTradeRecord',
  },
  /**
   * The intraday slice (the specification's /home/dayTrading… routes, dayTrading2 the running
   * account).
   */
  intraday: {
    /** The terms, the rules in short, the application and the latest application's status. */
    index: '/home/dayTrading',
    /** The rules in full. */
    info: '/home/dayTradingInfo',
    /** The running intraday account: its rule meter, money, countdown to the flatten and positions. */
    account: '/home/dayTrading2',
    /** The user's applications, paged. */
    records: '/home/dayTradingRecord',
    /**
     * One application's session report, `?id=<recordId>`: its figures, the equity over the session
     * and its trades (no specification route; docs/decisions.md).
     */
    report: '/home/dayTradingReport',
  },
  /**
   * The credit-loan slice (the specification's /home/loan and /home/loanRe; stock lending, to
   * come, shares them).
   */
  loan: {
    /** The quota, the terms, the sheet before borrowing, borrowing and repaying. */
    index: '/home/loan',
    /** The user's loans. */
    records: '/home/loanRe',
  },
  // npm run new:slice adds a slice's paths above this line.
  information: {
    index: '/information/index',
    /** The wallet: balances and the money actions (the specification's `payBag`). */
    wallet: '/information/payBag',
    setting: '/information/setting',
    safety: '/information/safety',
    /** The account's open sessions (no spec route; docs/decisions.md). */
    sessions: '/information/sessions',
    /** The privacy policy (the specification's `pric`). */
    privacy: '/information/pric',
    changeLang: '/information/changeLang',
    loginPass: '/information/loginPass',
    notify: '/information/notify',
    fundPass: '/information/fundPass',
    authInfo: '/information/authInfo',
    aboutUs: '/information/aboutUs',
    terms: '/information/terms',
    userInfo: '/information/userInfo',
    msgInfo: '/information/msgInfo',
    bankList: '/information/bankList',
    addBankCard: '/information/addBankCard',
    fundRecord: '/information/fundRecord',
    cashOut: '/information/cashOut',
    exchange: '/information/exchange',
    recharge: '/information/recharge',
    rechargeChannel: '/information/rechargeChannel',
    /** Wallet addresses: add and select (the specification names no route; see docs/decisions.md). */
    walletAddress: '/information/walletAddress',
    addWalletAddress: '/information/addWalletAddress',
    exchangeRecords: '/information/exchangeRecords',
    /**
     * The app's own support centre, one conversation with customer service, opened when config
     * `kefu` has no link (the specification names no route; see docs/decisions.md).
     */
    support: '/information/support',
  },
} as const;

/** A route with a query string, e.g. `withQuery(paths.information.msgInfo, { id })`. */
export function withQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${path}?${search.toString()}`;
}

/** The detail screen of an instrument: indexes open `stockDetailzs`, everything else `stockDetail`. */
export function stockDetailPath(instrument: { stockId: string; isIndex: boolean }): string {
  return withQuery(instrument.isIndex ? paths.market.indexDetail : paths.market.stockDetail, {
    id: instrument.stockId,
  });
}

/** The five tab routes of the bottom tab bar (specification §2), in order. */
export const tabRoutes = [
  { path: paths.home.index, label: 'nav.home' },
  { path: paths.home.newsList, label: 'nav.news' },
  { path: paths.trade.index, label: 'nav.trade' },
  { path: paths.home.stockList, label: 'nav.markets' },
  { path: paths.information.wallet, label: 'nav.wallet' },
] as const;
