import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { upDownVars } from './makeTheme.ts';
import { upDownConventions, type UpDownConvention } from './tokens.ts';

/**
 * Classes that override which colour means up and down, on top of any brand: a user or a
 * locale may prefer another convention (e.g. colour-blind-safe blue/orange). They sit on the same
 * element as the brand's theme class, so the selector is doubled (`.x.x`): it must win whatever
 * order the stylesheets load in (with equal specificity, a brand sheet loaded later won).
 */
export const upDownClasses = Object.fromEntries(
  upDownConventions.map((convention) => [
    convention,
    style({
      selectors: {
        '&&': {
          vars: assignVars(vars.market, upDownVars(convention, vars.palette as unknown as Record<string, string>)),
        },
      },
    }),
  ]),
) as Record<UpDownConvention, string>;
