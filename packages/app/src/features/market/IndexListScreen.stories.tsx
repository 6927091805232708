import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { IndexListScreen } from './IndexListScreen.tsx';
import { handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Market/IndexList',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<IndexListScreen />} path={paths.market.indexList} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  // Prices that move every second.
  parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const ByMarket: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dutch = await canvas.findByRole('list', { name: 'Nederland' });
    await expect(within(dutch).getByRole('link', { name: /AEX/ })).toHaveAttribute(
      'href',
      '/market/stockDetailzs?id=i-aex',
    );
  },
};

export const German: Story = { args: { language: 'de' } };

export const Loading: Story = states.loading('stock/indexes', { heading: 'Indexen' });

export const Empty: Story = states.empty('Geen indexen beschikbaar', mockApi('stock/indexes', { data: [] }));

export const LoadError: Story = states.loadFailed('stock/indexes');
