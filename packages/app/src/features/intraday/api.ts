import type { EndpointPath } from '@broker/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import { RECORDS_PAGE_SIZE } from './intradayView.ts';

/**
 * The intraday feature's data (docs/data.md): the terms, rules and latest application; the
 * user's applications; the account's money; and the application.
 */

/** Everything an application changes: the latest application, the records and the frozen amount. */
const afterApply: readonly EndpointPath[] = ['intraday/info', 'intraday/records', 'user/info', 'user/summary'];

/** The terms, the rules and the latest application (`intraday/info`). */
export const useIntradayInfo = () => useApiQuery('intraday/info', {});

/** The account's money (available per currency) and whether a fund password is set. */
export const useAccountMoney = () => useApiQuery('user/info', {});

export const useApplyIntraday = () => useApiMutation('intraday/apply', { refreshes: afterApply });

/** The user's applications, newest first, paged. */
export const useIntradayRecords = () => useApiPagedList('intraday/records', {}, RECORDS_PAGE_SIZE);
