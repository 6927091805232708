/** The operator slice's public surface (docs/slices.md): users, restrictions, reviews, adjustments. */
export { registerAdminRoutes, type AdminRouteOptions } from './routes.ts';
