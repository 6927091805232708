import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { BankListScreen } from './BankListScreen.tsx';
import { cardsFixture, handlers, page } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<BankListScreen />, paths.information.bankList);

describe('BankListScreen', () => {
  it('lists the cards with their bank and masked number, and adds another', async () => {
    show();
    expect(await screen.findByText('5355 **** 4567')).toBeInTheDocument();
    expect(screen.getByText('ING Bank')).toBeInTheDocument();
    expect(screen.getByText('6222 **** 7890')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Bankkaarten' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bankkaart toevoegen' }));
    expect(await screen.findByRole('heading', { name: paths.information.addBankCard })).toBeInTheDocument();
  });

  it('says when there are no cards and offers to add one', async () => {
    server.use(mockApi('card/list', { data: page([]) }));
    show();
    expect(await screen.findByText('Je hebt nog geen bankkaart toegevoegd.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Bankkaart toevoegen' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Bankkaart toevoegen' }));
    expect(await screen.findByRole('heading', { name: paths.information.addBankCard })).toBeInTheDocument();
  });

  it('retries when the cards cannot be loaded', async () => {
    server.use(mockApi('card/list', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(mockApi('card/list', { data: page(cardsFixture) }));
    await userEvent.click(retry);
    expect(await screen.findByText('5355 **** 4567')).toBeInTheDocument();
  });
});
