import { marketInfo, parseRatio, serverDefaults, type Currency, type Market, type StockBoard } from '@broker/domain';

/** A dividend policy: the yearly yield (percent of the price) paid in equal parts in these months. */
export interface DividendPolicy {
  yieldPct: number;
  months: readonly number[];
  /** The first month (`YYYY-MM`) the company paid, for those that started within the history. */
  since?: string;
}

/**
 * A stock split effective (first trading day on the new basis) on `date`: `from` old shares became
 * `to`. A bonus issue a:b is one too, for prices (a shares become a + b); it names its ratio.
 */
export interface Split {
  date: string;
  to: number;
  from: number;
  /** Set on a bonus issue: its ratio a:b, b new shares for every a held (positions receive them). */
  bonusRatio?: string;
}

/**
 * A bonus (scrip) issue every year: `ratio` a:b gives b new shares for every a held, ex on
 * `month`/`day` (the next session when that day is not one), from the year `since` on.
 */
export interface BonusPolicy {
  ratio: string;
  held: number;
  bonus: number;
  month: number;
  day: number;
  since: number;
}

/** Company figures behind StockDetail's ratios (approximate public figures; the ratios move with the price). */
export interface Fundamentals {
  sharesOutstanding: number;
  /** Price/earnings at the catalogue's price; null for a company that made a loss. */
  pe: number | null;
  /** Price/book at the catalogue's price. */
  pb: number;
  foreignOwnershipPct: number;
  /** Shares sold short, percent of the shares outstanding. */
  shortInterestPct: number;
}

export interface Instrument {
  /** `<market>-<code without separators>`, stable across releases (watchlists and positions keep it). */
  id: string;
  code: string;
  name: string;
  isin: string | null;
  market: Market;
  board: StockBoard;
  currency: Currency;
  isIndex: boolean;
  /** Listed and over-the-counter stocks of nl, de and usd; never indexes, crypto or fx. */
  tradable: boolean;
  /** The factor of its market (the main index): its return is the factor's return exactly. */
  isFactor: boolean;
  lotSize: number;
  /** Decimals of its price grid (the tick is 10^-decimals); at most 4, as the API's prices. */
  decimals: 2 | 3 | 4;
  /** Close on the catalogue's base date, a decimal string on the price grid. */
  basePrice: string;
  /** Annual volatility in percent and the loading on the market factor. */
  volatilityPct: number;
  beta: number;
  /** Average traded quantity per session (shares, coins, or base-currency units for fx). */
  averageVolume: number;
  /** Indexes: the constituents whose volume and turnover the index reports. */
  members: readonly string[];
  fundamentals: Fundamentals | null;
  dividend: DividendPolicy | null;
  splits: readonly Split[];
  bonus: BonusPolicy | null;
}

/** Default share of foreign owners by home market (Dutch large caps are mostly foreign-held). */
const foreignOwnership: Partial<Record<Market, number>> = { nl: 72, de: 55, usd: 14 };

export interface StockFacts {
  price: string;
  vol: number;
  beta: number;
  volume: number;
  shares: number;
  pe: number | null;
  pb: number;
  dividend?: DividendPolicy;
  splits?: Split[];
  bonus?: BonusPolicy;
  board?: StockBoard;
  shortPct?: number;
}

const idOf = (market: Market, code: string) => `${market}-${code.replace(/[^A-Za-z0-9.]/g, '')}`;

/** A price's own decimals decide its grid: 2 from 10 up, 3 below (KPN at 4.182). */
function decimalsOf(price: string): 2 | 3 | 4 {
  const scale = price.includes('.') ? price.length - price.indexOf('.') - 1 : 0;
  if (scale !== 2 && scale !== 3 && scale !== 4) throw new Error(`catalogue price needs 2–4 decimals: ${price}`);
  return scale;
}

export function stock(
  market: 'nl' | 'de' | 'usd',
  code: string,
  name: string,
  isin: string,
  facts: StockFacts,
): Instrument {
  return {
    id: idOf(market, code),
    code,
    name,
    isin,
    market,
    board: facts.board ?? 'listed',
    currency: marketInfo[market].currency,
    isIndex: false,
    tradable: true,
    isFactor: false,
    lotSize: serverDefaults.lotSize,
    decimals: decimalsOf(facts.price),
    basePrice: facts.price,
    volatilityPct: facts.vol,
    beta: facts.beta,
    averageVolume: facts.volume,
    members: [],
    fundamentals: {
      sharesOutstanding: facts.shares,
      pe: facts.pe,
      pb: facts.pb,
      foreignOwnershipPct: foreignOwnership[market] ?? 20,
      shortInterestPct: facts.shortPct ?? 1.5,
    },
    dividend: facts.dividend ?? null,
    splits: facts.splits ?? [],
    bonus: facts.bonus ?? null,
  };
}

export interface IndexFacts {
  price: string;
  /** The main index is its market's factor; the others load on it with their beta. */
  factor?: boolean;
  vol?: number;
  beta?: number;
  members: readonly string[];
}

export function index(
  market: 'nl' | 'de' | 'usd',
  code: string,
  name: string,
  isin: string,
  facts: IndexFacts,
): Instrument {
  return {
    id: idOf(market, code),
    code,
    name,
    isin,
    market,
    board: 'listed',
    currency: marketInfo[market].currency,
    isIndex: true,
    tradable: false,
    isFactor: facts.factor ?? false,
    lotSize: 1,
    decimals: decimalsOf(facts.price),
    basePrice: facts.price,
    volatilityPct: facts.vol ?? 0,
    beta: facts.beta ?? 1,
    averageVolume: 0,
    members: facts.members,
    fundamentals: null,
    dividend: null,
    splits: [],
    bonus: null,
  };
}

export interface QuoteOnlyFacts {
  price: string;
  vol: number;
  beta: number;
  volume: number;
  currency: Currency;
}

/** A crypto or fx pair: quotes only, no trading, no company behind it. */
export function pair(market: 'crypto' | 'fx', code: string, name: string, facts: QuoteOnlyFacts): Instrument {
  return {
    id: idOf(market, code),
    code,
    name,
    isin: null,
    market,
    board: 'listed',
    currency: facts.currency,
    isIndex: false,
    tradable: false,
    isFactor: false,
    lotSize: 1,
    decimals: decimalsOf(facts.price),
    basePrice: facts.price,
    volatilityPct: facts.vol,
    beta: facts.beta,
    averageVolume: facts.volume,
    members: [],
    fundamentals: null,
    dividend: null,
    splits: [],
    bonus: null,
  };
}

/** Dividends paid four times a year, starting in `firstMonth`. */
export const quarterly = (yieldPct: number, firstMonth: number, since?: string): DividendPolicy => ({
  yieldPct,
  months: [0, 3, 6, 9].map((offset) => ((firstMonth - 1 + offset) % 12) + 1),
  ...(since ? { since } : {}),
});

export const twice = (yieldPct: number, first: number, second: number): DividendPolicy => ({
  yieldPct,
  months: [first, second],
});

export const yearly = (yieldPct: number, month: number, since?: string): DividendPolicy => ({
  yieldPct,
  months: [month],
  ...(since ? { since } : {}),
});

/** A bonus issue of `ratio` (a:b) on `month`/`day` of every year from `since`. */
export function yearlyBonus(ratio: string, month: number, day: number, since: number): BonusPolicy {
  const parsed = parseRatio(ratio);
  if (parsed === null) throw new Error(`catalogue bonus ratio must be a:b: ${ratio}`);
  return { ratio, ...parsed, month, day, since };
}
