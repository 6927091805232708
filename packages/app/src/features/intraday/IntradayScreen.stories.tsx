import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { stateStories } from '../../testing/stateStories.ts';
import { IntradayScreen } from './IntradayScreen.tsx';
import { intradayRecordsMock, handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Intraday/Records',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<IntradayScreen />} path={paths.intraday.index} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('I20261123100000000002')).toBeInTheDocument();
  },
};

export const Empty: Story = states.empty('Hier staat nog niets.', intradayRecordsMock([]));
export const Loading: Story = states.loading('intraday/records');
export const LoadFailed: Story = states.loadFailed('intraday/records');
export const Offline: Story = states.offline();
export const English: Story = { args: { language: 'en' } };
