import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers, printsMock } from './mocks.ts';
import { PrintsScreen } from './PrintsScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<PrintsScreen />, paths.blockTrade.prints);

describe('PrintsScreen', () => {
  it('lists the published blocks, newest day first, with the day’s close beside the price', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Gepubliceerde blokken' });
    expect(
      screen.getByText(/^Blokken worden de handelsdag erna gepubliceerd, zoals een beurs dat doet/),
    ).toBeInTheDocument();
    const [asml] = within(list).getAllByRole('listitem');
    expect(asml).toHaveTextContent('ASML Holding (ASML)');
    expect(asml).toHaveTextContent(/^ASML Holding \(ASML\)2\.730\.848,00 €\d{2}\/\d{2}\/\d{4} · Nederland/);
    expect(asml).toHaveTextContent('6,00 % korting');
    expect(asml).toHaveTextContent('559,60 € · vorige slot 595,32 €');
    expect(asml).toHaveTextContent('Slot die dag 598,10 €');
    expect(asml).toHaveTextContent('488 loten · 4880 aandelen');
    expect(asml).toHaveTextContent('5 handelsdagen vergrendeld');
    const links = screen.getByRole('navigation', { name: 'Blokhandel' });
    expect(within(links).getByRole('link', { name: 'Mijn blokken' })).toHaveAttribute('href', paths.blockTrade.records);
  });

  it('says so when nothing is published yet, and offers a retry when it cannot be loaded', async () => {
    server.use(mockApi('blockTrade/prints', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(printsMock([]));
    await press(retry);
    expect(await screen.findByText('Er zijn nog geen blokken gepubliceerd.')).toBeInTheDocument();
  });
});
