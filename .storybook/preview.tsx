import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { configure } from 'storybook/test';
import { ThemeRoot, installRootFontSize, type Brand, type ColorScheme, type UpDownConvention } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import { jadeBrand } from '@broker/ui/themes/jade';

// A story's queries wait as the unit tests' do (tests/setup/jsdom.ts): the stories run on three
// pages on two cores (scripts/test.ts), where a lazy tab's chunk and its answer can take over the
// default second to show.
configure({ asyncUtilTimeout: 5000 });

const brands: Record<string, Brand> = { dutch: dutchBrand, jade: jadeBrand };

function BrandFrame({ globals, children }: { globals: Record<string, unknown>; children: ReactNode }) {
  const brand = brands[globals.brand as string] ?? dutchBrand;
  const scheme = (globals.scheme as ColorScheme) ?? 'light';
  const upDown = globals.upDown === 'brand' ? undefined : (globals.upDown as UpDownConvention);
  useEffect(() => installRootFontSize(window), []);
  return (
    <ThemeRoot brand={brand} scheme={scheme} upDown={upDown}>
      <div style={{ padding: '16px', minHeight: '100vh' }}>{children}</div>
    </ThemeRoot>
  );
}

/** Every story renders inside a brand theme at the phone's root font size. */
const withBrand: Decorator = (Story, context) => (
  <BrandFrame globals={context.globals}>
    <Story />
  </BrandFrame>
);

const preview: Preview = {
  decorators: [withBrand],
  // App screens get their API answers from MSW handlers built from the contract (packages/app/src/mocks).
  loaders: [mswLoader()],
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'White-label brand',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'dutch', title: 'Dutch stocks' },
          { value: 'jade', title: 'Jade Securities' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    upDown: {
      description: 'Which colour means up',
      toolbar: {
        title: 'Up/down',
        icon: 'transfer',
        items: [
          { value: 'brand', title: 'Brand default' },
          { value: 'greenUp', title: 'Green up' },
          { value: 'redUp', title: 'Red up' },
          { value: 'blueOrange', title: 'Blue/orange (colour-blind safe)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'dutch', scheme: 'light', upDown: 'brand' },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      defaultViewport: 'mobile2',
      // A small Android phone: where German words and wide tables first run out of room. A story
      // opens at it with `globals: { viewport: { value: 'narrowPhone' } }` (the story tests too).
      options: {
        ...MINIMAL_VIEWPORTS,
        narrowPhone: { name: 'Narrow phone (360 px)', styles: { width: '360px', height: '780px' }, type: 'mobile' },
      },
    },
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};

export default preview;
