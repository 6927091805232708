import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { themeValues } from './makeTheme.ts';
import type { BrandTokens } from './tokens.ts';

const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * One class per brand and scheme: every variable, motion off when the user asks for less.
 * Call it from a brand's `theme.css.ts` (vanilla-extract evaluates styles at build time).
 */
export function makeThemeClasses(brand: BrandTokens) {
  const make = (scheme: 'light' | 'dark') =>
    style({
      vars: assignVars(vars, themeValues(brand, scheme)),
      colorScheme: scheme,
      '@media': {
        [reducedMotion]: { vars: { [vars.motion.fast]: '0ms', [vars.motion.normal]: '0ms' } },
      },
    });
  return { light: make('light'), dark: make('dark') };
}
