/**
 * The new-share slice's public surface (docs/slices.md): offerings, subscriptions, the verifiable
 * draw, payment — and its instruments, which it adds to the market's one list when it registers.
 */
export { registerNewShareRoutes, type NewShareRouteOptions } from './routes.ts';
export { NEW_SHARE_ORDER } from './catchUp.ts';
export { findOffering, offeringsAround, type Offering } from './offerings.ts';
export { crowdOf } from './crowd.ts';
export { storeSubscription } from './subscribe.ts';
