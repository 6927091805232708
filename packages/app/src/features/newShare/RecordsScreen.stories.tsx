import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { handlers, mockFundPassword, recordsPage } from './mocks.ts';
import { RecordsScreen } from './RecordsScreen.tsx';

interface Args {
  language: string;
  status: string;
}

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/NewShare/Records',
  render: (args: Args) => (
    <ScreenHarness
      screen={<RecordsScreen />}
      path={paths.newShare.records}
      initialEntry={args.status ? withQuery(paths.newShare.records, { status: args.status }) : paths.newShare.records}
      language={args.language}
    />
  ),
  args: { language: 'nl', status: '' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** Every subscription with its steps: awaiting the draw, to pay, won, paid, not won, withdrawn. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Inschrijvingen: Alle' });
    await expect(within(list).getAllByRole('list', { name: 'Voortgang' }).length).toBeGreaterThan(1);
  },
};
export const AllJade: Story = { ...All, ...jade };

/** What is due, with the deadline counting down. */
export const ToPay: Story = {
  args: { status: 'toPay' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Betalen binnen')).toBeInTheDocument();
  },
};

/** Paid: the result, with the way to the position. */
export const Paid: Story = {
  args: { status: 'won' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /betalen$/ }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Polderdata Systems betalen' });
    await userEvent.type(within(dialog).getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Betalen' }));
    await expect(await canvas.findByRole('heading', { name: 'Betaald' })).toBeInTheDocument();
  },
};
export const PaidJade: Story = { ...Paid, ...jade };

/** Declining an allotment: the dialog says which unpaid allotment this makes before it is sent. */
export const Declined: Story = {
  args: { status: 'toPay' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Toewijzing weigeren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: /^Toewijzing van .* weigeren\?$/ });
    await expect(await within(dialog).findByText(/daarmee heb je er 2 van 3 in 12 maanden/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Weigeren' }));
    await expect(await body.findByText('Toewijzing geweigerd; het geld is vrijgegeven')).toBeInTheDocument();
  },
};
export const DeclinedEnglish: Story = {
  args: { status: 'toPay', language: 'en' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Decline the allotment' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(await within(dialog).findByText(/This counts as an unpaid allotment: 2 of 3/)).toBeInTheDocument();
  },
};

export const Empty: Story = states.empty(
  'Je hebt nog geen inschrijvingen.',
  mockApi('newShare/records', (body) => ({ data: recordsPage(body, []) })),
);

export const Loading: Story = states.loading('newShare/records');

export const LoadFailed: Story = states.loadFailed('newShare/records');

export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en' } };
export const Korean: Story = { args: { language: 'ko' }, ...jade };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans', status: 'won' } };
