import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@broker/ui';
import { statusLabelKey, statusTone } from '@broker/domain';
import type { IntradayRecord } from '@broker/contract';
import { recordState } from '../intradayView.ts';

/** An application's status as a badge; a settled one says so rather than "approved". */
export function RecordStatus({ record }: { record: IntradayRecord }) {
  const { t } = useTranslation();
  return recordState(record) === 'settled' ? (
    <StatusBadge tone="neutral" label={t('intraday.state.settledLabel')} />
  ) : (
    <StatusBadge tone={statusTone('intraday', record.status)} label={t(statusLabelKey('intraday', record.status))} />
  );
}
