import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { positionPath } from './blockTradeView.ts';
import { handlers, recordsMock } from './mocks.ts';
import { RecordsScreen } from './RecordsScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<RecordsScreen />, paths.blockTrade.records);

describe('RecordsScreen', () => {
  it('lists the user’s blocks — locked with their unlock, held, closed — each opening its position', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Mijn blokken' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent?.split(' (')[0])).toEqual(['ASML Holding', 'ING Groep', 'SAP']);
    const [locked, held, closed] = rows;
    expect(locked).toHaveAttribute('href', positionPath('p-block-1'));
    expect(locked).toHaveTextContent('2 loten · 10 aandelen');
    expect(locked).toHaveTextContent('Vergrendeld');
    expect(locked).toHaveTextContent(/Vrij vanaf \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} uur/);
    expect(locked).toHaveTextContent('Gekocht tegen 562,22 €');
    expect(held).toHaveTextContent('In bezit');
    expect(held).not.toHaveTextContent('Vrij vanaf');
    expect(closed).toHaveTextContent('Gesloten');
    expect(closed).toHaveTextContent(/Gesloten op \d{2}\/\d{2}\/\d{4}/);
    // The profit, signed: SAP bought at 154.20 and closed at 171.20, 20 shares.
    expect(closed).toHaveTextContent('+340,00 €');
    const links = screen.getByRole('navigation', { name: 'Blokhandel' });
    expect(within(links).getByRole('link', { name: 'Blokken van vandaag' })).toHaveAttribute(
      'href',
      paths.blockTrade.offers,
    );
    await press(locked!);
    expect(await screen.findByRole('heading', { name: paths.trade.positionDetail })).toBeInTheDocument();
  });

  it('says so when there are none, with the way to today’s offers', async () => {
    server.use(recordsMock([]));
    show();
    expect(await screen.findByText('Je hebt nog geen blokken gekocht.')).toBeInTheDocument();
    await press(screen.getByRole('button', { name: 'Naar de blokken van vandaag' }));
    expect(await screen.findByRole('heading', { name: paths.blockTrade.offers })).toBeInTheDocument();
  });
});
