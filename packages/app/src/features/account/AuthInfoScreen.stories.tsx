import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { RealName } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { AuthInfoScreen } from './AuthInfoScreen.tsx';
import {
  handlers,
  PNG_1PX,
  realNameRejectedFixture,
  realNameReviewingFixture,
  realNameVerifiedFixture,
} from './mocks.ts';

const photo = (name: string) =>
  new File([Uint8Array.from(atob(PNG_1PX), (char) => char.charCodeAt(0))], name, { type: 'image/png' });

const meta = {
  title: 'Screens/Account/AuthInfo',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<AuthInfoScreen />} path={paths.information.authInfo} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

type Canvas = ReturnType<typeof within>;
async function fillForm(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText(fieldLabel('Volledige naam')), 'Jan de Vries');
  for (const side of ['Voorkant identiteitsbewijs', 'Achterkant identiteitsbewijs']) {
    const group: HTMLElement = canvas.getByRole('group', { name: side });
    await userEvent.upload(group.querySelector<HTMLInputElement>('input[type="file"]')!, photo(`${side}.png`));
    await within(group).findByRole('button', { name: 'Foto verwijderen' });
  }
  await userEvent.click(canvas.getByRole('checkbox'));
}

/** Never submitted: the form. */
export const NotVerified: Story = {};

/** Sent without anything: every required part says so. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ter controle versturen' }));
    await expect(canvas.getAllByText('Dit veld is verplicht.')).toHaveLength(4);
  },
};

/** Name, both photos and consent: sent for review. */
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Ter controle versturen' }));
    await expect(await canvas.findByRole('heading', { name: 'In beoordeling' })).toBeInTheDocument();
  },
};

/** The server refuses: toasted, and everything typed and uploaded stays. */
export const SubmitFails: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/realName', { error: 'error.submit.failed' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Ter controle versturen' }));
    await expect(await within(document.body).findByText('Versturen mislukt. Probeer het opnieuw.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel('Volledige naam'))).toHaveValue('Jan de Vries');
  },
};

/** A photo upload fails: the photo offers to try again. */
export const UploadFails: Story = {
  parameters: { msw: { handlers: handlers(mockApi('common/upload', { error: 'error.upload.failed' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Voorkant identiteitsbewijs' });
    await userEvent.upload(group.querySelector<HTMLInputElement>('input[type="file"]')!, photo('front.png'));
    await waitFor(() => expect(within(group).getByText('Uploaden mislukt')).toBeInTheDocument());
  },
};

export const Rejected: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/realNameInfo', { data: realNameRejectedFixture })) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Reden: The photo of the back of your ID is not readable.'),
    ).toBeInTheDocument();
  },
};

export const Reviewing: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/realNameInfo', { data: realNameReviewingFixture })) } },
};

const verified: RealName = realNameVerifiedFixture;
export const Verified: Story = {
  parameters: { msw: { handlers: handlers(mockApi('user/realNameInfo', { data: verified })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('123456***7')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('user/realNameInfo');

export const LoadFailed: Story = states.loadFailed('user/realNameInfo');

export const GermanForm: Story = { args: { language: 'de' } };
export const KoreanReviewing: Story = {
  args: { language: 'ko' },
  parameters: { msw: { handlers: handlers(mockApi('user/realNameInfo', { data: realNameReviewingFixture })) } },
};
export const SimplifiedChineseRejected: Story = {
  args: { language: 'zh-Hans' },
  parameters: { msw: { handlers: handlers(mockApi('user/realNameInfo', { data: realNameRejectedFixture })) } },
};
