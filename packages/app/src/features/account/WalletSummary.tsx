import { useTranslation } from 'react-i18next';
import { Card, ErrorState, Money, Skeleton, SkeletonShape, rem } from '@broker/ui';
import type { Wallet } from '@broker/contract';
import * as styles from './WalletSummary.css.ts';

export interface WalletSummaryProps {
  wallet: Wallet | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => Promise<unknown>;
}

/** The wallet of `user/info`: total assets, available, frozen (with what frozen means) and profit. */
export function WalletSummary({ wallet, loading, failed, onRetry }: WalletSummaryProps) {
  const { t } = useTranslation();
  if (wallet) {
    return (
      <Card title={t('account.totalAssets')}>
        <Money value={wallet.totalAssets} currency={wallet.currency} size="display" />
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('account.available')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.available} currency={wallet.currency} />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('account.frozen')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.frozen} currency={wallet.currency} />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('account.profit')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.profit} currency={wallet.currency} signed colorBySign />
            </dd>
          </div>
        </dl>
        <p className={styles.hint}>{t('account.frozenHint')}</p>
      </Card>
    );
  }
  if (failed && !loading) {
    return (
      <Card>
        <ErrorState retryLabel={t('common.retry')} onRetry={onRetry} />
      </Card>
    );
  }
  return (
    <Card>
      <Skeleton label={t('common.loading')}>
        <SkeletonShape width="40%" />
        <SkeletonShape width="70%" height={rem(40)} />
        <div className={styles.figures}>
          <SkeletonShape />
          <SkeletonShape />
          <SkeletonShape />
        </div>
        <SkeletonShape width="90%" />
      </Skeleton>
    </Card>
  );
}
