import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { EndpointPath } from '@broker/contract';
import type { Currency } from '@broker/domain';
import { useApiQuery } from '../../api/hooks.ts';

/**
 * The reads of the funds screens, with the same bodies everywhere so that SWR shares them
 * (the bank card list and the withdrawal form read the same `card/list`).
 * A user has a handful of cards and addresses: one page of the largest size holds them all.
 */
const allOfThem = { page: 1, size: 100 } as const;

export const useCards = () => useApiQuery('card/list', allOfThem);
export const useWallets = () => useApiQuery('wallet/list', allOfThem);
export const useChannels = () => useApiQuery('funds/channels', {});
export const useWithdrawInfo = (currency: Currency) => useApiQuery('funds/withdrawInfo', { currency });

/** Reloads every cached read of an endpoint (any body), e.g. `card/list` after `card/add`. */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback((path: EndpointPath) => mutate((key) => Array.isArray(key) && key[0] === path), [mutate]);
}
