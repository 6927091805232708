import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ExchangeRecord, RequestOf } from '@broker/contract';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { paths } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { ExchangeRecordsScreen } from './ExchangeRecordsScreen.tsx';
import { exchangeRecordsFixture, exchangeRecordsMock, handlers } from './mocks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = () => renderScreen(<ExchangeRecordsScreen />, paths.information.exchangeRecords);

describe('ExchangeRecordsScreen', () => {
  it('lists each exchange: pair, time, rate, fee, what was received and what was paid', async () => {
    const requests: RequestOf<'exchange/records'>[] = [];
    server.use(
      mockApi('exchange/records', (body) => {
        requests.push(body);
        return { data: pageOf(exchangeRecordsFixture, body) };
      }),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Wisselgeschiedenis' });
    expect(requests[0]).toEqual({ page: 1, size: 20 });
    const [eurToUsdt, usdToEur] = within(list)
      .getAllByRole('listitem')
      .map((row) => within(row));
    expect(usdToEur!.getByText('USD naar EUR')).toBeInTheDocument();
    expect(usdToEur!.getByText('Koers 0,92 · kosten 0,11 €')).toBeInTheDocument();
    expect(usdToEur!.getByText('+113,46 €')).toBeInTheDocument();
    expect(usdToEur!.getByText('$ -123,45')).toBeInTheDocument();
    expect(usdToEur!.getByText(/^20\/04\/2025 \d{1,2}:00:00 uur$/)).toBeInTheDocument();
    expect(eurToUsdt!.getByText('Koers 1,08695652 · kosten 0,108696 USDT')).toBeInTheDocument();
    expect(eurToUsdt!.getByText('+108,586956 USDT')).toBeInTheDocument();
  });

  it('loads the next page near the end and says when there are no more', async () => {
    const many: ExchangeRecord[] = Array.from({ length: 25 }, (_, index) => ({
      ...exchangeRecordsFixture[1]!,
      id: `x${index}`,
      orderNo: `X${index}`,
    }));
    server.use(exchangeRecordsMock(many));
    show();
    const list = await screen.findByRole('list', { name: 'Wisselgeschiedenis' });
    expect(await screen.findByText('Geen records meer')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveAttribute('aria-setsize', '25');
  });

  it('says when there is nothing yet', async () => {
    server.use(exchangeRecordsMock([]));
    show();
    expect(await screen.findByText('Je hebt nog niet gewisseld.')).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    server.use(mockApi('exchange/records', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(exchangeRecordsMock());
    await press(retry);
    expect(await screen.findByText('USD naar EUR')).toBeInTheDocument();
  });
});
