import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Countdown, DescriptionList, Empty, NoticeBar, Skeleton } from '@broker/ui';
import type { IntradayAccount } from '@broker/contract';
import { QueryState } from '../../components/QueryState.tsx';
import { useDeviceTime, useServerNow } from '../../hooks/useServerNow.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { money } from '../../i18n/money.ts';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useIntradayAccount } from './api.ts';
import { IntradayLinks } from './components/IntradayLinks.tsx';
import { IntradayPositions } from './components/IntradayPositions.tsx';
import { RuleMeter } from './components/RuleMeter.tsx';
import { dayPhase } from './intradayView.ts';
import * as styles from './intraday.css.ts';

/** The flatten's countdown turns red in its last five minutes. */
const ENDING_MS = 5 * 60_000;

/**
 * /home/dayTrading2: the running intraday account (`intraday/account`) — the live rule meter,
 * equity, cash and buying power left, the countdown to the flatten (and a note once the preview
 * time has passed), and the book's open positions, each closable. Without a running account, the
 * way to the application.
 */
export function AccountScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useIntradayAccount();
  useRetryWhenOnline(account.mutate);
  return (
    <Screen title={t('intraday.account.title')}>
      <OfflineNotice />
      <QueryState
        query={account}
        skeleton={<Skeleton label={t('common.loading')} lines={12} />}
        isEmpty={(loaded) => loaded === null}
        empty={
          <Empty
            title={t('intraday.account.empty')}
            description={t('intraday.account.emptyBody')}
            actions={<Button onClick={() => navigate(paths.intraday.index)}>{t('intraday.account.toApply')}</Button>}
          />
        }
      >
        {(loaded) => (loaded ? <AccountBody account={loaded} onFlatten={() => void account.mutate()} /> : null)}
      </QueryState>
    </Screen>
  );
}

function AccountBody({ account, onFlatten }: { account: IntradayAccount; onFlatten: () => void }) {
  const { t } = useTranslation();
  // The preview note may come a few seconds late; the countdown ticks on its own.
  const now = useServerNow(10_000);
  const deviceTime = useDeviceTime();
  const formatTime = useFormatDateTime();
  const currency = account.record.currency;
  const phase = dayPhase(now, account);
  return (
    <div className={styles.stack}>
      <IntradayLinks current="account" />
      {phase === 'preview' && account.trading ? (
        <NoticeBar tone="pending" text={t('intraday.account.preview', { time: formatTime(account.flattenAt) })} />
      ) : null}
      {!account.trading && account.meter.breach === null ? (
        <NoticeBar tone="info" text={t('intraday.account.notTrading', { time: formatTime(account.closeAt) })} />
      ) : null}
      <Card title={t('intraday.account.flatten.title')}>
        <div className={styles.row}>
          {/* Seen beside the clock; screen readers hear it with the time from the countdown itself. */}
          <span className={styles.muted} aria-hidden="true">
            {t('intraday.account.flatten.in')}
          </span>
          <Countdown
            label={t('intraday.account.flatten.in')}
            targetMs={deviceTime(Date.parse(account.flattenAt))}
            endedText={t('intraday.account.flatten.done')}
            endingMs={ENDING_MS}
            onEnd={onFlatten}
          />
        </div>
      </Card>
      <RuleMeter account={account} />
      <Card title={t('intraday.account.money.title')}>
        <DescriptionList
          items={[
            { label: t('intraday.account.money.equity'), value: money(account.equity, currency) },
            { label: t('intraday.account.money.available'), value: money(account.available, currency) },
            { label: t('intraday.account.money.buyingPowerLeft'), value: money(account.buyingPowerLeft, currency) },
            { label: t('intraday.account.money.amount'), value: money(account.record.amount, currency) },
          ]}
        />
      </Card>
      <IntradayPositions multiplier={account.record.multiplier} />
    </div>
  );
}
