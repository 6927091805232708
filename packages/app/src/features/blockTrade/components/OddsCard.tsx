import { useTranslation } from 'react-i18next';
import { Card } from '@broker/ui';
import type { BlockTrade } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { percent } from '../../../i18n/money.ts';
import * as styles from '../blockTrade.css.ts';

/**
 * The odds at the unlock (products.md §4), before anything is bought: the chance, from the
 * stock's simulated volatility, that the price at the unlock is below the block's price; that the
 * discount pays for the lock and is no free money; and that this is an estimate, not a promise.
 */
export function OddsCard({ offer }: { offer: BlockTrade }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  return (
    <Card title={t('blockTrade.odds.title')}>
      <div className={styles.stack}>
        <p className={styles.text}>{t('blockTrade.odds.chance', { pct: percent(offer.belowAtUnlockPct) })}</p>
        <p className={styles.muted}>{t('blockTrade.odds.compensation', { time: formatTime(offer.unlockAt) })}</p>
        <p className={styles.muted}>{t('blockTrade.odds.estimate')}</p>
      </div>
    </Card>
  );
}
