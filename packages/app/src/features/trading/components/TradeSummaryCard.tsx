import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '@broker/ui';
import { QueryState } from '../../../components/QueryState.tsx';
import { MoneyFiguresList, SummaryTotal } from '../../../components/MoneySummary.tsx';
import { useAccountSummary } from '../../../session/useAccount.ts';

/**
 * The account's money on the trade tab, the same figures as the wallet's and the account centre's
 * (`user/summary`): everything in the base currency, the open and today's realised P&L, what is
 * borrowed and what is available to trade.
 */
export function TradeSummaryCard() {
  const { t } = useTranslation();
  const summary = useAccountSummary();
  return (
    <QueryState
      query={summary}
      skeleton={<Skeleton label={t('common.loading')} lines={3} />}
      errorFrame={(error) => <Card>{error}</Card>}
    >
      {(loaded) => (
        <Card>
          <div data-testid="trade-summary">
            <SummaryTotal summary={loaded} />
            <MoneyFiguresList
              figures={loaded.total}
              currency={loaded.baseCurrency}
              show={['openPnl', 'realisedToday', 'borrowed', 'available']}
            />
          </div>
        </Card>
      )}
    </QueryState>
  );
}
