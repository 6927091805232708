import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { RechargeChannelScreen } from './RechargeChannelScreen.tsx';
import { channelsFixture, closedToday, handlers, unverifiedUserFixture } from './mocks.ts';

interface Args {
  language: string;
  id: string;
}

const meta = {
  title: 'Screens/Funds/RechargeChannel',
  render: (args: Args) => (
    <ScreenHarness
      screen={<RechargeChannelScreen />}
      path={paths.information.rechargeChannel}
      initialEntry={withQuery(paths.information.rechargeChannel, { id: args.id })}
      language={args.language}
    />
  ),
  args: { language: 'nl', id: 'sepa-eur' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** A bank transfer: payee with copy buttons, trust panel, amount and proof. */
export const BankTransfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Veilig storten' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Kopiëren Rekeningnummer' })).toBeInTheDocument();
  },
};

/** A 1×1 PNG, as a photo of the proof. */
const proofPng = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'proof.png',
    { type: 'image/png' },
  );

/** Reported: the result with the order number and the way to the records. */
export const Reported: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('common/upload', { data: { path: '/uploads/proof/1.png', url: '/uploads/proof/1.png' } }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Bedrag')), '250');
    const proof = canvas.getByRole('group', { name: 'Betaalbewijs' });
    await userEvent.upload(proof.querySelector<HTMLInputElement>('input[type="file"]')!, proofPng());
    await within(proof).findByRole('button', { name: 'Foto verwijderen' });
    await userEvent.click(canvas.getByRole('button', { name: 'Storting melden' }));
    await expect(await canvas.findByRole('heading', { name: 'Storting gemeld' })).toBeInTheDocument();
    await expect(canvas.getByText('D20250420093000123456')).toBeInTheDocument();
  },
};

/** A crypto channel: coin, network, address and QR code. */
export const Crypto: Story = {
  args: { id: 'usdt-trc20' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: 'QR-code van het stortingsadres' }),
    ).toBeInTheDocument();
  },
};

/** The USD wire channel asks for its channel password. */
export const WithChannelPassword: Story = {
  args: { id: 'wire-usd' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(fieldLabel('Kanaalwachtwoord'))).toBeInTheDocument();
  },
};

/** Nothing filled in: amount and proof are asked for before sending; the amount keeps what was typed. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Storting melden' }));
    await expect(canvas.getAllByText('Dit veld is verplicht.')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText(fieldLabel('Bedrag')), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Storting melden' }));
    await waitFor(() => expect(canvas.getAllByText('Dit veld is verplicht.')).toHaveLength(1));
    await expect(canvas.getByLabelText(fieldLabel('Bedrag'))).toHaveValue('250');
  },
};

/** The channel is outside its hours now: said before the form. */
export const OutsideHours: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('funds/channels', () => ({ data: [{ ...channelsFixture[0]!, hours: closedToday() }] })),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Dit kanaal is nu gesloten/)).toBeInTheDocument();
  },
};

/** Not verified yet: the gate explains and links to the verification. */
export const RealNameRequired: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/info', { data: unverifiedUserFixture })) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Verifieer eerst je identiteit' }),
    ).toBeInTheDocument();
  },
};

/** Verification under review. */
export const RealNameReviewing: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('user/info', { data: { ...userFixture, realNameStatus: 'reviewing' } })) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Status bekijken' })).toBeInTheDocument();
  },
};

/** A closed channel. */
export const Closed: Story = {
  args: { id: 'ideal-eur' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Dit kanaal is tijdelijk gesloten.')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { id: 'unknown' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Dit stortingskanaal bestaat niet (meer).'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('funds/channels');

export const LoadFailed: Story = states.loadFailed('funds/channels');

export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans', id: 'usdt-trc20' } };
