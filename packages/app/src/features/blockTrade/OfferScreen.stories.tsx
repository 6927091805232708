import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { fieldLabel } from '../../testing/fieldLabel.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { closedHours, handlers, mockFundPassword, mockSecretKey, offerFixture } from './mocks.ts';
import { OfferScreen } from './OfferScreen.tsx';

interface Args {
  language: string;
  id: string;
}

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/BlockTrade/Offer',
  render: (args: Args) => (
    <ScreenHarness
      screen={<OfferScreen />}
      path={paths.blockTrade.offer}
      initialEntry={withQuery(paths.blockTrade.offer, { id: args.id })}
      language={args.language}
    />
  ),
  args: { language: 'nl', id: 'B-nl-1' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** An offer open to everyone: the terms, the odds at the unlock, the lots and the fund password. */
export const Offer: Story = {
  play: async ({ canvasElement }) => {
    const odds = await within(canvasElement).findByRole('region', { name: 'Wat de korting betekent' });
    await expect(within(odds).getByText('Dit is een schatting, geen belofte.')).toBeInTheDocument();
  },
};
export const OfferJade: Story = { ...Offer, ...jade };

/** The band set the price: the discount says so. */
export const Clamped: Story = {
  args: { id: 'B-nl-2' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^9,99\s%, begrensd door de dagelijkse prijsgrens$/),
    ).toBeInTheDocument();
  },
};

/** Sold by invitation: who issued it, the quota and its expiry, before the key is asked. */
export const Invitation: Story = {
  args: { id: 'B-de-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invitation = await canvas.findByRole('region', { name: 'Uitnodiging' });
    await expect(within(invitation).getByText('Rijnland Capital Markets')).toBeInTheDocument();
    await expect(canvas.getByLabelText(fieldLabel('Geheime sleutel'))).toBeInTheDocument();
  },
};
export const InvitationJade: Story = { ...Invitation, ...jade };

/** An expired invitation: the offer cannot be bought, and the buy button says why. */
export const InvitationExpired: Story = {
  args: { id: 'B-usd-1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^De uitnodiging voor dit blok is verlopen/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Aankoop controleren' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Outside the market's hours: when it opens, and the buy waits for it. */
export const MarketClosed: Story = {
  parameters: {
    msw: {
      handlers: handlers(mockApi('blockTrade/detail', { data: { ...offerFixture('B-nl-1'), hours: closedHours() } })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^De markt is gesloten: je kunt dit blok kopen/)).toBeVisible();
  },
};

/** The confirmation: lots and shares, the price, the amount, the fee, the total and the lock. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Aankoop controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Blokaankoop bevestigen' });
    await expect(within(dialog).getByText('Totaal afgeschreven')).toBeInTheDocument();
  },
};

/** Bought: three lots typed, the fund password, confirmed — the block, locked until its unlock. */
export const Bought: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lots = await canvas.findByRole('spinbutton', { name: fieldLabel('Aantal loten') });
    await userEvent.clear(lots);
    await userEvent.type(lots, '3');
    await userEvent.type(canvas.getByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Aankoop controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Blokaankoop bevestigen' });
    await expect(within(dialog).getByText('3 loten · 15 aandelen')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopen' }));
    await expect(await canvas.findByRole('heading', { name: 'Blok gekocht' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mijn blokken' })).toBeInTheDocument();
  },
};
export const BoughtJade: Story = { ...Bought, ...jade };

/** Bought by invitation: the key typed after reading the invitation. */
export const BoughtByInvitation: Story = {
  args: { id: 'B-de-1', language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Secret key')), mockSecretKey);
    await userEvent.type(canvas.getByLabelText(fieldLabel('Fund password')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Review purchase' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm block purchase' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy' }));
    await expect(await canvas.findByRole('heading', { name: 'Block bought' })).toBeInTheDocument();
  },
};

/** More lots than are left today, answered by the server: said on the lots. */
export const NothingLeftToday: Story = {
  parameters: { msw: { handlers: handlers(mockApi('blockTrade/buy', { error: 'error.buyQuota.insufficient' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(fieldLabel('Transactiewachtwoord')), mockFundPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Aankoop controleren' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Blokaankoop bevestigen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopen' }));
    await expect(await canvas.findByText(/^Onvoldoende aankoopruimte voor vandaag/)).toBeVisible();
  },
};

export const NotFound: Story = { ...states.empty('Dit blok is vandaag niet (meer) te koop.'), args: { id: 'B-nope' } };

export const Loading: Story = states.loading('blockTrade/detail');

export const LoadFailed: Story = states.loadFailed('blockTrade/detail');

export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en', id: 'B-nl-2' } };
export const German: Story = { args: { language: 'de', id: 'B-de-1' } };
export const SimplifiedChinese: Story = { args: { language: 'zh-Hans', id: 'B-de-1' }, ...jade };
