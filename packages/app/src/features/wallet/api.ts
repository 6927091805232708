import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import type { RecordKind } from '@broker/domain';
import type { Currency } from '@broker/domain';
import { useSession } from '../../session/sessionStore.ts';
import { RECORDS_PAGE_SIZE } from './walletView.ts';

/**
 * The wallet feature's data (docs/data.md): the fund view (`user/info`, optionally for one
 * currency's wallet), exchange rates and records, fund records.
 */
export function useFundView(currency?: Currency | '') {
  const { loggedIn } = useSession();
  return useApiQuery('user/info', loggedIn && currency !== '' ? (currency ? { currency } : {}) : null);
}
/**
 * The exchange's rates follow the fx market by the minute (docs/decisions.md "One rate for a
 * currency"): read again each minute, so that the preview is the rate a submit gets.
 */
export const RATES_REFRESH_MS = 60_000;
export const useExchangeRates = () => useApiQuery('exchange/rates', {}, { refreshInterval: RATES_REFRESH_MS });
/** An exchange moves money between two wallets: every fund view (any currency) reloads. */
export const useExchange = () => useApiMutation('exchange/submit', { refreshes: ['user/info', 'exchange/records'] });
export const useExchangeRecords = () => useApiPagedList('exchange/records', {}, RECORDS_PAGE_SIZE);
export const useFundRecords = (kind: RecordKind) => useApiPagedList('funds/records', { kind }, RECORDS_PAGE_SIZE);
