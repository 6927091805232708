import { useTranslation } from 'react-i18next';
import { Card, Money, Skeleton, Steps } from '@broker/ui';
import type { Currency } from '@broker/domain';
import type { TimelineEntry } from '@broker/contract';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';
import { useTimeline } from '../api.ts';
import * as styles from '../trading.css.ts';

/**
 * A position's life (`trade/timeline`): the milestones as steps (ordered → filled → unlocked →
 * close requested → closed, or cancelled), then every event and money line, oldest first.
 */
export function PositionTimeline({ positionId, currency }: { positionId: string; currency: Currency }) {
  const { t } = useTranslation();
  const timeline = useTimeline(positionId);
  const formatTime = useFormatDateTime();
  return (
    <Card title={t('trading.position.timelineTitle')}>
      <QueryState
        query={timeline}
        skeleton={<Skeleton label={t('common.loading')} lines={5} />}
        errorFrame={(error) => error}
      >
        {(data) => (
          <div className={styles.stack}>
            <Steps
              label={t('trading.position.milestonesLabel')}
              steps={data.milestones.map((milestone) => ({
                key: milestone.key,
                title: t(`trading.milestone.${milestone.key}`),
                time: milestone.at ? formatTime(milestone.at) : undefined,
                status: milestone.state,
              }))}
            />
            <ul className={styles.list} aria-label={t('trading.position.entriesLabel')}>
              {data.entries.map((entry) => (
                <li key={entry.id}>
                  <RecordItem
                    title={t(`trading.timeline.${entry.kind}`)}
                    amount={
                      entry.amount === null ? null : (
                        <Money value={entry.amount} currency={currency} signed colorBySign />
                      )
                    }
                    lines={[[formatTime(entry.at), detailOf(entry, currency, t)]]}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </QueryState>
    </Card>
  );
}

function detailOf(entry: TimelineEntry, currency: Currency, t: ReturnType<typeof useTranslation>['t']): string | null {
  if (entry.price !== null) return t('trading.position.entryPrice', { price: money(entry.price, currency) });
  if (entry.shares !== null) return t('trading.position.entryShares', { shares: entry.shares });
  if (entry.levelPct !== null) return t('trading.position.entryLevel', { pct: percent(entry.levelPct) });
  return null;
}
