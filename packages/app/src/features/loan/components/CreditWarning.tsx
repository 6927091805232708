import { useTranslation } from 'react-i18next';
import { TriangleAlert } from 'lucide-react';
import { Icon, NoticeBar } from '@broker/ui';
import * as styles from '../loan.css.ts';

/**
 * The credit warning every Dutch offer of consumer credit carries (products.md §5): "Let op! Geld
 * lenen kost geld", in bold, static (never a marquee), with the sheet and the confirmation.
 */
export function CreditWarning() {
  const { t } = useTranslation();
  return (
    <div className={styles.warning}>
      <NoticeBar tone="negative" text={t('loan.warning')} icon={<Icon icon={TriangleAlert} size="sm" />} />
    </div>
  );
}
