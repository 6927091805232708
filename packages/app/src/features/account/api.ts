import { useApiMutation } from '../../api/hooks.ts';

/**
 * The account feature's writes (docs/data.md): each says which reads it changes. The shared
 * account reads (user info, notices) live in session/useAccount.ts: the shell uses them too.
 */
export const useChangeLoginPassword = () => useApiMutation('user/password');
export const useChangeFundPassword = () => useApiMutation('user/fundPassword', { refreshes: ['user/info'] });
export const useSubmitRealName = () => useApiMutation('user/realName', { refreshes: ['user/info'] });
