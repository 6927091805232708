import useSWR from 'swr';
import type { Candle, RequestOf } from '@broker/contract';
import { readApi, useApiQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import { QUOTES_PAGE_SIZE } from './marketView.ts';

/** The market feature's data (docs/data.md): quote lists and indexes (offerings are the new-share feature's). */
type QuoteQuery = Omit<RequestOf<'stock/list'>, 'page' | 'size'>;

export const useQuotePages = (query: QuoteQuery) => useApiPagedList('stock/list', query, QUOTES_PAGE_SIZE);
export const useIndexes = (market?: RequestOf<'stock/indexes'>['market']) =>
  useApiQuery('stock/indexes', market === undefined ? {} : { market });
/** The top of a market's list (home's movers): one page, sorted by the server. */
export const useTopQuotes = (query: QuoteQuery, size: number) => useApiQuery('stock/list', { ...query, page: 1, size });

/** How often the sparklines' intraday points are read again (the live price extends them meanwhile). */
const SPARKLINE_REFRESH_MS = 60_000;

/**
 * The intraday candles of a few instruments (the index strip's sparklines), read quietly: a
 * sparkline that cannot be read is simply not drawn.
 */
export function useSparklines(stockIds: readonly string[]) {
  const key = stockIds.length > 0 ? (['stock/kline', 'sparklines', stockIds.join(',')] as const) : null;
  return useSWR(
    key,
    async ([, , ids]) => {
      const entries = await Promise.all(
        ids.split(',').map(async (stockId): Promise<[string, Candle[]]> => {
          try {
            const result = await readApi('stock/kline', { stockId, period: 'intraday' }, { quiet: true });
            return [stockId, result.items];
          } catch {
            return [stockId, []];
          }
        }),
      );
      return new Map(entries);
    },
    { refreshInterval: SPARKLINE_REFRESH_MS, revalidateOnFocus: false },
  );
}
