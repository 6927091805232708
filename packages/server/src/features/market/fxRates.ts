import { div } from '@broker/domain';
import { instrumentsOf } from './catalogue/index.ts';
import type { MarketSimulation } from './sim/simulation.ts';
import { formatScaled } from './sim/prices.ts';

/** Rates hold for a whole minute: a form's preview and its submit within the minute agree. */
const RATE_MINUTE_MS = 60_000;

/** The start of the minute that holds `ms`. */
const rateMinute = (ms: number): number => Math.floor(ms / RATE_MINUTE_MS) * RATE_MINUTE_MS;

/** Decimals of a rate derived by division (units per USD of a currency quoted as XXX/USD). */
const RATE_SCALE = 8;

/**
 * The exchange's rates from the simulated fx market (issue #26: one rate per currency): units of
 * each currency per 1 USD, for every currency with a pair against the dollar (EUR/USD gives the
 * euro 1 / price; USD/JPY gives the yen the price), at the start of the minute of `ms` — the FX
 * tab's quote of that minute. Currencies without such a pair are not in the map.
 */
function fxRatesPerUsd(market: MarketSimulation, ms: number): Map<string, string> {
  const at = rateMinute(ms);
  const rates = new Map<string, string>();
  for (const pair of instrumentsOf('fx')) {
    const [base, quote] = pair.code.split('/') as [string, string];
    if (base !== 'USD' && quote !== 'USD') continue;
    const price = formatScaled(market.snapshot(pair, at).price, pair.decimals);
    rates.set(base === 'USD' ? quote : base, base === 'USD' ? price : div('1', price, RATE_SCALE));
  }
  return rates;
}

/**
 * The fx market as the exchange's rate source: its rates at the minute of an instant, and that
 * minute (funds `LiveRates`; the account charts and the summary read the same).
 */
export const fxRateSource =
  (market: MarketSimulation) =>
  (ms: number): { rates: ReadonlyMap<string, string>; at: Date } => ({
    rates: fxRatesPerUsd(market, ms),
    at: new Date(rateMinute(ms)),
  });
