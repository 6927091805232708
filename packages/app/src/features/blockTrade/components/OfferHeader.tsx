import { useTranslation } from 'react-i18next';
import { PriceChange, StatusBadge } from '@broker/ui';
import type { BlockTrade } from '@broker/contract';
import { money } from '../../../i18n/money.ts';
import { changeFromPrevClose } from '../blockTradeView.ts';
import * as styles from '../blockTrade.css.ts';

/**
 * The top of an offer's screen: the block's price and how far under the previous close it is, the
 * stock and its market, and its badges — sold by invitation, and limited by the daily price band
 * when the band set it.
 */
export function OfferHeader({ offer }: { offer: BlockTrade }) {
  const { t } = useTranslation();
  const { change, changePct } = changeFromPrevClose(offer);
  return (
    <div className={styles.stack}>
      <span className={styles.inline}>
        <span className={styles.price}>{money(offer.price, offer.currency)}</span>
        <PriceChange change={change} changePct={changePct} size="sm" />
      </span>
      <p className={styles.muted}>
        {t('blockTrade.offer.headline', {
          code: offer.code,
          market: t(`market.markets.${offer.market}`),
          prevClose: money(offer.prevClose, offer.currency),
        })}
      </p>
      {offer.needsSecretKey || offer.clamped ? (
        <span className={styles.inline}>
          {offer.needsSecretKey ? <StatusBadge tone="info" label={t('blockTrade.byInvitation')} /> : null}
          {offer.clamped ? <StatusBadge tone="neutral" label={t('blockTrade.clamped')} /> : null}
        </span>
      ) : null}
    </div>
  );
}
