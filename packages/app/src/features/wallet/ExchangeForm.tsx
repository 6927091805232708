import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowUpDown } from 'lucide-react';
import { AmountField, Button, Card, DescriptionList, Dialog, Icon, PickerField, useToast } from '@broker/ui';
import {
  crossRate,
  currencyAffixes,
  currencyScale,
  decimalScale,
  defaultPair,
  enabledCurrencies,
  exchangeIssues,
  exchangeQuote,
  formatCurrency,
  isPositive,
  rateOf,
  roundDown,
  type Currency,
  type ExchangeQuote,
} from '@broker/domain';
import type { ExchangeRecord, ResponseOf } from '@broker/contract';
import { FormAlert, useDomainForm } from '../../forms/index.ts';
import { paths } from '../../routes/paths.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useExchange, useFundView } from './api.ts';
import { ExchangeFigures } from './ExchangeFigures.tsx';
import { formatRate } from './walletView.ts';
import * as styles from './ExchangeScreen.css.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';

type Values = { from: Currency | ''; to: Currency | ''; amount: string };

export interface ExchangeFormProps {
  rates: ResponseOf<'exchange/rates'>;
  /** The screen's nav-bar link to the history. */
  historyLink: React.ReactNode;
}

/**
 * From and to currency, the amount, and the costs before confirming (the rate, the fee and the
 * exact amount received, rounded down, by the domain's arithmetic); the confirmation repeats
 * them (docs/forms.md).
 */
export function ExchangeForm({ rates, historyLink }: ExchangeFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const formatDateTime = useFormatDateTime();
  const currencies = enabledCurrencies(rates);
  // The fund view's wallets pick the starting pair: until the user chooses a currency, the form
  // starts from one that has money.
  const { data: overview } = useFundView();
  const [pairChosen, setPairChosen] = useState(false);
  const form = useDomainForm<Values, 'from' | 'to' | 'amount'>({
    initial: () => ({ ...defaultPair(currencies), amount: '' }),
    fields: ['from', 'to', 'amount'],
    path: 'exchange/submit',
    describe: (key, params) => {
      const { min, currency } = (params ?? {}) as { min?: unknown; currency?: unknown };
      return key === 'error.amount.belowMinimum' && typeof min === 'string' && typeof currency === 'string'
        ? t('wallet.exchange.belowMinimum', { min: formatCurrency(min, currency as Currency) })
        : null;
    },
  });
  const input: Values = pairChosen ? form.values : { ...form.values, ...defaultPair(currencies, overview?.wallets) };
  const { from, to, amount } = input;
  // The quote being confirmed, with the instant of the rates it was computed from.
  const [confirming, setConfirming] = useState<(ExchangeQuote & { ratesAt: string }) | null>(null);
  const [done, setDone] = useState<ExchangeRecord | null>(null);
  const { trigger, pending } = useExchange();
  // The available balance of the `from` currency.
  const { data: user } = useFundView(from);
  const wallet = user?.wallet.currency === from ? user.wallet : undefined;

  const edit = (patch: Partial<Values>) => {
    const choosesPair = 'from' in patch || 'to' in patch;
    // The first choice starts from the pair on screen, not the initial one.
    const next = { ...input, ...patch };
    // A currency with fewer decimals cuts what was typed to its scale.
    if (patch.from && next.amount && decimalScale(next.amount) > currencyScale(patch.from)) {
      next.amount = roundDown(next.amount, currencyScale(patch.from));
    }
    if (choosesPair) setPairChosen(true);
    form.set(next);
    // Choosing a currency can end a same-currency conflict.
    if (choosesPair) form.clearError('to');
    setDone(null);
  };

  const sameCurrency = from !== '' && from === to;
  const toError = sameCurrency ? t('error.exchange.sameCurrency') : form.errors.to;
  const quote = exchangeQuote(input, rates);
  const rateFrom = rateOf(rates, from);
  const rateTo = rateOf(rates, to);
  const rate = !sameCurrency && rateFrom && rateTo && isPositive(rateFrom) ? crossRate(rateFrom, rateTo) : null;

  const submit = form.handleSubmit({
    validate: () =>
      exchangeIssues(input, rates, wallet ? { available: wallet.available, balance: wallet.balance } : {}),
    // Confirmed in a dialog first, with the same figures.
    send: async () => setConfirming(quote && { ...quote, ratesAt: rates.updatedAt }),
  });

  const confirm = async () => {
    if (!confirming) return;
    const { from: paid, to: received, amount: sent } = confirming;
    await form.send(async (requestId) => {
      // The rates shown: the exchange holds them for a while (a late confirm gets what it said).
      const record = await trigger({ from: paid, to: received, amount: sent, requestId, ratesAt: confirming.ratesAt });
      toast.show(t('success.exchange.submit'), { tone: 'positive' });
      setDone(record);
      form.set({ amount: '' });
    });
  };

  const fromAffixes = from ? currencyAffixes(from) : { prefix: '', suffix: '' };
  const options = currencies.map((currency) => ({ value: currency, label: currency }));
  const picker = (field: 'from' | 'to') => ({
    id: form.fieldId(field),
    options,
    value: input[field] || null,
    onChange: (value: Currency) => edit({ [field]: value }),
    title: t(field === 'to' ? 'wallet.exchange.chooseTo' : 'wallet.exchange.chooseFrom'),
    confirmLabel: t('common.confirm'),
    cancelLabel: t('common.cancel'),
  });

  return (
    <Screen
      title={t('wallet.exchange.title')}
      right={historyLink}
      footer={
        <Button block size="lg" type="submit" form={form.formId} loading={pending} loadingLabel={t('common.sending')}>
          {t('wallet.exchange.submit')}
        </Button>
      }
    >
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.pair}>
          <PickerField<Currency> {...picker('from')} label={t('wallet.exchange.from')} error={form.errors.from} />
          <div className={styles.swap}>
            <Button variant="ghost" icon={<Icon icon={ArrowUpDown} />} onClick={() => edit({ from: to, to: from })}>
              {t('wallet.exchange.swap')}
            </Button>
          </div>
          <PickerField<Currency> {...picker('to')} label={t('wallet.exchange.to')} error={toError} />
        </div>
        <div className={styles.pair}>
          <AmountField
            id={form.fieldId('amount')}
            label={t('wallet.exchange.amount')}
            required
            scale={from ? currencyScale(from) : 2}
            prefix={fromAffixes.prefix.trim() || undefined}
            suffix={fromAffixes.suffix.trim() || undefined}
            value={amount}
            onChange={(value) => edit({ amount: value })}
            error={form.errors.amount}
            hint={
              from
                ? t('wallet.exchange.available', { amount: wallet ? formatCurrency(wallet.available, from) : '…' })
                : undefined
            }
            enterKeyHint="done"
          />
          {wallet && from && isPositive(wallet.available) ? (
            <div className={styles.amountHint}>
              <span />
              <Button
                variant="ghost"
                onClick={() => edit({ amount: roundDown(wallet.available, currencyScale(from)) })}
              >
                {t('wallet.exchange.useAll')}
              </Button>
            </div>
          ) : null}
        </div>
        <Card title={t('wallet.exchange.costs')}>
          {quote ? (
            <>
              <ExchangeFigures quote={quote} />
              <p className={styles.note}>
                {t('wallet.exchange.rateSource', { time: formatDateTime(rates.updatedAt) })}
              </p>
            </>
          ) : (
            <>
              {rate && from && to ? (
                <DescriptionList
                  inline
                  items={[
                    {
                      label: t('wallet.exchange.rate'),
                      value: t('wallet.exchange.rateValue', { from, to, rate: formatRate(rate) }),
                    },
                  ]}
                />
              ) : null}
              <p className={styles.note}>{t('wallet.exchange.costsHint')}</p>
            </>
          )}
        </Card>
        {done ? (
          <Card>
            <div className={styles.done} role="status">
              <span>{t('wallet.exchange.done', { amount: formatCurrency(done.received, done.to) })}</span>
              <Link to={paths.information.exchangeRecords} className={styles.link}>
                {t('wallet.exchange.viewRecords')}
              </Link>
            </div>
          </Card>
        ) : null}
        <FormAlert text={form.alert} />
      </form>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('wallet.exchange.confirm.title')}
        message={t('wallet.exchange.confirm.message')}
        confirmLabel={t('wallet.exchange.confirm.action')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.sending')}
        onConfirm={confirm}
      >
        {confirming ? <ExchangeFigures quote={confirming} withAmount /> : null}
      </Dialog>
    </Screen>
  );
}
