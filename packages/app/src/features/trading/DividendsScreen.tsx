import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Money, RecordsList } from '@broker/ui';
import type { Dividend } from '@broker/contract';
import { useFormatCalendarDate } from '../../i18n/formatDate.ts';
import { money, percent } from '../../i18n/money.ts';
import { RecordItem } from '../../shell/RecordItem.tsx';
import { OfflineNotice, useRetryWhenOnline } from '../../shell/OfflineNotice.tsx';
import { Screen } from '../../shell/Screen.tsx';
import { useDividends } from './api.ts';

/**
 * /trade/dividends: dividends and bonus shares on the user's positions (the specification's
 * "dividend or allocation list"), newest pay date first, paged with pull-to-refresh.
 */
export function DividendsScreen() {
  const { t } = useTranslation();
  const list = useDividends();
  useRetryWhenOnline(list.retry);
  const renderItem = useCallback((dividend: Dividend) => <DividendRow dividend={dividend} />, []);
  return (
    <Screen title={t('trading.dividends.title')}>
      <OfflineNotice />
      <RecordsList
        label={t('trading.dividends.title')}
        list={list}
        renderItem={renderItem}
        itemKey={(dividend) => dividend.id}
        estimateSize={96}
        onRefresh={list.refresh}
        empty={<Empty title={t('trading.dividends.empty')} description={t('trading.dividends.emptyHint')} />}
      />
    </Screen>
  );
}

/**
 * A cash dividend (gross, withholding, net) or bonus shares (ratio, shares added, the fraction's
 * cash as the amount); a short pays the dividend and owes the bonus shares.
 */
function DividendRow({ dividend }: { dividend: Dividend }) {
  const { t } = useTranslation();
  const formatDate = useFormatCalendarDate();
  const cash = dividend.kind === 'cash';
  const what = cash
    ? t('trading.dividends.cashLine', {
        perShare: money(dividend.perShare ?? '0', dividend.currency),
        shares: dividend.shares,
      })
    : t('trading.dividends.sharesLine', { ratio: dividend.ratio ?? '', count: dividend.bonusShares ?? 0 });
  // Beside the line: a cash dividend's tax; for bonus shares, that a fraction was settled in cash.
  const aside = cash
    ? dividend.withholding !== null && dividend.withholdingPct !== null
      ? t('trading.dividends.withholding', {
          amount: money(dividend.withholding, dividend.currency),
          pct: percent(dividend.withholdingPct),
        })
      : null
    : dividend.amount !== null
      ? t('trading.dividends.fractionInCash')
      : null;
  // Bonus shares are booked at the ex-date's opening, with the fraction's cash.
  const state = dividend.paidAt ? (cash ? 'paid' : 'booked') : 'unpaid';
  return (
    <RecordItem
      title={`${dividend.name} · ${t(dividend.inLieu ? 'trading.dividends.inLieu' : `trading.dividends.kind.${dividend.kind}`)}`}
      amount={
        dividend.amount === null ? null : (
          <Money value={dividend.amount} currency={dividend.currency} signed colorBySign />
        )
      }
      lines={[
        [what, aside],
        [
          t('trading.dividends.dates', { record: formatDate(dividend.recordDate), pay: formatDate(dividend.payDate) }),
          t(`trading.dividends.${state}`),
        ],
        ...(dividend.direction === 'short'
          ? [[t(cash ? 'trading.dividends.shortPays' : 'trading.dividends.shortDelivers')] as const]
          : []),
      ]}
    />
  );
}
