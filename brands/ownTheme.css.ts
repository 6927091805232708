import { makeThemeClasses } from '@broker/ui/themes/make';
import type { BrandTokens } from '@broker/ui';
import { brandFromEnv, ownTokens } from './load.ts';

/**
 * The theme classes of a brand that writes its own tokens in its brand.ts (rather than naming a
 * theme of the kit), for both colour schemes. Only such a brand's build imports this file
 * (brands/vite.ts). vanilla-extract runs it in Node at build time — where it reads the brand of
 * the build's environment as the plugin does — and bundles only the class names.
 */
export const ownThemeClasses = makeThemeClasses(ownTokens((await brandFromEnv()).config) as unknown as BrandTokens);
