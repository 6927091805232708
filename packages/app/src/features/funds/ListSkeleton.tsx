import { useTranslation } from 'react-i18next';
import { Skeleton, SkeletonShape, rem } from '@broker/ui';
import * as styles from './funds.css.ts';

/** Rows of a list while it loads, in the height of the real rows. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Skeleton label={t('common.loading')}>
      <div className={styles.stack}>
        <SkeletonShape width="30%" />
        {Array.from({ length: rows }, (_, index) => (
          <SkeletonShape key={index} shape="block" height={rem(64)} />
        ))}
      </div>
    </Skeleton>
  );
}
