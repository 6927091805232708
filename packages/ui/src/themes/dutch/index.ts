import { dutchTheme } from './theme.css.ts';
import { dutchTokens } from './tokens.ts';
import type { Brand } from '../brand.ts';

/** The default broker. Import this entry only, so an app bundles only its own brand. */
export const dutchBrand: Brand = { tokens: dutchTokens, classes: dutchTheme };
// The classes alone, for an app that names the brand itself and needs no tokens at run time.
export { dutchTokens, dutchTheme };
