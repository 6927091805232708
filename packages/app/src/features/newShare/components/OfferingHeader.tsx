import { useTranslation } from 'react-i18next';
import { Countdown, Money } from '@broker/ui';
import type { NewShare } from '@broker/contract';
import { useDeviceTime } from '../../../hooks/useServerNow.ts';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { OfferingStatus } from './NewShareRow.tsx';
import * as styles from '../newShare.css.ts';

/**
 * The top of an offering's screen: its kind, code and exchange, the issue price and its status,
 * and the clock that matters now — to the deadline while open, to the opening while upcoming.
 */
export function OfferingHeader({ offering, onDeadline }: { offering: NewShare; onDeadline?: () => void }) {
  const { t } = useTranslation();
  const deviceTime = useDeviceTime();
  const formatTime = useFormatDateTime();
  const clock =
    offering.status === 'open'
      ? { label: t('newShare.closesIn'), at: offering.subscribeEnd, ended: t('newShare.closedNow') }
      : offering.status === 'upcoming'
        ? { label: t('newShare.offering.opensIn'), at: offering.subscribeStart, ended: t('newShare.offering.openNow') }
        : null;
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <span className={styles.muted}>
          {t(`newShare.kind.${offering.kind}`)} · {offering.code} · {offering.issuingMarket}
        </span>
        <OfferingStatus status={offering.status} />
      </div>
      <div className={styles.row}>
        <span className={styles.muted}>{t('newShare.issuePrice')}</span>
        <Money value={offering.issuePrice} currency={offering.currency} size="lg" />
      </div>
      {clock ? (
        <div className={styles.row}>
          {/* Seen beside the clock; screen readers hear it with the time from the countdown itself. */}
          <span className={styles.muted} aria-hidden="true">
            {clock.label}
          </span>
          <Countdown
            targetMs={deviceTime(Date.parse(clock.at))}
            label={clock.label}
            endedText={clock.ended}
            format="units"
            onEnd={onDeadline}
          />
        </div>
      ) : (
        <p className={styles.muted}>{t('newShare.offering.closedAt', { time: formatTime(offering.subscribeEnd) })}</p>
      )}
    </div>
  );
}
