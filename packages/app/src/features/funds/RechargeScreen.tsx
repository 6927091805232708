import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bitcoin, Landmark } from 'lucide-react';
import { Cell, CellGroup, Empty, Icon, StatusBadge } from '@broker/ui';
import { isWithinWindow } from '@broker/domain';
import type { Channel } from '@broker/contract';
import { paths, withQuery } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { QueryState } from '../../components/QueryState.tsx';
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
  const channels = useChannels();

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

  const groups = (list: readonly Channel[]) => {
    const { bank, crypto } = groupChannels(list);
    return (
      <>
        <p className={styles.muted}>{t('funds.recharge.intro')}</p>
        {bank.length > 0 ? <CellGroup title={t('funds.recharge.bank')}>{bank.map(row)}</CellGroup> : null}
        {crypto.length > 0 ? <CellGroup title={t('funds.recharge.crypto')}>{crypto.map(row)}</CellGroup> : null}
      </>
    );
  };

  return (
    <Screen title={t('funds.recharge.title')}>
      <QueryState
        query={channels}
        skeleton={<ListSkeleton rows={4} />}
        isEmpty={(list) => list.length === 0}
        empty={<Empty title={t('funds.recharge.empty')} description={t('funds.recharge.emptyHint')} />}
      >
        {groups}
      </QueryState>
      <Link className={styles.link} to={withQuery(paths.information.fundRecord, { kind: 'deposit' })}>
        {t('funds.recharge.records')}
      </Link>
    </Screen>
  );
}
