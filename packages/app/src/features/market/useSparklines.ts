import useSWR from 'swr';
import type { Candle } from '@broker/contract';
import { apiPost } from '../../api/client.ts';

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
            const result = await apiPost('stock/kline', { stockId, period: 'intraday' }, undefined, { quiet: true });
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
