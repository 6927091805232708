import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AmountField, Button, Card, Dialog } from '@broker/ui';
import { currencyAffixes, currencyScale, eq, validateLoanBorrow } from '@broker/domain';
import type { LoanInfo, LoanPreview, LoanRecord, User } from '@broker/contract';
import { answerText, FormAlert, useDomainForm } from '../../../forms/index.ts';
import { money } from '../../../i18n/money.ts';
import { paths } from '../../../routes/paths.ts';
import { ApiFailure } from '../../../api/client.ts';
import { useBorrowLoan, useLoanPreview } from '../api.ts';
import { PREVIEW_DEBOUNCE_MS, previewAmount } from '../loanView.ts';
import { useDebounced } from '../useDebounced.ts';
import { CreditWarning } from './CreditWarning.tsx';
import { useLoanIssueWords } from './issueWords.ts';
import { KeepSheetButton } from './KeepSheetButton.tsx';
import { LoanSheet } from './LoanSheet.tsx';
import * as styles from '../loan.css.ts';

type BorrowValues = { amount: string };
type BorrowField = 'amount';

/** Refusals that mean the account changed on the server (a loan asked for elsewhere, the score moved): read again. */
const staleKeys = new Set([
  'error.loan.pendingReview',
  'error.loan.unsettled',
  'error.credit.quotaInsufficient',
  'error.creditScore.insufficient',
]);

export interface BorrowFormProps {
  info: LoanInfo;
  user: User | undefined;
  /** Asked for: the screen shows the loan under review. */
  onBorrowed: (record: LoanRecord) => void;
  /** The account changed on the server: read `loan/info` and `user/info` again. */
  onStale: () => void;
}

/**
 * Asking for a loan (docs/forms.md): the amount, and as it rests the sheet of what it costs
 * (`loan/preview`, debounced) under the credit warning, keepable; the domain's
 * `validateLoanBorrow` (the server's checks) before a confirmation that repeats the sheet and the
 * warning; a refusal on the amount or in the form's alert, the amount kept as typed.
 */
export function BorrowForm({ info, user, onBorrowed, onStale }: BorrowFormProps) {
  const { t } = useTranslation();
  const describe = useLoanIssueWords(info.currency);
  const borrow = useBorrowLoan();
  const form = useDomainForm<BorrowValues, BorrowField>({
    initial: { amount: '' },
    fields: ['amount'],
    path: 'loan/borrow',
    currency: info.currency,
    describe: (key, params) => describe(key, params),
  });
  const { amount } = form.values;
  const typed = previewAmount(amount, info);
  const [settled, settleNow] = useDebounced(typed, PREVIEW_DEBOUNCE_MS);
  const preview = useLoanPreview(settled);
  // The sheet of the amount typed: the last answer, once it is this amount's.
  const sheet = typed !== null && preview.data && eq(preview.data.amount, typed) ? preview.data : null;
  // The amount whose confirmation waits for its sheet (a submit before the sheet came).
  const [confirming, setConfirming] = useState<string | null>(null);
  const { prefix, suffix } = currencyAffixes(info.currency);
  const realNameStatus = user?.realNameStatus ?? 'verified';

  const submit = form.handleSubmit({
    validate: () =>
      validateLoanBorrow(
        { amount },
        {
          currency: info.currency,
          minAmount: info.minAmount,
          creditScore: info.creditScore,
          minCreditScore: info.minCreditScore,
          available: info.available,
          hasPending: info.hasPending,
          hasUnsettled: info.hasUnsettled,
          // Until user/info answers, the server judges the identity.
          realNameStatus,
          restrictions: user?.restrictions,
        },
      ),
    // Confirmed in a dialog first, with the sheet: asked for at once if the pause has not come yet.
    send: async () => {
      settleNow(typed);
      setConfirming(typed);
    },
  });

  const send = async () => {
    const failure = await form.send(async (requestId) => onBorrowed(await borrow.trigger({ requestId, amount })));
    if (failure) setConfirming(null);
    if (failure && (staleKeys.has(failure.key) || failure.key.startsWith('error.realName.'))) onStale();
  };

  const identityLink = (
    <Link to={paths.information.authInfo} className={styles.textLink}>
      {t('loan.borrow.verify')}
    </Link>
  );

  return (
    <section aria-labelledby={`${form.formId}-title`} className={styles.stack}>
      <h2 id={`${form.formId}-title`} className={styles.heading}>
        {t('loan.borrow.title')}
      </h2>
      <CreditWarning />
      {realNameStatus !== 'verified' ? (
        <p className={styles.text}>
          {t('loan.borrow.realName')} {identityLink}
        </p>
      ) : null}
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        <AmountField
          {...form.field('amount')}
          label={t('loan.borrow.amount')}
          hint={t('loan.borrow.amountHint', {
            min: money(info.minAmount, info.currency),
            available: money(info.available, info.currency),
          })}
          required
          scale={currencyScale(info.currency)}
          prefix={prefix.trim() || undefined}
          suffix={suffix.trim() || undefined}
        />
        <SheetCard
          info={info}
          sheet={sheet}
          waiting={typed !== null && sheet === null}
          failure={typed !== null && settled === typed ? preview.error : undefined}
          describe={describe}
        />
        <FormAlert text={form.alert} action={form.alertKey?.startsWith('error.realName.') ? identityLink : undefined} />
        <Button block size="lg" type="submit" loading={borrow.pending} loadingLabel={t('common.sending')}>
          {t('loan.borrow.submit')}
        </Button>
      </form>
      {sheet ? (
        <Dialog
          open={confirming !== null && typed !== null && eq(confirming, typed)}
          onClose={() => setConfirming(null)}
          title={t('loan.borrow.confirmTitle')}
          message={t('loan.borrow.confirmMessage')}
          confirmLabel={t('loan.borrow.confirm')}
          cancelLabel={t('common.cancel')}
          loadingLabel={t('common.sending')}
          onConfirm={send}
        >
          <div className={styles.stack}>
            <CreditWarning />
            <LoanSheet sheet={sheet} />
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

interface SheetCardProps {
  info: LoanInfo;
  /** The sheet of the amount typed, once it came. */
  sheet: LoanPreview | null;
  /** An amount the sheet can be drawn for, whose sheet has not come yet. */
  waiting: boolean;
  /** Why the sheet of the amount typed cannot be drawn (the server's refusal). */
  failure: unknown;
  describe: (key: string, params: unknown) => string | null;
}

/**
 * The sheet before borrowing, as the amount is typed: what to type while it is no amount the sheet
 * can be drawn for, the figures once they came, and the way to keep them. One line of it is
 * announced as it changes (the amount, the total repayable and the APR), not the whole table.
 */
function SheetCard({ info, sheet, waiting, failure, describe }: SheetCardProps) {
  const { t } = useTranslation();
  const liveId = useId();
  const failed = failure instanceof ApiFailure ? failure : null;
  const line = sheet
    ? t('loan.sheet.summary', {
        amount: money(sheet.amount, sheet.currency),
        total: money(sheet.totalRepayable, sheet.currency),
        interest: money(sheet.interest, sheet.currency),
      })
    : failed
      ? (describe(failed.key, failed.data) ?? answerText(t, failed.key, failed.data, info.currency))
      : waiting
        ? t('loan.sheet.loading')
        : t('loan.sheet.hint', {
            min: money(info.minAmount, info.currency),
            available: money(info.available, info.currency),
          });
  return (
    <Card title={t('loan.sheet.title')} headingLevel={3}>
      <div className={styles.sheet}>
        <p id={liveId} className={styles.text} aria-live="polite">
          {line}
        </p>
        {sheet ? (
          <>
            <LoanSheet sheet={sheet} />
            <div>
              <KeepSheetButton sheet={sheet} />
            </div>
          </>
        ) : null}
      </div>
    </Card>
  );
}
