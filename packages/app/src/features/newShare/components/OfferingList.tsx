import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, RecordsList } from '@broker/ui';
import type { NewShare } from '@broker/contract';
import type { NewShareKind } from '@broker/domain';
import { useRetryWhenOnline } from '../../../shell/OfflineNotice.tsx';
import { useOfferingPages } from '../api.ts';
import { offeringPath } from '../newShareView.ts';
import { NewShareRow } from './NewShareRow.tsx';
import * as styles from '../newShare.css.ts';

const offeringKey = (offering: NewShare) => offering.id;

/**
 * The offerings of one kind in every market, paged: open first with the live countdown, then
 * upcoming, waiting to list and listed; each row opens the offering's screen. The list reloads
 * when a deadline passes and when the device comes back online.
 */
export function OfferingList({ kind, label }: { kind: NewShareKind; label: string }) {
  const { t } = useTranslation();
  const list = useOfferingPages({ kind });
  const { retry, refresh } = list;
  useRetryWhenOnline(retry);
  const onDeadline = useCallback(() => void refresh(), [refresh]);
  const renderItem = useCallback(
    (offering: NewShare) => <NewShareRow offering={offering} to={offeringPath(offering)} onDeadline={onDeadline} />,
    [onDeadline],
  );
  return (
    <div className={styles.bleed}>
      <RecordsList
        label={label}
        list={list}
        renderItem={renderItem}
        itemKey={offeringKey}
        estimateSize={92}
        onRefresh={refresh}
        empty={<Empty title={t('newShare.empty')} />}
      />
    </div>
  );
}
