/**
 * The market slice's public surface (docs/slices.md): what other slices and the server's start
 * may use. The simulated market (prices, calendars, corporate actions), the one list of
 * instruments (catalogue and products' instruments), and the routes. Everything else of the
 * slice is its own.
 */
export { registerMarketRoutes, type MarketRouteOptions } from './routes.ts';
export { MarketSimulation, type Snapshot } from './sim/simulation.ts';
export {
  Instruments,
  derivedOpeningPrice,
  derivedPriceAt,
  type DerivedInstrument,
  type InstrumentSource,
} from './instruments.ts';
export { findInstrument, instruments as catalogue, instrumentsOf, type Instrument } from './catalogue/index.ts';
export type { AppliedAction } from './sim/daily.ts';
export { DAY_MS, dateOfDayNumber, dayNumberOf, weekdayOf } from './sim/calendar.ts';
export { SECONDS_PER_MINUTE } from './sim/minutes.ts';
export { formatScaled, unitsOf } from './sim/prices.ts';
export { hashUnit, Random } from './sim/random.ts';
export { Lru } from './sim/lru.ts';
export { quoteView } from './views.ts';
export { fxRateSource } from './fxRates.ts';
export { marketSettings } from './settings.ts';
export { seedNews } from './news/seed.ts';
