import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { EditWatchlistScreen } from './EditWatchlistScreen.tsx';
import { handlers, watchlistMock } from './mocks.ts';

const meta = {
  title: 'Screens/Favorite/EditWatchlist',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<EditWatchlistScreen />} path={paths.favorite.editSelf} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Kies wat je wilt verwijderen' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Verwijderen (0)' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const German: Story = { args: { language: 'de' } };

/** Two ticked, then the confirmation before they are removed. */
export const ConfirmRemoval: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'ASML Holding ASML' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SAP SAP' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Verwijderen (2)' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: '2 favorieten verwijderen?' })).toBeInTheDocument();
  },
};

/** Everything selected with "select all". */
export const AllSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Alles selecteren' }));
    await expect(canvas.getByRole('button', { name: 'Verwijderen (4)' })).toBeInTheDocument();
  },
};

export const Empty: Story = states.empty('Nog geen favorieten', ...watchlistMock([]).handlers);

export const Loading: Story = states.loading('watchlist/list', { heading: 'Favorieten bewerken' });

export const LoadError: Story = states.loadFailed('watchlist/list');
