import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '@testing-library/react';
import { ThemeRoot } from '../components/ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../themes/dutch/index.ts';
import { jadeBrand } from '../themes/jade/index.ts';
import { colorSchemes } from '../themes/tokens.ts';
import { Gallery } from './Gallery.tsx';

/**
 * Visual baselines: the gallery under each brand and scheme, compared with the committed
 * screenshots in __screenshots__/ (the first run writes them; commit them).
 */
describe('visual baselines', () => {
  for (const brand of [dutchBrand, jadeBrand]) {
    for (const scheme of colorSchemes) {
      const name = `${brand.tokens.name.split(' ')[0]!.toLowerCase()}-${scheme}`;
      it(`${name} matches its baseline`, async () => {
        document.documentElement.style.fontSize = '100px';
        render(
          <ThemeRoot brand={brand} scheme={scheme}>
            <div style={{ padding: 16, display: 'inline-block' }}>
              <Gallery />
            </div>
          </ThemeRoot>,
        );
        await expect.element(page.getByTestId('gallery')).toMatchScreenshot(name, {
          comparatorName: 'pixelmatch',
          // Anti-aliasing may differ by a few pixels between runs; colours and shapes may not.
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        });
      });
    }
  }
});
