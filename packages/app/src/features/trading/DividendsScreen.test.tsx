import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { createDividend } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { DividendsScreen } from './DividendsScreen.tsx';
import { bonusShareFixtures, handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<DividendsScreen />, paths.trade.dividends);

describe('DividendsScreen', () => {
  it('lists cash dividends net of withholding and bonus shares', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Dividenden en bonusaandelen' });
    const [cash, shares] = within(list).getAllByRole('listitem');
    expect(within(cash!).getByText('ASML Holding · Contant dividend')).toBeInTheDocument();
    expect(within(cash!).getByText('+12,75 €')).toBeInTheDocument();
    expect(within(cash!).getByText(/belasting 2,25.€ \(15,00.%\)/)).toBeInTheDocument();
    expect(within(shares!).getByText('10:1: 1 aandeel erbij')).toBeInTheDocument();
    expect(within(shares!).getByText('Nog te betalen')).toBeInTheDocument();
  });

  it('shows bonus shares as booked: the fraction in cash, and what a short owes', async () => {
    server.use(mockApi('trade/dividends', (body) => ({ data: pageOf(bonusShareFixtures, body) })));
    show();
    const list = await screen.findByRole('list', { name: 'Dividenden en bonusaandelen' });
    const [long, short] = within(list).getAllByRole('listitem');
    expect(within(long!).getByText('Fugro · Bonusaandelen')).toBeInTheDocument();
    expect(within(long!).getByText('10:1: 10 aandelen erbij')).toBeInTheDocument();
    expect(within(long!).getByText('Fractie in geld verrekend')).toBeInTheDocument();
    expect(within(long!).getByText('+5,92 €')).toBeInTheDocument();
    expect(within(long!).getByText('Geboekt')).toBeInTheDocument();
    expect(within(long!).queryByText(/shortpositie/)).toBeNull();
    expect(within(short!).queryByText('Fractie in geld verrekend')).toBeNull();
    expect(
      within(short!).getByText('Een shortpositie is de bonusaandelen ook verschuldigd: ze komen erbij.'),
    ).toBeInTheDocument();
  });

  it('labels a dividend of lent shares as a payment in lieu', async () => {
    const inLieu = createDividend({ inLieu: true });
    server.use(mockApi('trade/dividends', (body) => ({ data: pageOf([inLieu], body) })));
    show();
    const list = await screen.findByRole('list', { name: 'Dividenden en bonusaandelen' });
    expect(within(list).getByText('ASML Holding · Vervangende betaling (aandelen uitgeleend)')).toBeInTheDocument();
    expect(within(list).getByText('+12,75 €')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    server.use(mockApi('trade/dividends', (body) => ({ data: pageOf([], body) })));
    show();
    expect(await screen.findByText('Nog geen dividenden.')).toBeInTheDocument();
  });

  it('offers a retry when they cannot be read', async () => {
    server.use(mockApi('trade/dividends', { error: 'error.system.busy' }));
    show();
    expect(await screen.findByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
