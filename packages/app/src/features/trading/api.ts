import type { EndpointPath, RequestOf } from '@broker/contract';
import { isLocked, type PositionTab, type ValueRange } from '@broker/domain';
import { serverClockOffset } from '../../api/serverClock.ts';
import { useApiMutation, useApiQuery, useInPlaceQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import { useSession } from '../../session/sessionStore.ts';

/**
 * The trading feature's data (docs/data.md): the ticket's stock, preview and order; positions by
 * tab, one position and its timeline; close and cancel; dividends; the account's charts; margin.
 */

export const POSITIONS_PAGE_SIZE = 20;

/** Everything an order, a close or a cancel changes. */
const afterTrade: readonly EndpointPath[] = [
  'trade/position',
  'trade/timeline',
  'trade/allocation',
  'trade/valueHistory',
  'margin/info',
  'user/info',
];

/** The stock of the ticket (the same read as its detail screen's). */
export const useTicketStock = (stockId: string | null) => useApiQuery('stock/detail', stockId ? { stockId } : null);

export const useMarginInfo = () => useApiQuery('margin/info', {});

/**
 * The running intraday account, for the ticket's choice of book (`?book=intraday`): its cash and
 * multiplier, or null while none runs. Read when signed in.
 */
export function useIntradayBook() {
  const { loggedIn } = useSession();
  return useApiQuery('intraday/account', loggedIn ? {} : null);
}

/** The account's money (available per currency) for the ticket's funds check. */
export function useAccountMoney() {
  const { loggedIn } = useSession();
  return useApiQuery('user/info', loggedIn ? {} : null);
}

/** The receipt and warnings of a ticket; null waits. The last answer stays while the next is read. */
/**
 * The ticket's receipt. A refusal (the market is closed, too little money) shows in the receipt's
 * place for as long as it holds, not as a toast that is gone in two seconds.
 */
export const useTradePreview = (ticket: RequestOf<'trade/preview'> | null) =>
  useInPlaceQuery('trade/preview', ticket, { keepPreviousData: true });

export const usePlaceOrder = () => useApiMutation('trade/order', { refreshes: afterTrade });
export const useClosePosition = () => useApiMutation('trade/close', { refreshes: afterTrade });
export const useCancelOrder = () => useApiMutation('trade/cancel', { refreshes: afterTrade });

export const usePositions = (tab: PositionTab) => useApiPagedList('trade/positions', { tab }, POSITIONS_PAGE_SIZE);

/** The user's open positions in one stock (the first page: a stock's positions are few), signed in only. */
export function useStockPositions(stockId: string) {
  const { loggedIn } = useSession();
  return useApiQuery(
    'trade/positions',
    loggedIn ? { tab: 'holding', stockId, page: 1, size: POSITIONS_PAGE_SIZE } : null,
  );
}
/** How close to its lock time a locked position is read again: the server's clock is known to about a second. */
const UNLOCK_MARGIN_MS = 5_000;

/**
 * One position. Within a few seconds of its lock time, or past it, a `locked` position is read
 * every 2 s until the server has unlocked it: the countdown's end (PositionActions) may come a
 * moment before the server's clock gets there.
 */
export const usePosition = (positionId: string | null) =>
  useApiQuery('trade/position', positionId ? { positionId } : null, {
    refreshInterval: (position) =>
      position?.status === 'locked' &&
      position.lockUntil !== null &&
      !isLocked(Date.parse(position.lockUntil), Date.now() + serverClockOffset() + UNLOCK_MARGIN_MS)
        ? 2000
        : 0,
  });
export const useTimeline = (positionId: string | null) =>
  useApiQuery('trade/timeline', positionId ? { positionId } : null);

/** The stock's daily candles, for a position's P&L since its fill. */
export const useDailyCandles = (stockId: string | null) =>
  useApiQuery('stock/kline', stockId ? { stockId, period: 'day' } : null);

export const useDividends = () => useApiPagedList('trade/dividends', {}, POSITIONS_PAGE_SIZE);

export const useValueHistory = (range: ValueRange) => useApiQuery('trade/valueHistory', { range });
export const useAllocation = () => useApiQuery('trade/allocation', {});

export const useMarginQuestionnaire = (asked: boolean) => useApiQuery('margin/questionnaire', asked ? {} : null);
export const useApplyForMargin = () => useApiMutation('margin/apply', { refreshes: ['margin/info', 'user/info'] });
