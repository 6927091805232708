import type { RealName } from '@broker/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { markNoticeRead } from '../../session/useAccount.ts';

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

/** A notice; opening it marks it read on this device (specification §3 `readMsg`). */
export const useNoticeDetail = (id: string) =>
  useApiQuery('user/noticeDetail', id ? { id } : null, { onSuccess: (loaded) => markNoticeRead(loaded.id) });
/** The chosen language, kept with the account (the UI has switched already). */
export const useSaveLanguage = () => useApiMutation('user/language');
/** The account's open sessions, the current one first. */
export const useSessions = () => useApiQuery('user/sessions', {});
/** Ends one session; the list reloads. */
export const useEndSession = () => useApiMutation('user/sessionEnd', { refreshes: ['user/sessions'] });
