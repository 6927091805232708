import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bitcoin, Landmark } from 'lucide-react';
import { Cell, CellGroup, Empty, ErrorState, Icon, StatusBadge } from '@broker/ui';
import { isWithinWindow } from '@broker/domain';
import type { Channel } from '@broker/contract';
import { paths, withQuery } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useChannelLimits } from './useChannelLimits.ts';
import { groupChannels } from './fundsView.ts';
import { ListSkeleton } from './ListSkeleton.tsx';
import { useChannels } from './api.ts';
import { useServerNow } from '../../hooks/useServerNow.ts';
import * as styles from './funds.css.ts';

/**
 * /information/recharge: the deposit channels, bank and crypto. Each shows its bounds and hours;
 * a closed channel is listed without a link, with its state.
 */
export function RechargeScreen() {
  const { t } = useTranslation();
  const now = useServerNow();
  const limits = useChannelLimits();
  const { data: channels, error, isLoading, mutate } = useChannels();

  const row = (channel: Channel) => {
    const { bounds, hours } = limits(channel);
    const description = (
      <>
        {bounds}
        <br />
        {hours}
      </>
    );
    const icon = <Icon icon={channel.kind === 'bank' ? Landmark : Bitcoin} />;
    if (!channel.open) {
      return (
        <Cell
          key={channel.id}
          icon={icon}
          title={channel.name}
          description={description}
          value={<StatusBadge tone="neutral" label={t('funds.recharge.closed')} />}
        />
      );
    }
    const outside = !isWithinWindow(channel.hours, now);
    return (
      <Cell
        key={channel.id}
        icon={icon}
        title={channel.name}
        description={description}
        value={outside ? <StatusBadge tone="pending" label={t('funds.outsideHours')} /> : channel.currency}
        renderLink={(props) => (
          <Link to={withQuery(paths.information.rechargeChannel, { id: channel.id })} {...props} />
        )}
      />
    );
  };

  let body;
  if (channels && channels.length > 0) {
    const { bank, crypto } = groupChannels(channels);
    body = (
      <>
        <p className={styles.muted}>{t('funds.recharge.intro')}</p>
        {bank.length > 0 ? <CellGroup title={t('funds.recharge.bank')}>{bank.map(row)}</CellGroup> : null}
        {crypto.length > 0 ? <CellGroup title={t('funds.recharge.crypto')}>{crypto.map(row)}</CellGroup> : null}
      </>
    );
  } else if (channels) {
    body = <Empty title={t('funds.recharge.empty')} description={t('funds.recharge.emptyHint')} />;
  } else if (error && !isLoading) {
    body = <ErrorState retryLabel={t('common.retry')} onRetry={() => mutate()} />;
  } else {
    body = <ListSkeleton rows={4} />;
  }

  return (
    <Screen title={t('funds.recharge.title')}>
      {body}
      <Link className={styles.link} to={withQuery(paths.information.fundRecord, { kind: 'deposit' })}>
        {t('funds.recharge.records')}
      </Link>
    </Screen>
  );
}
