import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/routes.ts';
import type { UrlSigner } from '../../lib/signedUrl.ts';
import { registerConfigRoutes } from './config.ts';
import { registerContentRoutes } from './content.ts';
import { registerUploadRoutes } from './upload.ts';

export interface CommonRouteOptions {
  /** Where uploaded files are stored. */
  uploadsDir: string;
  /** Signs the short-lived links to uploads. */
  signer: UrlSigner;
}

/** What every screen shares (api.md §4.1, §4.11): config, articles and notices, uploads. */
export function registerCommonRoutes(app: FastifyInstance, deps: RouteDeps, options: CommonRouteOptions): void {
  registerConfigRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerUploadRoutes(app, deps, options);
}
