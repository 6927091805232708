import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Empty, ErrorState, Skeleton, SkeletonShape, rem } from '@broker/ui';
import type { Deposit } from '@broker/contract';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useUserInfo } from '../../session/useAccount.ts';
import { useChannels } from './api.ts';
import { DepositForm } from './DepositForm.tsx';
import { DepositResult } from './DepositResult.tsx';
import { RealNameGate } from './RealNameGate.tsx';
import * as styles from './funds.css.ts';

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
