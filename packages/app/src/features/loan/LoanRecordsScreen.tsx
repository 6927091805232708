import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, RecordsList } from '@broker/ui';
import { loanTerms } from '@broker/domain';
import type { LoanRecord } from '@broker/contract';
import { paths } from '../../routes/paths.ts';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useLoanRecords } from './api.ts';
import { LoanLinks } from './components/LoanLinks.tsx';
import { LoanRow } from './components/LoanRow.tsx';
import * as styles from './loan.css.ts';

const recordKey = (record: LoanRecord) => record.id;

/**
 * /home/loanRe: the user's loans, newest first, paged as they are scrolled — each with its state,
 * amount, rate and term, due date, interest, repaid and outstanding, its settlement or the reason
 * of a rejection. Without any, the way to borrow. (Stock lending's records join these later.)
 */
export function LoanRecordsScreen() {
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
    <Screen title={t('loan.records.title')}>
      <OfflineNotice />
      <div className={styles.stack}>
        <LoanLinks current="records" />
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
      </div>
    </Screen>
  );
}
