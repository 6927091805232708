import type { BrandTokens, ColorScheme } from './tokens.ts';

/** A built brand: its tokens and one theme class per colour scheme. */
export interface Brand {
  tokens: BrandTokens;
  classes: Record<ColorScheme, string>;
}
