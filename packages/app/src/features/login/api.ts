import { useApiMutation } from '../../api/hooks.ts';

/** The login feature's writes (docs/data.md): a new session replaces every read, so none refreshes. */
export const useLogin = () => useApiMutation('user/login');
export const useRegister = () => useApiMutation('user/register');
/** A message to customer service before sign-in (no session, so nothing to refresh). */
export const useContactSupport = () => useApiMutation('support/contact');
