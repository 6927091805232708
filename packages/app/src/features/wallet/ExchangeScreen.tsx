import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { TFunction } from 'i18next';
import { ArrowUpDown, ChevronDown, History } from 'lucide-react';
import {
  AmountField,
  Button,
  Card,
  Dialog,
  Empty,
  ErrorState,
  Icon,
  Money,
  Picker,
  Skeleton,
  SkeletonShape,
  rem,
  useToast,
} from '@broker/ui';
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
  formatDecimal,
  isPositive,
  rateOf,
  roundDown,
  type Currency,
  type ExchangeInput,
  type ExchangeQuote,
  type Issue,
} from '@broker/domain';
import type { ExchangeRecord, ResponseOf } from '@broker/contract';
import { ApiFailure } from '../../api/client.ts';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { paths } from '../../routes/paths.ts';
import { useSession } from '../../session/sessionStore.ts';
import { Screen } from '../../shell/Screen.tsx';
import { formatRate } from './walletView.ts';
import * as styles from './ExchangeScreen.css.ts';

type Field = 'from' | 'to' | 'amount';
const fieldOrder: readonly Field[] = ['from', 'to', 'amount'];
type FieldErrors = Partial<Record<Field, string>>;

/** Server answers that belong to a field of the form (the client has toasted them already). */
const fieldOfKey: Record<string, Field> = {
  'error.exchange.sameCurrency': 'to',
  'error.balance.insufficient': 'amount',
  'error.balance.availableInsufficient': 'amount',
  'error.amount.belowMinimum': 'amount',
};

/** An issue in words; a minimum names the amount in its currency. */
function issueText(issue: Pick<Issue, 'key' | 'params'>, t: TFunction): string {
  const { min, currency } = issue.params ?? {};
  if (issue.key === 'error.amount.belowMinimum' && typeof min === 'string' && typeof currency === 'string') {
    return t('exchange.belowMinimum', { min: formatCurrency(min, currency as Currency) });
  }
  return t(issue.key, { ...issue.params });
}

/**
 * /information/exchange: from and to currency, the amount, and the costs before confirming (the
 * rate, the fee and the exact amount received, rounded down, by the domain's arithmetic); the
 * confirmation repeats them; `exchange/submit` then refreshes every wallet.
 */
export function ExchangeScreen() {
  const { t } = useTranslation();
  const { data: rates, error, isLoading, mutate } = useApiQuery('exchange/rates', {});
  if (rates && rates.items.length >= 2) return <ExchangeForm rates={rates} />;
  let body: ReactNode;
  if (rates) body = <Empty title={t('exchange.noRates')} />;
  else if (error && !isLoading) {
    body = <ErrorState message={t('exchange.loadFailed')} retryLabel={t('common.retry')} onRetry={() => mutate()} />;
  } else {
    body = (
      <Skeleton label={t('common.loading')}>
        <SkeletonShape width="30%" />
        <SkeletonShape shape="block" height={rem(48)} />
        <SkeletonShape width="30%" />
        <SkeletonShape shape="block" height={rem(48)} />
        <SkeletonShape width="30%" />
        <SkeletonShape shape="block" height={rem(48)} />
        <SkeletonShape shape="block" height={rem(120)} />
      </Skeleton>
    );
  }
  return (
    <Screen title={t('exchange.title')} right={<HistoryLink />}>
      {body}
    </Screen>
  );
}

function HistoryLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.information.exchangeRecords} className={styles.historyLink} aria-label={t('exchange.recordsTitle')}>
      <Icon icon={History} />
    </Link>
  );
}

function ExchangeForm({ rates }: { rates: ResponseOf<'exchange/rates'> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const formId = useId();
  const { loggedIn } = useSession();
  const { mutate: mutateCache } = useSWRConfig();
  const currencies = enabledCurrencies(rates);
  // The fund view's wallets (the same read as the wallet screen's) pick the starting pair:
  // until the user chooses a currency, the form starts from one that has money.
  const { data: overview } = useApiQuery('user/info', loggedIn ? {} : null);
  const [pairChosen, setPairChosen] = useState(false);
  const [typed, setInput] = useState<ExchangeInput>(() => ({ ...defaultPair(currencies), amount: '' }));
  const input: ExchangeInput = pairChosen ? typed : { ...typed, ...defaultPair(currencies, overview?.wallets) };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const [confirming, setConfirming] = useState<ExchangeQuote | null>(null);
  const [done, setDone] = useState<ExchangeRecord | null>(null);
  const { trigger, pending, renewRequestId } = useApiMutation('exchange/submit');
  const { from, to, amount } = input;
  // The available balance of the `from` currency.
  const { data: user } = useApiQuery('user/info', loggedIn && from ? { currency: from } : null);
  const wallet = user?.wallet.currency === from ? user.wallet : undefined;

  const fieldId = (field: Field) => `${formId}-${field}`;
  const edit = (patch: Partial<ExchangeInput>) => {
    const changed = Object.keys(patch) as Field[];
    const choosesPair = changed.includes('from') || changed.includes('to');
    const shownPair = { from: input.from, to: input.to };
    if (choosesPair) setPairChosen(true);
    setInput((current) => {
      // The first choice starts from the pair on screen, not the initial one.
      const next = { ...current, ...(choosesPair && !pairChosen ? shownPair : {}), ...patch };
      // A currency with fewer decimals cuts what was typed to its scale.
      if (patch.from && next.amount && decimalScale(next.amount) > currencyScale(patch.from)) {
        next.amount = roundDown(next.amount, currencyScale(patch.from));
      }
      return next;
    });
    setErrors((current) => {
      const next = { ...current };
      for (const field of changed) delete next[field];
      // Choosing a currency can end a same-currency conflict.
      if (choosesPair) delete next.to;
      return next;
    });
    setDone(null);
    renewRequestId();
  };

  const sameCurrency = from !== '' && from === to;
  const shownErrors: FieldErrors = sameCurrency
    ? { ...errors, to: issueText({ key: 'error.exchange.sameCurrency' }, t) }
    : errors;
  const quote = exchangeQuote(input, rates);
  const rateFrom = rateOf(rates, from);
  const rateTo = rateOf(rates, to);
  const rate = !sameCurrency && rateFrom && rateTo && isPositive(rateFrom) ? crossRate(rateFrom, rateTo) : null;

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = fieldOrder.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const funds = wallet ? { available: wallet.available, balance: wallet.balance } : {};
    const issues = exchangeIssues(input, rates, funds);
    if (issues.length > 0) {
      const next: FieldErrors = {};
      for (const issue of issues) next[issue.field as Field] ??= issueText(issue, t);
      return showErrors(next);
    }
    if (quote) setConfirming(quote);
  };

  const confirm = async () => {
    if (!confirming) return;
    try {
      const record = await trigger({ from: confirming.from, to: confirming.to, amount: confirming.amount });
      toast.show(t('success.exchange.submit'), { tone: 'positive' });
      setDone(record);
      setInput((current) => ({ ...current, amount: '' }));
      renewRequestId();
      // Both wallets changed: every `user/info` read (any currency) is fetched again.
      void mutateCache((key) => Array.isArray(key) && key[0] === 'user/info');
    } catch (failure) {
      const key = failure instanceof ApiFailure ? failure.key : 'error.submit.failed';
      const data = failure instanceof ApiFailure ? failure.data : null;
      const named =
        typeof data === 'object' && data !== null && 'field' in data && typeof data.field === 'string'
          ? (data.field as Field)
          : fieldOfKey[key];
      if (named && fieldOrder.includes(named)) {
        const params = typeof data === 'object' && data !== null ? (data as Issue['params']) : undefined;
        showErrors({ [named]: issueText({ key: key as Issue['key'], params }, t) });
      }
    }
  };

  const fromAffixes = from ? currencyAffixes(from) : { prefix: '', suffix: '' };
  const options = currencies.map((currency) => ({ value: currency, label: currency }));

  return (
    <Screen
      title={t('exchange.title')}
      right={<HistoryLink />}
      footer={
        <Button block size="lg" type="submit" form={formId} loading={pending} loadingLabel={t('common.sending')}>
          {t('exchange.submit')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <div className={styles.pair}>
          <CurrencySelect
            id={fieldId('from')}
            label={t('exchange.from')}
            value={from}
            error={shownErrors.from}
            onOpen={() => setPicking('from')}
          />
          <div className={styles.swap}>
            <Button variant="ghost" icon={<Icon icon={ArrowUpDown} />} onClick={() => edit({ from: to, to: from })}>
              {t('exchange.swap')}
            </Button>
          </div>
          <CurrencySelect
            id={fieldId('to')}
            label={t('exchange.to')}
            value={to}
            error={shownErrors.to}
            onOpen={() => setPicking('to')}
          />
        </div>
        <div className={styles.pair}>
          <AmountField
            id={fieldId('amount')}
            label={t('exchange.amount')}
            required
            scale={from ? currencyScale(from) : 2}
            prefix={fromAffixes.prefix.trim() || undefined}
            suffix={fromAffixes.suffix.trim() || undefined}
            value={amount}
            onChange={(value) => edit({ amount: value })}
            error={shownErrors.amount}
            hint={
              from
                ? t('exchange.available', { amount: wallet ? formatCurrency(wallet.available, from) : '…' })
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
                {t('exchange.useAll')}
              </Button>
            </div>
          ) : null}
        </div>
        <Card title={t('exchange.costs')}>
          {quote ? (
            <QuoteFigures quote={quote} />
          ) : (
            <>
              {rate && from && to ? (
                <dl className={styles.figures}>
                  <div className={styles.figure}>
                    <dt className={styles.figureLabel}>{t('exchange.rate')}</dt>
                    <dd className={styles.figureValue}>
                      {t('exchange.rateValue', { from, to, rate: formatRate(rate) })}
                    </dd>
                  </div>
                </dl>
              ) : null}
              <p className={styles.note}>{t('exchange.costsHint')}</p>
            </>
          )}
        </Card>
        {done ? (
          <Card>
            <div className={styles.done} role="status">
              <span>{t('exchange.done', { amount: formatCurrency(done.received, done.to) })}</span>
              <Link to={paths.information.exchangeRecords} className={styles.link}>
                {t('exchange.viewRecords')}
              </Link>
            </div>
          </Card>
        ) : null}
      </form>
      <Picker
        open={picking !== null}
        onClose={() => setPicking(null)}
        title={picking === 'to' ? t('exchange.chooseTo') : t('exchange.chooseFrom')}
        options={options}
        value={(picking === 'to' ? to : from) || undefined}
        onChange={(value) => (picking === 'to' ? edit({ to: value }) : edit({ from: value }))}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
      />
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('exchange.confirm.title')}
        message={t('exchange.confirm.message')}
        confirmLabel={t('exchange.confirm.action')}
        cancelLabel={t('common.cancel')}
        loadingLabel={t('common.sending')}
        onConfirm={confirm}
      >
        {confirming ? <QuoteFigures quote={confirming} withAmount /> : null}
      </Dialog>
    </Screen>
  );
}

/** The costs of a quote: (what is paid,) the rate, the fee and what is received. */
function QuoteFigures({ quote, withAmount = false }: { quote: ExchangeQuote; withAmount?: boolean }) {
  const { t } = useTranslation();
  const to = { ...currencyAffixes(quote.to), scale: currencyScale(quote.to) };
  return (
    <>
      <dl className={styles.figures}>
        {withAmount ? (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('exchange.pay')}</dt>
            <dd className={styles.figureValue}>
              <Money value={quote.amount} currency={quote.from} />
            </dd>
          </div>
        ) : null}
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('exchange.rate')}</dt>
          <dd className={styles.figureValue}>
            {t('exchange.rateValue', { from: quote.from, to: quote.to, rate: formatRate(quote.rate) })}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('exchange.fee', { pct: formatDecimal(quote.feePct, 2) })}</dt>
          <dd className={styles.figureValue}>
            <Money value={quote.fee} {...to} />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.figureLabel}>{t('exchange.received')}</dt>
          <dd className={styles.figureValue}>
            <Money value={quote.received} {...to} size="lg" />
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{t('exchange.roundedDown')}</p>
    </>
  );
}

interface CurrencySelectProps {
  id: string;
  label: string;
  value: Currency | '';
  error: string | undefined;
  onOpen: () => void;
}

/** A labelled button that shows the chosen currency and opens the picker. */
function CurrencySelect({ id, label, value, error, onOpen }: CurrencySelectProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.selectField}>
      <span id={labelId} className={styles.selectLabel}>
        {label}
      </span>
      <button
        id={id}
        type="button"
        className={styles.select}
        aria-labelledby={`${labelId} ${id}`}
        aria-haspopup="dialog"
        data-invalid={error ? 'true' : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={onOpen}
      >
        <span>{value || '—'}</span>
        <Icon icon={ChevronDown} />
      </button>
      {error ? (
        <p id={errorId} className={styles.selectError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
