import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { SupportScreen } from './SupportScreen.tsx';
import { conversationFixture, earlierFixture, handlers } from './mocks.ts';

const meta = {
  title: 'Screens/Support/Support',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<SupportScreen />} path={paths.information.support} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

const jade = { globals: { brand: 'jade' } } as const;

/** The conversation: the user's questions on the end side, customer service's answers on the start side. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: 'Berichten' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(conversationFixture.length);
    await expect(within(log).getByRole('img', { name: 'Foto van Jij' })).toBeVisible();
  },
};
export const ConversationJade: Story = {
  ...jade,
  play: async (context) => {
    await expect(context.canvasElement.querySelector('[data-brand]')).toHaveAttribute('data-brand', 'Jade Securities');
    await Conversation.play?.(context);
  },
};

/** "Load earlier" puts the older messages above, up to the start of the conversation. */
export const EarlierMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Eerdere berichten laden' }));
    await expect(await canvas.findByText('Begin van het gesprek')).toBeVisible();
    await expect(canvas.getByText(earlierFixture[0]!.text)).toBeInTheDocument();
  },
};
export const EarlierMessagesJade: Story = { ...EarlierMessages, ...jade };

/** A message sent: the composer empties. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log', { name: 'Berichten' });
    const field = canvas.getByRole('textbox', { name: 'Bericht' });
    await userEvent.type(field, 'Dank u wel!');
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await waitFor(() => expect(field).toHaveValue(''));
  },
};
export const SentJade: Story = { ...Sent, ...jade };

/** Nothing to send: the composer says what it needs. */
export const NothingToSend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log', { name: 'Berichten' });
    await userEvent.click(canvas.getByRole('button', { name: 'Foto' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    await expect(await canvas.findByText('Schrijf een bericht of voeg een foto toe.')).toBeVisible();
  },
};
export const NothingToSendJade: Story = { ...NothingToSend, ...jade };

/** The server refuses: too many messages in a minute. */
export const TooFrequent: Story = {
  parameters: {
    msw: { handlers: handlers(mockApi('support/send', { error: 'error.request.tooFrequent', data: { max: 10 } })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('log', { name: 'Berichten' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bericht' }), 'Nog een vraag');
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    const composer = canvas.getByRole('form', { name: 'Bericht' });
    await expect(await within(composer).findByRole('alert')).toHaveTextContent('Te veel verzoeken');
  },
};
export const TooFrequentJade: Story = { ...TooFrequent, ...jade };

/** No messages yet: an invitation to ask. */
export const Empty: Story = states.empty(
  'Nog geen berichten',
  mockApi('support/messages', { data: { items: [], hasMore: false } }),
);
export const EmptyJade: Story = { ...Empty, ...jade };

export const Loading: Story = states.loading('support/messages');
export const LoadingJade: Story = { ...Loading, ...jade };

export const LoadFailed: Story = states.loadFailed('support/messages', {
  text: 'Het gesprek kon niet worden geladen.',
});
export const LoadFailedJade: Story = { ...LoadFailed, ...jade };

/** Offline: the notice, and the conversation as last read. */
export const Offline: Story = states.offline();
export const OfflineJade: Story = { ...Offline, ...jade };

export const German: Story = { args: { language: 'de' } };
export const ChineseTraditional: Story = { args: { language: 'zh-Hant' } };
export const Korean: Story = { args: { language: 'ko' }, ...jade };
