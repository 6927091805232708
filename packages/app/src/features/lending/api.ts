import type { EndpointPath } from '@broker/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';

/**
 * The lending feature's data (docs/data.md): the terms and the holdings with what lending earns;
 * lending a holding and ending it; the user's loans of shares.
 */

/** Everything an opt-in or opt-out changes: the holdings' states, the records, the notices (the receipt). */
const afterLending: readonly EndpointPath[] = ['lending/holdings', 'lending/records', 'user/notice'];

/** The terms and every long holding, read afresh when a screen opens: a night or a sale changes it elsewhere. */
export const useLendingHoldings = () => useApiQuery('lending/holdings', {}, { dedupingInterval: 0 });

export const useLendShares = () => useApiMutation('lending/optIn', { refreshes: afterLending });

export const useEndLending = () => useApiMutation('lending/optOut', { refreshes: afterLending });

export const LENDING_PAGE_SIZE = 20;

/** The user's loans of shares, newest first, paged. */
export const useLendingRecords = () => useApiPagedList('lending/records', {}, LENDING_PAGE_SIZE);
