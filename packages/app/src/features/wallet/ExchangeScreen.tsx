import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { Empty, Skeleton, SkeletonShape, rem } from '@broker/ui';
import { NavIconLinks } from '../../components/NavIconLinks.tsx';
import { QueryState } from '../../components/QueryState.tsx';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useExchangeRates } from './api.ts';
import { ExchangeForm } from './ExchangeForm.tsx';

/**
 * /information/exchange: from and to currency, the amount, and the costs before confirming (the
 * rate, the fee and the exact amount received, rounded down, by the domain's arithmetic); the
 * confirmation repeats them; `exchange/submit` then refreshes every wallet.
 */
export function ExchangeScreen() {
  const { t } = useTranslation();
  const exchangeRates = useExchangeRates();
  const rates = exchangeRates.data;
  // The form is a screen of its own (its footer holds the submit button).
  if (rates && rates.items.length >= 2) return <ExchangeForm rates={rates} historyLink={<HistoryLink />} />;
  return (
    <Screen title={t('wallet.exchange.title')} right={<HistoryLink />}>
      <QueryState
        query={exchangeRates}
        skeleton={
          <Skeleton label={t('common.loading')}>
            <SkeletonShape width="30%" />
            <SkeletonShape shape="block" height={rem(48)} />
            <SkeletonShape width="30%" />
            <SkeletonShape shape="block" height={rem(48)} />
            <SkeletonShape width="30%" />
            <SkeletonShape shape="block" height={rem(48)} />
            <SkeletonShape shape="block" height={rem(120)} />
          </Skeleton>
        }
        errorMessage={t('wallet.exchange.loadFailed')}
      >
        {/* Rates are here, but fewer than two currencies: nothing to exchange. */}
        {() => <Empty title={t('wallet.exchange.noRates')} />}
      </QueryState>
    </Screen>
  );
}

function HistoryLink() {
  const { t } = useTranslation();
  return (
    <NavIconLinks
      links={[{ to: paths.information.exchangeRecords, label: t('wallet.exchange.recordsTitle'), icon: History }]}
    />
  );
}
