import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { CashOutScreen } from './CashOutScreen.tsx';
import { chooseWalletAddress } from './chosenWalletAddress.ts';
import { closedToday, handlers, page, withdrawInfoFixture } from './mocks.ts';

const info = (overrides: Partial<typeof withdrawInfoFixture>) =>
  mockApi('funds/withdrawInfo', { data: { ...withdrawInfoFixture, ...overrides } });

const meta = {
  title: 'Screens/Funds/CashOut',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<CashOutScreen />} path={paths.information.cashOut} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => {
    chooseWalletAddress(null);
    return signIn();
  },
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

type Canvas = ReturnType<typeof within>;
async function fill(canvas: Canvas, amount = '250') {
  await userEvent.type(await canvas.findByLabelText(fieldLabel('Bedrag')), amount);
  await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), '123456');
}

/** To a bank card: conditions first, costs as the amount is typed. */
export const ToCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Voorwaarden' })).toBeInTheDocument();
    await fill(canvas);
    // The dutch brand opens on its base currency, the euro; the costs follow the typed amount.
    await expect(await canvas.findByText('248,75 €')).toBeInTheDocument();
  },
};

/** The confirmation repeats destination, fee and net amount. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Opnemen' }));
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(await dialog.findByRole('alertdialog', { name: 'Opname bevestigen' })).toBeInTheDocument();
  },
};

/** Sent: the result with the order number and the tracker link. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Opnemen' }));
    await userEvent.click(await body.findByRole('button', { name: 'Bevestigen en opnemen' }));
    await expect(await canvas.findByRole('heading', { name: 'Opname aangevraagd' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Opname volgen' })).toBeInTheDocument();
  },
};

/** To the wallet address chosen on the select screen. */
export const ToWallet: Story = {
  beforeEach: () => {
    chooseWalletAddress('wallet-1');
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeInTheDocument();
  },
};

/** Nothing typed: amount and fund password are asked for. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: /ING Bank/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Opnemen' }));
    await expect(canvas.getAllByText('Dit veld is verplicht.')).toHaveLength(2);
  },
};

/** The server's minimum (a silent error) shown under the amount. */
export const BelowMinimum: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('funds/withdraw', { error: 'error.withdrawal.belowMinimum', data: { min: '150', currency: 'USD' } }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await fill(canvas, '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Opnemen' }));
    await userEvent.click(await body.findByRole('button', { name: 'Bevestigen en opnemen' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(fieldLabel('Bedrag'))).toHaveAccessibleDescription(/Het minimum is \$\s150,00\./),
    );
  },
};

export const NoFundPassword: Story = {
  parameters: { msw: { handlers: handlers(info({ fundPasswordSet: false })) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Transactiewachtwoord instellen' }),
    ).toBeInTheDocument();
  },
};

export const CreditScoreTooLow: Story = {
  parameters: { msw: { handlers: handlers(info({ creditScore: 40 })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Je kredietscore is 40/)).toBeInTheDocument();
  },
};

export const OutsideHours: Story = {
  parameters: { msw: { handlers: handlers(info({ hours: closedToday() })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Buiten openingstijden')).toBeInTheDocument();
  },
};

export const RealNameRequired: Story = {
  parameters: { msw: { handlers: handlers(info({ realNameStatus: 'none' })) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Verifieer eerst je identiteit' }),
    ).toBeInTheDocument();
  },
};

/** No card yet: the way to add one. */
export const NoCards: Story = {
  parameters: { msw: { handlers: handlers(mockApi('card/list', { data: page([]) })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Je hebt nog geen bankkaart/)).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('funds/withdrawInfo');

export const LoadFailed: Story = states.loadFailed('funds/withdrawInfo');

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
