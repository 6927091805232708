import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { createIntradayInfo } from '../../testing/factories.ts';
import { handlers, infoMock } from './mocks.ts';
import { RulesScreen } from './RulesScreen.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<RulesScreen />, paths.intraday.info);
const section = (name: string) => screen.getByRole('region', { name });

describe('RulesScreen', () => {
  it('says every rule with the figures of intraday/info', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Regels van daghandel' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Koopkracht' });
    expect(section('Aanvragen')).toHaveTextContent(/met een bedrag van 1\.000,00 € tot 50\.000,00 €/);
    expect(section('Koopkracht')).toHaveTextContent('Met 1.000,00 € koop je dus voor 5.000,00 €.');
    expect(section('Daglimiet voor verlies')).toHaveTextContent('Verlies je op een dag 5 % van je bedrag');
    expect(section('Maximaal verlies')).toHaveTextContent('Verlies je in totaal 10 % van je bedrag');
    expect(section('Sluiten voor de slotbel')).toHaveTextContent(
      '15 minuten voor de slotbel krijg je een melding. 5 minuten voor de slotbel worden al je posities tegen de marktkoers gesloten.',
    );
    expect(section('Afrekening')).toHaveTextContent(/je staat nooit negatief/);
  });

  it('follows the rules the server gives, never its own numbers', async () => {
    const info = createIntradayInfo();
    server.use(
      infoMock(null, {
        rules: { ...info.rules, multiplier: 3, dailyLossPct: '4', maxLossPct: '7.5', flattenBeforeCloseMinutes: 10 },
      }),
    );
    show();
    await screen.findByRole('region', { name: 'Koopkracht' });
    expect(section('Koopkracht')).toHaveTextContent('Met 1.000,00 € koop je dus voor 3.000,00 €.');
    expect(section('Daglimiet voor verlies')).toHaveTextContent('4 %');
    expect(section('Maximaal verlies')).toHaveTextContent('7,5 %');
    expect(section('Sluiten voor de slotbel')).toHaveTextContent('10 minuten voor de slotbel worden');
  });

  it('leads to the application and the records', async () => {
    show();
    const links = await screen.findByRole('navigation', { name: 'Daghandel' });
    expect(within(links).getByRole('link', { name: 'Mijn aanvragen' })).toHaveAttribute('href', paths.intraday.records);
    await press(within(links).getByRole('link', { name: 'Aanvragen' }));
    expect(await screen.findByRole('heading', { name: paths.intraday.index })).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    server.use(mockApi('intraday/info', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(infoMock());
    await press(retry);
    expect(await screen.findByRole('region', { name: 'Koopkracht' })).toBeInTheDocument();
  });
});
