import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { AddBankCardScreen } from './AddBankCardScreen.tsx';
import { handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Funds/AddBankCard',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<AddBankCardScreen />} path={paths.information.addBankCard} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
async function fill(canvas: Canvas, cardNumber = '6222 0212 3456 7890') {
  await userEvent.type(await canvas.findByLabelText(fieldLabel('Naam kaarthouder')), 'Jan de Vries');
  await userEvent.type(canvas.getByLabelText(fieldLabel('Kaartnummer')), cardNumber);
  await userEvent.type(canvas.getByLabelText(fieldLabel('Naam van de bank')), 'ING Bank');
}

export const Blank: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Kaart opslaan' })).toBeInTheDocument();
  },
};

/** Saved: back to the list with a toast. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaart opslaan' }));
    await expect(await canvas.findByRole('heading', { name: paths.information.bankList })).toBeInTheDocument();
  },
};

/** Nothing filled in, then a card number that is too short. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Kaart opslaan' }));
    await expect(canvas.getAllByText('Dit veld is verplicht.')).toHaveLength(3);
    await userEvent.type(canvas.getByLabelText(fieldLabel('Kaartnummer')), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Kaart opslaan' }));
    await expect(await canvas.findByText('Deze invoer is ongeldig.')).toBeInTheDocument();
  },
};

/** The card is already linked (to this or another account): said under the card number. */
export const AlreadyLinked: Story = {
  parameters: { msw: { handlers: handlers(mockApi('card/add', { error: 'error.card.exists' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaart opslaan' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(fieldLabel('Kaartnummer'))).toHaveAccessibleDescription(
        /Deze bankkaart is al gekoppeld\./,
      ),
    );
  },
};

/** The save is under way: the button shows it and ignores a second tap. */
export const Sending: Story = {
  parameters: { msw: { handlers: handlers(mockApi('card/add', { loading: true })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Kaart opslaan' }));
    await expect(await canvas.findByRole('button', { name: 'Bezig met versturen…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
