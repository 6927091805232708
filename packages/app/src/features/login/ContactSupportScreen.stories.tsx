import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { ContactSupportScreen } from './ContactSupportScreen.tsx';
import { contactReceiptMock, handlers } from './mocks.ts';

/**
 * Customer service before sign-in: the login screen's "forgot password" when no external support
 * link is configured. An address to answer at, the account name (optional) and the question; the
 * ticket number after sending.
 */
const meta = {
  title: 'Screens/Login/Contact customer service',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<ContactSupportScreen />} path={paths.login.contact} language={args.language} />
  ),
  args: { language: 'nl' },
  parameters: { msw: { handlers: handlers() } },
  beforeEach: () => {
    sessionStore.signOut();
    return () => sessionStore.signOut();
  },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, label: RegExp) =>
  within(canvasElement).findByLabelText(label, { selector: 'input, textarea' });
const question = 'Ik ben mijn wachtwoord vergeten en kom niet meer in mijn account.';

async function fillIn(canvasElement: HTMLElement, contact: string, message = question) {
  await userEvent.type(await field(canvasElement, /E-mailadres of telefoonnummer/), contact);
  await userEvent.type(await field(canvasElement, /Je vraag/), message);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Versturen' }));
}

export const Dutch: Story = {};
export const English: Story = { args: { language: 'en' } };
export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };

/** Nothing filled in: the required fields say so next to them, nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Versturen' }));
    await expect(await field(canvasElement, /E-mailadres of telefoonnummer/)).toHaveAccessibleDescription(
      expect.stringContaining('Dit veld is verplicht.'),
    );
    await expect(await field(canvasElement, /Je vraag/)).toHaveAccessibleDescription(
      expect.stringContaining('Dit veld is verplicht.'),
    );
  },
};

/** An address that is neither an e-mail address nor a phone number, and a question too short. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'jan@example', 'Help!');
    await expect(await field(canvasElement, /E-mailadres of telefoonnummer/)).toHaveAccessibleDescription(
      expect.stringContaining('Vul een geldig e-mailadres in'),
    );
    await expect(await field(canvasElement, /Je vraag/)).toHaveAccessibleDescription(
      expect.stringContaining('Je vraag moet 10 tot 1000 tekens hebben.'),
    );
  },
};

/** Too many messages from one address within the hour: until when, and what was typed stays. */
export const TooFrequent: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        mockApi('support/contact', { error: 'error.request.tooFrequent', data: { until: '2026-11-23T11:00:00Z' } }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'jan@example.nl');
    const form = canvasElement.querySelector('form') as HTMLElement;
    await expect(await within(form).findByRole('alert')).toHaveTextContent(/Te veel pogingen/);
    await expect(await field(canvasElement, /Je vraag/)).toHaveValue(question);
  },
};

/** While the server answers, the button shows progress and ignores more taps. */
export const Sending: Story = {
  parameters: { msw: { handlers: handlers(mockApi('support/contact', { loading: true })) } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, '+31 6 12345678');
    await expect(await within(canvasElement).findByRole('button', { name: 'Bezig met versturen…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Sent: the ticket number to quote, the moment, and where the answer will come. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'jan@example.nl');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Je bericht is ontvangen' })).toBeInTheDocument();
    await expect(canvas.getByText(contactReceiptMock.ticketNo)).toBeInTheDocument();
    await expect(canvas.getByText('De klantenservice antwoordt via jan@example.nl.')).toBeInTheDocument();
  },
};
