import type { Market } from '@broker/domain';
import { amsterdamLargeCaps, amsterdamMidCaps, amsterdamOverTheCounter } from './netherlands.ts';
import { frankfurtOpenMarket, xetraLargeCaps, xetraMidCaps } from './germany.ts';
import { usLargeCaps, usOverTheCounter } from './unitedStates.ts';
import { cryptoPairs, fxPairs } from './quoteOnly.ts';
import { index, type Instrument } from './types.ts';

export type { Instrument, DividendPolicy, BonusPolicy, Split, Fundamentals } from './types.ts';

const ids = (list: readonly Instrument[], codes?: readonly string[]) =>
  list.filter((item) => !codes || codes.includes(item.code)).map((item) => item.id);

/** The main indexes: AEX, DAX and the S&P 500 are their markets' factors; the others load on them. */
const indexes: Instrument[] = [
  index('nl', 'AEX', 'AEX', 'NL0000000107', { price: '948.35', factor: true, members: ids(amsterdamLargeCaps) }),
  index('nl', 'AMX', 'AMX (Amsterdam Midcap)', 'NL0000249274', {
    price: '982.60',
    vol: 18,
    beta: 0.95,
    members: ids(amsterdamMidCaps),
  }),
  index('de', 'DAX', 'DAX', 'DE0008469008', { price: '24180.50', factor: true, members: ids(xetraLargeCaps) }),
  index('de', 'MDAX', 'MDAX', 'DE0008467416', { price: '30240.80', vol: 20, beta: 1.0, members: ids(xetraMidCaps) }),
  index('usd', 'SPX', 'S&P 500', 'US78378X1073', { price: '6842.30', factor: true, members: ids(usLargeCaps) }),
  index('usd', 'NDX', 'Nasdaq 100', 'US6311011026', {
    price: '25310.40',
    vol: 21,
    beta: 1.2,
    members: ids(usLargeCaps, ['AAPL', 'MSFT', 'NVDA', 'GOOGL', 'AMZN', 'META', 'TSLA', 'AVGO', 'COST', 'NFLX']),
  }),
  index('usd', 'DJI', 'Dow Jones Industrial Average', 'US2605661048', {
    price: '47120.60',
    vol: 14,
    beta: 0.85,
    members: ids(usLargeCaps, ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'JPM', 'V', 'UNH', 'JNJ', 'PG', 'WMT']),
  }),
];

/**
 * Every instrument, in the default order of stock/list: by market (nl, de, usd, crypto, fx), the
 * largest first. The factor of each market comes first within it, so that it is generated first.
 */
export const instruments: readonly Instrument[] = [
  ...indexes.filter((item) => item.market === 'nl'),
  ...amsterdamLargeCaps,
  ...amsterdamMidCaps,
  ...amsterdamOverTheCounter,
  ...indexes.filter((item) => item.market === 'de'),
  ...xetraLargeCaps,
  ...xetraMidCaps,
  ...frankfurtOpenMarket,
  ...indexes.filter((item) => item.market === 'usd'),
  ...usLargeCaps,
  ...usOverTheCounter,
  ...cryptoPairs,
  ...fxPairs,
];

const byId = new Map(instruments.map((item) => [item.id, item]));
if (byId.size !== instruments.length) throw new Error('catalogue: duplicate instrument ids');

export const findInstrument = (id: string): Instrument | undefined => byId.get(id);

/** Position of an instrument in the catalogue (the default sort). */
export const catalogueOrder = new Map(instruments.map((item, position) => [item.id, position]));

export const instrumentsOf = (market: Market): Instrument[] => instruments.filter((item) => item.market === market);
