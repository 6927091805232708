import { useTranslation } from 'react-i18next';
import { Card, Skeleton, SkeletonShape, rem } from '@broker/ui';
import { QueryState } from '../../components/QueryState.tsx';
import { MoneyFiguresList, SummaryCurrencies, SummaryTotal } from '../../components/MoneySummary.tsx';
import { useAccountSummary } from '../../session/useAccount.ts';
import * as styles from './AssetsSummary.css.ts';

/**
 * The account's money, as the server computed it once (`user/summary`, issue #26): everything in
 * the base currency, then what it is made of — available, frozen, the positions' value, open and
 * realised P&L, borrowed — then each currency in its own with the rate it was converted at. The
 * wallet and the trade tab show the same figures.
 */
export function AssetsSummary() {
  const { t } = useTranslation();
  const summary = useAccountSummary();
  const skeleton = (
    <Card>
      <Skeleton label={t('common.loading')}>
        <SkeletonShape width="40%" />
        <SkeletonShape width="70%" height={rem(40)} />
        <div className={styles.figures}>
          <SkeletonShape />
          <SkeletonShape />
          <SkeletonShape />
        </div>
        <SkeletonShape width="90%" />
      </Skeleton>
    </Card>
  );
  return (
    <QueryState query={summary} skeleton={skeleton} errorFrame={(error) => <Card>{error}</Card>}>
      {(loaded) => (
        <Card title={t('summary.title')}>
          <div className={styles.stack} data-testid="account-summary">
            <SummaryTotal summary={loaded} />
            <MoneyFiguresList figures={loaded.total} currency={loaded.baseCurrency} />
            <SummaryCurrencies summary={loaded} />
          </div>
        </Card>
      )}
    </QueryState>
  );
}
