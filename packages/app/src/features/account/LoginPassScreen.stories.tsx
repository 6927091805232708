import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { LoginPassScreen } from './LoginPassScreen.tsx';
import { handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Account/LoginPass',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<LoginPassScreen />} path={paths.information.loginPass} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
async function fill(canvas: Canvas, old: string, next: string, confirm: string) {
  await userEvent.type(await canvas.findByLabelText(fieldLabel('Huidig wachtwoord')), old);
  await userEvent.type(canvas.getByLabelText(fieldLabel('Nieuw wachtwoord')), next);
  await userEvent.type(canvas.getByLabelText(fieldLabel('Nieuw wachtwoord bevestigen')), confirm);
}

export const Empty: Story = {};

/** Nothing typed: every field says what is missing, and the first one takes the focus. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Opslaan' }));
    await expect(canvas.getAllByText('Dit veld is verplicht.')).toHaveLength(3);
    await expect(canvas.getByLabelText(fieldLabel('Huidig wachtwoord'))).toHaveFocus();
  },
};

/** The confirmation differs: checked before anything is sent. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'oud-geheim', 'nieuw-geheim', 'nieuw-anders');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await canvas.findByText('De wachtwoorden komen niet overeen.')).toBeInTheDocument();
  },
};

/** The server says the current password is wrong: shown next to it, everything typed stays. */
export const WrongCurrentPassword: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/password', { error: 'error.password.wrongOriginal' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'verkeerd', 'nieuw-geheim', 'nieuw-geheim');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    const old = canvas.getByLabelText(fieldLabel('Huidig wachtwoord'));
    await waitFor(() => expect(old).toHaveAccessibleDescription('Het huidige wachtwoord is onjuist.'));
    await expect(old).toHaveValue('verkeerd');
    await expect(canvas.getByLabelText(fieldLabel('Nieuw wachtwoord'))).toHaveValue('nieuw-geheim');
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'oud-geheim', 'nieuw-geheim', 'nieuw-geheim');
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await expect(await within(document.body).findByText('Je wachtwoord is gewijzigd')).toBeInTheDocument();
  },
};

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
