import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { simulatedQuoteStreamMock } from '../../mocks/marketData.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, watchlistMock } from './mocks.ts';
import { WatchlistScreen } from './WatchlistScreen.tsx';

const meta = {
  title: 'Screens/Favorite/Watchlist',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<WatchlistScreen />} path={paths.favorite.index} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  // Prices that move every second.
  parameters: { msw: { handlers: handlers(simulatedQuoteStreamMock()) } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Four watched instruments, newest first, live. */
export const Watched: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Favoriete instrumenten' });
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
  },
};

export const English: Story = { args: { language: 'en' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };

/** Nothing watched yet: the empty state invites a search. */
export const Empty: Story = {
  parameters: { msw: { handlers: handlers(...watchlistMock([]).handlers) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nog geen favorieten')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Aandelen zoeken' })).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('watchlist/list', { heading: 'Favorieten' });

export const LoadError: Story = states.loadFailed('watchlist/list');
