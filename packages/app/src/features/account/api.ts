import type { RealName } from '@broker/contract';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { markNoticeRead } from '../../session/useAccount.ts';

/**
 * The account feature's writes (docs/data.md): each says which reads it changes. The shared
 * account reads (user info, notices) live in session/useAccount.ts: the shell uses them too.
 */
export const useChangeLoginPassword = () => useApiMutation('user/password');
export const useChangeFundPassword = () => useApiMutation('user/fundPassword', { refreshes: ['user/info'] });
/**
 * How often an identity check under review is read again while its screen is open (issue #26):
 * an operator's decision shows within seconds, without a reload.
 */
export const REVIEW_POLL_MS = 10_000;

/** The identity check as it stands, read again every few seconds while it is reviewed; `onRecord` sees every record read. */
export const useRealNameInfo = (onRecord?: (record: RealName) => void) =>
  useApiQuery(
    'user/realNameInfo',
    {},
    {
      onSuccess: onRecord,
      refreshInterval: (record?: RealName) => (record?.status === 'reviewing' ? REVIEW_POLL_MS : 0),
    },
  );
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
