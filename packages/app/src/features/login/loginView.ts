import { paths } from '../../routes/paths.ts';

/**
 * Where to go after logging in: back to the private page that sent the user to the login
 * (RequireSession's `state.from`), else home. Never back into the login pages.
 */
export function afterLoginTarget(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/login/')) return paths.home.index;
  return from;
}
