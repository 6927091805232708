import type { EndpointPath } from '@broker/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import { useSession } from '../../session/sessionStore.ts';
import { OFFERS_SIZE, PRINTS_PAGE_SIZE, RECORDS_PAGE_SIZE } from './blockTradeView.ts';

/**
 * The block-trade feature's data (docs/data.md): the day's offers, one offer (with the fee a buy
 * pays), the user's blocks and the prints of earlier days; and the buy.
 */

/**
 * Everything a buy changes: the offer (what is left today, of the day and of an invitation), the
 * user's blocks, the positions and the money (as trading's order: the wallets, the summary, the
 * portfolio's charts).
 */
const afterBuy: readonly EndpointPath[] = [
  'blockTrade/list',
  'blockTrade/detail',
  'blockTrade/records',
  'trade/position',
  'trade/positions',
  'trade/allocation',
  'trade/valueHistory',
  'user/info',
  'user/summary',
];

/** The day's offers in every market, all of them (they are few). */
export const useBlockOffers = () => useApiQuery('blockTrade/list', { page: 1, size: OFFERS_SIZE });

/** The first few of the day's offers (the home screen's block-trade tab). */
export const useTopBlockOffers = (size: number) => useApiQuery('blockTrade/list', { page: 1, size });

/** One offer with the account's lots left today; null waits. */
export const useBlockOffer = (blockTradeId: string | null) =>
  useApiQuery('blockTrade/detail', blockTradeId ? { blockTradeId } : null);

/** The account's money (available per currency) and whether a fund password is set. */
export function useAccountMoney() {
  const { loggedIn } = useSession();
  return useApiQuery('user/info', loggedIn ? {} : null);
}

export const useBuyBlock = () => useApiMutation('blockTrade/buy', { refreshes: afterBuy });

/** The user's blocks (positions with source blockTrade), newest first. */
export const useBlockRecords = () => useApiPagedList('blockTrade/records', {}, RECORDS_PAGE_SIZE);

/** The blocks of earlier trading days, newest day first. */
export const useBlockPrints = () => useApiPagedList('blockTrade/prints', {}, PRINTS_PAGE_SIZE);
