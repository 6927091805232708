import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render, screen } from '@testing-library/react';
import { ThemeRoot } from '../ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { sampleIndexes } from '../../visual/marketSamples.ts';
import { IndexStrip, type IndexStripItem } from './IndexStrip.tsx';

const strip = (items: IndexStripItem[]) => (
  <ThemeRoot brand={dutchBrand}>
    <div style={{ width: 390 }}>
      <IndexStrip label="Indices" items={items} />
    </div>
  </ThemeRoot>
);

describe('IndexStrip', () => {
  it('does not grow when the sparklines come in after the levels (no layout shift under the reader)', async () => {
    await page.viewport(390, 400);
    const withoutSparklines = sampleIndexes.map(({ sparkline: _sparkline, ...item }) => item);
    const { rerender } = render(strip(withoutSparklines));
    const before = screen.getByRole('region', { name: 'Indices' }).getBoundingClientRect().height;
    rerender(strip(sampleIndexes));
    expect(screen.getByRole('region', { name: 'Indices' }).getBoundingClientRect().height).toBe(before);
  });
});
