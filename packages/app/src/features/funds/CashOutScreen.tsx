import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  Button,
  Card,
  Dialog,
  ErrorState,
  NoticeBar,
  PasswordField,
  SegmentedControl,
  Skeleton,
  SkeletonShape,
  StatusBadge,
  rem,
} from '@broker/ui';
import {
  currencyScale,
  fundCurrencies,
  initialFundCurrency,
  isBoundsKey,
  statusLabelKey,
  statusTone,
  validateWithdrawal,
  withdrawalBlockers,
  withdrawalPreview,
  type FundCurrency,
  type Issue,
  type RealNameStatus,
  type WithdrawalMethod,
} from '@broker/domain';
import type { Card as BankCard, ResponseOf, WalletAddress, Withdrawal } from '@broker/contract';
import { ApiFailure } from '../../api/client.ts';
import { useApiMutation, useApiQuery } from '../../api/hooks.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { paths, withQuery } from '../../routes/paths.ts';
import { useSession } from '../../session/sessionStore.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useForm } from '../account/useForm.ts';
import { chooseWallet, chosenWalletId, useChosenWalletId } from './chosenWallet.ts';
import { CopyButton } from './CopyButton.tsx';
import { DestinationPicker } from './DestinationPicker.tsx';
import { DetailList, type Detail } from './DetailList.tsx';
import { FundsResult } from './FundsResult.tsx';
import { amountAffixes, spacedCardNumber } from './fundsView.ts';
import { useDescribeWindow } from './hours.ts';
import { boundsText, issueTexts } from './issueTexts.ts';
import { useCards, useRevalidate, useWallets, useWithdrawInfo } from './queries.ts';
import { RealNameGate } from './RealNameGate.tsx';
import { useNowMinute } from './useNow.ts';
import * as styles from './funds.css.ts';
import { money, percent } from './money.ts';

type WithdrawInfo = ResponseOf<'funds/withdrawInfo'>;

const fields = ['destination', 'amount', 'fundPassword'] as const;

/** Issues of the whole request rather than of one field: said under the form. */
const formFields = new Set(['time', 'creditScore', 'realName', 'account', 'currency', 'method']);

const fundPasswordKeys = new Set(['error.fundPassword.wrong', 'error.fundPassword.notSet']);
const destinationKeys = new Set(['error.card.notFound', 'error.card.notOwned', 'error.wallet.notFound']);
const balanceKeys = new Set(['error.balance.insufficient', 'error.balance.availableInsufficient']);
/** Answers about the account or the moment, shown under the form as well as in the toast. */
const problemKeys = new Set([
  'error.creditScore.insufficient',
  'error.time.outsideWithdrawal',
  'error.account.frozen',
  'error.account.withdrawBanned',
]);

/** A fund password is 6 digits: anything else typed is dropped. */
const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/**
 * /information/cashOut: withdraw to a bank card or a wallet address. The limits, fee, hours and
 * credit score of `funds/withdrawInfo` are shown before anything is typed; the fee and the net
 * amount as the amount is typed; a confirmation repeats them before sending. Ends on a Result
 * with the way to the withdrawal records.
 */
export function CashOutScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const config = useSiteConfig();
  const now = useNowMinute();
  const describeWindow = useDescribeWindow();
  const revalidate = useRevalidate();
  // Until the user picks one: the asked currency, else where the money is (the fund view's
  // wallets, the same read as the wallet screen's).
  const { loggedIn } = useSession();
  const { data: overview } = useApiQuery('user/info', loggedIn ? {} : null);
  const [pickedCurrency, setCurrency] = useState<FundCurrency | null>(null);
  const currency =
    pickedCurrency ?? initialFundCurrency(search.get('currency'), config.baseCurrency, overview?.wallets);
  const [method, setMethod] = useState<WithdrawalMethod>(() => (chosenWalletId() ? 'wallet' : 'card'));
  const [cardId, setCardId] = useState<string | null>(null);
  const walletId = useChosenWalletId();
  const info = useWithdrawInfo(currency);
  const cards = useCards();
  const wallets = useWallets();
  const { formId, values, errors, change, fieldId, showErrors, setErrors } = useForm({ amount: '', fundPassword: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [withdrawal, setWithdrawal] = useState<Withdrawal | null>(null);
  const { trigger, pending, renewRequestId } = useApiMutation('funds/withdraw');

  if (withdrawal) return <WithdrawalResult withdrawal={withdrawal} />;

  const data = info.data;
  const blockers = data ? withdrawalBlockers(data, now) : null;
  const card = pick(cards.data?.items, cardId);
  const wallet = pick(wallets.data?.items, walletId);
  const destination = method === 'card' ? card : wallet;
  const preview = data ? withdrawalPreview(values.amount, data.feePct, currency) : null;
  const affixes = amountAffixes(currency);

  /** Any edit makes a new request (api.md §1.5) and clears the answer about the old one. */
  const edited = () => {
    renewRequestId();
    setProblem(null);
  };
  const edit = (field: 'amount' | 'fundPassword') => (value: string) => {
    edited();
    change(field)(field === 'fundPassword' ? digitsOnly(value) : value);
  };
  const clearDestinationError = () =>
    setErrors((current) => {
      const { destination: _removed, ...rest } = current;
      return rest;
    });

  const switchCurrency = (next: FundCurrency) => {
    edited();
    setCurrency(next);
    change('amount')('');
  };

  const input = () => ({
    method,
    cardId: method === 'card' ? card?.id : undefined,
    walletId: method === 'wallet' ? wallet?.id : undefined,
    currency,
    amount: values.amount,
    fundPassword: values.fundPassword || undefined,
  });

  /** Field texts and the text under the form for the domain's issues. */
  const showIssues = (issues: readonly Issue[]) => {
    const texts = issueTexts(issues, currency, t);
    const next: Record<string, string> = {};
    let formText: string | null = null;
    for (const issue of issues) {
      const text = texts[issue.field];
      if (!text) continue;
      if (issue.field === 'cardId' || issue.field === 'walletId') next.destination ??= text;
      else if (formFields.has(issue.field)) formText ??= problemText(issue.key, text);
      else next[issue.field] ??= text;
    }
    setProblem(formText);
    showErrors(next, fields);
  };

  /** The text under the form: the key's text, with the window or the scores when it has them. */
  const problemText = (key: string, text: string) => {
    if (!data) return text;
    if (key === 'error.time.outsideWithdrawal') return `${text} ${describeWindow(data.hours)}`;
    if (key === 'error.creditScore.insufficient') {
      return t('funds.cashOut.creditLow', { score: data.creditScore, min: data.minCreditScore });
    }
    return text;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!data) return;
    const issues = validateWithdrawal(input(), {
      nowMs: now,
      min: data.min,
      max: data.max,
      hours: data.hours,
      minCreditScore: data.minCreditScore,
      creditScore: data.creditScore,
      available: data.available,
      fundPasswordSet: data.fundPasswordSet,
      realNameStatus: data.realNameStatus,
    });
    if (issues.length > 0) return showIssues(issues);
    showErrors({}, fields);
    setProblem(null);
    setConfirming(true);
  };

  /** Sends the confirmed request; every failure is said next to what caused it. */
  const send = async () => {
    const body = input();
    try {
      const done = await trigger(body);
      void revalidate('funds/withdrawInfo');
      void revalidate('user/info');
      setWithdrawal(done);
    } catch (failure) {
      if (!(failure instanceof ApiFailure)) return;
      const { key } = failure;
      if (isBoundsKey(key) || balanceKeys.has(key)) {
        showErrors({ amount: isBoundsKey(key) ? boundsText(key, failure.data, currency, t) : t(key) }, fields);
      } else if (fundPasswordKeys.has(key)) {
        showErrors({ fundPassword: t(key) }, fields);
        if (key === 'error.fundPassword.notSet') void info.mutate();
      } else if (destinationKeys.has(key)) {
        showErrors({ destination: t(key) }, fields);
        if (key === 'error.wallet.notFound') chooseWallet(null);
        void (method === 'card' ? cards.mutate() : wallets.mutate());
      } else if (key.startsWith('error.realName.')) {
        void info.mutate();
      } else if (problemKeys.has(key)) {
        setProblem(problemText(key, t(key)));
        if (key === 'error.creditScore.insufficient') void info.mutate();
      }
    }
  };

  let body;
  if (data && blockers) {
    body = (
      <>
        <Conditions info={data} outsideHours={blockers.outsideHours} />
        {blockers.creditScore ? (
          <NoticeBar
            tone="negative"
            text={t('funds.cashOut.creditLow', { score: data.creditScore, min: data.minCreditScore })}
          />
        ) : null}
        {blockers.realName ? (
          <RealNameGate status={data.realNameStatus as Exclude<RealNameStatus, 'verified'>} action="withdraw" />
        ) : (
          <form id={formId} className={styles.form} noValidate onSubmit={submit}>
            <DestinationPicker
              id={fieldId('destination')}
              method={method}
              onMethodChange={(next) => {
                edited();
                clearDestinationError();
                setMethod(next);
              }}
              cards={cards}
              card={card}
              onCardChange={(id) => {
                edited();
                clearDestinationError();
                setCardId(id);
              }}
              wallets={wallets}
              wallet={wallet}
              currency={currency}
              error={errors.destination}
            />
            <AmountField
              id={fieldId('amount')}
              label={t('funds.cashOut.amount')}
              hint={t('funds.cashOut.amountHint', {
                available: money(data.available, currency),
                min: money(data.min, currency),
                max: money(data.max, currency),
              })}
              required
              scale={currencyScale(currency)}
              prefix={affixes.prefix}
              suffix={affixes.suffix}
              value={values.amount}
              onChange={edit('amount')}
              error={errors.amount}
            />
            {data.fundPasswordSet ? (
              <PasswordField
                id={fieldId('fundPassword')}
                label={t('funds.cashOut.fundPassword')}
                hint={t('password.fund.hint')}
                numeric
                maxLength={6}
                autoComplete="off"
                required
                value={values.fundPassword}
                onChange={edit('fundPassword')}
                error={errors.fundPassword}
              />
            ) : (
              <FundPasswordMissing id={fieldId('fundPassword')} error={errors.fundPassword} />
            )}
            <Costs info={data} amount={values.amount} preview={preview} />
          </form>
        )}
        <div role="alert" className={problem ? styles.formAlert : undefined}>
          {problem}
        </div>
      </>
    );
  } else if (info.error && !info.isLoading) {
    body = <ErrorState retryLabel={t('common.retry')} onRetry={() => info.mutate()} />;
  } else {
    body = (
      <Skeleton label={t('common.loading')}>
        <div className={styles.stack}>
          <SkeletonShape shape="block" height={rem(180)} />
          <SkeletonShape width="40%" />
          <SkeletonShape shape="block" height={rem(120)} />
          <SkeletonShape width="40%" />
          <SkeletonShape shape="block" height={rem(48)} />
        </div>
      </Skeleton>
    );
  }

  const showForm = Boolean(data && blockers && !blockers.realName);
  return (
    <Screen
      title={t('funds.cashOut.title')}
      footer={
        showForm ? (
          <Button block size="lg" type="submit" form={formId} loading={pending} loadingLabel={t('common.sending')}>
            {t('funds.cashOut.submit')}
          </Button>
        ) : undefined
      }
    >
      <SegmentedControl<FundCurrency>
        label={t('funds.cashOut.currency')}
        options={fundCurrencies.map((code) => ({ value: code, label: code }))}
        value={currency}
        onChange={switchCurrency}
      />
      {body}
      {data && preview && destination ? (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('funds.cashOut.confirmTitle')}
          confirmLabel={t('funds.cashOut.confirm')}
          cancelLabel={t('common.cancel')}
          loadingLabel={t('common.sending')}
          onConfirm={send}
          message={t('funds.cashOut.frozen')}
        >
          <DetailList
            inline
            items={[
              { label: t('funds.cashOut.to'), value: destinationText(destination) },
              { label: t('funds.cashOut.amount'), value: money(values.amount, currency) },
              { label: feeLabel(t, data.feePct), value: money(preview.fee, currency) },
              { label: t('funds.cashOut.net'), value: money(preview.netAmount, currency), total: true },
            ]}
          />
        </Dialog>
      ) : null}
    </Screen>
  );
}

/** The chosen record, else the first one (null while loading or when there is none). */
function pick<T extends { id: string }>(items: readonly T[] | undefined, id: string | null): T | null {
  return items?.find((item) => item.id === id) ?? items?.[0] ?? null;
}

function destinationText(destination: BankCard | WalletAddress): string {
  return 'cardNumberMasked' in destination
    ? `${destination.bankName} ${spacedCardNumber(destination.cardNumberMasked)}`
    : `${destination.walletType} (${destination.network}) ${destination.address}`;
}

const feeLabel = (t: ReturnType<typeof useTranslation>['t'], feePct: string) =>
  t('funds.cashOut.fee', { pct: percent(feePct) });

/** The limits of a withdrawal in this currency, shown before anything is typed. */
function Conditions({ info, outsideHours }: { info: WithdrawInfo; outsideHours: boolean }) {
  const { t } = useTranslation();
  const describeWindow = useDescribeWindow();
  const { currency } = info;
  const items: Detail[] = [
    { label: t('funds.cashOut.available'), value: money(info.available, currency) },
    {
      label: t('funds.cashOut.limits'),
      value: t('funds.bounds', { min: money(info.min, currency), max: money(info.max, currency) }),
    },
    { label: t('funds.cashOut.feeRate'), value: percent(info.feePct) },
    {
      label: t('funds.cashOut.hours'),
      value: describeWindow(info.hours),
      action: outsideHours ? <StatusBadge tone="pending" label={t('funds.outsideHours')} /> : undefined,
    },
    {
      label: t('funds.cashOut.creditScore'),
      value: t('funds.cashOut.creditScoreValue', { score: info.creditScore, min: info.minCreditScore }),
    },
  ];
  return (
    <Card title={t('funds.cashOut.conditions')}>
      <div className={styles.stack}>
        <DetailList inline items={items} />
        <p className={styles.muted}>{t('funds.cashOut.reviewTime')}</p>
      </div>
    </Card>
  );
}

/** No fund password yet: why it is needed and the way to set it, in place of the field. */
function FundPasswordMissing({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div id={id} tabIndex={-1} className={styles.focusable}>
      <span className={styles.subheading}>{t('funds.cashOut.fundPassword')}</span>
      <p className={styles.muted}>{t('funds.cashOut.fundPasswordMissing')}</p>
      {error ? <p className={styles.fieldError}>{error}</p> : null}
      <Button variant="secondary" onClick={() => navigate(paths.information.fundPass)}>
        {t('funds.cashOut.setFundPassword')}
      </Button>
    </div>
  );
}

/** The costs before confirming: the fee and the exact amount received, and the freeze. */
function Costs({
  info,
  amount,
  preview,
}: {
  info: WithdrawInfo;
  amount: string;
  preview: ReturnType<typeof withdrawalPreview>;
}) {
  const { t } = useTranslation();
  const { currency } = info;
  return (
    <Card title={t('funds.cashOut.costs')} headingLevel={2}>
      <div className={styles.stack}>
        {preview ? (
          <DetailList
            inline
            items={[
              { label: t('funds.cashOut.amount'), value: money(amount, currency) },
              { label: feeLabel(t, info.feePct), value: money(preview.fee, currency) },
              { label: t('funds.cashOut.net'), value: money(preview.netAmount, currency), total: true },
            ]}
          />
        ) : (
          <p className={styles.muted}>{t('funds.cashOut.costsEmpty', { pct: percent(info.feePct) })}</p>
        )}
        <p className={styles.muted}>{t('funds.cashOut.frozen')}</p>
      </div>
    </Card>
  );
}

/** After the request: pending review, with the order number and the way to track it. */
function WithdrawalResult({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inCurrency = (value: string) => money(value, withdrawal.currency);
  return (
    <FundsResult
      status="pending"
      title={t('funds.cashOut.resultTitle')}
      description={t('funds.cashOut.resultBody', {
        net: inCurrency(withdrawal.netAmount),
        amount: inCurrency(withdrawal.amount),
      })}
      details={
        <Card>
          <DetailList
            inline
            items={[
              {
                label: t('funds.orderNo'),
                value: withdrawal.orderNo,
                action: <CopyButton value={withdrawal.orderNo} label={t('funds.orderNo')} />,
              },
              {
                label: t('funds.cashOut.to'),
                value: withdrawal.method === 'card' ? spacedCardNumber(withdrawal.destination) : withdrawal.destination,
              },
              { label: t('funds.cashOut.amount'), value: inCurrency(withdrawal.amount) },
              { label: t('funds.cashOut.feeShort'), value: inCurrency(withdrawal.fee) },
              { label: t('funds.cashOut.net'), value: inCurrency(withdrawal.netAmount) },
              {
                label: t('funds.status'),
                value: (
                  <StatusBadge
                    tone={statusTone('withdrawal', withdrawal.status)}
                    label={t(statusLabelKey('withdrawal', withdrawal.status))}
                  />
                ),
              },
            ]}
          />
        </Card>
      }
      actions={
        <>
          <Button
            block
            size="lg"
            onClick={() => navigate(withQuery(paths.information.fundRecord, { kind: 'withdrawal' }))}
          >
            {t('funds.cashOut.track')}
          </Button>
          <Button block size="lg" variant="ghost" onClick={() => navigate(paths.information.payBag)}>
            {t('funds.toWallet')}
          </Button>
        </>
      }
    />
  );
}
