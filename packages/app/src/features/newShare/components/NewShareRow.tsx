import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeviceTime } from '../../../hooks/useServerNow.ts';
import { Countdown, Money, PriceChange, StatusBadge } from '@broker/ui';
import { formatCurrency, newShareTone, statusLabelKey } from '@broker/domain';
import { percent } from '../../../i18n/money.ts';
import type { NewShare } from '@broker/contract';
import { useFormatCalendarDate, useFormatDateTime } from '../../../i18n/formatDate.ts';
import { RecordItem } from '../../../shell/RecordItem.tsx';

/** An offering's status in words on its tone. */
export function OfferingStatus({ status }: { status: NewShare['status'] }) {
  const { t } = useTranslation();
  return <StatusBadge tone={newShareTone(status)} label={t(statusLabelKey('newShare', status))} />;
}

export interface NewShareRowProps {
  offering: NewShare;
  /** Opens the offering in place (the market's sheet)… */
  onOpen?: (offering: NewShare) => void;
  /** …or the row is a link to this route (the offering's screen). */
  to?: string;
  /** The subscription deadline of an open offering has passed while it was shown. */
  onDeadline?: () => void;
}

/**
 * An offering in a list: name, code and status; exchange and issue price; then what comes next
 * for it — the live countdown to the deadline, when it opens, the draw and the listing, or how
 * it listed against its issue price. A placement adds its levels' minimum amounts.
 */
export function NewShareRow({ offering, onOpen, to, onDeadline }: NewShareRowProps) {
  const { t } = useTranslation();
  const deviceTime = useDeviceTime();
  const formatTime = useFormatDateTime();
  const formatDate = useFormatCalendarDate();
  const listing = offering.listingDate ? formatDate(offering.listingDate) : null;

  let next: readonly [ReactNode, ReactNode?];
  switch (offering.status) {
    case 'open':
      next = [
        // The countdown speaks its label; sighted users read it in front of the time.
        <span key="deadline">
          <span aria-hidden="true">{t('newShare.closesIn')} </span>
          <Countdown
            targetMs={deviceTime(Date.parse(offering.subscribeEnd))}
            label={t('newShare.closesIn')}
            endedText={t('newShare.closedNow')}
            format="units"
            size="sm"
            onEnd={onDeadline}
          />
        </span>,
      ];
      break;
    case 'upcoming':
      next = [t('newShare.opensAt', { time: formatTime(offering.subscribeStart) })];
      break;
    case 'closed':
      next = [
        offering.winRatePct === null
          ? t('newShare.drawOn', { date: formatDate(offering.drawDate) })
          : t('newShare.winRate', { pct: percent(offering.winRatePct) }),
        listing ? t('newShare.listsOn', { date: listing }) : null,
      ];
      break;
    case 'listed':
      next = [
        listing ? t('newShare.listedOn', { date: listing }) : null,
        offering.priceDiff !== null && offering.premiumPct !== null ? (
          <PriceChange key="premium" change={offering.priceDiff} changePct={offering.premiumPct} size="sm" />
        ) : null,
      ];
      break;
    default:
      next = offering.status satisfies never;
  }

  return (
    <RecordItem
      title={`${offering.name} (${offering.code})`}
      amount={<OfferingStatus status={offering.status} />}
      lines={[
        [
          offering.issuingMarket,
          <span key="price">
            {t('newShare.issuePrice')} <Money value={offering.issuePrice} currency={offering.currency} />
          </span>,
        ],
        next,
        ...(offering.levels
          ? [
              [
                t('newShare.levelsLine', {
                  levels: offering.levels
                    .map((level) => formatCurrency(level.minAmount, offering.currency))
                    .join(' · '),
                }),
              ] as const,
            ]
          : []),
      ]}
      onClick={onOpen ? () => onOpen(offering) : undefined}
      to={to}
    />
  );
}
