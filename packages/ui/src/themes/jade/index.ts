import { jadeTheme } from './theme.css.ts';
import { jadeTokens } from './tokens.ts';
import type { Brand } from '../brand.ts';

/** The white-label example. Import this entry only, so an app bundles only its own brand. */
export const jadeBrand: Brand = { tokens: jadeTokens, classes: jadeTheme };
// The classes alone, for an app that names the brand itself and needs no tokens at run time.
export { jadeTokens, jadeTheme };
