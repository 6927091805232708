import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { goOffline } from '../trading/mocks.ts';
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

/** Placements with the minimum amount of each level. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByText(/^Niveaus vanaf 1\.000,00/);
    await expect(rows.length).toBeGreaterThan(0);
  },
};
export const ListJade: Story = { ...List, ...jade };

export const Empty: Story = {
  parameters: { msw: { handlers: handlers(newShareListMock([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Er zijn nu geen nieuwe uitgiften.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: handlers(mockApi('newShare/list', { loading: true })) } },
};
export const LoadingJade: Story = { ...Loading, ...jade };

export const LoadFailed: Story = {
  parameters: { msw: { handlers: handlers(mockApi('newShare/list', { error: 'error.system.busy' })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};

export const Offline: Story = {
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Geen internetverbinding. We tonen de laatst bekende gegevens.'),
    ).toBeVisible();
  },
};

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' }, ...jade };
