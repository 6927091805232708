import { useTranslation } from 'react-i18next';
import { Dialog } from '@broker/ui';
import { validateNewSharePay } from '@broker/domain';
import type { NewShareRecord, User } from '@broker/contract';
import { FormAlert, FundPasswordField, OrderSummary, useDomainForm } from '../../../forms/index.ts';
import { money } from '../../../i18n/money.ts';
import { usePayAllotment } from '../api.ts';
import * as styles from '../newShare.css.ts';

export interface PayDialogProps {
  record: NewShareRecord;
  user: User | undefined;
  onClose: () => void;
  onPaid: (record: NewShareRecord) => void;
  /** The account changed on the server (a fund password set elsewhere): read `user/info` again. */
  onUserStale?: () => void;
}

/**
 * Pays a due allotment (`newShare/pay`): the amount due, taken from the frozen money (the rest
 * released), and the fund password, checked with the domain's `validateNewSharePay` first. Mount
 * it per record (key it by the record's id): one request id per opening.
 */
export function PayDialog({ record, user, onClose, onPaid, onUserStale }: PayDialogProps) {
  const { t } = useTranslation();
  const pay = usePayAllotment();
  const fundPasswordSet = user?.fundPasswordSet ?? true;
  const form = useDomainForm<{ fundPassword: string }, 'fundPassword'>({
    initial: { fundPassword: '' },
    fields: ['fundPassword'],
    path: 'newShare/pay',
    currency: record.currency,
  });
  const inCurrency = (value: string) => money(value, record.currency);

  const confirm = async () => {
    const fundPassword = form.values.fundPassword || undefined;
    const valid = form.show(
      validateNewSharePay({ fundPassword }, record, { fundPasswordSet, restrictions: user?.restrictions }),
    );
    if (!valid) throw new Error('invalid');
    const failure = await form.send(async (requestId) =>
      onPaid(await pay.trigger({ recordId: record.id, fundPassword, requestId })),
    );
    if (failure?.key === 'error.fundPassword.notSet') onUserStale?.();
    // Kept open with the message where it belongs.
    if (failure) throw new Error(failure.key);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('newShare.pay.title', { name: record.name })}
      message={t('newShare.pay.message')}
      confirmLabel={t('newShare.pay.confirm')}
      cancelLabel={t('common.cancel')}
      loadingLabel={t('common.sending')}
      onConfirm={confirm}
    >
      <div className={styles.form}>
        <OrderSummary
          items={[
            { label: t('newShare.record.allotted'), value: String(record.allottedLots ?? record.lots) },
            { label: t('newShare.record.frozen'), value: inCurrency(record.frozen) },
            {
              label: t('newShare.record.amountDue'),
              value: inCurrency(record.amountDue ?? record.frozen),
              total: true,
            },
          ]}
          note={t('newShare.pay.note')}
        />
        <FundPasswordField {...form.field('fundPassword')} isSet={fundPasswordSet} purpose="subscription" />
        <FormAlert text={form.alert} />
      </div>
    </Dialog>
  );
}
