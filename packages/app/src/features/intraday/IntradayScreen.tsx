import { useTranslation } from 'react-i18next';
import { Empty, RecordsList } from '@broker/ui';
import type { IntradayRecord } from '@broker/contract';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { RecordItem } from '../../shell/RecordItem.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useIntradayRecords } from './api.ts';

const renderItem = (record: IntradayRecord) => <RecordRow record={record} />;
const itemKey = (record: IntradayRecord) => record.id;

/** /home/dayTrading: the account's intraday records, newest first, paged, with pull-to-refresh. */
export function IntradayScreen() {
  const { t } = useTranslation();
  const list = useIntradayRecords();
  // Offline: the last records stay, a notice says so, and the list reads again once back online.
  useRetryWhenOnline(list.retry);
  return (
    <Screen title={t('intraday.title')}>
      <OfflineNotice />
      <RecordsList
        label={t('intraday.title')}
        list={list}
        renderItem={renderItem}
        itemKey={itemKey}
        estimateSize={72}
        onRefresh={list.refresh}
        empty={<Empty title={t('intraday.empty')} />}
      />
    </Screen>
  );
}

function RecordRow({ record }: { record: IntradayRecord }) {
  const format = useFormatDateTime();
  return <RecordItem title={record.orderNo} amount={null} lines={[[format(record.createdAt)]]} />;
}
