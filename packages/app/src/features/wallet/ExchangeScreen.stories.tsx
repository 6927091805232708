import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { ScreenHarness } from '../../testing/ScreenHarness.tsx';
import { stateStories } from '../../testing/stateStories.ts';
import { signIn } from '../../testing/signIn.ts';
import { ExchangeScreen } from './ExchangeScreen.tsx';
import { handlers, ratesFixture } from './mocks.ts';

const meta = {
  title: 'Screens/Wallet/Exchange',
  render: (args: { language: string }) => (
    <ScreenHarness screen={<ExchangeScreen />} path={paths.information.exchange} language={args.language} />
  ),
  args: { language: 'nl' },
  beforeEach: () => signIn(),
  parameters: { msw: { handlers: handlers() } },
} satisfies Meta<{ language: string }>;
export default meta;
type Story = StoryObj<typeof meta>;
const states = stateStories(handlers);

const amountField = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: /Bedrag/ });

/** USD into EUR, the rate before any amount. */
export const Dutch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 USD = 0,92 EUR')).toBeInTheDocument();
    await expect(await canvas.findByText('Beschikbaar: $ 13.570,50')).toBeInTheDocument();
  },
};

/** The costs before confirming: rate, fee and what is received. */
export const WithCosts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvasElement), '123,45');
    await expect(await canvas.findByText('113,46 €')).toBeInTheDocument();
    await expect(canvas.getByText('0,11 €')).toBeInTheDocument();
  },
};

/** The confirmation repeats the figures. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvasElement), '123,45');
    await userEvent.click(canvas.getByRole('button', { name: 'Wisselen' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText('$ 123,45')).toBeInTheDocument();
    await expect(dialog.getByText('113,46 €')).toBeInTheDocument();
  },
};

export const Exchanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvasElement), '123,45');
    await userEvent.click(canvas.getByRole('button', { name: 'Wisselen' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Nu wisselen' }));
    await expect(await canvas.findByText('Gewisseld: je hebt 113,46 € ontvangen.')).toBeInTheDocument();
  },
};

/** Same currency on both sides, and an amount above what is available. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await amountField(canvasElement), '14000');
    await canvas.findByText('Beschikbaar: $ 13.570,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Wisselen' }));
    await expect(await canvas.findByText('Onvoldoende beschikbaar saldo.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /^Naar / }));
    await userEvent.click(await body.findByRole('radio', { name: 'USD' }));
    await userEvent.click(body.getByRole('button', { name: 'Bevestigen' }));
    await expect(await canvas.findByText('Je kunt niet naar dezelfde valuta wisselen.')).toBeInTheDocument();
  },
};

/** The server refuses: the reason shows next to the amount too. */
export const ServerRefuses: Story = {
  parameters: { msw: { handlers: handlers(mockApi('exchange/submit', { error: 'error.balance.insufficient' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await amountField(canvasElement), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Wisselen' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Nu wisselen' }));
    // In the shared client's toast and next to the amount.
    await expect(
      await canvas.findByText('Onvoldoende saldo.', { selector: '[id$="-amount-error"]' }),
    ).toBeInTheDocument();
  },
};

export const NoCurrencies: Story = {
  parameters: { msw: { handlers: handlers(mockApi('exchange/rates', { data: { ...ratesFixture, items: [] } })) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Er zijn op dit moment geen valuta om te wisselen.'),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = states.loading('exchange/rates');

export const LoadFailed: Story = states.loadFailed('exchange/rates', {
  text: 'De wisselkoersen konden niet worden geladen.',
});

export const German: Story = {
  args: { language: 'de' },
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('textbox', { name: /Betrag/ }), '100');
    await expect(await within(canvasElement).findByText('Gebühr (0,10 %)')).toBeInTheDocument();
  },
};

export const TraditionalChinese: Story = { args: { language: 'zh-Hant' } };

export const Korean: Story = { args: { language: 'ko' } };
