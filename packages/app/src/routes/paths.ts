/**
 * Every route of the app in one place (specification §2). Screens link through these, never
 * through string literals, so that a renamed route breaks the type check, not the user.
 */
export const paths = {
  root: '/',
  login: {
    start: '/login/start',
  },
} as const;
