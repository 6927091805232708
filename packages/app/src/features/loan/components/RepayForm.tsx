import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, Button, Dialog } from '@broker/ui';
import { currencyAffixes, currencyScale, validateLoanRepay } from '@broker/domain';
import type { LoanRecord, User } from '@broker/contract';
import { FormAlert, FundPasswordField, OrderSummary, useDomainForm } from '../../../forms/index.ts';
import { money } from '../../../i18n/money.ts';
import { useRepayLoan } from '../api.ts';
import { owedAfter } from '../loanView.ts';
import { useLoanIssueWords } from './issueWords.ts';
import * as styles from '../loan.css.ts';

type RepayValues = { amount: string; fundPassword: string };
type RepayField = 'amount' | 'fundPassword';

/** Refusals that mean the loan or the account changed on the server (a day booked, repaid elsewhere): read again. */
const staleKeys = new Set([
  'error.repay.failed',
  'error.repay.exceedsBorrowed',
  'error.order.notFound',
  'error.order.notHolding',
  'error.fundPassword.notSet',
]);

export interface RepayFormProps {
  /** The loan that runs (approved, owing). */
  record: LoanRecord;
  user: User | undefined;
  /** Repaid: the screen shows the repayment and what is left. */
  onRepaid: (record: LoanRecord, amount: string) => void;
  onStale: () => void;
}

/**
 * Repaying (docs/forms.md), in part or all of it: the amount, with a shortcut to everything owed,
 * and the fund password; the domain's `validateLoanRepay` (the server's checks) before a
 * confirmation that repeats the amount and what is left after it. The interest is paid first.
 */
export function RepayForm({ record, user, onRepaid, onStale }: RepayFormProps) {
  const { t } = useTranslation();
  const describe = useLoanIssueWords(record.currency);
  const [confirming, setConfirming] = useState(false);
  const repay = useRepayLoan();
  const form = useDomainForm<RepayValues, RepayField>({
    initial: { amount: '', fundPassword: '' },
    fields: ['amount', 'fundPassword'],
    path: 'loan/repay',
    currency: record.currency,
    describe: (key, params) => describe(key, params),
  });
  const { values } = form;
  const wallet = user?.wallets.find((item) => item.currency === record.currency);
  // Until user/info answers, the field is shown and the server judges the password.
  const fundPasswordSet = user?.fundPasswordSet ?? true;
  const { prefix, suffix } = currencyAffixes(record.currency);
  const after = owedAfter(record.outstanding, values.amount);
  const inCurrency = (value: string) => money(value, record.currency);

  const submit = form.handleSubmit({
    validate: () =>
      validateLoanRepay(
        { loanId: record.id, amount: values.amount, fundPassword: values.fundPassword || undefined },
        {
          currency: record.currency,
          exists: true,
          status: record.status,
          outstanding: record.outstanding,
          // Until user/info answers, the server judges the funds.
          available: wallet?.available ?? values.amount,
          fundPasswordSet,
          restrictions: user?.restrictions,
        },
      ),
    // Confirmed in a dialog first: the amount and what is left after it.
    send: async () => setConfirming(true),
  });

  const send = async () => {
    const failure = await form.send(async (requestId) =>
      onRepaid(
        await repay.trigger({
          requestId,
          loanId: record.id,
          amount: values.amount,
          fundPassword: values.fundPassword || undefined,
        }),
        values.amount,
      ),
    );
    if (failure) setConfirming(false);
    if (failure && staleKeys.has(failure.key)) onStale();
  };

  return (
    <section aria-labelledby={`${form.formId}-title`} className={styles.stack}>
      <h2 id={`${form.formId}-title`} className={styles.heading}>
        {t('loan.repay.title')}
      </h2>
      <p className={styles.muted}>{t('loan.repay.intro')}</p>
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        <div>
          <AmountField
            {...form.field('amount')}
            label={t('loan.repay.amount')}
            hint={t('loan.repay.amountHint', {
              outstanding: inCurrency(record.outstanding),
              available: inCurrency(wallet?.available ?? '0'),
            })}
            required
            scale={currencyScale(record.currency)}
            prefix={prefix.trim() || undefined}
            suffix={suffix.trim() || undefined}
          />
          <div className={styles.shortcut}>
            <Button variant="ghost" onClick={() => form.set({ amount: record.outstanding })}>
              {t('loan.repay.all', { amount: inCurrency(record.outstanding) })}
            </Button>
          </div>
        </div>
        <FundPasswordField {...form.field('fundPassword')} isSet={fundPasswordSet} purpose="repayment" />
        <FormAlert text={form.alert} />
        <Button block size="lg" type="submit" loading={repay.pending} loadingLabel={t('common.sending')}>
          {t('loan.repay.submit')}
        </Button>
      </form>
      {after !== null ? (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('loan.repay.confirmTitle')}
          message={t('loan.repay.confirmMessage')}
          confirmLabel={t('loan.repay.confirm')}
          cancelLabel={t('common.cancel')}
          loadingLabel={t('common.sending')}
          onConfirm={send}
        >
          <OrderSummary
            items={[
              { label: t('loan.repay.outstanding'), value: inCurrency(record.outstanding) },
              { label: t('loan.repay.repayment'), value: inCurrency(values.amount) },
              { label: t('loan.repay.after'), value: inCurrency(after), total: true },
            ]}
            note={t('loan.repay.note')}
          />
        </Dialog>
      ) : null}
    </section>
  );
}
