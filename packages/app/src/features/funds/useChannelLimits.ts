import { useTranslation } from 'react-i18next';
import type { Channel } from '@broker/contract';
import { useDescribeWindow } from '../../i18n/describeWindow.ts';
import { money } from '../../i18n/money.ts';

/** A channel's bounds and hours in one short text: "Min. 10,00 € · max. 500.000,00 €" + hours. */
export function useChannelLimits() {
  const { t } = useTranslation();
  const describeWindow = useDescribeWindow();
  return (channel: Channel) => ({
    bounds: t('funds.bounds', {
      min: money(channel.min, channel.currency),
      max: money(channel.max, channel.currency),
    }),
    hours: describeWindow(channel.hours),
  });
}
