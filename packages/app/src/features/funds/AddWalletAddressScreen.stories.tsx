import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { AddWalletAddressScreen } from './AddWalletAddressScreen.tsx';
import { handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Funds/AddWalletAddress',
  render: (args: { language: string }) => (
    <ScreenHarness
      screen={<AddWalletAddressScreen />}
      path={paths.information.addWalletAddress}
      language={args.language}
    />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

/** USDT on TRC20 (its default network) to start with. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'USDT' })).toBeChecked();
  },
};

/** A valid TRC20 address is saved: back to the list. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Adres')), 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await userEvent.click(canvas.getByRole('button', { name: 'Adres opslaan' }));
    await expect(await canvas.findByRole('heading', { name: paths.information.walletAddress })).toBeInTheDocument();
  },
};

/** An ERC20 address typed while TRC20 is chosen: the format is refused before sending. */
export const WrongNetwork: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByLabelText(fieldLabel('Adres')),
      '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Adres opslaan' }));
    await expect(await canvas.findByText('Dit is geen geldig TRC20-adres.')).toBeInTheDocument();
  },
};

/** Bitcoin has one network. */
export const Bitcoin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'BTC' }));
    await expect(canvas.getByRole('radio', { name: 'BTC (standaard)' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** The address was added before: said under it. */
export const AlreadyAdded: Story = {
  parameters: { msw: { handlers: handlers(mockApi('wallet/add', { error: 'error.wallet.exists' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Adres')), 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await userEvent.click(canvas.getByRole('button', { name: 'Adres opslaan' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(fieldLabel('Adres'))).toHaveAccessibleDescription(
        /Dit walletadres is al toegevoegd\./,
      ),
    );
  },
};

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
