// For an app's own brand (tokens written outside the kit): its theme classes for both colour
// schemes. Call it from a `.css.ts` file, where vanilla-extract makes the CSS at build time.
export { makeThemeClasses } from './makeThemeClasses.ts';
