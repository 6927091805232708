import { vars } from '../../themes/contract.css.ts';

/** The theme's colours and type as the canvas needs them (resolved values, not CSS variables). */
export interface KlinePalette {
  up: string;
  down: string;
  flat: string;
  text: string;
  muted: string;
  grid: string;
  surface: string;
  raised: string;
  /** Series colours 1–4 (indicator lines). */
  lines: readonly [string, string, string, string];
  fontFamily: string;
  /** CSS px. */
  fontSize: number;
}

/** `var(--name__hash)` → `--name__hash`. */
const property = (variable: string) => variable.slice(4, -1);

const tokens = {
  up: vars.market.up,
  down: vars.market.down,
  flat: vars.market.flat,
  text: vars.color.text,
  muted: vars.color.textMuted,
  grid: vars.color.border,
  surface: vars.color.surface,
  raised: vars.color.surfaceRaised,
  line1: vars.chart.line1,
  line2: vars.chart.line2,
  line3: vars.chart.line3,
  line4: vars.chart.line4,
};

/**
 * Reads the theme where `element` sits, so the canvas follows the brand, the colour scheme and the
 * user's up/down convention like every other component. The element's own font (family and the
 * kit's small size) sets the labels.
 */
export function readPalette(element: Element): KlinePalette {
  const style = getComputedStyle(element);
  const read = (variable: string, fallback: string) => style.getPropertyValue(property(variable)).trim() || fallback;
  return {
    up: read(tokens.up, '#0b6b35'),
    down: read(tokens.down, '#b3261e'),
    flat: read(tokens.flat, '#4f5b6b'),
    text: read(tokens.text, '#111'),
    muted: read(tokens.muted, '#555'),
    grid: read(tokens.grid, '#ddd'),
    surface: read(tokens.surface, '#fff'),
    raised: read(tokens.raised, '#fff'),
    lines: [
      read(tokens.line1, '#7c3aed'),
      read(tokens.line2, '#a16207'),
      read(tokens.line3, '#0e7490'),
      read(tokens.line4, '#be185d'),
    ],
    fontFamily: style.fontFamily || 'sans-serif',
    fontSize: Number.parseFloat(style.fontSize) || 12,
  };
}
