import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { createAccountSummary } from '../../testing/factories.ts';
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

const zeroFigures = {
  equity: '0.00',
  balance: '0.00',
  available: '0.00',
  frozen: '0.00',
  positionsValue: '0.00',
  openPnl: '0.00',
  realisedToday: '0.00',
  realisedTotal: '0.00',
  borrowed: '0.00',
};

/** A euro account opens on its euros (the base currency): the total, the euro figures, every wallet and the actions. */
export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Saldo (EUR)' })).toBeInTheDocument();
    await expect(canvas.getByText('20.932,53 €')).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'NL' })).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Storten' })).toHaveAttribute('href', paths.information.recharge);
  },
};

/** The US market shows the dollars, from the same summary. */
export const DollarWallet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'USD' }));
    await expect(await canvas.findByRole('heading', { name: 'Saldo (USD)' })).toBeInTheDocument();
    await expect(canvas.getAllByText('$ 1.000,00').length).toBeGreaterThan(0);
  },
};

export const German: Story = {
  args: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Saldo (EUR)' })).toBeInTheDocument();
  },
};

/** German on a 360 px phone: the actions' labels ('Umtauschen') stay whole words. */
export const GermanOnANarrowPhone: Story = {
  args: { language: 'de' },
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Saldo (EUR)' })).toBeInTheDocument();
    const actions = canvas.getByRole('list', { name: 'Geld verwalten' });
    await expect(within(actions).getByRole('link', { name: 'Umtauschen' })).toBeVisible();
    await expect(wordsBrokenAcrossLines(actions)).toEqual([]);
  },
};

export const TraditionalChinese: Story = {
  args: { language: 'zh-Hant' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '餘額（EUR）' })).toBeInTheDocument();
  },
};

export const Korean: Story = { args: { language: 'ko' } };

/** A new account: every wallet at zero, its summary nothing in the base currency. */
export const EmptyWallets: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        userInfoMock(emptyWalletUser),
        mockApi('user/summary', {
          data: createAccountSummary({
            total: zeroFigures,
            currencies: [{ ...zeroFigures, currency: 'EUR', rate: '1' }],
          }),
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Saldo (EUR)' })).toBeInTheDocument();
    await expect(canvas.getAllByText('0,00 €').length).toBeGreaterThan(0);
  },
};

/** No wallets at all in the answer. */
export const NoWallets: Story = {
  parameters: { msw: { handlers: handlers(userInfoMock({ ...walletUser, wallets: [] })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Je hebt nog geen portemonnees.')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading(['user/summary', 'user/info'], { text: 'Bezig met laden…' });

export const LoadFailed: Story = states.loadFailed('user/summary', { text: 'Je saldo kon niet worden geladen.' });
