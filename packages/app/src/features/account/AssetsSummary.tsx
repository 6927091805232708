import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, DescriptionList, Money, SegmentedControl, Skeleton, SkeletonShape, rem } from '@broker/ui';
import { fundCurrencies, isFundCurrency, totalIn, type ConvertedTotal, type FundCurrency } from '@broker/domain';
import type { ResponseOf, User, Wallet } from '@broker/contract';
import { combineQueries, QueryState, type QueryLike } from '../../components/QueryState.tsx';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { formatRate, useExchangeRates } from '../wallet/index.ts';
import * as styles from './AssetsSummary.css.ts';

export interface AssetsSummaryProps {
  /** The account's read (`user/info`): every wallet of the fund view. */
  account: QueryLike<User>;
}

type Rates = ResponseOf<'exchange/rates'>;
type Figure = 'totalAssets' | 'available' | 'frozen' | 'profit';

/** Every wallet's figure in one currency, at the exchange's rates (the domain's totalIn). */
function convert(wallets: readonly Wallet[], currency: FundCurrency, rates: Rates) {
  const of = (figure: Figure) =>
    totalIn(
      currency,
      wallets.map((wallet) => ({ currency: wallet.currency, amount: wallet[figure] })),
      rates,
    );
  return { totalAssets: of('totalAssets'), available: of('available'), frozen: of('frozen'), profit: of('profit') };
}

/**
 * The account's assets: every wallet together in the chosen display currency (the site's base
 * currency at first), at the exchange's current rates, which it names; then each wallet in its
 * own currency.
 */
export function AssetsSummary({ account }: AssetsSummaryProps) {
  const { t } = useTranslation();
  const { baseCurrency } = useSiteConfig();
  const [currency, setCurrency] = useState<FundCurrency>(isFundCurrency(baseCurrency) ? baseCurrency : 'USD');
  const rates = useExchangeRates();
  const skeleton = (
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
  return (
    <QueryState
      query={combineQueries([account, rates])}
      skeleton={skeleton}
      errorFrame={(error) => <Card>{error}</Card>}
    >
      {([user, loaded]) => {
        const totals = convert(user.wallets, currency, loaded);
        return (
          <Card title={t('account.totalAssets')}>
            <div className={styles.stack}>
              <SegmentedControl<FundCurrency>
                label={t('account.showIn')}
                options={fundCurrencies.map((code) => ({ value: code, label: code }))}
                value={currency}
                onChange={setCurrency}
              />
              <Figures totals={totals} />
              <RatesNote total={totals.totalAssets} updatedAt={loaded.updatedAt} />
              <DescriptionList
                inline
                items={user.wallets.map((wallet) => ({
                  key: wallet.currency,
                  label: t('account.walletOf', { currency: wallet.currency }),
                  value: <Money value={wallet.totalAssets} currency={wallet.currency} />,
                }))}
              />
              <p className={styles.hint}>{t('account.frozenHint')}</p>
            </div>
          </Card>
        );
      }}
    </QueryState>
  );
}

function Figures({ totals }: { totals: Record<Figure, ConvertedTotal> }) {
  const { t } = useTranslation();
  const { currency } = totals.totalAssets;
  return (
    <>
      <Money value={totals.totalAssets.total} currency={currency} size="display" />
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('account.available')}</dt>
          <dd className={styles.value}>
            <Money value={totals.available.total} currency={currency} />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('account.frozen')}</dt>
          <dd className={styles.value}>
            <Money value={totals.frozen.total} currency={currency} />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>{t('account.profit')}</dt>
          <dd className={styles.value}>
            <Money value={totals.profit.total} currency={currency} signed colorBySign />
          </dd>
        </div>
      </dl>
    </>
  );
}

/** Which rates the total used, and what it could not include. */
function RatesNote({ total, updatedAt }: { total: ConvertedTotal; updatedAt: string }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const lines = total.rates.map((used) =>
    t('account.rateLine', { from: used.from, rate: formatRate(used.rate), to: total.currency }),
  );
  return (
    <>
      <p className={styles.hint}>
        {lines.length > 0
          ? t('account.ratesNote', { time: format(updatedAt), rates: lines.join(' · ') })
          : t('account.noConversion', { currency: total.currency })}
      </p>
      {total.missing.length > 0 ? (
        <p className={styles.hint}>{t('account.notConverted', { currencies: total.missing.join(', ') })}</p>
      ) : null}
    </>
  );
}
