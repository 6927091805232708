/**
 * The account slice's public surface (docs/slices.md): registration, sessions, secrets, identity
 * check, notices — and for other slices the secrets' checks (each with its guessing brake) and the
 * User object.
 */
export { registerUserRoutes, type UserRouteOptions } from './routes.ts';
export { checkChannelPassword, checkFundPassword, fundPasswordMatches } from './secrets.ts';
export { userView, walletOf } from './view.ts';
