import type { RealName } from '@broker/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';

/**
 * The account feature's writes (docs/data.md): each says which reads it changes. The shared
 * account reads (user info, notices) live in session/useAccount.ts: the shell uses them too.
 */
export const useChangeLoginPassword = () => useApiMutation('user/password');
export const useChangeFundPassword = () => useApiMutation('user/fundPassword', { refreshes: ['user/info'] });
/** The identity check as it stands; `onRecord` sees every record read. */
export const useRealNameInfo = (onRecord?: (record: RealName) => void) =>
  useApiQuery('user/realNameInfo', {}, { onSuccess: onRecord });
/** A submission changes the account's realNameStatus (header badge, gates): user/info reloads. */
export const useSubmitRealName = () => useApiMutation('user/realName', { refreshes: ['user/info'] });
