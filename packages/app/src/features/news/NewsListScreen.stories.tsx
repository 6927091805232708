import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, newsListMock } from './mocks.ts';
import { NewsListScreen } from './NewsListScreen.tsx';

const meta = {
  title: 'Screens/News/NewsList',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<NewsListScreen />} path={paths.home.newsList} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const HotNews: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Populair nieuws' });
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
  },
};

export const StockPrices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Koersinformatie' }));
    await expect(await canvas.findByRole('list', { name: 'Koersinformatie' })).toBeInTheDocument();
  },
};

export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const Korean: Story = { args: { language: 'ko' } };

export const Loading: Story = {
  parameters: { msw: { handlers: handlers(mockApi('news/list', { loading: true })) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Nieuws' });
    await expect(canvasElement.querySelector('[data-state="loading"]')).not.toBeNull();
  },
};

export const Empty: Story = states.empty('Nog geen nieuws', newsListMock([]));

export const LoadError: Story = states.loadFailed('news/list');
