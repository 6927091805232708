import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, RecordsList, Tabs } from '@broker/ui';
import { loanTerms } from '@broker/domain';
import type { LoanRecord } from '@broker/contract';
import { paths } from '../../routes/paths.ts';
import { LendingRecords } from '../lending/index.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useLoanRecords } from './api.ts';
import { LoanLinks } from './components/LoanLinks.tsx';
import { LoanRow } from './components/LoanRow.tsx';
import * as styles from './loan.css.ts';

const recordKey = (record: LoanRecord) => record.id;

/**
 * /home/loanRe: two lists (the specification's loan records, "loan and lending records"): the
 * user's credit loans — each with its state, amount, rate and term, due date, interest, repaid and
 * outstanding, its settlement or the reason of a rejection, and without any the way to borrow —
 * and, `?tab=lending`, the loans of their shares with each one's ledger (the lending feature's).
 */
export function LoanRecordsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'lending' ? 'lending' : 'loans';
  return (
    <Screen title={t('loan.records.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <LoanLinks current="records" />
        <Tabs
          label={t('loan.records.tabsLabel')}
          value={tab}
          onChange={(next) => setParams(next === 'lending' ? { tab: next } : {}, { replace: true })}
          items={[
            { value: 'loans', label: t('loan.records.tab'), panel: <LoanList /> },
            { value: 'lending', label: t('lending.records.tab'), panel: <LendingList /> },
          ]}
        />
      </div>
    </Screen>
  );
}

/** The loans of shares, edge to edge as the loans. */
function LendingList() {
  return (
    <div className={styles.bleed}>
      <LendingRecords />
    </div>
  );
}

/** The credit loans, newest first. */
function LoanList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLoanRecords();
  const { retry, refresh } = list;
  useRetryWhenOnline(retry);
  // The reminder's days before the due date are the sandbox's terms (loan/info says the same).
  const renderItem = useCallback(
    (record: LoanRecord) => <LoanRow record={record} dueSoonDays={loanTerms.dueSoonDays} />,
    [],
  );
  return (
    <div className={styles.bleed}>
      <RecordsList
        label={t('loan.records.listLabel')}
        list={list}
        renderItem={renderItem}
        itemKey={recordKey}
        estimateSize={140}
        onRefresh={refresh}
        empty={
          <Empty
            title={t('loan.records.empty')}
            description={t('loan.records.emptyHint')}
            actions={<Button onClick={() => navigate(paths.loan.index)}>{t('loan.records.toBorrow')}</Button>}
          />
        }
      />
    </div>
  );
}
