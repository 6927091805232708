import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Empty, RecordsList, Tabs } from '@broker/ui';
import type { NewShareRecord } from '@broker/contract';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useAccountMoney, useRecordPages } from './api.ts';
import { NewShareLinks } from './components/NewShareLinks.tsx';
import { DeclineDialog } from './components/DeclineDialog.tsx';
import { PayDialog } from './components/PayDialog.tsx';
import { RecordCard } from './components/RecordCard.tsx';
import { SubscribeResult } from './components/SubscribeResult.tsx';
import { recordFilterOf, recordFilters, recordsQuery, type RecordFilter } from './newShareView.ts';
import * as styles from './newShare.css.ts';

const recordKey = (record: NewShareRecord) => record.id;

/**
 * /home/newStockRecord (`?status=`): the user's subscriptions, newest first, all or by status, each
 * with its steps (subscribed → draw → won or not won → paid or waived), the pay button with its
 * deadline, and the ways to the offering, its draw and the position a payment made.
 */
export function RecordsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = recordFilterOf(params.get('status'));
  const user = useAccountMoney();
  const [paying, setPaying] = useState<NewShareRecord | null>(null);
  const [paid, setPaid] = useState<NewShareRecord | null>(null);
  const [declining, setDeclining] = useState<NewShareRecord | null>(null);

  if (paid) return <SubscribeResult record={paid} paid onToRecords={() => setPaid(null)} />;
  return (
    <Screen title={t('newShare.records.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <NewShareLinks current="records" />
        <Tabs<RecordFilter>
          label={t('newShare.records.filters')}
          value={filter}
          fill={false}
          onChange={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
          items={recordFilters.map((value) => ({
            value,
            label: t(`newShare.records.filter.${value}`),
            panel: <RecordsPanel filter={value} onPay={setPaying} onDecline={setDeclining} />,
          }))}
        />
      </div>
      {paying ? (
        <PayDialog
          key={paying.id}
          record={paying}
          user={user.data}
          onClose={() => setPaying(null)}
          onPaid={setPaid}
          onUserStale={() => void user.mutate()}
        />
      ) : null}
      {declining ? <DeclineDialog key={declining.id} record={declining} onClose={() => setDeclining(null)} /> : null}
    </Screen>
  );
}

interface RecordsPanelProps {
  filter: RecordFilter;
  onPay: (record: NewShareRecord) => void;
  onDecline: (record: NewShareRecord) => void;
}

/** One filter's records, paged as they are scrolled, with pull-to-refresh. */
function RecordsPanel({ filter, onPay, onDecline }: RecordsPanelProps) {
  const { t } = useTranslation();
  const list = useRecordPages(recordsQuery(filter));
  const { retry, refresh } = list;
  useRetryWhenOnline(retry);
  const onDeadline = useCallback(() => void refresh(), [refresh]);
  const renderItem = useCallback(
    (record: NewShareRecord) => (
      <div className={styles.recordItem}>
        <RecordCard record={record} onPay={onPay} onDecline={onDecline} onDeadline={onDeadline} />
      </div>
    ),
    [onPay, onDecline, onDeadline],
  );
  return (
    <div className={styles.panel}>
      <RecordsList
        label={t('newShare.records.listLabel', { filter: t(`newShare.records.filter.${filter}`) })}
        list={list}
        renderItem={renderItem}
        itemKey={recordKey}
        estimateSize={520}
        onRefresh={refresh}
        empty={<Empty title={t(filter === 'all' ? 'newShare.records.empty' : 'newShare.records.emptyFilter')} />}
      />
    </div>
  );
}
