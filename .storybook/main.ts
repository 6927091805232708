import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { brandPlugin } from '../brands/vite.ts';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/app/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // MSW's service worker, for the app screens' mocked API responses.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The components' props for the docs pages, read with the kit's and the app's compiler
    // settings: the root tsconfig.json holds only scripts and tests, so docgen found no component.
    reactDocgenTypescriptOptions: { tsconfigPath: fileURLToPath(new URL('./tsconfig.docgen.json', import.meta.url)) },
  },
  async viteFinal(viteConfig) {
    // The app's screens read the default brand (title, logo, language); the toolbar switches the kit's theme.
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), brandPlugin({})];
    return viteConfig;
  },
};

export default config;
