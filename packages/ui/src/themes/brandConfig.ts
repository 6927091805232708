import type { BrandSettings } from '@broker/domain';
import type { BrandTokens } from './tokens.ts';

/** The brands whose themes the kit ships (`@broker/ui/themes/<name>`). */
export const kitThemeNames = ['dutch', 'jade'] as const;
export type KitThemeName = (typeof kitThemeNames)[number];

/**
 * A theme written in a brand's own file: the tokens without what the brand's settings already
 * say (its name is the title; default language and up/down are settings).
 */
export type BrandThemeTokens = Omit<BrandTokens, 'name' | 'defaultLanguage' | 'upDown'>;

/**
 * One white-label brand of an app built on the kit, the default export of `brands/<name>/brand.ts`:
 * its settings (plain data the server reads too) and its theme — the name of a theme the kit
 * ships, or the brand's own tokens. Plain data only: the app's build makes the theme's CSS.
 */
export interface BrandConfig extends BrandSettings {
  theme: KitThemeName | BrandThemeTokens;
}
