import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Empty, Money, RecordsList, StatusBadge, Tabs } from '@broker/ui';
import {
  currencyAffixes,
  displayDecimals,
  formatCurrency,
  formatPriceChange,
  isRecordKind,
  isZero,
  recordKinds,
  reviewTone,
  statusLabelKey,
  type Currency,
  type RecordKind,
} from '@broker/domain';
import type { Deposit, LedgerEntry, Withdrawal } from '@broker/contract';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useFundRecords } from './api.ts';
import { isDeposit, isLedgerEntry, shortDestination, type FundRecord, type ReviewedRecord } from './walletView.ts';
import { RecordItem } from '../../shell/RecordItem.tsx';
import { RecordSheet } from './RecordSheet.tsx';

/**
 * /information/fundRecord: deposits, withdrawals and every ledger entry, each a paged list with
 * pull-to-refresh. A deposit or withdrawal opens its tracker. `?kind=withdrawal` (or `ledger`)
 * opens that tab, e.g. right after a withdrawal.
 */
export function FundRecordScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const kind: RecordKind = isRecordKind(requested) ? requested : 'deposit';
  const [selected, setSelected] = useState<ReviewedRecord | null>(null);
  const close = useCallback(() => setSelected(null), []);

  return (
    <Screen title={t('wallet.records.title')}>
      <Tabs
        label={t('wallet.records.tabsLabel')}
        value={kind}
        onChange={(next) => setParams({ kind: next }, { replace: true })}
        items={recordKinds.map((value) => ({
          value,
          label: t(`wallet.records.tab.${value}`),
          panel: <RecordsPanel kind={value} onSelect={setSelected} />,
        }))}
      />
      <RecordSheet record={selected} onClose={close} />
    </Screen>
  );
}

/** One tab: a paged list of `funds/records` of its kind. */
function RecordsPanel({ kind, onSelect }: { kind: RecordKind; onSelect: (record: ReviewedRecord) => void }) {
  const { t } = useTranslation();
  const list = useFundRecords(kind);
  const renderItem = useCallback((record: FundRecord) => <RecordRow record={record} onSelect={onSelect} />, [onSelect]);
  return (
    <RecordsList
      label={t(`wallet.records.tab.${kind}`)}
      list={list}
      renderItem={renderItem}
      itemKey={(record) => record.id}
      estimateSize={76}
      onRefresh={list.refresh}
      empty={<Empty title={t(`wallet.records.empty.${kind}`)} />}
    />
  );
}

function RecordRow({ record, onSelect }: { record: FundRecord; onSelect: (record: ReviewedRecord) => void }) {
  if (isLedgerEntry(record)) return <LedgerRow entry={record} />;
  return <ReviewedRow record={record} onSelect={onSelect} />;
}

/** A deposit or withdrawal: where (channel or destination) and the amount; time and status; order number. Opens the tracker. */
function ReviewedRow({
  record,
  onSelect,
}: {
  record: Deposit | Withdrawal;
  onSelect: (record: ReviewedRecord) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const deposit = isDeposit(record);
  return (
    <RecordItem
      title={deposit ? record.channelName : shortDestination(record)}
      amount={<Money value={record.amount} currency={record.currency} />}
      lines={[
        [
          format(record.createdAt),
          <StatusBadge
            key="status"
            tone={reviewTone(record.status)}
            label={t(statusLabelKey(deposit ? 'deposit' : 'withdrawal', record.status))}
          />,
        ],
        [t('wallet.records.orderNoValue', { orderNo: record.orderNo })],
      ]}
      onClick={() => onSelect(record)}
    />
  );
}

/** A ledger entry: its type and the signed change (coloured by sign); the time and the balance after. */
function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  // A freeze or release moves only the frozen part: its change is what the row tells.
  const frozenOnly = isZero(entry.amount) && !isZero(entry.frozenChange);
  const lines: [ReactNode, ReactNode?][] = [
    [
      format(entry.createdAt),
      t('wallet.records.ledger.balanceAfter', { amount: formatCurrency(entry.balanceAfter, entry.currency) }),
    ],
  ];
  if (entry.remark) lines.push([entry.remark]);
  return (
    <RecordItem
      title={t(`wallet.records.ledgerType.${entry.type}`)}
      amount={
        frozenOnly ? (
          t('wallet.records.ledger.frozenChange', { amount: signedCurrency(entry.frozenChange, entry.currency) })
        ) : (
          <Money value={entry.amount} currency={entry.currency} signed colorBySign />
        )
      }
      lines={lines}
    />
  );
}

/** '+500,00 €', '$ -12,40': a signed amount with its currency. */
function signedCurrency(value: string, currency: Currency): string {
  const { prefix, suffix } = currencyAffixes(currency);
  return `${prefix}${formatPriceChange(value, displayDecimals(value, currency))}${suffix}`;
}
