import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { RegisterScreen } from './RegisterScreen.tsx';
import { handlers, phoneConfigMock } from './mocks.ts';

interface Args {
  language: string;
  initialEntry?: string;
}

const meta = {
  title: 'Screens/Login/Register',
  render: (args: Args) => (
    <ScreenHarness
      screen={<RegisterScreen />}
      path={paths.login.register}
      initialEntry={args.initialEntry}
      language={args.language}
    />
  ),
  args: { language: 'nl' },
  parameters: { msw: { handlers: handlers() } },
  beforeEach: () => {
    sessionStore.signOut();
    return () => sessionStore.signOut();
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).findByLabelText(label, { selector: 'input' });

async function fill(canvasElement: HTMLElement, code = 'INV42') {
  await userEvent.type(await input(canvasElement, /^Account/), 'nieuw_lid');
  await userEvent.type(await input(canvasElement, /^Wachtwoord\*?$/), 'geheim12');
  await userEvent.type(await input(canvasElement, /Wachtwoord bevestigen/), 'geheim12');
  if (code) await userEvent.type(await input(canvasElement, /Uitnodigingscode/), code);
}

export const Dutch: Story = {};
export const German: Story = { args: { language: 'de' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };

/** Opened from an invitation link: the code is filled in. */
export const FromInvitationLink: Story = {
  args: { initialEntry: `${paths.login.register}?code=INV42` },
  play: async ({ canvasElement }) => {
    await expect(await input(canvasElement, /Uitnodigingscode/)).toHaveValue('INV42');
  },
};

/** Accounts are 10-digit phone numbers on this site. */
export const PhoneAccount: Story = {
  parameters: { msw: { handlers: handlers(phoneConfigMock) } },
  play: async ({ canvasElement }) => {
    const phone = await input(canvasElement, /Telefoonnummer/);
    await userEvent.type(phone, '06123');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account aanmaken' }));
    await expect(phone).toHaveAccessibleDescription('Deze invoer is ongeldig. Je telefoonnummer van 10 cijfers');
  },
};

/** Every field problem at once, next to its field. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(await input(canvasElement, /^Wachtwoord\*?$/), 'geheim12');
    await userEvent.type(await input(canvasElement, /Wachtwoord bevestigen/), 'anders12');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account aanmaken' }));
    await expect(await input(canvasElement, /^Account/)).toHaveAttribute('aria-invalid', 'true');
    await expect(await input(canvasElement, /Wachtwoord bevestigen/)).toHaveAccessibleDescription(
      'De wachtwoorden komen niet overeen.',
    );
    await expect(await input(canvasElement, /Uitnodigingscode/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server knows no inviter with this code: said next to the code. */
export const UnknownInviter: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('user/register', { error: 'error.invite.inviterNotFound' })) },
  },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'NOPE');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account aanmaken' }));
    // The refusal arrives with the server's answer: wait for it (a busy machine answers later).
    const code = await input(canvasElement, /Uitnodigingscode/);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** A refusal of no particular field stands under the form. */
export const TooFrequent: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/register', { error: 'error.request.tooFrequent' })) } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account aanmaken' }));
    const form = canvasElement.querySelector('form') as HTMLElement;
    await expect(await within(form).findByRole('alert')).toHaveTextContent('Te veel verzoeken.');
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/register', { loading: true })) } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account aanmaken' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Bezig met aanmaken…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A new account is logged in and lands on home. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account aanmaken' }));
    await expect(await within(canvasElement).findByRole('heading', { name: paths.home.index })).toBeInTheDocument();
  },
};
