import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { MsgInfoScreen } from './MsgInfoScreen.tsx';
import { handlers, noticeDetailFixture } from './mocks.ts';

const meta = {
  title: 'Screens/Account/MsgInfo',
  render: (args: { language: string }) => (
    <ScreenHarness
      screen={<MsgInfoScreen />}
      path={paths.information.msgInfo}
      initialEntry={withQuery(paths.information.msgInfo, { id: noticeDetailFixture.id })}
      language={args.language}
    />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Notice: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Trading hours on King’s Day' }),
    ).toBeInTheDocument();
  },
};

/** No content in the answer: the summary stands in. */
export const SummaryOnly: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('user/noticeDetail', { data: { ...noticeDetailFixture, content: null } })) },
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/noticeDetail', { error: 'error.content.notFound' })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Deze mededeling bestaat niet (meer).')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('user/noticeDetail');

export const LoadFailed: Story = states.loadFailed('user/noticeDetail');

export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
