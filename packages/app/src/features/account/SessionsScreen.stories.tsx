import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { SessionsScreen } from './SessionsScreen.tsx';
import { handlers, sessionsFixture } from './mocks.ts';

const meta = {
  title: 'Screens/Account/Sessions',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<SessionsScreen />} path={paths.information.sessions} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

/** The "End" button in the row of `device`. */
async function endButtonOf(canvasElement: HTMLElement, device: string) {
  const rows = await within(canvasElement).findAllByRole('listitem');
  const row = rows.find((candidate) => candidate.textContent?.startsWith(device));
  if (!row) throw new Error(`no row for ${device}`);
  return within(row).getByRole('button', { name: 'Beëindigen' });
}

/** This phone first (marked), a laptop's browser, and a client that sent no User-Agent. */
export const ThreeSessions: Story = {
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Chrome · Android');
    await expect(within(rows[0]!).getByText('Dit apparaat')).toBeInTheDocument();
    await expect(rows[2]).toHaveTextContent('Onbekend apparaat');
  },
};

/** How many times EndAnother read the list: every read after the first comes after the end. */
const reads = { count: 0 };

/** Ending the laptop's session: confirmed, then gone from the list. */
export const EndAnother: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('user/sessions', () => {
          reads.count += 1;
          return {
            data: reads.count > 1 ? sessionsFixture.filter(({ id }) => id !== 'session-laptop') : sessionsFixture,
          };
        }),
      ),
    },
  },
  beforeEach: () => {
    reads.count = 0;
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await endButtonOf(canvasElement, 'Firefox · Windows'));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText('Dat apparaat moet daarna opnieuw inloggen.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Beëindigen' }));
    await waitFor(() => expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2));
  },
};

/** This device's own row: ending it is a logout, and the dialog says so. */
export const ConfirmThisDevice: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await endButtonOf(canvasElement, 'Chrome · Android'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Deze sessie beëindigen?',
    });
    await expect(dialog).toHaveTextContent('Dit is het apparaat dat je nu gebruikt: je wordt uitgelogd.');
  },
};

export const Loading: Story = states.loading('user/sessions');

export const Failed: Story = states.loadFailed('user/sessions');

export const German: Story = { args: { language: 'de' } };
export const Korean: Story = { args: { language: 'ko' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };
