import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, recordsMock } from './mocks.ts';
import { RecordsScreen } from './RecordsScreen.tsx';

const meta = {
  title: 'Screens/BlockTrade/Records',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<RecordsScreen />} path={paths.blockTrade.records} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** The user's blocks: one locked with its unlock, one held, one closed, each opening its position. */
export const Records: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Mijn blokken' });
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
    await expect(within(list).getByText(/^Vrij vanaf/)).toBeInTheDocument();
  },
};
export const RecordsJade: Story = { ...Records, globals: { brand: 'jade' } };

/** None yet: the way to today's offers. */
export const Empty: Story = states.empty('Je hebt nog geen blokken gekocht.', recordsMock([]));

export const Loading: Story = states.loading('blockTrade/records');

export const LoadFailed: Story = states.loadFailed('blockTrade/records');

export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' } };
export const German: Story = { args: { language: 'de' } };
