import { useEffect } from 'react';
import type { RequestOf } from '@broker/contract';
import { periodMs, storageKeys } from '@broker/domain';
import { apiPost } from '../../api/client.ts';
import { useApiQuery } from '../../api/hooks.ts';

/** The stock feature's data (docs/data.md): an instrument's detail and its candles. */

/** How often the candles of a minute period are read again (the live price moves the last one meanwhile). */
const MINUTE_REFRESH_MS = 60_000;

/**
 * An instrument's detail. The specification keeps the last opened detail on the device
 * (`stockDetail`), for a native wrapper to read.
 */
export function useStockDetail(stockId: string | null) {
  const detail = useApiQuery('stock/detail', stockId ? { stockId } : null);
  const { data } = detail;
  useEffect(() => {
    if (data) localStorage.setItem(storageKeys.stockDetail, JSON.stringify(data));
  }, [data]);
  return detail;
}

type KlineRequest = Omit<RequestOf<'stock/kline'>, 'before'>;

/** The latest candles of a period, read again every minute for the minute periods. */
export const useCandles = (request: KlineRequest) =>
  useApiQuery('stock/kline', request, { refreshInterval: periodMs(request.period) === null ? 0 : MINUTE_REFRESH_MS });

/** The page of candles before `before`, when the chart is panned back to its start. */
export const loadCandlesBefore = (request: KlineRequest, before: string) =>
  apiPost('stock/kline', { ...request, before });
