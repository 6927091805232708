import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeRoot } from './ThemeRoot.tsx';
import { dutchBrand } from '../../themes/dutch/index.ts';
import { jadeBrand } from '../../themes/jade/index.ts';
import { Button } from '../Button/Button.tsx';
import { Money } from '../Money/Money.tsx';

/** The same content under each brand and scheme: one ThemeRoot per brand, nested in the story's own. */
const meta = {
  title: 'Kit/ThemeRoot',
  component: ThemeRoot,
  args: { brand: dutchBrand, scheme: 'light', children: null },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {[dutchBrand, jadeBrand].flatMap((brand) =>
        (['light', 'dark'] as const).map((scheme) => (
          <ThemeRoot key={`${brand.tokens.name}-${scheme}`} brand={brand} scheme={scheme}>
            <section aria-label={`${brand.tokens.name} ${scheme}`} style={{ display: 'grid', gap: 8, padding: 12 }}>
              <Money value="1234.56" currency="EUR" size="lg" />
              <Money value="12.4" currency="USD" signed colorBySign />
              <Button>{brand.tokens.name}</Button>
            </section>
          </ThemeRoot>
        )),
      )}
    </div>
  ),
} satisfies Meta<typeof ThemeRoot>;
export default meta;

export const BrandsAndSchemes: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: 'Jade Securities' })).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Dutch stocks dark' })).toBeInTheDocument();
  },
};

export const UpDownOverride: StoryObj<typeof meta> = {
  render: () => (
    <ThemeRoot brand={dutchBrand} upDown="blueOrange">
      <div style={{ display: 'flex', gap: 16, padding: 12 }}>
        <Money value="1.5" signed colorBySign />
        <Money value="-1.5" signed colorBySign />
      </div>
    </ThemeRoot>
  ),
};
