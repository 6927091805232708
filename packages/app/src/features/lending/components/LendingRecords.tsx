import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, RecordsList } from '@broker/ui';
import type { LendingRecord } from '@broker/contract';
import { paths, withQuery } from '../../../routes/paths.ts';
import { useRetryWhenOnline } from '../../../shell/OfflineNotice.tsx';
import { useLendingRecords } from '../api.ts';
import { LendingRecordRow } from './LendingRecordRow.tsx';

const loanKey = (loan: LendingRecord) => loan.id;

/**
 * The user's loans of shares, newest first, paged as they are scrolled (the records' second list,
 * /home/loanRe?tab=lending), each as its ledger and leading to the holding's detail. Without any,
 * where lending starts: a holding's detail.
 */
export function LendingRecords() {
  const { t } = useTranslation();
  const list = useLendingRecords();
  const { retry, refresh } = list;
  useRetryWhenOnline(retry);
  const renderItem = useCallback(
    (loan: LendingRecord) => (
      <LendingRecordRow loan={loan} to={withQuery(paths.trade.positionDetail, { id: loan.positionId })} />
    ),
    [],
  );
  return (
    <RecordsList
      label={t('lending.records.listLabel')}
      list={list}
      renderItem={renderItem}
      itemKey={loanKey}
      estimateSize={150}
      onRefresh={refresh}
      empty={<Empty title={t('lending.records.empty')} description={t('lending.records.emptyHint')} />}
    />
  );
}
