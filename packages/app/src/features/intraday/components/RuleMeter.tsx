import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, NoticeBar } from '@broker/ui';
import type { IntradayAccount } from '@broker/contract';
import { money } from '../../../i18n/money.ts';
import { meterFill, usedPercent } from '../intradayView.ts';
import * as styles from '../intraday.css.ts';

type Rule = 'day' | 'max';

/**
 * The live rule meter (`intraday/account`'s `meter`): the daily loss used against its limit and
 * the total loss against the maximum, each a bar with its amounts and percentage; a breach says
 * which limit was reached and that the day has ended.
 */
export function RuleMeter({ account }: { account: IntradayAccount }) {
  const { t } = useTranslation();
  const { meter } = account;
  const currency = account.record.currency;
  return (
    <Card title={t('intraday.account.meter.title')}>
      <div className={styles.stack}>
        {meter.breach ? <NoticeBar tone="negative" text={t(`intraday.account.meter.breach.${meter.breach}`)} /> : null}
        <MeterBar
          rule="day"
          loss={money(meter.dayLoss, currency)}
          limit={money(meter.dayLimit, currency)}
          usedPct={meter.dayUsedPct}
          breached={meter.breach === 'dailyLoss'}
        />
        <MeterBar
          rule="max"
          loss={money(meter.totalLoss, currency)}
          limit={money(meter.maxLimit, currency)}
          usedPct={meter.maxUsedPct}
          breached={meter.breach === 'maxLoss'}
        />
      </div>
    </Card>
  );
}

interface MeterBarProps {
  rule: Rule;
  loss: string;
  limit: string;
  usedPct: string;
  breached: boolean;
}

function MeterBar({ rule, loss, limit, usedPct, breached }: MeterBarProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const fill = meterFill(usedPct);
  const percent = usedPercent(usedPct);
  const figures = t('intraday.account.meter.figures', { loss, limit, percent });
  return (
    <div className={styles.stack}>
      <div className={styles.meterHead}>
        <span id={labelId} className={styles.text}>
          {t(`intraday.account.meter.${rule}`)}
        </span>
        <span className={styles.muted}>{figures}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fill}
        aria-valuetext={breached ? `${figures} · ${t('intraday.account.meter.reached')}` : figures}
        className={styles.meterTrack}
      >
        <div className={styles.meterFill} data-state={breached ? 'breach' : 'ok'} style={{ width: `${fill}%` }} />
      </div>
    </div>
  );
}
