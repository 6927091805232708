import { useTranslation } from 'react-i18next';
import { Card } from '@broker/ui';
import * as styles from '../trading.css.ts';

/**
 * Before the account's first short (the preview's `firstShort` warning, issue #26): what a short
 * is, that its loss is not capped by the margin, and what borrowing costs — at the top of the
 * ticket, before any figure, so the user reads it before choosing a leverage.
 */
export function ShortSaleExplainer() {
  const { t } = useTranslation();
  return (
    <Card title={t('trading.short.title')}>
      <div className={styles.stack}>
        <p>{t('trading.short.what')}</p>
        <p>{t('trading.short.loss')}</p>
        <p>{t('trading.short.costs')}</p>
      </div>
    </Card>
  );
}
