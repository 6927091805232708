import type { ComponentType, CSSProperties } from 'react';
import { ThemeRoot } from '../components/ThemeRoot/ThemeRoot.tsx';
import { vars } from '../themes/contract.css.ts';
import type { Brand } from '../themes/brand.ts';
import { colorSchemes } from '../themes/tokens.ts';
import type { StateFrame } from './mainStates.ts';

export interface SheetState {
  name: string;
  Story: ComponentType;
}

/** A phone's width at the fixed root font size of 100 px (200/750 of 375 px). */
const PHONE_WIDTH = 375;

/** The test window while a sheet renders (the `visual` project's viewport): what `viewport` frames are. */
export const PHONE_WINDOW = { width: 412, height: 915 };

/**
 * A font every Debian with Chromium has: fontconfig depends on fonts-dejavu-core first. The kit's
 * stack starts with `system-ui`, which is whatever the machine's fontconfig prefers; pinned, a
 * baseline does not change when another font package is installed.
 */
export const BASELINE_FONT = '"DejaVu Sans"';

/** `var(--font-family__x1)` → `--font-family__x1`: the custom property to pin the font with. */
const fontProperty = /^var\((--[^),\s]+)/.exec(vars.font.family)?.[1];
if (fontProperty === undefined) throw new Error(`The theme's font family is no CSS variable: ${vars.font.family}`);

/**
 * Fixes what would make two screenshots of the same state differ: the font, animations (a
 * spinner caught mid-turn), transitions and the blinking caret. Scoped to the sheet.
 */
const stillCss = `
[data-testid="state-sheet"] [data-brand] { ${fontProperty}: ${BASELINE_FONT}, sans-serif !important; }
[data-testid="state-sheet"], [data-testid="state-sheet"] *, [data-testid="state-sheet"] *::before,
[data-testid="state-sheet"] *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

function frameStyle(frame: StateFrame | undefined): CSSProperties {
  return {
    position: 'relative',
    // Layout and paint containment: `position: fixed` inside (popups, the tab bar, the ball)
    // is placed in this frame rather than the window, and nothing paints outside it.
    contain: 'layout paint',
    width: frame === 'viewport' ? PHONE_WINDOW.width : PHONE_WIDTH,
    height: frame === 'viewport' ? PHONE_WINDOW.height : frame,
  };
}

/**
 * A component's states under one brand, each state in the light and the dark scheme in a frame
 * of its own with its own theme root (so its popups stay in the frame), captioned with the
 * story's name: a row per state, light left and dark right. States in window-sized frames stand
 * in one row, so that the sheet is no taller than a window.
 */
export function StateSheet({ brand, states, frame }: { brand: Brand; states: SheetState[]; frame?: StateFrame }) {
  const columns = frame === 'viewport' ? states.length * colorSchemes.length : colorSchemes.length;
  return (
    <div
      data-testid="state-sheet"
      style={{
        display: 'inline-grid',
        gridTemplateColumns: `repeat(${columns}, max-content)`,
        gap: 8,
        padding: 8,
        background: '#ffffff',
        color: '#3b3b3b',
        font: `12px/16px ${BASELINE_FONT}, sans-serif`,
      }}
    >
      <style>{stillCss}</style>
      {states.flatMap(({ name, Story }) =>
        colorSchemes.map((scheme) => (
          <figure key={`${name} ${scheme}`} style={{ margin: 0, display: 'grid', gap: 4, alignContent: 'start' }}>
            <figcaption>{`${name} · ${scheme}`}</figcaption>
            <div style={frameStyle(frame)}>
              <ThemeRoot brand={brand} scheme={scheme}>
                <div style={{ padding: 16 }}>
                  <Story />
                </div>
              </ThemeRoot>
            </div>
          </figure>
        )),
      )}
    </div>
  );
}
