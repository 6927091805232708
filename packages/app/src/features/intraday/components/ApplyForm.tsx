import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField, Button, Dialog } from '@broker/ui';
import { currencyAffixes, currencyScale, validateIntradayApply } from '@broker/domain';
import type { IntradayInfo, IntradayRecord, User } from '@broker/contract';
import { FormAlert, FundPasswordField, OrderSummary, useDomainForm } from '../../../forms/index.ts';
import { useServerNow } from '../../../hooks/useServerNow.ts';
import { money } from '../../../i18n/money.ts';
import { useApplyIntraday } from '../api.ts';
import { isActive, liveBuyingPower } from '../intradayView.ts';
import * as styles from '../intraday.css.ts';

type ApplyValues = { amount: string; fundPassword: string };
type ApplyField = 'amount' | 'fundPassword';

export interface ApplyFormProps {
  info: IntradayInfo;
  user: User | undefined;
  /** Applied: the screen shows the application. */
  onApplied: (record: IntradayRecord) => void;
  /** The account changed on the server (a fund password set elsewhere, an application made elsewhere): read again. */
  onStale: () => void;
}

/**
 * The application (docs/forms.md): the amount, with the buying power it gives (the domain's
 * amount × k) as it is typed, and the fund password; the domain's `validateIntradayApply` (the
 * server's checks) before a confirmation that repeats the amount frozen and the buying power.
 */
export function ApplyForm({ info, user, onApplied, onStale }: ApplyFormProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const [confirming, setConfirming] = useState(false);
  const apply = useApplyIntraday();
  const form = useDomainForm<ApplyValues, ApplyField>({
    initial: { amount: '', fundPassword: '' },
    fields: ['amount', 'fundPassword'],
    path: 'intraday/apply',
    currency: info.currency,
  });
  const { values } = form;
  const wallet = user?.wallets.find((item) => item.currency === info.currency);
  // Until user/info answers, the field is shown and the server judges the password.
  const fundPasswordSet = user?.fundPasswordSet ?? true;
  const buyingPower = liveBuyingPower(values.amount, info);
  const { prefix, suffix } = currencyAffixes(info.currency);
  const request = { amount: values.amount, fundPassword: values.fundPassword || undefined };

  const submit = form.handleSubmit({
    validate: () =>
      validateIntradayApply(request, {
        currency: info.currency,
        minAmount: info.minAmount,
        maxAmount: info.maxAmount,
        hours: info.hours,
        open: info.open,
        nowMs: now,
        isSeat: user?.isSeat ?? false,
        hasActive: isActive(info.latest),
        // Until user/info answers, the server judges the funds.
        available: wallet?.available ?? values.amount,
        fundPasswordSet,
        restrictions: user?.restrictions,
      }),
    // Confirmed in a dialog first: the amount frozen and the buying power are repeated.
    send: async () => setConfirming(true),
  });

  const send = async () => {
    const failure = await form.send(async (requestId) => onApplied(await apply.trigger({ ...request, requestId })));
    if (failure) setConfirming(false);
    if (failure?.key === 'error.fundPassword.notSet' || failure?.key === 'error.intraday.activeExists') onStale();
  };

  return (
    <section aria-labelledby={`${form.formId}-title`} className={styles.stack}>
      <h2 id={`${form.formId}-title`} className={styles.heading}>
        {t('intraday.apply.title')}
      </h2>
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        <AmountField
          {...form.field('amount')}
          label={t('intraday.apply.amount')}
          hint={t('intraday.apply.amountHint', {
            min: money(info.minAmount, info.currency),
            max: money(info.maxAmount, info.currency),
            available: money(wallet?.available ?? '0', info.currency),
          })}
          required
          scale={currencyScale(info.currency)}
          prefix={prefix.trim() || undefined}
          suffix={suffix.trim() || undefined}
        />
        <p className={styles.live} aria-live="polite">
          {t('intraday.apply.buyingPower', {
            amount: buyingPower === null ? '—' : money(buyingPower, info.currency),
            multiplier: info.rules.multiplier,
          })}
        </p>
        <FundPasswordField {...form.field('fundPassword')} isSet={fundPasswordSet} purpose="subscription" />
        <FormAlert text={form.alert} />
        <Button block size="lg" type="submit" loading={apply.pending} loadingLabel={t('common.sending')}>
          {t('intraday.apply.submit')}
        </Button>
      </form>
      {buyingPower !== null ? (
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('intraday.apply.confirmTitle')}
          message={t('intraday.apply.confirmMessage')}
          confirmLabel={t('intraday.apply.confirm')}
          cancelLabel={t('common.cancel')}
          loadingLabel={t('common.sending')}
          onConfirm={send}
        >
          <OrderSummary
            items={[
              { label: t('intraday.apply.frozen'), value: money(values.amount, info.currency) },
              { label: t('intraday.record.multiplier'), value: `${info.rules.multiplier}×` },
              { label: t('intraday.record.buyingPower'), value: money(buyingPower, info.currency), total: true },
            ]}
            note={t('intraday.apply.confirmNote', { count: info.rules.flattenBeforeCloseMinutes })}
          />
        </Dialog>
      ) : null}
    </section>
  );
}
