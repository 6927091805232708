import { assignVars, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { upDownVars } from './makeTheme.ts';
import { upDownConventions, type UpDownConvention } from './tokens.ts';

/**
 * Classes that override which colour means up and down, on top of any brand: a user or a
 * locale may prefer another convention (e.g. colour-blind-safe blue/orange).
 */
export const upDownClasses = Object.fromEntries(
  upDownConventions.map((convention) => [
    convention,
    style({ vars: assignVars(vars.market, upDownVars(convention, vars.palette as unknown as Record<string, string>)) }),
  ]),
) as Record<UpDownConvention, string>;
