import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { UserInfoScreen } from './UserInfoScreen.tsx';
import { handlers, newUserFixture } from './mocks.ts';

const meta = {
  title: 'Screens/Account/UserInfo',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<UserInfoScreen />} path={paths.information.userInfo} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('JDV7K2')).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: /Trading hours on King’s Day/ })).toBeInTheDocument();
  },
};

/** A new account: not verified, no notices yet. */
export const NewAccount: Story = {
  parameters: {
    msw: {
      handlers: handlers(mockApi('user/info', { data: newUserFixture }), mockApi('user/notice', { data: [] })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Er zijn nog geen mededelingen.')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading(['user/info', 'user/notice']);

export const LoadFailed: Story = states.loadFailed(['user/info', 'user/notice'], { retries: 2 });

export const German: Story = { args: { language: 'de' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
