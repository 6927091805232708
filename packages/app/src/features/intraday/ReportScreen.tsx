import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, NoticeBar, Skeleton } from '@broker/ui';
import type { IntradayRecord } from '@broker/contract';
import { ApiFailure } from '../../api/client.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useIntradayDetail } from './api.ts';
import { IntradayLinks } from './components/IntradayLinks.tsx';
import { ReportMeter } from './components/ReportMeter.tsx';
import { ReportSummary } from './components/ReportSummary.tsx';
import { ReportTrades } from './components/ReportTrades.tsx';
import { hasSession, recordState } from './intradayView.ts';
import * as styles from './intraday.css.ts';

/**
 * /home/dayTradingReport?id=: the session report of one of the user's applications — its summary
 * (figures, status, settlement), the equity over its session (history, `intraday/meter`) and the
 * positions its account traded (`intraday/trades`). An application under review or rejected
 * never traded: its report says so and reads neither. An id that is missing or not the user's
 * (`error.order.notFound`) is not found, with the way back to the records.
 */
export function ReportScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const detail = useIntradayDetail(id);
  useRetryWhenOnline(detail.mutate);
  const missing = !id || (detail.error instanceof ApiFailure && detail.error.key === 'error.order.notFound');
  if (missing) {
    return (
      <Screen title={t('intraday.report.title')}>
        <Empty
          title={t('intraday.report.notFound')}
          actions={<Button onClick={() => navigate(paths.intraday.records)}>{t('intraday.report.toRecords')}</Button>}
        />
      </Screen>
    );
  }
  return (
    <Screen title={t('intraday.report.title')}>
      <OfflineNotice />
      <QueryState query={detail} skeleton={<Skeleton label={t('common.loading')} lines={12} />}>
        {(record) => <ReportBody record={record} />}
      </QueryState>
    </Screen>
  );
}

function ReportBody({ record }: { record: IntradayRecord }) {
  const { t } = useTranslation();
  const state = recordState(record);
  return (
    <div className={styles.stack}>
      <IntradayLinks current="report" />
      {state === 'approved' ? (
        <>
          <NoticeBar tone="info" text={t('intraday.report.running')} />
          <Link to={paths.intraday.account} className={styles.textLink}>
            {t('intraday.account.open')}
          </Link>
        </>
      ) : null}
      <ReportSummary record={record} />
      {hasSession(record) ? (
        <>
          <ReportMeter recordId={record.id} currency={record.currency} />
          <ReportTrades recordId={record.id} />
        </>
      ) : (
        <p className={styles.muted}>
          {t(state === 'pending' ? 'intraday.report.noSession.pending' : 'intraday.report.noSession.rejected')}
        </p>
      )}
    </div>
  );
}
