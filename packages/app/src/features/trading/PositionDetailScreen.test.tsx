import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { RequestOf } from '@broker/contract';
import { mockApi } from '../../mocks/mockApi.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { renderScreen } from '../../testing/renderScreen.tsx';
import { signIn } from '../../testing/signIn.ts';
import { handlers } from './mocks.ts';
import { PositionDetailScreen } from './PositionDetailScreen.tsx';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
});
beforeEach(() => signIn());
beforeEach(() => server.use(...handlers()));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const show = (id: string) =>
  renderScreen(<PositionDetailScreen />, paths.trade.positionDetail, {
    initialEntry: withQuery(paths.trade.positionDetail, { id }),
  });

describe('PositionDetailScreen', () => {
  it('shows every field of a holding position, its receipt and its timeline', async () => {
    show('p-1');
    const facts = await screen.findByRole('region', { name: 'Gegevens' });
    expect(within(facts).getByText('T2026112300001')).toBeInTheDocument();
    expect(within(facts).getByText('10 loten · 10 aandelen')).toBeInTheDocument();
    expect(within(facts).getByText('600,00 €')).toBeInTheDocument();
    expect(within(facts).getByText('+122,80 €')).toBeInTheDocument();
    expect(within(facts).getByText('Beheerkosten tot nu (2 dagen)')).toBeInTheDocument();
    expect(within(facts).getByText('450,00 €')).toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: "Kosten en risico's" });
    expect(within(receipt).getByText('601,62 €')).toBeInTheDocument();
    const timeline = await screen.findByRole('list', { name: 'Gebeurtenissen en bedragen' });
    expect(within(timeline).getAllByText('Beheervergoeding')).toHaveLength(2);
  });

  it('closes after a confirmation that shows the expected credit', async () => {
    const closes: RequestOf<'trade/close'>[] = [];
    server.use(
      mockApi('trade/close', (body) => {
        closes.push(body);
        return { error: 'error.order.notHolding' };
      }),
    );
    show('p-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Positie sluiten' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'ASML Holding sluiten?' });
    // margin 3,000.00 + P&L 124.00 − close fee 6.12 − stamp duty 0.00 − management fee 1.20.
    expect(await within(dialog).findByText('3.116,68 €')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Positie sluiten' }));
    await vi.waitFor(() => expect(closes).toHaveLength(1));
    expect(closes[0]).toMatchObject({ positionId: 'p-1' });
  });

  it('counts down a locked position, whose close waits', async () => {
    show('p-2');
    expect(await screen.findByRole('button', { name: 'Positie sluiten' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(/^Verkopen kan over \d/)).toBeInTheDocument();
  });

  it('cancels a pending order after a confirmation', async () => {
    const cancels: RequestOf<'trade/cancel'>[] = [];
    server.use(
      mockApi('trade/cancel', (body) => {
        cancels.push(body);
        return { error: 'error.order.notPending' };
      }),
    );
    show('p-4');
    await userEvent.click(await screen.findByRole('button', { name: 'Order annuleren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Order annuleren' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await vi.waitFor(() => expect(cancels).toEqual([expect.objectContaining({ positionId: 'p-4' })]));
  });

  it('draws the P&L since the fill with a summary in words', async () => {
    show('p-1');
    expect(await screen.findByRole('img', { name: /^Winst\/verlies bij elk dagslot sinds/ })).toBeInTheDocument();
  });

  it('sets the actual figures of a closed position beside the estimate', async () => {
    show('p-5');
    const receipt = await screen.findByRole('region', { name: "Kosten en risico's" });
    const closeFee = within(receipt).getByRole('row', { name: /Transactiekosten bij sluiten/ });
    expect(
      within(closeFee)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6,00\u00a0€', '6,30\u00a0€']);
  });

  it('says so when the position does not exist', async () => {
    show('p-nope');
    expect(await screen.findByText('Deze positie is niet gevonden.')).toBeInTheDocument();
  });
});
