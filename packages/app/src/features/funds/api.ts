import type { Currency } from '@broker/domain';
import { useTranslation } from 'react-i18next';
import { useApiMutation, useApiQuery, useLocalizedQuery } from '../../api/hooks.ts';

/**
 * The funds feature's data (docs/data.md): its reads with the same bodies everywhere so that SWR
 * shares them (the bank card list and the withdrawal form read the same `card/list`), and its
 * writes, each with the reads it changes. A user has a handful of cards and addresses: one page
 * of the largest size holds them all.
 */
const allOfThem = { page: 1, size: 100 } as const;

export const useCards = () => useApiQuery('card/list', allOfThem);
export const useWalletAddresses = () => useApiQuery('wallet/list', allOfThem);
/** The deposit channels, named in the UI language (the server translates them): a new language reads them again. */
export function useChannels() {
  const { i18n } = useTranslation();
  return useLocalizedQuery('funds/channels', {}, i18n.language);
}
export const useWithdrawInfo = (currency: Currency) => useApiQuery('funds/withdrawInfo', { currency });

export const useAddCard = () => useApiMutation('card/add', { refreshes: ['card/list'] });
export const useAddWalletAddress = () => useApiMutation('wallet/add', { refreshes: ['wallet/list'] });
export const useDeposit = () => useApiMutation('funds/deposit');
/** A withdrawal freezes its amount: the limits and every balance change. */
export const useWithdraw = () => useApiMutation('funds/withdraw', { refreshes: ['funds/withdrawInfo', 'user/info'] });
