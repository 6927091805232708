import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { wordsBrokenAcrossLines } from '../../testing/layoutChecks.ts';
import { WalletScreen } from './WalletScreen.tsx';
import { emptyWalletUser, handlers, userInfoMock, walletUser } from './mocks.ts';

const meta = {
  title: 'Screens/Wallet/Wallet',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<WalletScreen />} path={paths.information.wallet} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Nothing chosen yet: the USD wallet, every wallet and the actions. */
export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Saldo (USD)' })).toBeInTheDocument();
    await expect(canvas.getAllByText('$ 15.820,75').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('radio', { name: 'USD' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Storten' })).toHaveAttribute('href', paths.information.recharge);
  },
};

/** The Dutch market shows the euro wallet. */
export const EuroWallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'NL' }));
    await expect(await canvas.findByRole('heading', { name: 'Saldo (EUR)' })).toBeInTheDocument();
    await expect(canvas.getAllByText('1.234,56 €').length).toBeGreaterThan(0);
  },
};

export const German: Story = {
  args: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Saldo (USD)' })).toBeInTheDocument();
  },
};

/** German on a 360 px phone: the actions' labels ('Umtauschen') stay whole words. */
export const GermanOnANarrowPhone: Story = {
  args: { language: 'de' },
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Saldo (USD)' })).toBeInTheDocument();
    const actions = canvas.getByRole('list', { name: 'Geld verwalten' });
    await expect(within(actions).getByRole('link', { name: 'Umtauschen' })).toBeVisible();
    await expect(wordsBrokenAcrossLines(actions)).toEqual([]);
  },
};

export const TraditionalChinese: Story = {
  args: { language: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '餘額（USD）' })).toBeInTheDocument();
  },
};

export const Korean: Story = { args: { language: 'ko' } };

/** A new account: every wallet at zero. */
export const EmptyWallets: Story = {
  parameters: { msw: { handlers: handlers(userInfoMock(emptyWalletUser)) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Saldo (USD)' })).toBeInTheDocument();
  },
};

/** No wallets at all in the answer. */
export const NoWallets: Story = {
  parameters: { msw: { handlers: handlers(userInfoMock({ ...walletUser, wallets: [] })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Je hebt nog geen portemonnees.')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('user/info', { text: 'Bezig met laden…' });

export const LoadFailed: Story = states.loadFailed('user/info', { text: 'Je saldo kon niet worden geladen.' });
