import { useTranslation } from 'react-i18next';
import { Money, StatusBadge } from '@broker/ui';
import { formatDecimal } from '@broker/domain';
import type { BlockTrade } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';
import { offerBlock, offerPath, opensAtOf } from '../blockTradeView.ts';
import * as styles from '../blockTrade.css.ts';

export interface OfferRowProps {
  offer: BlockTrade;
  /** The server's now (useServerNow): whether the market is open and when it opens. */
  nowMs: number;
}

/**
 * An offer of the day in a list, opening its screen: name and code with the block's price; the
 * market (and "by invitation") with the previous close; the lock and the minimum with the
 * discount; what is left of the day's offer and of the account's limit; and why it cannot be
 * bought now, when it cannot (a closed market says when it opens).
 */
export function OfferRow({ offer, nowMs }: OfferRowProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const block = offerBlock(offer, nowMs);
  const opensAtMs = block === 'closed' ? opensAtOf(offer, nowMs) : null;
  const why =
    block === 'closed' && opensAtMs !== null
      ? t('blockTrade.row.opensAt', { time: formatTime(opensAtMs) })
      : block === 'invitationExpired' || block === 'invitationUsedUp' || block === 'noneLeft'
        ? t(`blockTrade.row.block.${block}`)
        : null;
  return (
    <RecordItem
      title={`${offer.name} (${offer.code})`}
      amount={<Money value={offer.price} currency={offer.currency} />}
      lines={[
        [
          <span key="market" className={styles.inline}>
            {t(`market.markets.${offer.market}`)}
            {offer.needsSecretKey ? <StatusBadge tone="info" label={t('blockTrade.byInvitation')} /> : null}
          </span>,
          t('blockTrade.row.prevClose', { price: money(offer.prevClose, offer.currency) }),
        ],
        [
          t('blockTrade.row.terms', {
            lock: t('blockTrade.row.lock', { count: offer.lockDays }),
            min: t('units.lots', { count: offer.minLots }),
          }),
          t('blockTrade.row.discount', { pct: percent(offer.discountPct) }),
        ],
        [
          t('blockTrade.row.offerLeft', {
            left: formatDecimal(offer.lotsLeft, 0),
            size: formatDecimal(offer.sizeLots, 0),
          }),
          t('blockTrade.row.yourLeft', { lots: t('units.lots', { count: offer.remainingTodayLots }) }),
        ],
        ...(why ? [[why] as const] : []),
      ]}
      to={offerPath(offer.id)}
    />
  );
}
