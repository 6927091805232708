import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, printsMock } from './mocks.ts';
import { PrintsScreen } from './PrintsScreen.tsx';

const meta = {
  title: 'Screens/BlockTrade/Prints',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<PrintsScreen />} path={paths.blockTrade.prints} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** The blocks of the last three days, newest first, with each day's close. */
export const Prints: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Gepubliceerde blokken' });
    await expect(within(list).getAllByText(/^Slot die dag/).length).toBeGreaterThan(2);
  },
};
export const PrintsJade: Story = { ...Prints, globals: { brand: 'jade' } };

export const Empty: Story = states.empty('Er zijn nog geen blokken gepubliceerd.', printsMock([]));

export const Loading: Story = states.loading('blockTrade/prints');

export const LoadFailed: Story = states.loadFailed('blockTrade/prints');

export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
