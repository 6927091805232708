import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton } from '@broker/ui';
import { ApiFailure } from '../../api/client.ts';
import { combineQueries, QueryState } from '../../components/QueryState.tsx';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useAccountMoney, useIntradayBook, useMarginInfo, useTicketStock } from './api.ts';
import { BookChoice, type TicketBookChoice } from './components/BookChoice.tsx';
import { OrderTicket } from './components/OrderTicket.tsx';
import { sideOf } from './tradingView.ts';

/**
 * /market/stockDetailBuy?id=<stockId>&side=buy|sell[&book=intraday]: the order ticket of a stock
 * (with `book=intraday`, in the running intraday account: its multiplier, its cash; without a
 * running account that takes orders, says so with the way to it). While an intraday account
 * trades, the ticket offers the choice of book (the URL keeps it). Waits for the
 * stock and the margin account (its leverages); a stock that does not exist or cannot be traded
 * says so with the way back to the market.
 */
export function OrderScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const stockId = search.get('id');
  const side = sideOf(search.get('side'));
  const stock = useTicketStock(stockId);
  const margin = useMarginInfo();
  const user = useAccountMoney();
  const inIntraday = search.get('book') === 'intraday';
  const intraday = useIntradayBook();
  const title = t(side === 'buy' ? 'trading.order.titleBuy' : 'trading.order.titleSell', {
    name: stock.data?.name ?? t('trading.order.stock'),
  });

  const notFound = !stockId || (stock.error instanceof ApiFailure && stock.error.key === 'error.stock.notFound');
  if (notFound || (stock.data && (!stock.data.trade || !stock.data.tradable))) {
    return (
      <Screen title={title}>
        <Empty
          title={t(notFound ? 'stock.notFound' : 'trading.order.notTradable')}
          actions={<Button onClick={() => navigate(paths.market.index)}>{t('stock.toMarket')}</Button>}
        />
      </Screen>
    );
  }
  if (inIntraday && (intraday.data === null || intraday.data?.trading === false)) {
    return (
      <Screen title={title}>
        <Empty
          title={t('trading.order.intradayNone')}
          actions={<Button onClick={() => navigate(paths.intraday.account)}>{t('trading.order.toIntraday')}</Button>}
        />
      </Screen>
    );
  }
  const both = combineQueries([stock, margin]);
  const skeleton = <Skeleton label={t('common.loading')} lines={10} />;
  const account = inIntraday ? intraday.data : undefined;
  if (both.data && (!inIntraday || account)) {
    const [loadedStock, loadedMargin] = both.data;
    // A running intraday account that trades in this stock's currency offers its book beside the user's own.
    const running = intraday.data?.trading && intraday.data.record.currency === loadedStock.currency;
    const chooseBook = (book: TicketBookChoice) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (book === 'intraday') next.set('book', 'intraday');
          else next.delete('book');
          return next;
        },
        { replace: true },
      );
    return (
      <OrderTicket
        // Another book is another ticket: its leverage and cash differ, so the form starts again.
        key={inIntraday ? 'intraday' : 'own'}
        above={
          running ? (
            <BookChoice
              value={inIntraday ? 'intraday' : 'own'}
              multiplier={intraday.data!.record.multiplier}
              onChange={chooseBook}
            />
          ) : null
        }
        stock={loadedStock}
        margin={loadedMargin}
        side={side}
        user={user.data}
        onUserStale={() => void user.mutate()}
        book={
          account ? { id: 'intraday', leverage: account.record.multiplier, available: account.available } : undefined
        }
      />
    );
  }
  return (
    <Screen title={title}>
      {inIntraday && intraday.error ? (
        <QueryState query={intraday} skeleton={skeleton}>
          {() => null}
        </QueryState>
      ) : (
        <QueryState query={both} skeleton={skeleton}>
          {() => null}
        </QueryState>
      )}
    </Screen>
  );
}
