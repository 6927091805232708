import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { setupServer } from 'msw/node';
import { mockApi } from '../mocks/mockApi.ts';
import { createCard } from '../testing/factories.ts';
import { setApiFeedback, type ApiFeedback } from './client.ts';
import { useApiMutation, useApiQuery, useInPlaceQuery, useRevalidate, withSummary } from './hooks.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('reads that a write changes', () => {
  it('read again and keep their data on screen meanwhile', async () => {
    let cards = [createCard({ id: 'c1' })];
    server.use(mockApi('card/list', () => ({ data: { items: cards, total: cards.length, page: 1, size: 100 } })));
    const seen: (number | undefined)[] = [];
    const { result } = renderHook(
      () => {
        const list = useApiQuery('card/list', { page: 1, size: 100 });
        seen.push(list.data?.items.length);
        return useRevalidate();
      },
      { wrapper },
    );
    await waitFor(() => expect(seen.at(-1)).toBe(1));
    cards = [...cards, createCard({ id: 'c2' })];
    await act(() => result.current('card/list'));
    await waitFor(() => expect(seen.at(-1)).toBe(2));
    expect(seen.slice(seen.indexOf(1))).not.toContain(undefined);
  });

  it('are refreshed by the mutation that declares them', async () => {
    let cards = 0;
    server.use(
      mockApi('card/list', () => ({ data: { items: [], total: cards, page: 1, size: 100 } })),
      mockApi('card/add', () => {
        cards += 1;
        return { data: createCard() };
      }),
    );
    const { result } = renderHook(
      () => ({
        list: useApiQuery('card/list', { page: 1, size: 100 }),
        add: useApiMutation('card/add', { refreshes: ['card/list'] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    await act(async () => {
      await result.current.add.trigger({ holderName: 'J', cardNumber: '6222000011112222', bankName: 'B' });
    });
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
  });
});

describe('the account summary', () => {
  it('is read again by every write that changes the balances (issue #26)', () => {
    expect(withSummary(['user/info', 'exchange/records'])).toEqual(['user/info', 'exchange/records', 'user/summary']);
    expect(withSummary(['card/list'])).toEqual(['card/list']);
    expect(withSummary(['user/info', 'user/summary'])).toEqual(['user/info', 'user/summary']);
  });
});

describe('a read shown in place', () => {
  it('hands its failure to the screen without a toast, where a plain read toasts it', async () => {
    const feedback = { toast: vi.fn(), unauthorized: vi.fn() };
    setApiFeedback(feedback as unknown as ApiFeedback);
    try {
      const closed = { days: [1, 2, 3, 4, 5], open: '09:00', close: '17:30', timeZone: 'Europe/Amsterdam' };
      server.use(mockApi('trade/preview', () => ({ error: 'error.time.outsideTrading', data: closed })));
      const ticket = { stockId: 's-asml', direction: 'long', priceType: 'market', lots: 1 } as const;
      const inPlace = renderHook(() => useInPlaceQuery('trade/preview', ticket), { wrapper });
      await waitFor(() => expect(inPlace.result.current.error?.key).toBe('error.time.outsideTrading'));
      expect(inPlace.result.current.error?.data).toEqual(closed);
      expect(feedback.toast).not.toHaveBeenCalled();

      const plain = renderHook(() => useApiQuery('trade/preview', ticket), { wrapper });
      await waitFor(() => expect(plain.result.current.error).toBeDefined());
      expect(feedback.toast).toHaveBeenCalledWith('error.time.outsideTrading', closed);
    } finally {
      setApiFeedback(null);
    }
  });
});
