import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { LoginAfterScreen } from './LoginAfterScreen.tsx';
import { handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Login/LoginAfter',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<LoginAfterScreen />} path={paths.login.loginAfter} language={args.language} />
  ),
  args: { language: 'nl' },
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welkom bij Dutch stocks' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Inloggen' }));
    await expect(await canvas.findByRole('heading', { name: paths.login.login })).toBeInTheDocument();
  },
};

export const German: Story = { args: { language: 'de' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' } };
export const Korean: Story = { args: { language: 'ko' } };

/** A white-label site without a logo of its own: the title alone. */
export const WithoutLogo: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('common/config', { data: [{ name: 'title', value: 'Jade Securities' }] })) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Welkom bij Jade Securities' }),
    ).toBeInTheDocument();
  },
};

/** The legal line opens the user agreement. */
export const OpensTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'gebruikersovereenkomst' }));
    await expect(await canvas.findByRole('heading', { name: paths.information.terms })).toBeInTheDocument();
  },
};
