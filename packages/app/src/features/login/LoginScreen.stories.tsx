import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { handlers, phoneConfigMock } from './mocks.ts';

const meta = {
  title: 'Screens/Login/Login',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<LoginScreen />} path={paths.login.login} language={args.language} />
  ),
  args: { language: 'nl' },
  parameters: { msw: { handlers: handlers() } },
  beforeEach: () => {
    sessionStore.signOut();
    return () => sessionStore.signOut();
  },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).findByLabelText(label, { selector: 'input' });

export const Dutch: Story = {};
export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };

/** Sites whose accounts are 10-digit phone numbers get a phone field. */
export const PhoneAccount: Story = {
  parameters: { msw: { handlers: handlers(phoneConfigMock) } },
  play: async ({ canvasElement }) => {
    await expect(await input(canvasElement, /Telefoonnummer/)).toHaveAttribute('type', 'tel');
  },
};

/** Both fields are required: the errors stand next to them, nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Inloggen' }));
    await expect(await input(canvasElement, /^Account/)).toHaveAccessibleDescription('Dit veld is verplicht.');
    await expect(await input(canvasElement, /^Wachtwoord/)).toHaveAccessibleDescription('Dit veld is verplicht.');
  },
};

/** A wrong password: the toast, and the same text under the form; the entries stay. */
export const WrongCredentials: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('user/login', { error: 'error.login.wrongCredentials' })) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement, /^Account/), 'jansen');
    await userEvent.type(await input(canvasElement, /^Wachtwoord/), 'fout-wachtwoord');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Inloggen' }));
    const form = canvasElement.querySelector('form') as HTMLElement;
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Onjuist account of wachtwoord.');
    await expect(await input(canvasElement, /^Account/)).toHaveValue('jansen');
  },
};

/** A login-banned account, in German: the text refers to customer service. */
export const LoginBannedGerman: Story = {
  args: { language: 'de' },
  parameters: { msw: { handlers: handlers(mockApi('user/login', { error: 'error.account.loginBanned' })) } },
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement, /^Konto/), 'jansen');
    await userEvent.type(await input(canvasElement, /^Passwort/), 'geheim123');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Anmelden' }));
    const form = canvasElement.querySelector('form') as HTMLElement;
    await expect(await within(form).findByRole('alert')).toHaveTextContent(/Kundenservice/);
  },
};

/** While the server answers, the button shows progress and ignores more taps. */
export const Submitting: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/login', { loading: true })) } },
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement, /^Account/), 'jansen');
    await userEvent.type(await input(canvasElement, /^Wachtwoord/), 'geheim123');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Inloggen' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Bezig met inloggen…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A successful login opens home. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement, /^Account/), 'jansen');
    await userEvent.type(await input(canvasElement, /^Wachtwoord/), 'geheim123');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Inloggen' }));
    await expect(await within(canvasElement).findByRole('heading', { name: paths.home.index })).toBeInTheDocument();
  },
};
