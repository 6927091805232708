import { useTranslation } from 'react-i18next';
import { Card, Money, Skeleton, SkeletonShape, rem } from '@broker/ui';
import type { Wallet } from '@broker/contract';
import { QueryState, type QueryLike } from '../../components/QueryState.tsx';
import * as styles from './WalletSummary.css.ts';

export interface WalletSummaryProps {
  /** The account's read (`user/info`), whose wallet this shows. */
  account: QueryLike<{ wallet: Wallet }>;
}

/** The wallet of `user/info`: total assets, available, frozen (with what frozen means) and profit. */
export function WalletSummary({ account }: WalletSummaryProps) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={account}
      skeleton={
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
      }
      errorFrame={(error) => <Card>{error}</Card>}
    >
      {({ wallet }) => (
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
      )}
    </QueryState>
  );
}
