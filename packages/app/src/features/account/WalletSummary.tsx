import { useTranslation } from 'react-i18next';
import { Card, ErrorState, Money, Skeleton, SkeletonShape, rem } from '@broker/ui';
import { currencyAffixes, currencyScale } from '@broker/domain';
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
    const { prefix, suffix } = currencyAffixes(wallet.currency);
    const scale = currencyScale(wallet.currency);
    const money = { prefix, suffix, scale };
    return (
      <Card title={t('account.totalAssets')}>
        <Money value={wallet.totalAssets} {...money} size="display" />
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('account.available')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.available} {...money} />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('account.frozen')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.frozen} {...money} />
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.label}>{t('account.profit')}</dt>
            <dd className={styles.value}>
              <Money value={wallet.profit} {...money} signed colorBySign />
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
