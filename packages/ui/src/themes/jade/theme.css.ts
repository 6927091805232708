import { makeThemeClasses } from '../makeThemeClasses.ts';
import { jadeTokens } from './tokens.ts';

export const jadeTheme = makeThemeClasses(jadeTokens);
