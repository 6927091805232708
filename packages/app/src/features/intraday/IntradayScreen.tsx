import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NoticeBar, Skeleton } from '@broker/ui';
import type { IntradayInfo, IntradayRecord } from '@broker/contract';
import { QueryState } from '../../components/QueryState.tsx';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { paths } from '../../routes/paths.ts';
import { useAccountMoney, useIntradayInfo } from './api.ts';
import { ApplyForm } from './components/ApplyForm.tsx';
import { ApplyResult } from './components/ApplyResult.tsx';
import { IntradayLinks } from './components/IntradayLinks.tsx';
import { LatestApplication } from './components/LatestApplication.tsx';
import { TermsCard } from './components/TermsCard.tsx';
import { hasRunningAccount, isActive } from './intradayView.ts';
import * as styles from './intraday.css.ts';

/**
 * /home/dayTrading: the terms and the rules in short, the latest application's status (under
 * review, approved for its day, rejected with its reason, settled with its result), and — while
 * none is active — the application; then the application made. Links to the rules and the records.
 */
export function IntradayScreen() {
  const { t } = useTranslation();
  const info = useIntradayInfo();
  // Kept here: the application refreshes intraday/info, which would otherwise swap the result for the form.
  const [applied, setApplied] = useState<IntradayRecord | null>(null);
  useRetryWhenOnline(info.mutate);

  if (applied) return <ApplyResult record={applied} onDone={() => setApplied(null)} />;
  return (
    <Screen title={t('intraday.title')}>
      <OfflineNotice />
      <QueryState query={info} skeleton={<Skeleton label={t('common.loading')} lines={12} />}>
        {(loaded) => <IntradayBody info={loaded} onApplied={setApplied} onStale={() => void info.mutate()} />}
      </QueryState>
    </Screen>
  );
}

interface IntradayBodyProps {
  info: IntradayInfo;
  onApplied: (record: IntradayRecord) => void;
  onStale: () => void;
}

function IntradayBody({ info, onApplied, onStale }: IntradayBodyProps) {
  const { t } = useTranslation();
  const user = useAccountMoney();
  const active = isActive(info.latest);
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('intraday.intro', { multiplier: info.rules.multiplier })}</p>
      <IntradayLinks current="index" />
      {!info.open ? <NoticeBar tone="info" text={t('intraday.closed')} /> : null}
      {info.latest ? <LatestApplication record={info.latest} /> : null}
      {hasRunningAccount(info.latest) ? (
        <Link to={paths.intraday.account} className={styles.textLink}>
          {t('intraday.account.open')}
        </Link>
      ) : null}
      <TermsCard info={info} />
      {active ? (
        <p className={styles.muted}>{t('intraday.apply.oneAtATime')}</p>
      ) : (
        <ApplyForm
          info={info}
          user={user.data}
          onApplied={onApplied}
          onStale={() => {
            onStale();
            void user.mutate();
          }}
        />
      )}
    </div>
  );
}
