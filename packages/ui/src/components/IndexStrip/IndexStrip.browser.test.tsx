import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { sampleIndexes } from '../../visual/marketSamples.ts';
import { installRootFontSize } from '../../layout/rootFontSize.ts';
import { IndexStrip, type IndexStripItem } from './IndexStrip.tsx';

const strip = (items: IndexStripItem[], loading = false) => (
  <ThemeRoot brand={dutchBrand}>
    <div style={{ width: 390 }}>
      <IndexStrip label="Indices" items={items} loading={loading} loadingLabel="Laden…" />
    </div>
  </ThemeRoot>
);
const heightOf = () => screen.getByRole('region', { name: 'Indices' }).getBoundingClientRect().height;

describe('IndexStrip', () => {
  // The kit's rem follows the window, as in the app (main.tsx).
  let uninstall: () => void;
  beforeAll(async () => {
    await page.viewport(390, 400);
    uninstall = installRootFontSize(window);
  });
  afterAll(() => uninstall());

  it('does not grow when the sparklines come in after the levels (no layout shift under the reader)', async () => {
    await page.viewport(390, 400);
    const withoutSparklines = sampleIndexes.map(({ sparkline: _sparkline, ...item }) => item);
    const { rerender } = render(strip(withoutSparklines));
    const before = screen.getByRole('region', { name: 'Indices' }).getBoundingClientRect().height;
    rerender(strip(sampleIndexes));
    expect(screen.getByRole('region', { name: 'Indices' }).getBoundingClientRect().height).toBe(before);
  });

  it('takes the height of its placeholder when the levels come in, names of one line to three', async () => {
    await page.viewport(390, 400);
    const longer = (name: string) => [{ ...sampleIndexes[1]!, name }, ...sampleIndexes.slice(2)];
    for (const items of [sampleIndexes, longer('Nasdaq Composite'), longer('Dow Jones Industrial Average')]) {
      const { rerender, unmount } = render(strip([], true));
      const placeholder = heightOf();
      rerender(strip(items));
      // Within a fraction of a pixel (rounding of the theme's scaled sizes): nothing under the strip moves.
      expect(heightOf(), items[0]!.name).toBeCloseTo(placeholder, 0);
      unmount();
    }
  });
});
