import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { RequestOf, Withdrawal } from '@broker/contract';
import { mockApi, pageOf } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { press, renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { FundRecordScreen } from './FundRecordScreen.tsx';
import {
  depositsFixture,
  fundsRecordsMock,
  handlers,
  pendingWithdrawal,
  rejectedWithdrawal,
  withdrawalsFixture,
} from './mocks.ts';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // focus-trap (the sheet) needs elements with a layout, which jsdom does not give.
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (initialEntry?: string) =>
  renderScreen(<FundRecordScreen />, paths.information.fundRecord, { initialEntry });

describe('FundRecordScreen', () => {
  it('lists deposits first: where, order number, time, amount and status', async () => {
    const requests: RequestOf<'funds/records'>[] = [];
    server.use(
      mockApi('funds/records', (body) => {
        requests.push(body);
        return { data: pageOf(depositsFixture, body) };
      }),
    );
    show();
    const list = await screen.findByRole('list', { name: 'Stortingen' });
    expect(requests[0]).toEqual({ kind: 'deposit', page: 1, size: 20 });
    expect(screen.getByRole('tab', { name: 'Stortingen' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const pending = within(rows[0]!);
    expect(pending.getByText('SEPA bank transfer')).toBeInTheDocument();
    expect(pending.getByText('Nr. D20250419160000321')).toBeInTheDocument();
    expect(pending.getByText(/^19\/04\/2025 \d{1,2}:00:00 uur$/)).toBeInTheDocument();
    expect(pending.getByText('1.000,00 €')).toBeInTheDocument();
    expect(pending.getByText('In behandeling')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$ 2.500,00')).toBeInTheDocument();
  });

  it('opens a tab from the query and switches tabs', async () => {
    show(withQuery(paths.information.fundRecord, { kind: 'withdrawal' }));
    expect(await screen.findByRole('list', { name: 'Opnames' })).toBeInTheDocument();
    expect(screen.getByText('TXYZ12…56mn')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Mutaties' }));
    expect(await screen.findByRole('list', { name: 'Mutaties' })).toBeInTheDocument();
  });

  it('shows the rejection reason of the operator in the tracker', async () => {
    show(withQuery(paths.information.fundRecord, { kind: 'withdrawal' }));
    await press(await screen.findByRole('button', { name: /TXYZ12…56mn/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Opname' });
    expect(sheet).toHaveAccessibleDescription('Opname naar TXYZ12…56mn');
    const tracker = within(sheet).getByRole('list', { name: 'Voortgang' });
    const steps = within(tracker).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual(['done', 'done', 'failed']);
    expect(within(steps[2]!).getByText('Afgewezen')).toBeInTheDocument();
    expect(within(steps[2]!).getByText(`Reden: ${rejectedWithdrawal.remark}`)).toBeInTheDocument();
    expect(within(steps[2]!).getByText('Het bedrag staat weer vrij in je beschikbare saldo.')).toBeInTheDocument();
    expect(within(sheet).getByText(rejectedWithdrawal.orderNo)).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tracks a pending withdrawal: processing time and a countdown to 24 hours after the request', async () => {
    const oneHourAgo = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const fresh: Withdrawal = { ...pendingWithdrawal, createdAt: oneHourAgo };
    server.use(fundsRecordsMock({ withdrawal: [fresh] }));
    show(withQuery(paths.information.fundRecord, { kind: 'withdrawal' }));
    await press(await screen.findByRole('button', { name: /NL91\*\*\*\*4300/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Opname' });
    const steps = within(within(sheet).getByRole('list', { name: 'Voortgang' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-status'))).toEqual(['done', 'current', 'upcoming']);
    expect(within(steps[1]!).getByText('Wordt gecontroleerd')).toBeInTheDocument();
    expect(within(steps[1]!).getByText(/binnen 24 uur verwerkt .* \(T\+1\)/)).toBeInTheDocument();
    expect(within(steps[1]!).getByText(/^Verwerkt binnen (22|23)u \d+m$/)).toBeInTheDocument();
    expect(within(steps[2]!).getByText('Uitbetaald')).toBeInTheDocument();
  });

  it('shows ledger entries with their type, the signed change and the balance after', async () => {
    show(withQuery(paths.information.fundRecord, { kind: 'ledger' }));
    const list = await screen.findByRole('list', { name: 'Mutaties' });
    const rows = within(list).getAllByRole('listitem');
    const [exchangeIn, exchangeOut, freeze, deposit, checkIn] = rows.map((row) => within(row));
    expect(exchangeIn!.getByText('Gewisseld (bij)')).toBeInTheDocument();
    expect(exchangeIn!.getByText('+113,46 €')).toHaveAttribute('data-sign', 'up');
    expect(exchangeIn!.getByText('Saldo 1.234,56 €')).toBeInTheDocument();
    expect(exchangeOut!.getByText('$ -123,45')).toHaveAttribute('data-sign', 'down');
    expect(freeze!.getByText('Bedrag geblokkeerd')).toBeInTheDocument();
    expect(freeze!.getByText('Geblokkeerd +500,00 €')).toBeInTheDocument();
    expect(deposit!.getByText('Storting')).toBeInTheDocument();
    expect(checkIn!.getByText('Beloning inchecken')).toBeInTheDocument();
    // Ledger entries are not reviewed: no tracker to open.
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('says when there is nothing yet', async () => {
    server.use(fundsRecordsMock({ deposit: [], withdrawal: withdrawalsFixture, ledger: [] }));
    show();
    expect(await screen.findByText('Je hebt nog niets gestort.')).toBeInTheDocument();
  });

  it('retries a failed load', async () => {
    server.use(mockApi('funds/records', { error: 'error.system.busy' }));
    show();
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    server.use(fundsRecordsMock());
    await press(retry);
    expect(await screen.findByRole('list', { name: 'Stortingen' })).toBeInTheDocument();
  });
});
