import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { IntradayScreen } from './IntradayScreen.tsx';
import {
  approvedRecord,
  handlers,
  infoMock,
  mockFundPassword,
  pendingRecord,
  protectedRecord,
  rejectedRecord,
  settledRecord,
} from './mocks.ts';

const jade = { globals: { brand: 'jade' } } as const;
const withInfo = (...args: Parameters<typeof infoMock>) => ({ msw: { handlers: handlers(infoMock(...args)) } });

const meta = {
  title: 'Screens/Intraday/Apply',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<IntradayScreen />} path={paths.intraday.index} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** No application yet: the terms, the rules in short and the form. */
export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Voorwaarden' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Aanvraag controleren' })).toBeInTheDocument();
  },
};
export const TermsJade: Story = { ...Terms, ...jade };

/** The buying power follows the amount as it is typed. */
export const LiveBuyingPower: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Bedrag')), '2000');
    await expect(await canvas.findByText(/^Koopkracht: 10\.000,00\s€/)).toBeInTheDocument();
  },
};

/** Nothing typed: the amount and the fund password say what is missing, nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aanvraag controleren' }));
    await expect(canvas.getByLabelText(fieldLabel('Bedrag'))).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The confirmation: the amount frozen, k and the buying power. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Bedrag')), '2000');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Aanvraag controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Aanvraag bevestigen' });
    await expect(within(dialog).getByText('Bevroren bedrag')).toBeInTheDocument();
  },
};

/** Applied: the application under review, with the way to the records. */
export const Applied: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Bedrag')), '2000');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Aanvraag controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Aanvraag bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aanvragen' }));
    await expect(await canvas.findByRole('heading', { name: 'Aanvraag ingediend' })).toBeInTheDocument();
  },
};
export const AppliedJade: Story = { ...Applied, ...jade };

/** A wrong fund password, answered by the server: said on its field. */
export const WrongFundPassword: Story = {
  parameters: { msw: { handlers: handlers(mockApi('intraday/apply', { error: 'error.fundPassword.wrong' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Bedrag')), '2000');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Aanvraag controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(await body.findByRole('alertdialog', { name: 'Aanvraag bevestigen' })).getByRole('button', {
        name: 'Aanvragen',
      }),
    );
    await expect(await canvas.findByText('Het transactiewachtwoord is onjuist.')).toBeVisible();
  },
};

/** Under review: the amount frozen; no other application meanwhile. */
export const Pending: Story = {
  parameters: withInfo(pendingRecord),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^In beoordeling:/)).toBeInTheDocument();
  },
};

/** Approved: the session day it trades. */
export const Approved: Story = {
  parameters: withInfo(approvedRecord),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Goedgekeurd: je handelt op/)).toBeInTheDocument();
  },
};
export const ApprovedJade: Story = { ...Approved, ...jade };

/** Rejected: the reason in words; a new application may follow. */
export const Rejected: Story = {
  parameters: withInfo(rejectedRecord),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Afgewezen: te weinig ervaring/)).toBeInTheDocument();
  },
};

/** Settled: the credit and the result. */
export const Settled: Story = {
  parameters: withInfo(settledRecord),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/is teruggeboekt naar je portemonnee\.$/)).toBeInTheDocument();
  },
};

/** Settled after a loss beyond the amount: nothing back, the protected loss shown. */
export const SettledProtected: Story = { parameters: withInfo(protectedRecord) };

/** Switched off by an operator. */
export const Closed: Story = {
  parameters: withInfo(null, { open: false }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Daghandel neemt op dit moment geen aanvragen aan.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('intraday/info', { heading: 'Daghandel' });
export const LoadFailed: Story = states.loadFailed('intraday/info');
export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' }, parameters: withInfo(settledRecord) };
export const German: Story = { args: { language: 'de' }, parameters: withInfo(approvedRecord) };
export const Korean: Story = { args: { language: 'ko' }, parameters: withInfo(rejectedRecord) };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' }, parameters: withInfo(pendingRecord), ...jade };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
