import { useTranslation } from 'react-i18next';
import { PriceChange } from '@broker/ui';
import { formatDecimal } from '@broker/domain';
import type { NewShare } from '@broker/contract';
import { useFormatCalendarDate } from '../../../i18n/formatDate.ts';
import { money, percent } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';
import { isDrawnKind, offeringPath, verifyPath } from '../newShareView.ts';

/**
 * A listed offering as history: its kind and listing day; the issue price, the first trade and the
 * first day's close; the allotment rate and how many times it was subscribed; how an allotment at
 * the issue price fared when it unlocked at the first trade (the premium, before costs). It opens the draw (drawn kinds)
 * or the placement.
 */
export function ScorecardRow({ offering }: { offering: NewShare }) {
  const { t } = useTranslation();
  const formatDate = useFormatCalendarDate();
  return (
    <RecordItem
      title={`${offering.name} (${offering.code})`}
      amount={
        offering.priceDiff !== null && offering.premiumPct !== null ? (
          <PriceChange change={offering.priceDiff} changePct={offering.premiumPct} size="sm" />
        ) : null
      }
      lines={[
        [
          `${t(`newShare.kind.${offering.kind}`)} · ${offering.issuingMarket}`,
          offering.listingDate ? t('newShare.listedOn', { date: formatDate(offering.listingDate) }) : null,
        ],
        [
          t('newShare.scorecard.prices', {
            issue: money(offering.issuePrice, offering.currency),
            open: offering.marketPrice ? money(offering.marketPrice, offering.currency) : '—',
            close: offering.firstClose ? money(offering.firstClose, offering.currency) : '—',
          }),
          offering.winRatePct !== null
            ? t('newShare.winRate', { pct: percent(offering.winRatePct) })
            : t('newShare.scorecard.byLevel'),
        ],
        [
          offering.premiumPct !== null ? t('newShare.scorecard.atUnlock', { pct: percent(offering.premiumPct) }) : null,
          offering.subscriptionRatio !== null
            ? t('newShare.scorecard.ratio', { ratio: formatDecimal(offering.subscriptionRatio, 2) })
            : null,
        ],
      ]}
      to={isDrawnKind(offering.kind) ? verifyPath(offering.id) : offeringPath(offering)}
    />
  );
}
