import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, RecordsList } from '@broker/ui';
import type { NewShare } from '@broker/contract';
import { useOfferingPages } from '../api.ts';
import { NewShareRow } from './NewShareRow.tsx';
import { NewShareSheet } from './NewShareSheet.tsx';
import type { DrawnKind } from '../newShareView.ts';
import { useRetryWhenOnline } from '../../../shell/OfflineNotice.tsx';
import * as styles from '../newShare.css.ts';

const offeringKey = (offering: NewShare) => offering.id;

/**
 * The new-share offerings of a market tab (subscription or auction) in every market: open ones
 * first with a live countdown to their deadline, then upcoming, then those waiting to list and
 * the recently listed. A row opens the offering's details, whose actions lead to the offering's
 * screen and its draw. The list reloads itself when a deadline passes (the offering's status
 * changes) and when the device comes back online.
 */
export function NewShareList({ tab, label }: { tab: DrawnKind; label: string }) {
  const { t } = useTranslation();
  const list = useOfferingPages({ kind: tab });
  const { retry, refresh } = list;
  useRetryWhenOnline(retry);
  const [selected, setSelected] = useState<NewShare | null>(null);
  const onDeadline = useCallback(() => void refresh(), [refresh]);
  const renderItem = useCallback(
    (offering: NewShare) => <NewShareRow offering={offering} onOpen={setSelected} onDeadline={onDeadline} />,
    [onDeadline],
  );
  return (
    <div className={styles.bleed}>
      <RecordsList
        label={t('newShare.listLabel', { kind: label })}
        list={list}
        renderItem={renderItem}
        itemKey={offeringKey}
        estimateSize={92}
        onRefresh={refresh}
        empty={<Empty title={t('newShare.empty')} />}
      />
      <NewShareSheet offering={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
