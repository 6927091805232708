/** What other features may use of the content feature (docs/slices.md): server-authored articles. */
export { useArticle } from './api.ts';
