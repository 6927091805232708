import { useTranslation } from 'react-i18next';
import { NoticeBar } from '@broker/ui';
import type { Currency } from '@broker/domain';
import type { OrderWarning } from '@broker/contract';
import { useFormatDateTime } from '../../../i18n/formatDate.ts';
import { money, percent } from '../../../i18n/money.ts';
import * as styles from '../trading.css.ts';

/**
 * The ticket's sanity warnings (domain `orderWarnings`), each with its reason in words: the user
 * may confirm past them, so they inform and never block.
 */
export function OrderWarnings({ warnings, currency }: { warnings: readonly OrderWarning[]; currency: Currency }) {
  const { t } = useTranslation();
  const formatTime = useFormatDateTime();
  if (warnings.length === 0) return null;
  const params = (warning: OrderWarning) => {
    const { marketPrice, pct, unlockAt, seconds } = warning.params;
    return {
      seconds,
      ...(marketPrice !== undefined ? { marketPrice: money(marketPrice, currency) } : {}),
      ...(pct !== undefined ? { pct: percent(String(pct)) } : {}),
      ...(unlockAt !== undefined ? { unlockAt: formatTime(String(unlockAt)) } : {}),
    };
  };
  return (
    <section className={styles.stack} aria-label={t('trading.order.warningsTitle')}>
      <h2 className={styles.groupLabel}>{t('trading.order.warningsTitle')}</h2>
      <ul className={styles.list}>
        {warnings.map((warning) => (
          <li key={warning.reason}>
            <NoticeBar tone="pending" text={t(warning.key, params(warning))} />
          </li>
        ))}
      </ul>
    </section>
  );
}
