import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths, withQuery } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
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
const states = stateStories(handlers);

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

export const Empty: Story = states.empty('Er zijn nu geen nieuwe uitgiften.', newShareListMock([]));
export const EmptyJade: Story = { ...Empty, ...jade };

export const Loading: Story = states.loading('newShare/list');

export const LoadFailed: Story = states.loadFailed('newShare/list');

export const Offline: Story = states.offline();

export const English: Story = { args: { language: 'en', kind: 'auction' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' }, ...jade };
