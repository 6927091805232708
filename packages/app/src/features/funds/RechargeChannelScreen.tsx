import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  Button,
  Card,
  Empty,
  ErrorState,
  NoticeBar,
  PasswordField,
  Skeleton,
  SkeletonShape,
  StatusBadge,
  Upload,
  rem,
  type UploadFn,
} from '@broker/ui';
import {
  currencyScale,
  isBoundsKey,
  isWithinWindow,
  statusLabelKey,
  statusTone,
  validateDeposit,
} from '@broker/domain';
import type { Channel, Deposit } from '@broker/contract';
import { ApiFailure } from '../../api/client.ts';
import { useApiMutation } from '../../api/hooks.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { imageUrl } from '../../config/siteConfig.ts';
import { paths, withQuery } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useUserInfo } from '../../session/useAccount.ts';
import { uploadImage } from '../account/uploadImage.ts';
import { useForm } from '../account/useForm.ts';
import { useChannelLimits } from './useChannelLimits.ts';
import { CopyButton } from './CopyButton.tsx';
import { DetailList } from './DetailList.tsx';
import { FundsResult } from './FundsResult.tsx';
import { amountAffixes } from './fundsView.ts';
import { useDescribeWindow } from './hours.ts';
import { boundsText, issueTexts } from './issueTexts.ts';
import { PayeeCard } from './PayeeCard.tsx';
import { useChannels } from './queries.ts';
import { RealNameGate } from './RealNameGate.tsx';
import { TrustPanel } from './TrustPanel.tsx';
import { useNowMinute } from './useNow.ts';
import * as styles from './funds.css.ts';
import { money } from './money.ts';

/**
 * /information/rechargeChannel?id=: pay a channel's payee, then report the deposit with its
 * amount and proof (and the channel password when the channel has one). Behind the real-name
 * gate; a closed or unknown channel sends the user back to the list. Ends on a Result with the
 * deposit's order number.
 */
export function RechargeChannelScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const channels = useChannels();
  const user = useUserInfo();
  const [deposit, setDeposit] = useState<Deposit | null>(null);
  const toChannels = () => navigate(paths.information.recharge);

  if (deposit) return <DepositResult deposit={deposit} />;

  const channel = channels.data?.find((candidate) => candidate.id === id);
  const status = user.data?.realNameStatus;
  if (channel?.open && status === 'verified') {
    return (
      <DepositForm
        channel={channel}
        onDeposited={setDeposit}
        onChannelChanged={() => void channels.mutate()}
        onRealNameChanged={() => void user.mutate()}
      />
    );
  }

  let body;
  if (channels.data && !channel) {
    body = (
      <Empty
        title={t('funds.channel.notFound')}
        actions={<Button onClick={toChannels}>{t('funds.channel.allChannels')}</Button>}
      />
    );
  } else if (channel && !channel.open) {
    body = (
      <Empty
        title={t('funds.channel.closed')}
        description={t('funds.channel.closedHint')}
        actions={<Button onClick={toChannels}>{t('funds.channel.allChannels')}</Button>}
      />
    );
  } else if (channel && status && status !== 'verified') {
    body = <RealNameGate status={status} action="deposit" />;
  } else if ((channels.error && !channels.isLoading) || (user.error && !user.isLoading)) {
    body = (
      <ErrorState
        retryLabel={t('common.retry')}
        onRetry={() => Promise.all([channels.error ? channels.mutate() : null, user.error ? user.mutate() : null])}
      />
    );
  } else {
    body = (
      <Skeleton label={t('common.loading')}>
        <div className={styles.stack}>
          <SkeletonShape shape="block" height={rem(200)} />
          <SkeletonShape shape="block" height={rem(160)} />
          <SkeletonShape width="40%" />
          <SkeletonShape shape="block" height={rem(48)} />
        </div>
      </Skeleton>
    );
  }
  return <Screen title={channel?.name ?? t('funds.recharge.title')}>{body}</Screen>;
}

/** An uploaded proof: the path goes to the server, the url shows the preview. */
interface Photo {
  path: string;
  url: string;
}

const fields = ['amount', 'proofImage', 'channelPassword'] as const;

/** Server answers shown under the form, with what to do about them. */
type FormProblem = 'pendingExists' | 'outsideHours' | 'closed';

interface DepositFormProps {
  channel: Channel;
  onDeposited: (deposit: Deposit) => void;
  onChannelChanged: () => void;
  onRealNameChanged: () => void;
}

function DepositForm({ channel, onDeposited, onChannelChanged, onRealNameChanged }: DepositFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const now = useNowMinute();
  const limits = useChannelLimits()(channel);
  const describeWindow = useDescribeWindow();
  const { formId, values, errors, change, fieldId, showErrors, setErrors } = useForm({
    amount: '',
    channelPassword: '',
  });
  const [proof, setProof] = useState<Photo | null>(null);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { trigger, pending, renewRequestId } = useApiMutation('funds/deposit');
  const { currency } = channel;
  const affixes = amountAffixes(currency);
  const open = isWithinWindow(channel.hours, now);

  /** Any edit makes a new request (api.md §1.5) and clears the answer about the old one. */
  const edit = (field: 'amount' | 'channelPassword') => (value: string) => {
    renewRequestId();
    setProblem(null);
    change(field)(value);
  };

  const uploadProof: UploadFn = async (blob, info) => {
    const uploaded = await uploadImage('depositProof', blob, info.contentType);
    const photo = { path: uploaded.path, url: imageUrl(config.imageBase, uploaded.url) };
    renewRequestId();
    setProof(photo);
    setErrors((current) => {
      const { proofImage: _removed, ...rest } = current;
      return rest;
    });
    return { url: photo.url };
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const input = {
      channelId: channel.id,
      amount: values.amount,
      proofImage: proof?.path,
      channelPassword: channel.needsPassword ? values.channelPassword : undefined,
    };
    const issues = validateDeposit(input, {
      channel,
      nowMs: now,
      realNameStatus: 'verified',
      hasPendingDeposit: false,
    });
    const texts = issueTexts(issues, currency, t);
    if (issues.some((issue) => issue.field === 'time')) setProblem('outsideHours');
    if (issues.some((issue) => issue.field === 'channelId')) setProblem('closed');
    if (issues.length > 0 || !input.proofImage) return showErrors(texts, fields);
    showErrors({}, fields);
    try {
      onDeposited(await trigger({ ...input, proofImage: input.proofImage }));
    } catch (failure) {
      if (!(failure instanceof ApiFailure)) return;
      const { key } = failure;
      if (isBoundsKey(key)) return showErrors({ amount: boundsText(key, failure.data, currency, t) }, fields);
      if (key === 'error.channel.passwordWrong') return showErrors({ channelPassword: t(key) }, fields);
      if (key === 'error.deposit.pendingExists') setProblem('pendingExists');
      else if (key === 'error.time.outsideDeposit') setProblem('outsideHours');
      else if (key === 'error.channel.closed') onChannelChanged();
      else if (key.startsWith('error.realName.')) onRealNameChanged();
    }
  };

  let problemText: string | null = null;
  if (problem === 'pendingExists') problemText = t('funds.deposit.pendingExists');
  else if (problem === 'outsideHours') problemText = t('funds.deposit.outsideHours', { hours: limits.hours });
  else if (problem === 'closed') problemText = t('error.channel.closed');

  return (
    <Screen
      title={channel.name}
      footer={
        <Button block size="lg" type="submit" form={formId} loading={pending} loadingLabel={t('common.sending')}>
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
        <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
          <AmountField
            id={fieldId('amount')}
            label={t('funds.deposit.amount')}
            hint={`${limits.bounds}. ${t('funds.deposit.hours', { hours: limits.hours })}`}
            required
            scale={currencyScale(currency)}
            prefix={affixes.prefix}
            suffix={affixes.suffix}
            value={values.amount}
            onChange={edit('amount')}
            error={errors.amount}
          />
          <div id={fieldId('proofImage')} tabIndex={-1} className={styles.focusable}>
            <Upload
              label={t('funds.deposit.proof')}
              hint={t('funds.deposit.proofHint')}
              capture="environment"
              upload={uploadProof}
              value={proof?.url ?? null}
              onChange={(url) => {
                if (url === null) {
                  renewRequestId();
                  setProof(null);
                }
              }}
            />
            {errors.proofImage ? <p className={styles.fieldError}>{errors.proofImage}</p> : null}
          </div>
          {channel.needsPassword ? (
            <PasswordField
              id={fieldId('channelPassword')}
              label={t('funds.deposit.channelPassword')}
              hint={t('funds.deposit.channelPasswordHint')}
              autoComplete="off"
              required
              maxLength={64}
              value={values.channelPassword}
              onChange={edit('channelPassword')}
              error={errors.channelPassword}
            />
          ) : null}
        </form>
      </Card>
      <div role="alert" className={problemText ? styles.formAlert : undefined}>
        {problemText}
        {problem === 'pendingExists' ? (
          <>
            {' '}
            <Button
              variant="ghost"
              onClick={() => navigate(withQuery(paths.information.fundRecord, { kind: 'deposit' }))}
            >
              {t('funds.deposit.viewRecords')}
            </Button>
          </>
        ) : null}
      </div>
    </Screen>
  );
}

/** After the report: pending review, with the order number and the way to the records. */
function DepositResult({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const amount = money(deposit.amount, deposit.currency);
  return (
    <FundsResult
      status="pending"
      title={t('funds.deposit.resultTitle')}
      description={t('funds.deposit.resultBody', { amount })}
      details={
        <Card>
          <DetailList
            inline
            items={[
              {
                label: t('funds.orderNo'),
                value: deposit.orderNo,
                action: <CopyButton value={deposit.orderNo} label={t('funds.orderNo')} />,
              },
              { label: t('funds.deposit.channel'), value: deposit.channelName },
              { label: t('funds.deposit.amount'), value: amount },
              {
                label: t('funds.status'),
                value: (
                  <StatusBadge
                    tone={statusTone('deposit', deposit.status)}
                    label={t(statusLabelKey('deposit', deposit.status))}
                  />
                ),
              },
            ]}
          />
        </Card>
      }
      actions={
        <>
          <Button
            block
            size="lg"
            onClick={() => navigate(withQuery(paths.information.fundRecord, { kind: 'deposit' }))}
          >
            {t('funds.deposit.viewRecords')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.information.payBag)}>
            {t('funds.toWallet')}
          </Button>
        </>
      }
    />
  );
}
