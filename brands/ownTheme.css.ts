import { makeThemeClasses } from '@broker/ui/themes/make';
import tokens from 'virtual:brand-tokens';

/**
 * The theme classes of a brand that writes its own tokens in its brand.ts (rather than naming a
 * theme of the kit), for both colour schemes, made at build time. Only such a brand's build
 * imports this file (brands/vite.ts).
 */
export const ownThemeClasses = makeThemeClasses(tokens);
