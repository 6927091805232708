import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { History } from 'lucide-react';
import { Empty, ErrorState, Skeleton, SkeletonShape, rem } from '@broker/ui';
import { NavIconLinks } from '../../components/NavIconLinks.tsx';
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
  const { data: rates, error, isLoading, mutate } = useExchangeRates();
  if (rates && rates.items.length >= 2) return <ExchangeForm rates={rates} historyLink={<HistoryLink />} />;
  let body: ReactNode;
  if (rates) body = <Empty title={t('exchange.noRates')} />;
  else if (error && !isLoading) {
    body = <ErrorState message={t('exchange.loadFailed')} retryLabel={t('common.retry')} onRetry={() => mutate()} />;
  } else {
    body = (
      <Skeleton label={t('common.loading')}>
        <SkeletonShape width="30%" />
        <SkeletonShape shape="block" height={rem(48)} />
        <SkeletonShape width="30%" />
        <SkeletonShape shape="block" height={rem(48)} />
        <SkeletonShape width="30%" />
        <SkeletonShape shape="block" height={rem(48)} />
        <SkeletonShape shape="block" height={rem(120)} />
      </Skeleton>
    );
  }
  return (
    <Screen title={t('exchange.title')} right={<HistoryLink />}>
      {body}
    </Screen>
  );
}

function HistoryLink() {
  const { t } = useTranslation();
  return (
    <NavIconLinks
      links={[{ to: paths.information.exchangeRecords, label: t('exchange.recordsTitle'), icon: History }]}
    />
  );
}
