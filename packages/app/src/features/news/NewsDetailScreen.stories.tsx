import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, hotNews } from './mocks.ts';
import { NewsDetailScreen } from './NewsDetailScreen.tsx';

interface Args {
  language: string;
  id: string;
}

const meta = {
  title: 'Screens/News/NewsDetail',
  render: (args: Args) => (
    <ScreenHarness
      screen={<NewsDetailScreen />}
      path={paths.home.newsDetail}
      initialEntry={withQuery(paths.home.newsDetail, { id: args.id })}
      language={args.language}
    />
  ),
  args: { language: 'nl', id: 'n-101' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Title, source and time, cover, and the sanitised content (its script removed). */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByRole('article', { name: hotNews[0]!.title });
    await expect(article.querySelector('script')).toBeNull();
  },
};

export const WithoutCover: Story = { args: { id: 'n-202' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };

export const NotFound: Story = {
  args: { id: 'gone' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Dit bericht bestaat niet (meer).')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('news/detail', { heading: 'Nieuwsbericht' });

export const LoadError: Story = states.loadFailed('news/detail');
