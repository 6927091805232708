import type { BrandTokens, ColorScheme, UpDownConvention } from './tokens.ts';
import { rem, remAtLeast } from './rem.ts';
import { systemFontStack } from './fonts.ts';

export { systemFontStack } from './fonts.ts';

/** Popups are based at 2000 (specification §9); the rest of the scale sits below. */
export const zIndex = { base: '0', sticky: '100', tabBar: '500', float: '1000', popup: '2000', toast: '3000' };

export const motion = { fast: '120ms', normal: '220ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' };

/** Which palette colour stands for up and which for down, per convention. */
export function upDownVars(convention: UpDownConvention, palette: Record<string, string>) {
  const pick = (up: string, down: string) => ({
    up: palette[up]!,
    upSoft: palette[`${up}Soft`]!,
    down: palette[down]!,
    downSoft: palette[`${down}Soft`]!,
    flat: palette.flat!,
  });
  switch (convention) {
    case 'greenUp':
      return pick('green', 'red');
    case 'redUp':
      return pick('red', 'green');
    case 'blueOrange':
      return pick('blue', 'orange');
    default:
      return convention satisfies never;
  }
}

/** The full variable values of one brand in one colour scheme. */
export function themeValues(brand: BrandTokens, scheme: ColorScheme) {
  const s = brand.schemes[scheme];
  return {
    color: s.color,
    tone: s.tone,
    palette: s.palette,
    market: upDownVars(brand.upDown, s.palette as unknown as Record<string, string>),
    chart: s.chart,
    font: {
      family: systemFontStack,
      size: {
        xs: remAtLeast(12, 12),
        sm: remAtLeast(13, 13),
        md: remAtLeast(15, 14),
        lg: remAtLeast(17, 16),
        xl: remAtLeast(20, 18),
        xxl: remAtLeast(24, 22),
        display: remAtLeast(32, 28),
      },
      weight: { regular: '400', strong: '600' },
      lineHeight: { tight: '1.25', normal: '1.5' },
    },
    space: { xxs: rem(2), xs: rem(4), sm: rem(8), md: rem(12), lg: rem(16), xl: rem(24), xxl: rem(32) },
    radius: { ...brand.radius, pill: '999px' },
    borderWidth: brand.borderWidth,
    shadow: s.shadow,
    motion,
    size: {
      touch: remAtLeast(44, 44),
      control: remAtLeast(48, 48),
      navBar: remAtLeast(46, 44),
      tabBar: remAtLeast(56, 52),
      maxWidth: '750px',
    },
    z: zIndex,
  };
}
