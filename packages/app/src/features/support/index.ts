/**
 * What other features may use of the support feature (docs/slices.md): whether customer service
 * has an unread answer, for the dot on the header's customer-service button and the ball.
 */
export { useSupportUnread } from './api.ts';
