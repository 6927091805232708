import { jadeTheme } from './theme.css.ts';
import { jadeTokens } from './tokens.ts';
import type { Brand } from '../brand.ts';

/** The white-label example. Import this entry only, so an app bundles only its own brand. */
export const jadeBrand: Brand = { tokens: jadeTokens, classes: jadeTheme };
export { jadeTokens };
