import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AmountField, Button, Card, NoticeBar, PasswordField, Upload, type UploadFn } from '@broker/ui';
import { currencyScale, isWithinWindow, validateDeposit } from '@broker/domain';
import type { Channel, Deposit } from '@broker/contract';
import { FormAlert, useDomainForm, usePhotoUpload, useUploadsInProgress, type Photo } from '../../forms/index.ts';
import { useServerNow } from '../../hooks/useServerNow.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useCustomerService } from '../../shell/useCustomerService.ts';
import { useDeposit } from './api.ts';
import { amountAffixes } from './fundsView.ts';
import { useDescribeWindow } from '../../i18n/describeWindow.ts';
import { PayeeCard } from './PayeeCard.tsx';
import { TrustPanel } from './TrustPanel.tsx';
import { useChannelLimits } from './useChannelLimits.ts';
import * as styles from './funds.css.ts';

export interface DepositFormProps {
  channel: Channel;
  onDeposited: (deposit: Deposit) => void;
  /** The channel closed meanwhile: read the channels again. */
  onChannelChanged: () => void;
  /** The identity check changed meanwhile: read the account again. */
  onRealNameChanged: () => void;
}

/**
 * Pay the channel's payee, then report the deposit: the amount, the proof, and the channel
 * password when the channel has one (docs/forms.md) — which only customer service gives out, so
 * the field has the way there. Answers about the moment or a deposit still
 * under review are said under the form, with the way to the records.
 */
export function DepositForm({ channel, onDeposited, onChannelChanged, onRealNameChanged }: DepositFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useServerNow();
  const limits = useChannelLimits()(channel);
  const describeWindow = useDescribeWindow();
  const uploadPhoto = usePhotoUpload('depositProof');
  const uploads = useUploadsInProgress();
  const openSupport = useCustomerService();
  const { trigger, pending } = useDeposit();
  const { currency } = channel;
  const affixes = amountAffixes(currency);
  const open = isWithinWindow(channel.hours, now);
  const form = useDomainForm({
    initial: { amount: '', channelPassword: '', proofImage: null as Photo | null },
    fields: ['amount', 'proofImage', 'channelPassword'],
    path: 'funds/deposit',
    currency,
    describe: (key) => {
      if (key === 'error.deposit.pendingExists') return t('funds.deposit.pendingExists');
      if (key === 'error.time.outsideDeposit') return t('funds.deposit.outsideHours', { hours: limits.hours });
      return null;
    },
  });
  const { proofImage } = form.values;

  const uploadProof: UploadFn = async (blob, info) => {
    const photo = await uploadPhoto(blob, info.contentType);
    form.set({ proofImage: photo });
    return { url: photo.url };
  };

  const input = () => ({
    channelId: channel.id,
    amount: form.values.amount,
    proofImage: proofImage?.path,
    channelPassword: channel.needsPassword ? form.values.channelPassword : undefined,
  });

  const submit = form.handleSubmit({
    validate: () =>
      validateDeposit(input(), { channel, nowMs: now, realNameStatus: 'verified', hasPendingDeposit: false }),
    send: async (requestId) => {
      const deposit = await trigger({ ...input(), proofImage: proofImage?.path ?? '', requestId });
      onDeposited(deposit);
    },
    onFailure: ({ key }) => {
      if (key === 'error.channel.closed') onChannelChanged();
      else if (key.startsWith('error.realName.')) onRealNameChanged();
    },
  });

  return (
    <Screen
      title={channel.name}
      footer={
        <Button block size="lg" type="submit" form={form.formId} {...uploads.submitState(pending)}>
          {t('funds.deposit.submit')}
        </Button>
      }
    >
      {open ? null : (
        <NoticeBar tone="pending" text={t('funds.deposit.closedNow', { hours: describeWindow(channel.hours) })} />
      )}
      <PayeeCard channel={channel} />
      <TrustPanel channel={channel} />
      <Card title={t('funds.deposit.formTitle')}>
        <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
          <AmountField
            {...form.field('amount')}
            label={t('funds.deposit.amount')}
            hint={`${limits.bounds}. ${t('funds.deposit.hours', { hours: limits.hours })}`}
            required
            scale={currencyScale(currency)}
            prefix={affixes.prefix}
            suffix={affixes.suffix}
          />
          <Upload
            id={form.fieldId('proofImage')}
            label={t('funds.deposit.proof')}
            hint={t('funds.deposit.proofHint')}
            capture="environment"
            upload={uploadProof}
            onBusyChange={uploads.onBusyChange('proofImage')}
            value={proofImage?.url ?? null}
            onChange={(url) => {
              if (url === null) form.set({ proofImage: null });
            }}
            error={form.errors.proofImage}
          />
          {channel.needsPassword ? (
            <div className={styles.stack}>
              <PasswordField
                {...form.field('channelPassword')}
                label={t('funds.deposit.channelPassword')}
                hint={t('funds.deposit.channelPasswordHint')}
                autoComplete="off"
                required
                maxLength={64}
              />
              <div>
                <Button variant="ghost" onClick={openSupport}>
                  {t('funds.deposit.askChannelPassword')}
                </Button>
              </div>
            </div>
          ) : null}
        </form>
      </Card>
      <FormAlert
        text={form.alert}
        action={
          form.alertKey === 'error.deposit.pendingExists' ? (
            <Button
              variant="ghost"
              onClick={() => navigate(withQuery(paths.information.fundRecord, { kind: 'deposit' }))}
            >
              {t('funds.deposit.viewRecords')}
            </Button>
          ) : null
        }
      />
    </Screen>
  );
}
