import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, NoticeBar } from '@broker/ui';
import { formatDecimal } from '@broker/domain';
import type { ResponseOf } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { monthsOfDays, verifyPath } from '../newShareView.ts';
import * as styles from '../newShare.css.ts';

type Detail = ResponseOf<'newShare/detail'>;

/**
 * How the offering is allotted, disclosed before subscribing (products.md §2): a draw's rule, its
 * commitment (the seed's SHA-256, published before the subscription opened) and, once drawn, the
 * way to check it; a placement's allotment by level while lots last. Then the waiver counter.
 */
export function DrawRuleCard({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  const { draw, placement, waivers, offering } = detail;
  return (
    <Card title={t('newShare.rule.title')}>
      <div className={styles.stack}>
        {draw ? (
          <>
            <p className={styles.text}>{t('newShare.rule.drawn')}</p>
            <p className={styles.muted}>
              {t('newShare.rule.lotsOffered', {
                lots: formatDecimal(draw.lotsOffered, 0),
                shares: formatDecimal(draw.lotsOffered * offering.lotSize, 0),
              })}{' '}
              {t('newShare.rule.drawAt', { time: formatTime(draw.drawAt) })}
            </p>
            <p className={styles.muted}>{t('newShare.rule.commitment')}</p>
            <p className={styles.code}>{draw.seedHash}</p>
            {draw.drawn ? (
              <Link to={verifyPath(offering.id)} className={styles.textLink}>
                {t('newShare.verify.link')}
              </Link>
            ) : null}
          </>
        ) : (
          <>
            <p className={styles.text}>{t('newShare.rule.placement')}</p>
            {placement ? (
              <p className={styles.muted}>
                {t('newShare.rule.lotsLeft', {
                  left: formatDecimal(placement.lotsLeft, 0),
                  offered: formatDecimal(placement.lotsOffered, 0),
                })}
              </p>
            ) : null}
          </>
        )}
        <p className={styles.muted}>
          {t('newShare.rule.waivers', {
            used: waivers.count,
            max: waivers.rule.waivers,
            months: monthsOfDays(waivers.rule.windowDays),
            days: waivers.rule.barDays,
          })}
        </p>
        {waivers.barredUntil ? (
          <NoticeBar tone="negative" text={t('newShare.rule.barred', { time: formatTime(waivers.barredUntil) })} />
        ) : null}
      </div>
    </Card>
  );
}
