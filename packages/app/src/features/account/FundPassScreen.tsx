import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, PasswordField, Skeleton, SkeletonShape, useToast, rem } from '@broker/ui';
import { validateFundPasswordChange } from '@broker/domain';
import { ApiFailure } from '../../api/client.ts';
import { useApiMutation } from '../../api/hooks.ts';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { useUserInfo } from '../../session/useAccount.ts';
import { paths } from '../../routes/paths.ts';
import { fieldErrors, serverFieldError } from './formErrors.ts';
import { useForm } from './useForm.ts';
import * as styles from './forms.css.ts';

const fields = ['oldFundPassword', 'newFundPassword', 'confirmPassword'] as const;

const serverFields = {
  'error.fundPassword.wrong': 'oldFundPassword',
  'error.password.mismatch': 'confirmPassword',
} as const;

/** A fund password is 6 digits: the keypad is numeric and anything else typed is dropped. */
const digitsOnly = (onChange: (value: string) => void) => (value: string) => onChange(value.replace(/\D+/g, ''));

/** /information/fundPass: set the 6-digit fund password, or change it with the old one. */
export function FundPassScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack(paths.information.setting);
  const { data: user, error, isLoading, mutate } = useUserInfo();
  const { formId, values, errors, change, fieldId, showErrors } = useForm({
    oldFundPassword: '',
    newFundPassword: '',
    confirmPassword: '',
  });
  const { trigger, pending } = useApiMutation('user/fundPassword');
  const fundPasswordSet = user?.fundPasswordSet ?? false;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    const input = {
      oldFundPassword: fundPasswordSet ? values.oldFundPassword : undefined,
      newFundPassword: values.newFundPassword,
      confirmPassword: values.confirmPassword,
    };
    const issues = validateFundPasswordChange(input, { fundPasswordSet });
    if (issues.length > 0) return showErrors(fieldErrors(issues, t), fields);
    showErrors({}, fields);
    try {
      await trigger(input);
    } catch (failure) {
      const key = failure instanceof ApiFailure ? failure.key : undefined;
      return showErrors(serverFieldError(key, serverFields, t), fields);
    }
    void mutate(); // the account now has a fund password
    toast.show(t('password.fund.success'), { tone: 'positive' });
    goBack();
  };

  const field = (name: (typeof fields)[number], label: string, hint?: string) => (
    <PasswordField
      id={fieldId(name)}
      label={label}
      hint={hint}
      numeric
      maxLength={6}
      autoComplete="off"
      required
      value={values[name]}
      onChange={digitsOnly(change(name))}
      error={errors[name]}
    />
  );

  let body;
  if (user) {
    body = (
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <p className={styles.intro}>{t('password.fund.intro')}</p>
        {fundPasswordSet ? field('oldFundPassword', t('password.fund.old')) : null}
        {field('newFundPassword', t('password.fund.new'), t('password.fund.hint'))}
        {field('confirmPassword', t('accountScreens.fundPassword.confirm'))}
      </form>
    );
  } else if (error && !isLoading) {
    body = <ErrorState retryLabel={t('common.retry')} onRetry={() => mutate()} />;
  } else {
    body = (
      <Skeleton label={t('common.loading')}>
        <SkeletonShape width="90%" />
        <SkeletonShape width="60%" />
        <SkeletonShape width="40%" />
        <SkeletonShape shape="block" height={rem(48)} />
        <SkeletonShape width="40%" />
        <SkeletonShape shape="block" height={rem(48)} />
      </Skeleton>
    );
  }

  return (
    <Screen
      title={t('password.fund.title')}
      footer={
        user ? (
          <Button block size="lg" type="submit" form={formId} loading={pending} loadingLabel={t('common.sending')}>
            {t(fundPasswordSet ? 'password.fund.submitChange' : 'password.fund.submitSet')}
          </Button>
        ) : undefined
      }
    >
      {body}
    </Screen>
  );
}
