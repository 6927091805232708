import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, type DescriptionListItem } from '@broker/ui';
import { formatDecimal } from '@broker/domain';
import type { NewShare } from '@broker/contract';
import { money, percent } from '../../../i18n/money.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import type { SubscriptionFigures } from '../newShareView.ts';
import * as styles from '../newShare.css.ts';

export interface OddsCardProps {
  offering: NewShare;
  lots: number;
  /** The figures at the form's lots and price; null while an auction's bid is not a price yet. */
  figures: SubscriptionFigures | null;
}

/**
 * The odds and cost card (products.md §2), before anything is sent: how often the offering is
 * subscribed so far, the chance of at least one lot and the lots to expect at that demand (a
 * draw's estimate, not a promise), the money frozen and until when, and the listing premium at
 * which selling at once pays the price and the sale's costs.
 */
export function OddsCard({ offering, lots, figures }: OddsCardProps) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  if (!figures) {
    return (
      <Card title={t('newShare.odds.title')}>
        <p className={styles.muted}>{t('newShare.odds.waiting')}</p>
      </Card>
    );
  }
  const items: DescriptionListItem[] = [];
  if (figures.odds) {
    items.push(
      {
        label: t('newShare.odds.ratio'),
        value: t('newShare.odds.ratioValue', { ratio: formatDecimal(figures.subscriptionRatio, 2) }),
      },
      { label: t('newShare.odds.chance'), value: percent(figures.odds.chancePct) },
      {
        label: t('newShare.odds.expected'),
        value: t('newShare.odds.expectedValue', { expected: formatDecimal(figures.odds.expectedLots, 2), lots }),
      },
    );
  }
  items.push(
    { label: t('newShare.odds.frozen'), value: money(figures.amount, offering.currency) },
    {
      label: t('newShare.odds.frozenFor'),
      value: t('newShare.odds.frozenForValue', { days: figures.frozenDays, time: formatTime(figures.frozenUntil) }),
    },
    { label: t('newShare.odds.breakEvenPrice'), value: money(figures.breakEven.price, offering.currency) },
    { label: t('newShare.odds.breakEvenPremium'), value: percent(figures.breakEven.premiumPct) },
  );
  return (
    <Card title={t('newShare.odds.title')}>
      <div className={styles.stack}>
        <DescriptionList items={items} inline />
        <p className={styles.muted}>
          {t(figures.odds ? 'newShare.odds.noteDrawn' : 'newShare.odds.notePlacement')} {t('newShare.odds.noteCosts')}
        </p>
      </div>
    </Card>
  );
}
