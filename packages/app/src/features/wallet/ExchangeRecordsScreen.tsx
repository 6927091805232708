import { useTranslation } from 'react-i18next';
import { Empty, Money, RecordsList } from '@broker/ui';
import { formatCurrency, negate } from '@broker/domain';
import type { ExchangeRecord } from '@broker/contract';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useExchangeRecords } from './api.ts';
import { formatRate } from './walletView.ts';
import { RecordItem } from '../../shell/RecordItem.tsx';

const renderItem = (record: ExchangeRecord) => <ExchangeRow record={record} />;
const itemKey = (record: ExchangeRecord) => record.id;

/** /information/exchangeRecords: every exchange, newest first, paged, with pull-to-refresh. */
export function ExchangeRecordsScreen() {
  const { t } = useTranslation();
  const list = useExchangeRecords();
  return (
    <Screen title={t('wallet.exchange.recordsTitle')}>
      <RecordsList
        label={t('wallet.exchange.recordsTitle')}
        list={list}
        renderItem={renderItem}
        itemKey={itemKey}
        estimateSize={92}
        onRefresh={list.refresh}
        empty={<Empty title={t('wallet.exchange.records.empty')} />}
      />
    </Screen>
  );
}

/** from → to and what arrived; the time and what left; the rate and the fee. */
function ExchangeRow({ record }: { record: ExchangeRecord }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  return (
    <RecordItem
      title={t('wallet.exchange.records.pair', { from: record.from, to: record.to })}
      amount={<Money value={record.received} currency={record.to} signed colorBySign />}
      lines={[
        [format(record.createdAt), <Money key="paid" value={negate(record.amount)} currency={record.from} signed />],
        [
          t('wallet.exchange.records.rateFee', {
            rate: formatRate(record.rate),
            fee: formatCurrency(record.fee, record.to),
          }),
        ],
      ]}
    />
  );
}
