import type { UpDownConvention } from '@broker/domain';

/**
 * Brand tokens: everything a white-label brand decides. A brand is one object of this type per
 * colour scheme plus its shape; `makeThemeClass` turns it into CSS variables.
 */
// Which colour means up is also a brand setting the server reads (domain `BrandSettings`).
export { upDownConventions, type UpDownConvention } from '@broker/domain';

export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

export interface SchemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  border: string;
  text: string;
  textMuted: string;
  textInverse: string;
  accent: string;
  onAccent: string;
  accentSoft: string;
  /** Text in the accent colour on surfaces (links, selected tabs): AA on surface. */
  accentText: string;
  chrome: string;
  onChrome: string;
  focus: string;
  overlay: string;
}

export interface SchemeTones {
  positive: string;
  positiveSoft: string;
  negative: string;
  negativeSoft: string;
  pending: string;
  pendingSoft: string;
  neutral: string;
  neutralSoft: string;
  info: string;
  infoSoft: string;
}

/** The colours that may carry price movement; the convention picks which is up and which down. */
export interface MarketPalette {
  green: string;
  greenSoft: string;
  red: string;
  redSoft: string;
  blue: string;
  blueSoft: string;
  orange: string;
  orangeSoft: string;
  flat: string;
}

/**
 * Series colours of charts (indicator lines such as MA5/MA10/MA20/MA30, the intraday price and
 * average lines). Kept apart from the market palette so that no line can be mistaken for up or
 * down under any up/down convention; each at least 3:1 against `surface` (WCAG non-text contrast).
 */
export interface ChartColors {
  line1: string;
  line2: string;
  line3: string;
  line4: string;
}

export interface SchemeTokens {
  color: SchemeColors;
  tone: SchemeTones;
  palette: MarketPalette;
  chart: ChartColors;
  shadow: { card: string; popup: string };
}

export interface BrandTokens {
  name: string;
  /** Language the brand's app opens in when the user has not chosen one. */
  defaultLanguage: string;
  upDown: UpDownConvention;
  radius: { sm: string; md: string; lg: string };
  borderWidth: string;
  schemes: Record<ColorScheme, SchemeTokens>;
}
