import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { HttpHandler } from 'msw';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { configMock, mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { MarketScreen } from './MarketScreen.tsx';
import { liveMarketHandlers, signInForStory } from './marketMocks.ts';

const handlers = (...overrides: HttpHandler[]) => [...overrides, configMock, ...liveMarketHandlers()];

const meta = {
  title: 'Screens/Market/Markets',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<MarketScreen />} path={paths.market.index} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: signInForStory,
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Beursgenoteerd – Nederland' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Beursgenoteerd' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const OverTheCounter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Onderhands' }));
    await expect(await canvas.findByRole('list', { name: 'Onderhands – Nederland' })).toBeInTheDocument();
  },
};

export const DigitalCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Digitale valuta' }));
    const list = await canvas.findByRole('list', { name: 'Digitale valuta' });
    await expect(within(list).getByRole('link', { name: /Bitcoin/ })).toBeInTheDocument();
  },
};

export const ForeignExchange: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Foreign exchange' }));
    await expect(await canvas.findByRole('list', { name: 'Foreign exchange' })).toBeInTheDocument();
  },
};

export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };

export const LoadError: Story = {
  parameters: { msw: { handlers: handlers(mockApi('stock/list', { error: 'error.system.busy' })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};
