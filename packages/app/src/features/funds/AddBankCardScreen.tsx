import { useTranslation } from 'react-i18next';
import { Button, TextField, useToast } from '@broker/ui';
import { maskCardNumber, normalizeCardNumber, validateBankCard } from '@broker/domain';
import { FormAlert, useDomainForm } from '../../forms/index.ts';
import { paths } from '../../routes/paths.ts';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { spacedCardNumber } from './fundsView.ts';
import { useAddCard } from './api.ts';
import * as styles from './funds.css.ts';

/** While typing a card number: digits, spaces and dashes only (the rest is dropped). */
const cardNumberChars = (text: string) => text.replace(/[^\d\s-]+/g, '');

/** /information/addBankCard: a bank card for withdrawals; back to the list with a toast. */
export function AddBankCardScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack(paths.information.bankList);
  const form = useDomainForm({
    initial: { holderName: '', cardNumber: '', bankName: '', branchName: '', bankCode: '', branchAddress: '' },
    fields: ['holderName', 'cardNumber', 'bankName', 'branchName', 'bankCode', 'branchAddress'],
    path: 'card/add',
  });
  const { values, errors } = form;
  const { trigger, pending } = useAddCard();
  const optionalValue = (value: string) => value.trim() || undefined;
  const input = () => ({
    holderName: values.holderName.trim(),
    cardNumber: values.cardNumber,
    bankName: values.bankName.trim(),
    branchName: optionalValue(values.branchName),
    bankCode: optionalValue(values.bankCode),
    branchAddress: optionalValue(values.branchAddress),
  });

  const submit = form.handleSubmit({
    validate: () => validateBankCard(input()),
    send: async (requestId) => {
      const card = input();
      await trigger({ ...card, cardNumber: normalizeCardNumber(card.cardNumber), requestId });
      toast.show(t('success.card.add'), { tone: 'positive' });
      goBack();
    },
  });

  const digits = normalizeCardNumber(values.cardNumber);
  const cardHint =
    /^\d{9,}$/.test(digits) && !errors.cardNumber
      ? t('funds.cards.form.cardNumberPreview', { masked: spacedCardNumber(maskCardNumber(digits)) })
      : t('funds.cards.form.cardNumberHint');
  const optional = (label: string) => `${label} (${t('common.optional')})`;

  return (
    <Screen
      title={t('funds.cards.form.title')}
      footer={
        <Button block size="lg" type="submit" form={form.formId} loading={pending} loadingLabel={t('common.sending')}>
          {t('funds.cards.form.submit')}
        </Button>
      }
    >
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        <p className={styles.muted}>{t('funds.cards.form.intro')}</p>
        <TextField
          {...form.field('holderName')}
          label={t('funds.cards.form.holderName')}
          autoComplete="cc-name"
          required
          maxLength={64}
        />
        <TextField
          id={form.fieldId('cardNumber')}
          label={t('funds.cards.form.cardNumber')}
          hint={cardHint}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          maxLength={40}
          value={values.cardNumber}
          onChange={(text) => form.change('cardNumber')(cardNumberChars(text))}
          error={errors.cardNumber}
        />
        <TextField
          {...form.field('bankName')}
          label={t('funds.cards.form.bankName')}
          autoComplete="off"
          required
          maxLength={64}
        />
        <TextField
          {...form.field('branchName')}
          label={optional(t('funds.cards.form.branchName'))}
          autoComplete="off"
          maxLength={64}
        />
        <TextField
          {...form.field('bankCode')}
          label={optional(t('funds.cards.form.bankCode'))}
          hint={t('funds.cards.form.bankCodeHint')}
          autoComplete="off"
          maxLength={32}
        />
        <TextField
          {...form.field('branchAddress')}
          label={optional(t('funds.cards.form.branchAddress'))}
          autoComplete="off"
          maxLength={200}
        />
        <FormAlert text={form.alert} />
      </form>
    </Screen>
  );
}
