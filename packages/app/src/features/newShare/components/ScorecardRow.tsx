import { useTranslation } from 'react-i18next';
import { PriceChange } from '@broker/ui';
import type { NewShare } from '@broker/contract';
import { useFormatCalendarDate } from '../../../i18n/formatDate.ts';
import { money, percent } from '../../../i18n/money.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';
import { isDrawnKind, offeringPath, verifyPath } from '../newShareView.ts';

/**
 * A listed offering as history: its kind and listing day, the issue price against the first
 * day's close and the premium, and the allotment rate of its draw. It opens the draw (drawn kinds)
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
            close: offering.marketPrice ? money(offering.marketPrice, offering.currency) : '—',
          }),
          offering.winRatePct !== null
            ? t('newShare.winRate', { pct: percent(offering.winRatePct) })
            : t('newShare.scorecard.byLevel'),
        ],
      ]}
      to={isDrawnKind(offering.kind) ? verifyPath(offering.id) : offeringPath(offering)}
    />
  );
}
