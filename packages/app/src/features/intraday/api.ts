import type { EndpointPath } from '@broker/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import { RECORDS_PAGE_SIZE, TRADES_PAGE_SIZE } from './intradayView.ts';

/**
 * The intraday feature's data (docs/data.md): the terms, rules and latest application; the
 * user's applications; the account's money; the application; and one application's session
 * report (its record, trades and meter history).
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

/** How often the running account is read again: its meter follows the prices. */
export const ACCOUNT_REFRESH_MS = 15_000;

/** The running intraday account now, or null (`intraday/account`). */
export const useIntradayAccount = () => useApiQuery('intraday/account', {}, { refreshInterval: ACCOUNT_REFRESH_MS });

/** The intraday book's open positions (the first page: an account of one session holds few). */
export const useIntradayPositions = (running: boolean) =>
  useApiQuery('trade/positions', running ? { book: 'intraday', tab: 'holding', page: 1, size: 50 } : null, {
    refreshInterval: ACCOUNT_REFRESH_MS,
  });

/** A close changes the account's meter and money, and its positions. */
export const useCloseIntradayPosition = () =>
  useApiMutation('trade/close', { refreshes: ['intraday/account', 'trade/positions', 'user/info'] });

/** One of the user's applications (`intraday/detail`); none while there is no id. */
export const useIntradayDetail = (id: string | null) => useApiQuery('intraday/detail', id ? { id } : null);

/** The positions an application's account traded, newest first: the first page (`intraday/trades`). */
export const useIntradayTrades = (id: string | null, enabled: boolean) =>
  useApiQuery('intraday/trades', id && enabled ? { id, page: 1, size: TRADES_PAGE_SIZE } : null);

/** The rule meter's history of an application's account, oldest first (`intraday/meter`). */
export const useIntradayMeter = (id: string | null, enabled: boolean) =>
  useApiQuery('intraday/meter', id && enabled ? { id } : null);
