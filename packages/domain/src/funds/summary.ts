import { add, isPositive, sub } from '../money/decimal.ts';
import { roundMoney, type Currency } from '../money/currency.ts';
import { crossRate, rateOf, type ExchangeRates } from './exchange.ts';
import { totalIn } from './totals.ts';

/**
 * One summary of an account's money, computed once (the server's `user/summary`) and read by every
 * screen that shows it — the wallet, the trade tab, the account centre, the header — so that a
 * user never sees two numbers for one thing (issue #26). Per currency from its wallet and what its
 * positions hold, and in the account's base currency at the exchange's rates (the one rate
 * source), each converted figure rounded before adding so that the total is the sum of the parts.
 */

/** What an account has in one currency: its wallet, and what its positions hold in it. */
export interface CurrencyMoney {
  currency: Currency;
  /** The wallet's balance and what of it is frozen (pending orders, withdrawals, subscriptions). */
  balance: string;
  frozen: string;
  /** The open positions' value to the account: margin + open P&L − accrued fees (closing them would give it back before the close's costs). */
  positionsValue: string;
  /** The open positions' profit or loss at the current prices (before the close's costs). */
  openPnl: string;
  /** The closed positions' result after every cost (fees, stamp tax, management fee) and dividends: of today, and since the account opened. */
  realisedToday: string;
  realisedTotal: string;
  /** What the account has borrowed: the leveraged positions' borrowed part (amount − margin), and loans. */
  borrowed: string;
}

/** The figures of a summary, in one currency. */
export interface MoneyFigures {
  /** Everything: the balance and the positions' value. */
  equity: string;
  balance: string;
  available: string;
  frozen: string;
  positionsValue: string;
  openPnl: string;
  realisedToday: string;
  realisedTotal: string;
  borrowed: string;
}

export type MoneyFigure = keyof MoneyFigures;
export const moneyFigures = [
  'equity',
  'balance',
  'available',
  'frozen',
  'positionsValue',
  'openPnl',
  'realisedToday',
  'realisedTotal',
  'borrowed',
] as const satisfies readonly MoneyFigure[];

export interface AccountSummary {
  /** The account's base currency (the brand's): the total's. */
  baseCurrency: Currency;
  total: MoneyFigures;
  /** Each currency the account has money in, in its own currency, with the rate to the base (1 of it = rate of the base). */
  currencies: (MoneyFigures & { currency: Currency; rate: string | null })[];
  /** Currencies with money but no rate: left out of the total (the screens say so). */
  missing: Currency[];
}

/** One currency's figures, at its scale. */
export function figuresOf(money: CurrencyMoney): MoneyFigures {
  const { currency } = money;
  const round = (value: string) => roundMoney(value, currency);
  return {
    equity: round(add(money.balance, money.positionsValue)),
    balance: round(money.balance),
    available: round(sub(money.balance, money.frozen)),
    frozen: round(money.frozen),
    positionsValue: round(money.positionsValue),
    openPnl: round(money.openPnl),
    realisedToday: round(money.realisedToday),
    realisedTotal: round(money.realisedTotal),
    borrowed: round(money.borrowed),
  };
}

/** The summary of an account's money in `baseCurrency` (module comment). */
export function accountSummary(
  baseCurrency: Currency,
  money: readonly CurrencyMoney[],
  rates: ExchangeRates,
): AccountSummary {
  const currencies = money.map((item) => {
    const base = rateOf(rates, baseCurrency);
    const own = rateOf(rates, item.currency);
    const known = base !== null && own !== null && isPositive(base) && isPositive(own);
    const rate = item.currency === baseCurrency ? '1' : known ? crossRate(own, base) : null;
    return { ...figuresOf(item), currency: item.currency, rate };
  });
  const missing = new Set<Currency>();
  const total = Object.fromEntries(
    moneyFigures.map((figure) => {
      const converted = totalIn(
        baseCurrency,
        currencies.map((item) => ({ currency: item.currency, amount: item[figure] })),
        rates,
      );
      for (const currency of converted.missing) missing.add(currency);
      return [figure, converted.total];
    }),
  ) as unknown as MoneyFigures;
  return { baseCurrency, total, currencies, missing: [...missing] };
}
