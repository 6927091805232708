import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, useToast } from '@broker/ui';
import { maskCardNumber, normalizeCardNumber, validateBankCard } from '@broker/domain';
import { ApiFailure } from '../../api/client.ts';
import { useApiMutation } from '../../api/hooks.ts';
import { paths } from '../../routes/paths.ts';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { fieldErrors, serverFieldError } from '../account/formErrors.ts';
import { useForm } from '../account/useForm.ts';
import { spacedCardNumber } from './fundsView.ts';
import { useRevalidate } from './queries.ts';
import * as styles from './funds.css.ts';

const fields = ['holderName', 'cardNumber', 'bankName', 'branchName', 'bankCode', 'branchAddress'] as const;

const serverFields = { 'error.card.exists': 'cardNumber' } as const;

/** While typing a card number: digits, spaces and dashes only (the rest is dropped). */
const cardNumberChars = (text: string) => text.replace(/[^\d\s-]+/g, '');

/** /information/addBankCard: a bank card for withdrawals; back to the list with a toast. */
export function AddBankCardScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack(paths.information.bankList);
  const revalidate = useRevalidate();
  const { formId, values, errors, change, fieldId, showErrors } = useForm({
    holderName: '',
    cardNumber: '',
    bankName: '',
    branchName: '',
    bankCode: '',
    branchAddress: '',
  });
  const { trigger, pending } = useApiMutation('card/add');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const optional = (value: string) => value.trim() || undefined;
    const input = {
      holderName: values.holderName.trim(),
      cardNumber: values.cardNumber,
      bankName: values.bankName.trim(),
      branchName: optional(values.branchName),
      bankCode: optional(values.bankCode),
      branchAddress: optional(values.branchAddress),
    };
    const issues = validateBankCard(input);
    if (issues.length > 0) return showErrors(fieldErrors(issues, t), fields);
    showErrors({}, fields);
    try {
      await trigger({ ...input, cardNumber: normalizeCardNumber(input.cardNumber) });
    } catch (failure) {
      const key = failure instanceof ApiFailure ? failure.key : undefined;
      return showErrors(serverFieldError(key, serverFields, t), fields);
    }
    void revalidate('card/list');
    toast.show(t('success.card.add'), { tone: 'positive' });
    goBack();
  };

  const digits = normalizeCardNumber(values.cardNumber);
  const cardHint =
    /^\d{9,}$/.test(digits) && !errors.cardNumber
      ? t('cards.form.cardNumberPreview', { masked: spacedCardNumber(maskCardNumber(digits)) })
      : t('cards.form.cardNumberHint');
  const optional = (label: string) => `${label} (${t('common.optional')})`;

  return (
    <Screen
      title={t('cards.form.title')}
      footer={
        <Button block size="lg" type="submit" form={formId} loading={pending} loadingLabel={t('common.sending')}>
          {t('cards.form.submit')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.muted}>{t('cards.form.intro')}</p>
        <TextField
          id={fieldId('holderName')}
          label={t('cards.form.holderName')}
          autoComplete="cc-name"
          required
          maxLength={64}
          value={values.holderName}
          onChange={change('holderName')}
          error={errors.holderName}
        />
        <TextField
          id={fieldId('cardNumber')}
          label={t('cards.form.cardNumber')}
          hint={cardHint}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          maxLength={40}
          value={values.cardNumber}
          onChange={(text) => change('cardNumber')(cardNumberChars(text))}
          error={errors.cardNumber}
        />
        <TextField
          id={fieldId('bankName')}
          label={t('cards.form.bankName')}
          autoComplete="off"
          required
          maxLength={64}
          value={values.bankName}
          onChange={change('bankName')}
          error={errors.bankName}
        />
        <TextField
          id={fieldId('branchName')}
          label={optional(t('cards.form.branchName'))}
          autoComplete="off"
          maxLength={64}
          value={values.branchName}
          onChange={change('branchName')}
          error={errors.branchName}
        />
        <TextField
          id={fieldId('bankCode')}
          label={optional(t('cards.form.bankCode'))}
          hint={t('cards.form.bankCodeHint')}
          autoComplete="off"
          maxLength={32}
          value={values.bankCode}
          onChange={change('bankCode')}
          error={errors.bankCode}
        />
        <TextField
          id={fieldId('branchAddress')}
          label={optional(t('cards.form.branchAddress'))}
          autoComplete="off"
          maxLength={200}
          value={values.branchAddress}
          onChange={change('branchAddress')}
          error={errors.branchAddress}
        />
      </form>
    </Screen>
  );
}
