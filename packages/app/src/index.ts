export { App } from './App.tsx';
export { apiPost, ApiFailure } from './api/client.ts';
export { buildSiteConfig, imageUrl, type SiteConfig } from './config/siteConfig.ts';
export { paths } from './routes/paths.ts';
