import { makeThemeClasses } from '../makeThemeClasses.ts';
import { dutchTokens } from './tokens.ts';

export const dutchTheme = makeThemeClasses(dutchTokens);
