import { useTranslation } from 'react-i18next';
import { Dialog, NoticeBar, Skeleton, useToast } from '@broker/ui';
import type { NewShareRecord } from '@broker/contract';
import { QueryState } from '../../../components/QueryState.tsx';
import { money } from '../../../i18n/money.ts';
import { useDeclineAllotment, useOffering } from '../api.ts';
import { monthsOfDays } from '../newShareView.ts';
import * as styles from '../newShare.css.ts';

export interface DeclineDialogProps {
  record: NewShareRecord;
  onClose: () => void;
}

/**
 * Declines a due allotment (`newShare/decline`, issue #26): the frozen money comes free at once,
 * and the refusal counts as a waiver toward the bar as an unpaid deadline does — so the dialog
 * reads the offering's waiver count first and says which waiver this will be, and what the bar
 * means, before the user confirms. Mount it per record (key it by the record's id).
 */
export function DeclineDialog({ record, onClose }: DeclineDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const offering = useOffering(record.newShareId);
  const decline = useDeclineAllotment();

  const confirm = async () => {
    // Nothing is sent before the user has seen what the waiver means.
    if (!offering.data) throw new Error('waivers unknown');
    await decline.trigger({ recordId: record.id });
    toast.show(t('newShare.decline.done'), { tone: 'positive' });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('newShare.decline.title', { name: record.name })}
      message={t('newShare.decline.message', { amount: money(record.frozen, record.currency) })}
      confirmLabel={t('newShare.decline.confirm')}
      cancelLabel={t('common.back')}
      loadingLabel={t('common.sending')}
      destructive
      onConfirm={confirm}
    >
      <QueryState query={offering} skeleton={<Skeleton lines={2} />}>
        {({ waivers }) => {
          const after = waivers.count + 1;
          const bars = after >= waivers.rule.waivers;
          return (
            <div className={styles.form}>
              <NoticeBar
                tone={bars ? 'negative' : 'pending'}
                text={t(bars ? 'newShare.decline.bars' : 'newShare.decline.counts', {
                  used: after,
                  max: waivers.rule.waivers,
                  months: monthsOfDays(waivers.rule.windowDays),
                  days: waivers.rule.barDays,
                })}
              />
            </div>
          );
        }}
      </QueryState>
    </Dialog>
  );
}
