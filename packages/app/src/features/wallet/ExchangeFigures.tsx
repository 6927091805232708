import { useTranslation } from 'react-i18next';
import { Money } from '@broker/ui';
import { formatDecimal, type ExchangeQuote } from '@broker/domain';
import { OrderSummary } from '../../forms/index.ts';
import { formatRate } from './walletView.ts';

/** The costs of an exchange: (what is paid,) the rate, the fee and what is received, rounded down. */
export function ExchangeFigures({ quote, withAmount = false }: { quote: ExchangeQuote; withAmount?: boolean }) {
  const { t } = useTranslation();
  return (
    <OrderSummary
      items={[
        ...(withAmount
          ? [{ label: t('wallet.exchange.pay'), value: <Money value={quote.amount} currency={quote.from} /> }]
          : []),
        {
          label: t('wallet.exchange.rate'),
          value: t('wallet.exchange.rateValue', { from: quote.from, to: quote.to, rate: formatRate(quote.rate) }),
        },
        {
          label: t('wallet.exchange.fee', { pct: formatDecimal(quote.feePct, 2) }),
          value: <Money value={quote.fee} currency={quote.to} />,
        },
        { label: t('wallet.exchange.received'), value: <Money value={quote.received} currency={quote.to} size="lg" /> },
      ]}
      note={t('wallet.exchange.roundedDown')}
    />
  );
}
