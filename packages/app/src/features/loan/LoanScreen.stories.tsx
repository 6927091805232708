import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { LoanRecord } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { LoanScreen } from './LoanScreen.tsx';
import {
  dueSoonLoan,
  handlers,
  handlersFor,
  infoMock,
  mockFundPassword,
  overdueLoan,
  pendingLoan,
  rejectedLoan,
  runningLoan,
  settledLoan,
} from './mocks.ts';

const jade = { globals: { brand: 'jade' } } as const;
const withLatest = (latest: LoanRecord | null) => ({ msw: { handlers: handlersFor(latest) } });
const WARNING = 'Let op! Geld lenen kost geld';

const meta = {
  title: 'Screens/Loan/Borrow',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<LoanScreen />} path={paths.loan.index} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Types an amount and waits for its sheet. */
async function typeAmount(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(fieldLabel('Bedrag')), amount);
  await canvas.findByText(/lenen kost .* rente: je betaalt .* terug\.$/);
}

/** No loan yet: the quota, the way to borrow under the credit warning, the terms and the overdue rule. */
export const NoLoan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Kredietruimte' })).toBeInTheDocument();
    await expect(canvas.getByText(WARNING)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Voorwaarden' })).toBeInTheDocument();
  },
};
export const NoLoanJade: Story = { ...NoLoan, ...jade };

/** The sheet follows the amount as it is typed: term, interest, APR, total and cost per day. */
export const Sheet: Story = {
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '1000');
    const sheet = within(canvasElement).getByRole('region', { name: 'Wat deze lening kost' });
    await expect(within(sheet).getByText('Totaal terug te betalen')).toBeInTheDocument();
    await expect(within(sheet).getByRole('button', { name: 'Overzicht bewaren' })).toBeInTheDocument();
  },
};
export const SheetJade: Story = { ...Sheet, ...jade };

/** Nothing typed: the amount says what is missing, nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Aanvraag controleren' }));
    await expect(canvas.getByLabelText(fieldLabel('Bedrag'))).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The confirmation repeats the sheet under the warning. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '1000');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aanvraag controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Lening bevestigen' });
    await expect(within(dialog).getByText(WARNING)).toBeInTheDocument();
    await expect(within(dialog).getByText('Jaarlijks kostenpercentage (JKP)')).toBeInTheDocument();
  },
};

/** Asked for: the loan under review, with the way to the records. */
export const Borrowed: Story = {
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '1000');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aanvraag controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Lening bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lening aanvragen' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Aanvraag ingediend' })).toBeInTheDocument();
  },
};
export const BorrowedJade: Story = { ...Borrowed, ...jade };

/** Refused by the server (a loan asked for elsewhere meanwhile): said on the amount, kept as typed. */
export const Refused: Story = {
  parameters: { msw: { handlers: handlers(mockApi('loan/borrow', { error: 'error.loan.pendingReview' })) } },
  play: async ({ canvasElement }) => {
    await typeAmount(canvasElement, '1000');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Aanvraag controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Lening bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lening aanvragen' }));
    await expect(await within(canvasElement).findByText('Je hebt al een lening in behandeling.')).toBeVisible();
    await expect(within(canvasElement).getByLabelText(fieldLabel('Bedrag'))).toHaveValue('1000');
  },
};

/** Under review: no other loan meanwhile. */
export const Pending: Story = {
  parameters: withLatest(pendingLoan),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^In beoordeling:/)).toBeInTheDocument();
  },
};

/** Running: what it owes, the interest so far, the due date, and the repayment. */
export const Running: Story = {
  parameters: withLatest(runningLoan),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Je lening' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Aflossen' })).toBeInTheDocument();
  },
};
export const RunningJade: Story = { ...Running, ...jade };

/** Repaying part: the confirmation says what is left after it. */
export const RepayConfirm: Story = {
  parameters: withLatest(runningLoan),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Bedrag')), '500');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Aflossing controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Aflossing bevestigen' });
    await expect(within(dialog).getByText('Daarna nog te betalen')).toBeInTheDocument();
  },
};

/** Repaid in full with the shortcut: the loan settled. */
export const RepaidAll: Story = {
  parameters: withLatest(runningLoan),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Alles aflossen/ }));
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Aflossing controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Aflossing bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aflossen' }));
    await expect(await canvas.findByRole('heading', { name: 'Lening afgelost' })).toBeInTheDocument();
  },
};
export const RepaidAllJade: Story = { ...RepaidAll, ...jade };

/** The reminder has come: due in two days. */
export const DueSoon: Story = {
  parameters: withLatest(dueSoonLoan),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Vervalt binnenkort:/)).toBeInTheDocument();
  },
};

/** Past the due date: the surcharged rate of each further day. */
export const Overdue: Story = {
  parameters: withLatest(overdueLoan),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Je lening is over de vervaldatum: elke dag/),
    ).toBeInTheDocument();
  },
};
export const OverdueJade: Story = { ...Overdue, ...jade };

/** The latest loan rejected: the reason in words; a new one may be asked for. */
export const Rejected: Story = {
  parameters: withLatest(rejectedLoan),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Afgewezen: het bedrag past niet/)).toBeInTheDocument();
  },
};

/** The latest loan settled. */
export const Settled: Story = {
  parameters: withLatest(settledLoan),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Volledig afgelost op/)).toBeInTheDocument();
  },
};

/** A credit score below the minimum: nothing to borrow, and why. */
export const ScoreTooLow: Story = {
  parameters: { msw: { handlers: handlers(infoMock(null, { creditScore: 40, quota: '0.00', available: '0.00' })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Je kredietscore is 40/)).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('loan/info', { heading: 'Lenen' });
export const LoadFailed: Story = states.loadFailed('loan/info');
export const Offline: Story = states.offline();

/** A language's sheet: the amount typed into its field (`label`), the total repayable (`total`) and the warning shown. */
const sheetIn =
  (label: string, total: string, warning: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel(label)), '1000');
    await expect(await canvas.findByText(total)).toBeInTheDocument();
    await expect(canvas.getAllByText(warning)).not.toHaveLength(0);
  };

export const English: Story = { args: { language: 'en' }, parameters: withLatest(settledLoan) };
export const German: Story = { args: { language: 'de' }, parameters: withLatest(runningLoan) };
export const GermanSheet: Story = {
  args: { language: 'de' },
  play: sheetIn('Betrag', 'Insgesamt zurückzuzahlen', 'Achtung! Geld leihen kostet Geld'),
};
export const Korean: Story = { args: { language: 'ko' }, parameters: withLatest(overdueLoan) };
export const KoreanSheet: Story = {
  args: { language: 'ko' },
  play: sheetIn('금액', '총 상환 금액', '주의! 돈을 빌리면 비용이 듭니다'),
  ...jade,
};
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans' }, parameters: withLatest(pendingLoan), ...jade };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' }, parameters: withLatest(rejectedLoan) };
