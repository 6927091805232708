import { useTranslation } from 'react-i18next';
import { DescriptionList, Money } from '@broker/ui';
import type { Currency } from '@broker/domain';
import type { AccountSummary, MoneyFigures } from '@broker/contract';
import { useFormatDateTime } from '../i18n/formatDate.ts';
import { formatRate } from '../i18n/money.ts';
import * as styles from './MoneySummary.css.ts';

/** Which figures a screen shows, in this order (each labelled the same on every screen). */
export type SummaryFigure = Exclude<keyof MoneyFigures, 'equity'>;

/** The figures every full summary shows under the total. */
export const allSummaryFigures: readonly SummaryFigure[] = [
  'available',
  'frozen',
  'positionsValue',
  'openPnl',
  'realisedToday',
  'realisedTotal',
  'borrowed',
];

const signedFigures: ReadonlySet<SummaryFigure> = new Set(['openPnl', 'realisedToday', 'realisedTotal']);

export interface MoneyFiguresListProps {
  figures: MoneyFigures;
  currency: Currency;
  show?: readonly SummaryFigure[];
}

/**
 * The account summary's figures (`user/summary`, issue #26), labelled as every screen labels them:
 * what is available and frozen, the positions' value, open and realised P&L, what is borrowed.
 */
export function MoneyFiguresList({ figures, currency, show = allSummaryFigures }: MoneyFiguresListProps) {
  const { t } = useTranslation();
  return (
    <dl className={styles.figures}>
      {show.map((figure) => (
        <div key={figure} className={styles.figure}>
          <dt className={styles.label}>{t(`summary.${figure}`)}</dt>
          <dd className={styles.value} data-figure={figure}>
            <Money
              value={figures[figure]}
              currency={currency}
              signed={signedFigures.has(figure)}
              colorBySign={signedFigures.has(figure)}
            />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The total: everything the account has, in its base currency, large. */
export function SummaryTotal({ summary }: { summary: AccountSummary }) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack}>
      <span className={styles.label}>{t('summary.equityIn', { currency: summary.baseCurrency })}</span>
      <span data-figure="equity">
        <Money value={summary.total.equity} currency={summary.baseCurrency} size="display" />
      </span>
    </div>
  );
}

/**
 * Each currency the account has money in: its total in its own currency and the rate it was
 * converted at; the time of the rates, and what had no rate.
 */
export function SummaryCurrencies({ summary }: { summary: AccountSummary }) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const others = summary.currencies.filter((item) => item.currency !== summary.baseCurrency && item.rate !== null);
  return (
    <>
      <DescriptionList
        inline
        items={summary.currencies.map((item) => ({
          key: item.currency,
          label: t('summary.inCurrency', { currency: item.currency }),
          value: <Money value={item.equity} currency={item.currency} />,
        }))}
      />
      <p className={styles.hint}>
        {others.length > 0
          ? t('summary.rates', {
              time: format(summary.ratesAt),
              rates: others
                .map((item) =>
                  t('summary.rate', {
                    currency: item.currency,
                    rate: formatRate(item.rate!),
                    base: summary.baseCurrency,
                  }),
                )
                .join(' · '),
            })
          : t('summary.noConversion', { currency: summary.baseCurrency })}
      </p>
      {summary.missing.length > 0 ? (
        <p className={styles.hint}>{t('summary.missing', { currencies: summary.missing.join(', ') })}</p>
      ) : null}
      <p className={styles.hint}>{t('summary.realisedHint')}</p>
    </>
  );
}
