import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { chooseWalletAddress } from './chosenWalletAddress.ts';
import { WalletAddressScreen } from './WalletAddressScreen.tsx';
import { handlers, page } from './mocks.ts';

interface Args {
  language: string;
  select: boolean;
}

const meta = {
  title: 'Screens/Funds/WalletAddress',
  render: (args: Args) => (
    <ScreenHarness
      screen={<WalletAddressScreen />}
      path={paths.information.walletAddress}
      initialEntry={args.select ? withQuery(paths.information.walletAddress, { select: 1 }) : undefined}
      language={args.language}
    />
  ),
  args: { language: 'nl', select: false },
  beforeEach: () => {
    chooseWalletAddress(null);
    return signIn();
  },
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** The addresses by wallet type, with network and date. */
export const Addresses: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'USDT' })).toBeInTheDocument();
  },
};

/** Opened from the withdrawal form: tapping an address chooses it and goes back. */
export const Select: Story = {
  args: { select: true },
  beforeEach: () => {
    chooseWalletAddress('wallet-1');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /TQn9Y2.*Gekozen/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /bc1qar0srrr7/ }));
    await expect(await canvas.findByRole('heading', { name: paths.information.cashOut })).toBeInTheDocument();
  },
};

export const Empty: Story = states.empty(
  'Je hebt nog geen walletadres toegevoegd.',
  mockApi('wallet/list', { data: page([]) }),
);

export const Loading: Story = states.loading('wallet/list');

export const LoadFailed: Story = states.loadFailed('wallet/list');

export const German: Story = { args: { language: 'de' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant', select: true } };
