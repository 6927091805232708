import { useApiPagedList } from '../../api/pagedList.ts';

const PAGE_SIZE = 20;

/** The account's intraday records, newest first, paged. */
export const useIntradayRecords = () => useApiPagedList('intraday/records', {}, PAGE_SIZE);
