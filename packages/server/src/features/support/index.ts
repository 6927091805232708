/**
 * The support slice's public surface (docs/slices.md): the conversation with customer service —
 * and for other slices a message from the house into a user's conversation (`addMessage`).
 */
export { registerSupportRoutes, type SupportRouteOptions } from './routes.ts';
export { addMessage } from './conversation.ts';
