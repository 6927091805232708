import type { EndpointPath } from '@broker/contract';
import { useApiMutation, useApiQuery, useInPlaceQuery } from '../../api/hooks.ts';
import { useApiPagedList } from '../../api/pagedList.ts';
import { RECORDS_PAGE_SIZE } from './loanView.ts';

/**
 * The loan feature's data (docs/data.md): the quota, terms and latest loan; the sheet of an
 * amount; borrowing and repaying; the user's loans; the account's money (for a repayment).
 */

/** Everything a borrow or a repayment changes: the latest loan and quota, the records, the money. */
const afterLoan: readonly EndpointPath[] = ['loan/info', 'loan/records', 'loan/detail', 'user/info'];

/**
 * The quota, the terms, the overdue rule and the latest loan (`loan/info`), read afresh each time
 * the screen opens (no deduping): an operator's decision or a day's interest changes it elsewhere,
 * and the user often comes straight from the notice that says so, a moment after the last read.
 */
export const useLoanInfo = () => useApiQuery('loan/info', {}, { dedupingInterval: 0 });

/** The account's money (what may be repaid with), whether a fund password is set, and the real-name state. */
export const useAccountMoney = () => useApiQuery('user/info', {});

/**
 * The sheet of an amount before borrowing (`loan/preview`); none while there is no amount. A
 * refusal shows in the sheet's place, not as a toast; the last sheet stays while the next is read.
 */
export const useLoanPreview = (amount: string | null) =>
  useInPlaceQuery('loan/preview', amount === null ? null : { amount }, { keepPreviousData: true });

export const useBorrowLoan = () => useApiMutation('loan/borrow', { refreshes: afterLoan });

export const useRepayLoan = () => useApiMutation('loan/repay', { refreshes: afterLoan });

/** The user's loans, newest first, paged. */
export const useLoanRecords = () => useApiPagedList('loan/records', {}, RECORDS_PAGE_SIZE);
