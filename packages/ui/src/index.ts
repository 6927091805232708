// Themes
export { vars } from './themes/contract.css.ts';
export type { Brand } from './themes/brand.ts';
export {
  upDownConventions,
  colorSchemes,
  type BrandTokens,
  type ColorScheme,
  type UpDownConvention,
  type SchemeTokens,
} from './themes/tokens.ts';
export { rem, remAtLeast } from './themes/rem.ts';
export { installRootFontSize, rootFontSizeFor, MAX_LAYOUT_WIDTH } from './layout/rootFontSize.ts';

// Components
export { ThemeRoot, usePortalContainer, type ThemeRootProps } from './components/ThemeRoot/index.ts';
export {
  Button,
  buttonVariants,
  buttonSizes,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/index.ts';
export { Spinner, type SpinnerProps } from './components/Spinner/index.ts';
export { Splash, type SplashProps } from './components/Splash/index.ts';
export { KitTextsProvider, useKitTexts, defaultKitTexts, type KitTexts } from './texts/KitTexts.tsx';
export { useControllableState, type ControllableStateOptions } from './headless/index.ts';
