import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, newShareListMock } from './mocks.ts';
import { PlacementsScreen } from './PlacementsScreen.tsx';

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/NewShare/Placements',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<PlacementsScreen />} path={paths.newShare.placements} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Placements with the minimum amount of each level. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByText(/^Niveaus vanaf 1\.000,00/);
    await expect(rows.length).toBeGreaterThan(0);
  },
};
export const ListJade: Story = { ...List, ...jade };

export const Empty: Story = states.empty('Er zijn nu geen nieuwe uitgiften.', newShareListMock([]));

export const Loading: Story = states.loading('newShare/list');
export const LoadingJade: Story = { ...Loading, ...jade };

export const LoadFailed: Story = states.loadFailed('newShare/list');

export const Offline: Story = states.offline();

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' }, ...jade };
