import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import axe from 'axe-core';
import { ThemeRoot } from '../components/ThemeRoot/ThemeRoot.tsx';
import { installRootFontSize } from '../layout/rootFontSize.ts';
import { dutchBrand } from '../themes/dutch/index.ts';
import { jadeBrand } from '../themes/jade/index.ts';
import { colorSchemes } from '../themes/tokens.ts';
import type { Brand } from '../themes/brand.ts';

/**
 * Every story of the kit under every brand and colour scheme, at a phone's width, checked by
 * axe (the Storybook run checks the default brand with play functions; this covers the rest).
 */
type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../components/**/*.stories.tsx', { eager: true });
const brands: Record<string, Brand> = { dutch: dutchBrand, jade: jadeBrand };

let uninstall = () => {};
beforeAll(() => {
  uninstall = installRootFontSize(window);
});
afterAll(() => uninstall());

// Landmark rules do not apply to a component shown on its own (Storybook's a11y addon agrees).
const axeOptions: axe.RunOptions = { resultTypes: ['violations'], rules: { region: { enabled: false } } };

for (const [brandName, brand] of Object.entries(brands)) {
  for (const scheme of colorSchemes) {
    describe(`${brandName} ${scheme}`, () => {
      for (const [file, module] of Object.entries(modules)) {
        const title = file.replace(/^.*\/components\//, '').replace('.stories.tsx', '');
        const stories = composeStories(module) as Record<string, ComponentType>;
        for (const [name, Story] of Object.entries(stories)) {
          it(`${title} › ${name} has no axe violations`, async () => {
            const { container, unmount } = render(
              <ThemeRoot brand={brand} scheme={scheme}>
                <div style={{ padding: 16 }}>
                  <Story />
                </div>
              </ThemeRoot>,
            );
            await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
            const result = await axe.run(container, axeOptions);
            const summary = result.violations.map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
            unmount();
            expect(summary).toEqual([]);
          });
        }
      }
    });
  }
}
