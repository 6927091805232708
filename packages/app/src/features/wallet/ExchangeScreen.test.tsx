import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { exchangeFee, exchangeReceived, formatCurrency } from '@broker/domain';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { ExchangeScreen } from './ExchangeScreen.tsx';
import { handlers, ratesFixture, userInfoFor, userInfoMock, walletUser } from './mocks.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // focus-trap (picker, dialog) needs elements with a layout, which jsdom does not give.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<ExchangeScreen />, paths.information.exchange);
const rate = (currency: string) => ratesFixture.items.find((item) => item.currency === currency)!.rate;

async function choose(which: 'Van' | 'Naar', currency: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${which} `) }));
  const picker = await screen.findByRole('dialog');
  await userEvent.click(within(picker).getByRole('radio', { name: currency }));
  await userEvent.click(within(picker).getByRole('button', { name: 'Bevestigen' }));
}

const costs = () => screen.getByRole('region', { name: 'Wat je krijgt' });

describe('ExchangeScreen', () => {
  it('starts with USD into EUR and shows the available balance of the from currency', async () => {
    show();
    expect(await screen.findByRole('button', { name: 'Van USD' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Naar EUR' })).toBeInTheDocument();
    expect(await screen.findByText('Beschikbaar: $ 13.570,50')).toBeInTheDocument();
    expect(within(costs()).getByText('1 USD = 0,92 EUR')).toBeInTheDocument();
  });

  it('starts from the currency that has money when USD has none (a euro depositor exchanges euros)', async () => {
    const euroOnly = {
      ...walletUser,
      wallets: walletUser.wallets.map((wallet) =>
        wallet.currency === 'EUR' ? wallet : { ...wallet, balance: '0', available: '0', frozen: '0' },
      ),
    };
    server.use(userInfoMock(euroOnly));
    show();
    expect(await screen.findByRole('button', { name: 'Van EUR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Naar USD' })).toBeInTheDocument();
    expect(await screen.findByText('Beschikbaar: 1.034,56 €')).toBeInTheDocument();
    // Choosing the other side keeps the pair on screen.
    await choose('Naar', 'USDT');
    expect(screen.getByRole('button', { name: 'Van EUR' })).toBeInTheDocument();
  });

  it('shows the costs before confirming: the rate, the fee and exactly what the domain says is received', async () => {
    show();
    await userEvent.type(await screen.findByRole('textbox', { name: /Bedrag/ }), '123,45');
    const received = exchangeReceived('123.45', rate('USD'), rate('EUR'), ratesFixture.feePct, 'EUR');
    const fee = exchangeFee('123.45', rate('USD'), rate('EUR'), ratesFixture.feePct, 'EUR');
    expect(received).toBe('113.46');
    expect(within(costs()).getByText(formatCurrency(received, 'EUR'))).toBeInTheDocument();
    expect(within(costs()).getByText(formatCurrency(fee, 'EUR'))).toBeInTheDocument();
    expect(within(costs()).getByText('Kosten (0,10%)')).toBeInTheDocument();
  });

  it('computes other pairs with the domain too, rounded down (VND into USDT)', async () => {
    show();
    await choose('Van', 'VND');
    await choose('Naar', 'USDT');
    await userEvent.type(screen.getByRole('textbox', { name: /Bedrag/ }), '1234567');
    const received = exchangeReceived('1234567', rate('VND'), rate('USDT'), ratesFixture.feePct, 'USDT');
    expect(received).toBe('48.556395');
    expect(within(costs()).getByText(formatCurrency(received, 'USDT'))).toBeInTheDocument();
    expect(within(costs()).getByText('1 VND = 0,00003937 USDT')).toBeInTheDocument();
  });

  it('refuses the same currency on both sides', async () => {
    const submitted: unknown[] = [];
    server.use(
      mockApi('exchange/submit', (body) => {
        submitted.push(body);
        return { error: 'error.exchange.sameCurrency' };
      }),
    );
    show();
    await choose('Naar', 'USD');
    expect(await screen.findByText('Je kunt niet naar dezelfde valuta wisselen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Naar USD' })).toHaveAccessibleDescription(
      'Je kunt niet naar dezelfde valuta wisselen.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Bedrag/ }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Wisselen' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(submitted).toEqual([]);
    await choose('Naar', 'EUR');
    expect(screen.queryByText('Je kunt niet naar dezelfde valuta wisselen.')).toBeNull();
  });

  it('checks the amount against the available balance before confirming', async () => {
    show();
    await screen.findByText('Beschikbaar: $ 13.570,50');
    await userEvent.click(screen.getByRole('button', { name: 'Wisselen' }));
    expect(screen.getByRole('textbox', { name: /Bedrag/ })).toHaveAccessibleDescription(/Dit veld is verplicht\./);
    await userEvent.type(screen.getByRole('textbox', { name: /Bedrag/ }), '14000');
    await userEvent.click(screen.getByRole('button', { name: 'Wisselen' }));
    expect(await screen.findByText('Onvoldoende beschikbaar saldo.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bedrag/ })).toHaveValue('14000');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses an amount too small to receive anything, naming the minimum', async () => {
    server.use(
      mockApi('user/info', (body) => ({
        data: userInfoFor(body.currency, {
          ...walletUser,
          wallets: [
            { ...walletUser.wallets[0]!, currency: body.currency ?? 'USD', available: '5000', balance: '5000' },
          ],
        }),
      })),
    );
    show();
    await choose('Van', 'KRW');
    await userEvent.type(screen.getByRole('textbox', { name: /Bedrag/ }), '0,01');
    await userEvent.click(screen.getByRole('button', { name: 'Wisselen' }));
    expect(await screen.findByText('Te weinig om iets te ontvangen. Het minimum is 15,07 KRW.')).toBeInTheDocument();
  });

  it('confirms with the same figures, exchanges and fetches the wallets again', async () => {
    const submitted: RequestOf<'exchange/submit'>[] = [];
    let infoCalls = 0;
    server.use(
      mockApi('user/info', (body) => {
        infoCalls += 1;
        return { data: userInfoFor(body.currency) };
      }),
      mockApi('exchange/submit', (body) => {
        submitted.push(body);
        return {
          data: {
            id: 'x9',
            orderNo: 'X20250420120000999',
            from: 'USD',
            to: 'EUR',
            amount: body.amount,
            rate: '0.92',
            fee: '0.11',
            received: '113.46',
            createdAt: '2025-04-20T12:00:00Z',
          },
        };
      }),
    );
    show();
    await screen.findByText('Beschikbaar: $ 13.570,50');
    await userEvent.type(screen.getByRole('textbox', { name: /Bedrag/ }), '123,45');
    await userEvent.click(screen.getByRole('button', { name: 'Wisselen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Wissel bevestigen' });
    expect(within(dialog).getByText('$ 123,45')).toBeInTheDocument();
    expect(within(dialog).getByText('1 USD = 0,92 EUR')).toBeInTheDocument();
    expect(within(dialog).getByText('0,11 €')).toBeInTheDocument();
    expect(within(dialog).getByText('113,46 €')).toBeInTheDocument();
    // Where the rate comes from and how long it holds.
    expect(
      screen.getByText(/^De koers is die van de valutamarkt om .+ binnen twee minuten wisselt\.$/),
    ).toBeInTheDocument();
    const before = infoCalls;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nu wisselen' }));
    expect(await screen.findByText('Gewisseld: je hebt 113,46 € ontvangen.')).toBeInTheDocument();
    expect(screen.getByText('Gewisseld')).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
    // The rates shown go with it: the exchange holds them for a while.
    expect(submitted[0]).toMatchObject({ from: 'USD', to: 'EUR', amount: '123.45', ratesAt: ratesFixture.updatedAt });
    expect(submitted[0]!.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('textbox', { name: /Bedrag/ })).toHaveValue('');
    await vi.waitFor(() => expect(infoCalls).toBeGreaterThan(before));
  });

  it('shows a refusal of the server next to the amount and keeps it', async () => {
    server.use(mockApi('exchange/submit', { error: 'error.balance.insufficient' }));
    show();
    await screen.findByText('Beschikbaar: $ 13.570,50');
    await userEvent.type(screen.getByRole('textbox', { name: /Bedrag/ }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Wisselen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Nu wisselen' }));
    expect(await screen.findByRole('textbox', { name: /Bedrag/ })).toHaveAccessibleDescription(/Onvoldoende saldo\./);
    expect(screen.getByRole('textbox', { name: /Bedrag/ })).toHaveValue('50');
  });

  it('retries when the rates cannot be loaded', async () => {
    server.use(mockApi('exchange/rates', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    expect(screen.getByText('De wisselkoersen konden niet worden geladen.')).toBeInTheDocument();
    server.use(mockApi('exchange/rates', { data: ratesFixture }));
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Van USD' })).toBeInTheDocument();
  });

  it('links to the exchange history', async () => {
    show();
    await screen.findByRole('button', { name: 'Van USD' });
    await userEvent.click(screen.getByRole('link', { name: 'Wisselgeschiedenis' }));
    expect(await screen.findByRole('heading', { name: paths.information.exchangeRecords })).toBeInTheDocument();
  });
});
