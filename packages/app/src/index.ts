export { App } from './App.tsx';
export { apiPost, ApiFailure, REQUEST_TIMEOUT_MS } from './api/client.ts';
export { buildSiteConfig, imageUrl, DEFAULT_TITLE, type SiteConfig } from './config/siteConfig.ts';
export { paths } from './routes/paths.ts';
