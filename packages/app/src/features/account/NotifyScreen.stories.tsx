import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { NotifyScreen } from './NotifyScreen.tsx';
import { handlers, noticesFixture } from './mocks.ts';

const meta = {
  title: 'Screens/Account/Notify',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<NotifyScreen />} path={paths.information.notify} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Notices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('link')).toHaveLength(noticesFixture.length);
    await expect(canvas.getAllByRole('img', { name: 'Ongelezen' }).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = states.empty('Er zijn nog geen mededelingen.', mockApi('user/notice', { data: [] }));

export const Loading: Story = states.loading('user/notice');

export const LoadFailed: Story = states.loadFailed('user/notice');

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
