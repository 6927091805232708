import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { ChangeLangScreen } from './ChangeLangScreen.tsx';
import { handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Account/ChangeLang',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<ChangeLangScreen />} path={paths.information.changeLang} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Nederlands' })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
  },
};

/** Choosing English switches the screen at once. */
export const ChooseEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { name: 'Language' })).toBeInTheDocument();
    await expect(await within(document.body).findByText('Language changed')).toBeInTheDocument();
  },
};

/** The server cannot be told: its failure is toasted, the UI keeps the chosen language. */
export const ServerFails: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/language', { error: 'error.system.busy' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Deutsch' }));
    await expect(
      await within(document.body).findByText('Das System ist ausgelastet. Bitte versuchen Sie es später erneut.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Sprache' })).toBeInTheDocument();
  },
};

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
