import {
  isTradableMarket,
  markets,
  stockSorts,
  tradableMarkets,
  type Currency,
  type Market,
  type StockSort,
  type TradableMarket,
} from '@broker/domain';
import type { Quote, RequestOf } from '@broker/contract';

/**
 * The market screens' small rules, free of React: which lists exist, what each asks the server,
 * how a live quote meets the one a page brought, and how the live client pages its ids.
 */

/** Rows per `stock/list` and `watchlist/list` page. */
export const QUOTES_PAGE_SIZE = 20;
/** Rows of the home screen's top movers. */
export const TOP_MOVERS_SIZE = 10;

/** The stock list's markets switcher (specification §1: Netherlands, Germany, usd). */
export const listMarkets = tradableMarkets;
export const DEFAULT_LIST_MARKET: TradableMarket = 'nl';

export function isListMarket(value: unknown): value is TradableMarket {
  return typeof value === 'string' && (listMarkets as readonly string[]).includes(value);
}

/**
 * What a market's segment in the switcher shows and what only screen readers get: the short label
 * on screen and the full name spoken ('NL', 'Nederland'), or, where the short label is the name
 * itself (荷蘭, 네덜란드, 'VS'), that name once — a hidden copy would be read a second time.
 */
export function marketSegmentTexts(short: string, name: string): { shown: string; spokenInstead: string | null } {
  return short.trim() === name.trim() ? { shown: name, spokenInstead: null } : { shown: short, spokenInstead: name };
}

/** The stock list's sorts; all descend except code (api.md §4.5). */
export const listSorts = stockSorts;
export const DEFAULT_LIST_SORT: StockSort = 'changePct';

export function isListSort(value: unknown): value is StockSort {
  return typeof value === 'string' && (listSorts as readonly string[]).includes(value);
}

/**
 * The market screen's tabs, in the specification's order (§2): the listed board, over the
 * counter, the new shares open to subscription and to auction, digital currency, foreign exchange.
 */
export const marketTabs = ['listed', 'otc', 'subscription', 'auction', 'crypto', 'fx'] as const;
export type MarketTab = (typeof marketTabs)[number];
export const DEFAULT_MARKET_TAB: MarketTab = 'listed';

export function isMarketTab(value: unknown): value is MarketTab {
  return typeof value === 'string' && (marketTabs as readonly string[]).includes(value);
}

/** The tabs of new-share offerings (`newShare/list` of that kind); the others list quotes. */
export const newShareTabs = ['subscription', 'auction'] as const satisfies readonly MarketTab[];
export type NewShareTab = (typeof newShareTabs)[number];
export type QuoteTab = Exclude<MarketTab, NewShareTab>;

export function isNewShareTab(tab: MarketTab): tab is NewShareTab {
  return (newShareTabs as readonly string[]).includes(tab);
}

/** The boards of the tradable markets take a market; crypto and fx are markets of their own. */
export function marketTabHasMarkets(tab: MarketTab): boolean {
  return tab === 'listed' || tab === 'otc';
}

/** What a quote tab asks `stock/list` for (api.md §7 D9: boards, and the quote-only markets), without the page. */
export function marketTabQuery(tab: QuoteTab, market: TradableMarket): Omit<RequestOf<'stock/list'>, 'page' | 'size'> {
  switch (tab) {
    case 'listed':
    case 'otc':
      return { market, board: tab };
    case 'crypto':
    case 'fx':
      return { market: tab };
    default:
      return tab satisfies never;
  }
}

/** One page of a quote tab's `stock/list`. */
export function marketTabRequest(
  tab: QuoteTab,
  market: TradableMarket,
  page: number,
  size = QUOTES_PAGE_SIZE,
): RequestOf<'stock/list'> {
  return { ...marketTabQuery(tab, market), page, size };
}

/** Offerings per `newShare/list` page. */
export const OFFERINGS_PAGE_SIZE = 20;

/** What a new-share tab asks `newShare/list` for: the offerings of its kind in every market. */
export function newShareTabRequest(
  tab: NewShareTab,
  page: number,
  size = OFFERINGS_PAGE_SIZE,
): RequestOf<'newShare/list'> {
  return { kind: tab, page, size };
}

/** Indexes grouped by market, in the markets' order, each group in the server's order. */
export function groupByMarket<Q extends { market: Market }>(quotes: readonly Q[]): { market: Market; items: Q[] }[] {
  return markets
    .map((market) => ({ market, items: quotes.filter((quote) => quote.market === market) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The currency a price is shown in: a stock's own ('612,40 €', '$ 189,84'). Index levels, crypto
 * and fx pairs are plain numbers (a pair's price is in its quote currency, not the market's).
 */
export function displayCurrency(quote: Pick<Quote, 'isIndex' | 'market' | 'currency'>): Currency | undefined {
  return !quote.isIndex && isTradableMarket(quote.market) ? quote.currency : undefined;
}

/**
 * A sparkline's points from candles (oldest first): at most `max` closes, evenly picked and
 * always ending on the last, then the live price when one is newer than the last candle.
 * Numbers here are for drawing only, never for arithmetic on prices.
 */
export function sparklinePoints(
  candles: readonly { time: string; close: string }[],
  live?: { price: string; updatedAt: string },
  max = 60,
): number[] {
  const closes = candles.map((candle) => Number(candle.close)).filter(Number.isFinite);
  const step = closes.length > max ? (closes.length - 1) / (max - 1) : 1;
  const points =
    closes.length > max ? Array.from({ length: max }, (_, index) => closes[Math.round(index * step)]!) : closes;
  const last = candles.at(-1);
  if (live && (!last || live.updatedAt > last.time)) {
    const price = Number(live.price);
    if (Number.isFinite(price)) points.push(price);
  }
  return points;
}
