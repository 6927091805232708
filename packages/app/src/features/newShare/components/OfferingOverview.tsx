import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Dialog, NoticeBar, useToast } from '@broker/ui';
import type { NewShareRecord, ResponseOf, User } from '@broker/contract';
import { useServerNow } from '../../../hooks/useServerNow.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { OfflineNotice } from '../../../shell/OfflineNotice.tsx';
import { Screen } from '../../../shell/Screen.tsx';
import { useWithdrawSubscription } from '../api.ts';
import { canWithdraw } from '../newShareView.ts';
import { DrawRuleCard } from './DrawRuleCard.tsx';
import { OfferingFacts } from './OfferingFacts.tsx';
import { OfferingHeader } from './OfferingHeader.tsx';
import { DeclineDialog } from './DeclineDialog.tsx';
import { PayDialog } from './PayDialog.tsx';
import { RecordCard } from './RecordCard.tsx';
import * as styles from '../newShare.css.ts';

export interface OfferingOverviewProps {
  detail: ResponseOf<'newShare/detail'>;
  user: User | undefined;
  /** Paid: the screen shows the result. */
  onPaid: (record: NewShareRecord) => void;
  /** Something changed on the clock (a deadline): read the offering again. */
  onStale: () => void;
  onUserStale?: () => void;
}

/**
 * An offering that is not open to the user now: the user's own subscription of it (to pay, to
 * withdraw before the close, to check the draw), or why there is nothing to subscribe — it opens
 * later, or it has closed; then how it is allotted and everything about it.
 */
export function OfferingOverview({ detail, user, onPaid, onStale, onUserStale }: OfferingOverviewProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const now = useServerNow();
  const formatTime = useFormatDateTime();
  const withdraw = useWithdrawSubscription();
  const [paying, setPaying] = useState<NewShareRecord | null>(null);
  const [withdrawing, setWithdrawing] = useState<NewShareRecord | null>(null);
  const [declining, setDeclining] = useState<NewShareRecord | null>(null);
  const { offering, record } = detail;

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    try {
      await withdraw.trigger({ recordId: withdrawing.id });
      toast.show(t('newShare.record.withdrawn'), { tone: 'positive' });
    } catch {
      // The shared client has said why.
    }
    setWithdrawing(null);
  };

  return (
    <Screen title={offering.name}>
      <OfflineNotice />
      <div className={styles.stack}>
        <OfferingHeader offering={offering} onDeadline={onStale} />
        {record ? (
          <RecordCard
            record={record}
            showOffering={false}
            onPay={setPaying}
            onDecline={setDeclining}
            onWithdraw={canWithdraw(record, offering, now) ? setWithdrawing : undefined}
            onDeadline={onStale}
          />
        ) : offering.status === 'upcoming' ? (
          <NoticeBar
            tone="info"
            text={t('newShare.offering.upcoming', { time: formatTime(offering.subscribeStart) })}
          />
        ) : offering.status === 'open' ? null : (
          <NoticeBar tone="info" text={t('newShare.offering.closed')} />
        )}
        <DrawRuleCard detail={detail} />
        <Card title={t('newShare.offering.about')}>
          <OfferingFacts offering={offering} />
        </Card>
      </div>
      {paying ? (
        <PayDialog
          key={paying.id}
          record={paying}
          user={user}
          onClose={() => setPaying(null)}
          onPaid={onPaid}
          onUserStale={onUserStale}
        />
      ) : null}
      {declining ? <DeclineDialog key={declining.id} record={declining} onClose={() => setDeclining(null)} /> : null}
      <Dialog
        open={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={t('newShare.record.withdrawTitle')}
        message={t('newShare.record.withdrawBody')}
        confirmLabel={t('newShare.record.withdraw')}
        cancelLabel={t('common.back')}
        loadingLabel={t('common.sending')}
        destructive
        onConfirm={confirmWithdraw}
      />
    </Screen>
  );
}
