import { useTranslation } from 'react-i18next';
import { NoticeBar } from '@broker/ui';
import { describeZone } from '../../../i18n/describeZone.ts';
import { formatDateTimeIn } from '../../../i18n/formatDate.ts';

export interface MarketClosedNoticeProps {
  /** So that the disabled confirm can name this as its reason (aria-describedby). */
  id: string;
  /** The next session's opening (domain `nextSessionOpen`). */
  opensAtMs: number;
  /** The market's time zone (StockDetail.trade.hours.timeZone). */
  timeZone: string;
  /** The ticket offers an order for the opening (a market order): the notice says so. */
  offersOpening: boolean;
}

/**
 * The top of a ticket while the market is closed (issue #26): closed, and when it opens next in
 * the user's time and — where the device is elsewhere — in the market's, with its city and offset.
 */
export function MarketClosedNotice({ id, opensAtMs, timeZone, offersOpening }: MarketClosedNoticeProps) {
  const { t, i18n } = useTranslation();
  const local = formatDateTimeIn(opensAtMs, i18n.language);
  const market = formatDateTimeIn(opensAtMs, i18n.language, timeZone);
  const zone = describeZone(timeZone, t, opensAtMs);
  const elsewhere = market !== local;
  const opens = elsewhere
    ? t('trading.order.closedElsewhere', { local, market, zone })
    : t('trading.order.closedHere', { local, zone });
  return (
    <div id={id}>
      <NoticeBar
        tone="info"
        text={`${opens} ${t(offersOpening ? 'trading.order.closedOpening' : 'trading.order.closedLimit')}`}
      />
    </div>
  );
}
