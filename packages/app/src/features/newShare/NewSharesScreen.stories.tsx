import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { signIn } from '../../testing/signIn.ts';
import { goOffline } from '../trading/mocks.ts';
import { handlers, newShareListMock } from './mocks.ts';
import { NewSharesScreen } from './NewSharesScreen.tsx';

interface Args {
  language: string;
  kind: 'subscription' | 'auction';
}

const jade = { globals: { brand: 'jade' } } as const;

const meta = {
  title: 'Screens/NewShare/Offerings',
  render: (args: Args) => (
    <ScreenHarness
      screen={<NewSharesScreen />}
      path={paths.newShare.offerings}
      initialEntry={withQuery(paths.newShare.offerings, { kind: args.kind })}
      language={args.language}
    />
  ),
  args: { language: 'nl', kind: 'subscription' },
  argTypes: { kind: { control: 'inline-radio', options: ['subscription', 'auction'] } },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Public subscriptions in every market: open first with the live countdown, then upcoming, closed and listed. */
export const Subscriptions: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Nieuwe aandelen: Openbare inschrijving' });
    await expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Sluit over');
  },
};
export const SubscriptionsJade: Story = { ...Subscriptions, ...jade };

/** Switched to the auctions. */
export const Auctions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Veiling' }));
    await expect(await canvas.findByRole('list', { name: 'Nieuwe aandelen: Veiling' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlers(newShareListMock([])) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Er zijn nu geen nieuwe uitgiften.')).toBeInTheDocument();
  },
};
export const EmptyJade: Story = { ...Empty, ...jade };

export const Loading: Story = {
  parameters: { msw: { handlers: handlers(mockApi('newShare/list', { loading: true })) } },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: handlers(mockApi('newShare/list', { error: 'error.system.busy' })) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  },
};

export const Offline: Story = {
  beforeEach: goOffline,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Geen internetverbinding. We tonen de laatst bekende gegevens.'),
    ).toBeVisible();
  },
};

export const English: Story = { args: { language: 'en', kind: 'auction' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' }, ...jade };
