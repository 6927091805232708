/**
 * The common slice's public surface (docs/slices.md): config, articles and notices, uploads — and
 * for other slices the uploads a user made (`ownUpload`) or an operator sends (`storeImage`).
 */
export { registerCommonRoutes, type CommonRouteOptions } from './routes.ts';
export { ownUpload, storeImage, isUploadPath, UPLOADS_URL_PREFIX } from './upload.ts';
export { setConfigValue } from './config.ts';
