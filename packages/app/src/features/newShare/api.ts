import type { EndpointPath, RequestOf } from '@broker/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import { useSession } from '../../session/sessionStore.ts';
import { OFFERINGS_PAGE_SIZE, RECORDS_PAGE_SIZE } from './newShareView.ts';

/**
 * The new-share feature's data (docs/data.md): offerings by kind or status, one offering with its
 * draw, demand and costs, the user's records; subscribe, withdraw and pay.
 */

type OfferingQuery = Omit<RequestOf<'newShare/list'>, 'page' | 'size'>;
type RecordQuery = Omit<RequestOf<'newShare/records'>, 'page' | 'size'>;

/** Everything a subscription, a withdrawal or a payment changes (the frozen money, the record, the position). */
const afterWrite: readonly EndpointPath[] = [
  'newShare/detail',
  'newShare/records',
  'user/info',
  'user/summary',
  'trade/position',
];

export const useOfferingPages = (query: OfferingQuery) => useApiPagedList('newShare/list', query, OFFERINGS_PAGE_SIZE);

/** The first few offerings of a query, unpaged (the home screen's IPO tab). */
export const useTopOfferings = (query: OfferingQuery, size: number) =>
  useApiQuery('newShare/list', { ...query, page: 1, size });

/** One offering with its draw, the demand so far, the costs, the user's subscription and waivers. */
export const useOffering = (newShareId: string | null) =>
  useApiQuery('newShare/detail', newShareId ? { newShareId } : null);

export const useRecordPages = (query: RecordQuery) => useApiPagedList('newShare/records', query, RECORDS_PAGE_SIZE);

/** The account's money (available per currency) and whether a fund password is set. */
export function useAccountMoney() {
  const { loggedIn } = useSession();
  return useApiQuery('user/info', loggedIn ? {} : null);
}

export const useSubscribe = () => useApiMutation('newShare/subscribe', { refreshes: afterWrite });
export const useWithdrawSubscription = () => useApiMutation('newShare/cancel', { refreshes: afterWrite });
export const usePayAllotment = () => useApiMutation('newShare/pay', { refreshes: afterWrite });
export const useDeclineAllotment = () => useApiMutation('newShare/decline', { refreshes: afterWrite });
