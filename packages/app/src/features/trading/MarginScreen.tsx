import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, NoticeBar, Result, Skeleton } from '@broker/ui';
import type { MarginApplication, MarginInfo } from '@broker/contract';
import { QueryState } from '../../components/QueryState.tsx';
import { useServerNow } from '../../hooks/useServerNow.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { OfflineNotice } from '../../shell/OfflineNotice.tsx';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useAccountMoney, useMarginInfo } from './api.ts';
import { MarginOverview } from './components/MarginOverview.tsx';
import { MarginQuestionnaire } from './components/MarginQuestionnaire.tsx';
import { marginStep } from './tradingView.ts';
import * as styles from './trading.css.ts';

/**
 * /trade/margin: the margin account's status and levels, and the application: the
 * appropriateness test first (products.md §1); passed → under review, failed → the reasons and
 * when it may be taken again.
 */
export function MarginScreen() {
  const { t } = useTranslation();
  const info = useMarginInfo();
  return (
    <Screen title={t('trading.margin.title')}>
      <OfflineNotice />
      <QueryState query={info} skeleton={<Skeleton label={t('common.loading')} lines={10} />}>
        {(loaded) => <MarginBody info={loaded} />}
      </QueryState>
    </Screen>
  );
}

function MarginBody({ info }: { info: MarginInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useServerNow();
  const user = useAccountMoney();
  const formatTime = useFormatDateTime();
  const [testing, setTesting] = useState(false);
  const [answered, setAnswered] = useState<MarginApplication | null>(null);
  const step = marginStep(info, now);
  const reasons = answered
    ? answered.reasons
    : info.questionnaire.status === 'failed'
      ? info.questionnaire.reasons
      : [];
  const retakeAt = answered ? answered.retakeAt : info.questionnaire.retakeAt;

  if (answered) {
    return (
      <Result
        status={answered.passed ? 'success' : 'failure'}
        title={t(answered.passed ? 'trading.questionnaire.passed' : 'trading.questionnaire.failed')}
        description={t('trading.margin.score', { score: answered.score, total: answered.total })}
        extra={<Reasons reasons={reasons} retakeAt={retakeAt ? formatTime(retakeAt) : null} />}
        actions={
          <Button block size="lg" onClick={() => navigate(paths.trade.index)}>
            {t('trading.order.toTrade')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.stack}>
      <MarginOverview info={info} />
      {!info.open ? <NoticeBar tone="info" text={t('trading.margin.closed')} /> : null}
      {info.status === 'applied' ? <NoticeBar tone="pending" text={t('trading.margin.underReview')} /> : null}
      {info.status === 'activated' ? <NoticeBar tone="info" text={t('trading.margin.active')} /> : null}
      {step === 'retakeLater' || reasons.length > 0 ? (
        <Reasons reasons={reasons} retakeAt={step === 'retakeLater' && retakeAt ? formatTime(retakeAt) : null} />
      ) : null}
      {step === 'apply' && !testing ? (
        <Button block size="lg" onClick={() => setTesting(true)}>
          {t('trading.margin.apply')}
        </Button>
      ) : null}
      {step === 'apply' && testing ? (
        <section aria-label={t('trading.questionnaire.title')} className={styles.stack}>
          <h2 className={styles.groupLabel}>{t('trading.questionnaire.title')}</h2>
          <MarginQuestionnaire info={info} user={user.data} onAnswered={setAnswered} />
        </section>
      ) : null}
    </div>
  );
}

/** Why the last test was not passed, and when it may be taken again. */
function Reasons({ reasons, retakeAt }: { reasons: readonly string[]; retakeAt: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      {reasons.length > 0 ? (
        <ul className={styles.list} aria-label={t('trading.margin.reasons')}>
          {reasons.map((reason) => (
            <li key={reason} className={styles.text}>
              {t(reason)}
            </li>
          ))}
        </ul>
      ) : null}
      {retakeAt ? <NoticeBar tone="pending" text={t('trading.questionnaire.retakeOn', { date: retakeAt })} /> : null}
    </div>
  );
}
