import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { BankListScreen } from './BankListScreen.tsx';
import { handlers, page } from './mocks.ts';

const meta = {
  title: 'Screens/Funds/BankList',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<BankListScreen />} path={paths.information.bankList} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Two cards, masked, and the way to add another. */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('5355 **** 4567')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Bankkaart toevoegen' }));
    await expect(await canvas.findByRole('heading', { name: paths.information.addBankCard })).toBeInTheDocument();
  },
};

/** No card yet: the empty state asks for the first one. */
export const Empty: Story = states.empty(
  'Je hebt nog geen bankkaart toegevoegd.',
  mockApi('card/list', { data: page([]) }),
);

export const Loading: Story = states.loading('card/list');

export const LoadFailed: Story = states.loadFailed('card/list');

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
