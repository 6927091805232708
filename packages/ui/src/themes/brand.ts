import type { BrandTokens, ColorScheme } from './tokens.ts';

/** A built brand: its tokens and one theme class per colour scheme. */
export interface Brand {
  tokens: BrandTokens;
  classes: Record<ColorScheme, string>;
}

/**
 * What `ThemeRoot` needs of a brand: its name and theme classes. A `Brand` is one; an app may pass
 * just these, so that its bundle carries the classes and not the tokens they were made from.
 */
export interface ThemeClasses {
  tokens: Pick<BrandTokens, 'name'>;
  classes: Record<ColorScheme, string>;
}
