import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { FundPassScreen } from './FundPassScreen.tsx';
import { handlers, newUserFixture } from './mocks.ts';

const meta = {
  title: 'Screens/Account/FundPass',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<FundPassScreen />} path={paths.information.fundPass} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** No fund password yet: only the new one and its confirmation. */
export const SetFirst: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/info', { data: newUserFixture })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Instellen' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText(fieldLabel('Huidig transactiewachtwoord'))).toBeNull();
  },
};

/** A fund password is set: the current one is asked too. */
export const Change: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(fieldLabel('Huidig transactiewachtwoord'))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Wijzigen' })).toBeInTheDocument();
  },
};

/** Not 6 digits and not equal: both said before sending. */
export const Invalid: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/info', { data: newUserFixture })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Nieuw transactiewachtwoord')), '123');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord bevestigen')), '124');
    await userEvent.click(canvas.getByRole('button', { name: 'Instellen' }));
    await expect(await canvas.findByText('Deze invoer is ongeldig.')).toBeInTheDocument();
    await expect(canvas.getByText('De wachtwoorden komen niet overeen.')).toBeInTheDocument();
  },
};

/** The server refuses the current fund password: shown next to it. */
export const WrongCurrent: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/fundPassword', { error: 'error.fundPassword.wrong' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Huidig transactiewachtwoord')), '111111');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Nieuw transactiewachtwoord')), '222222');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord bevestigen')), '222222');
    await userEvent.click(canvas.getByRole('button', { name: 'Wijzigen' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(fieldLabel('Huidig transactiewachtwoord'))).toHaveAccessibleDescription(
        'Het transactiewachtwoord is onjuist.',
      ),
    );
  },
};

export const Loading: Story = states.loading('user/info');

export const LoadFailed: Story = states.loadFailed('user/info');

export const German: Story = { args: { language: 'de' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
