import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { userFixture } from '../../testing/fixtures.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { detailFor, handlers, mockFundPassword, offeringFixtures } from './mocks.ts';
import { SubscribeScreen } from './SubscribeScreen.tsx';

interface Args {
  language: string;
  id: string;
}

const jade = { globals: { brand: 'jade' } } as const;
const auctionWithoutRecord = () =>
  mockApi('newShare/detail', {
    data: detailFor(
      offeringFixtures().find((item) => item.id === 'ns-usd-1')!,
      [],
    ),
  });

const meta = {
  title: 'Screens/NewShare/Subscribe',
  render: (args: Args) => (
    <ScreenHarness
      screen={<SubscribeScreen />}
      path={paths.newShare.subscribe}
      initialEntry={withQuery(paths.newShare.subscribe, { id: args.id })}
      language={args.language}
    />
  ),
  args: { language: 'nl', id: 'ns-nl-1' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** An open public subscription: the form, the odds and cost card, the disclosed rule and its commitment. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: 'Kansen en kosten' });
    await expect(within(card).getByText('Kans op minstens één lot')).toBeInTheDocument();
  },
};
export const OpenJade: Story = { ...Open, ...jade };

/** The confirmation repeats what is frozen. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Inschrijving controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'Inschrijving bevestigen' })).toBeInTheDocument();
  },
};

/** Subscribed: the result page. */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Inschrijving controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Inschrijving bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inschrijven' }));
    await expect(await canvas.findByRole('heading', { name: 'Ingeschreven' })).toBeInTheDocument();
  },
};
export const SubscribedJade: Story = { ...Subscribed, ...jade };

/** A wrong fund password, said next to the field. */
export const WrongFundPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(fieldLabel('Transactiewachtwoord'));
    await userEvent.type(field, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Inschrijving controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Inschrijving bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inschrijven' }));
    await expect(await canvas.findByText(/Het transactiewachtwoord is onjuist/)).toBeVisible();
  },
};

/** No fund password yet: the way to set one. */
export const NoFundPassword: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('user/info', { data: { ...userFixture, fundPasswordSet: false } })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Transactiewachtwoord instellen' })).toBeVisible();
  },
};

/** An auction: the bid field, the card at the bid. */
export const Auction: Story = {
  args: { id: 'ns-usd-1', language: 'en' },
  parameters: { msw: { handlers: handlers(auctionWithoutRecord()) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(fieldLabel('Your bid per share'))).toBeInTheDocument();
  },
};
export const AuctionJade: Story = { ...Auction, ...jade };

/** Already subscribed: the record with its steps and the way to withdraw before the close. */
export const AlreadySubscribed: Story = {
  args: { id: 'ns-usd-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Inschrijving intrekken' })).toBeInTheDocument();
  },
};

/** Won: the amount due, the deadline counting down and the pay button. */
export const Won: Story = {
  args: { id: 'ns-nl-2', language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Zahlen innerhalb')).toBeInTheDocument();
  },
};

/** Paying: the fund password in the dialog. */
export const Pay: Story = {
  args: { id: 'ns-nl-2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /betalen$/ }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'Polderdata Systems betalen' })).toBeInTheDocument();
  },
};

/** Upcoming: when it opens, nothing to subscribe yet. */
export const Upcoming: Story = {
  args: { id: 'ns-de-1', language: 'ko' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/청약은 .+에 시작합니다/)).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { id: 'ns-nope' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Deze uitgifte bestaat niet (meer).')).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('newShare/detail');

export const LoadFailed: Story = states.loadFailed('newShare/detail');

export const Offline: Story = states.offline();

export const TraditionalChinese: Story = { args: { language: 'zh-Hant', id: 'ns-nl-1' }, ...jade };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans', id: 'ns-nl-1' } };
