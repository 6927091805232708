import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { page } from 'vitest/browser';
import { render } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { dutchBrand } from '../themes/dutch/index.ts';
import { jadeBrand } from '../themes/jade/index.ts';
import { mainStates } from './mainStates.ts';
import { BASELINE_FONT, PHONE_WINDOW, StateSheet } from './StateSheet.tsx';

/**
 * Visual baselines of the kit: for every component, its main states (the stories named in
 * mainStates.ts) in the light and the dark scheme, one screenshot per component and brand,
 * compared with the committed one in __screenshots__/components.browser.test.tsx/
 * (`<Component>-<brand>-chromium-linux.png`). A new component needs a row in mainStates.ts; a
 * deliberate change of a look is accepted with `npx vitest run --project visual -u` and the
 * changed images are committed.
 */
type StoryModule = Parameters<typeof composeStories>[0];
const storyModules = import.meta.glob<StoryModule>('../components/*/*.stories.tsx', { eager: true });
/** Every kit component is a folder of components/ with its index.ts (not imported here). */
const kitComponents = Object.keys(import.meta.glob('../components/*/index.ts'))
  .map(folderOf)
  .sort();
const brands = { dutch: dutchBrand, jade: jadeBrand };

function folderOf(file: string): string {
  return file.split('/').at(-2)!;
}

function storiesOf(component: string): Record<string, ComponentType> {
  const file = Object.keys(storyModules).find((path) => folderOf(path) === component);
  return file ? (composeStories(storyModules[file]!) as Record<string, ComponentType>) : {};
}

/** The instant `Date.now()` is during the test: countdowns and quote ages show the same time on every run. */
const FIXED_NOW = new Date('2026-11-22T09:30:00Z');

let rootFontSize = '';
beforeAll(() => {
  // The kit's rem at a 375 px phone (200/750 of the width), whatever the test window's width.
  rootFontSize = document.documentElement.style.fontSize;
  document.documentElement.style.fontSize = '100px';
  vi.setSystemTime(FIXED_NOW);
});
afterAll(async () => {
  await page.viewport(PHONE_WINDOW.width, PHONE_WINDOW.height);
  vi.useRealTimers();
  document.documentElement.style.fontSize = rootFontSize;
});

const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** After a render: fonts loaded, the stories' short timers (a first page in 50 ms) run, two frames drawn. */
async function settled(): Promise<void> {
  await document.fonts.ready;
  await new Promise((resolve) => setTimeout(resolve, 100));
  await nextFrames();
}

/**
 * The test's window made as large as the sheet: a screenshot holds only what is inside the
 * window. An opened popup focuses itself, which scrolls the window to it; which one had focus
 * last is no part of the look, and the sheet is shown from its top left.
 */
async function showWhole(sheet: HTMLElement): Promise<void> {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.scrollTo(0, 0);
  const box = sheet.getBoundingClientRect();
  await page.viewport(
    Math.max(PHONE_WINDOW.width, Math.ceil(box.right + box.left)),
    Math.max(PHONE_WINDOW.height, Math.ceil(box.bottom + box.top)),
  );
  window.scrollTo(0, 0);
  await nextFrames();
}

describe('kit components in both brands', () => {
  it('has main states for every kit component, each an existing story', () => {
    expect(Object.keys(mainStates).sort()).toEqual(kitComponents);
    const missing = Object.entries(mainStates).flatMap(([component, { stories }]) => {
      const existing = storiesOf(component);
      if (stories.length === 0) return [`${component}: no state`];
      return stories.filter((name) => !(name in existing)).map((name) => `${component}: no story ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('renders with a font Debian always has', () => {
    // Missing, the text would fall back to the monospace font and measure the same.
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (family: string) => {
      context.font = `16px ${family}`;
      return context.measureText('Orders 0123456789 €').width;
    };
    expect(width(`${BASELINE_FONT}, monospace`), `${BASELINE_FONT} is not installed (fonts-dejavu-core)`).not.toBe(
      width('monospace'),
    );
  });

  for (const [component, { stories, frame, args }] of Object.entries(mainStates)) {
    for (const [brandName, brand] of Object.entries(brands)) {
      it(`${component} in ${brandName} matches its baseline`, async () => {
        const composed = storiesOf(component);
        const states = stories.map((name) => {
          const Story = composed[name]!;
          return { name, Story: args ? () => <Story {...args} /> : Story };
        });
        // Rendered in a phone's window (what the splash and the popups measure), then shown whole.
        await page.viewport(PHONE_WINDOW.width, PHONE_WINDOW.height);
        const { getByTestId } = render(<StateSheet brand={brand} states={states} frame={frame} />);
        await settled();
        await showWhole(getByTestId('state-sheet'));
        await expect.element(page.getByTestId('state-sheet')).toMatchScreenshot(`${component}-${brandName}`, {
          comparatorName: 'pixelmatch',
          // Anti-aliased pixels are ignored; any other pixel whose colour changed by more than a
          // trace (pixelmatch's 0.1 lets a token's change of 16 in red pass) fails with a diff image.
          comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
        });
      });
    }
  }
});
