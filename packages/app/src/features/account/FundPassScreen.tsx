import { useTranslation } from 'react-i18next';
import { Button, PasswordField, Skeleton, SkeletonShape, useToast, rem } from '@broker/ui';
import { validateFundPasswordChange } from '@broker/domain';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { useUserInfo } from '../../session/useAccount.ts';
import { paths } from '../../routes/paths.ts';
import { QueryState } from '../../components/QueryState.tsx';
import { FormAlert, useDomainForm } from '../../forms/index.ts';
import { useChangeFundPassword } from './api.ts';
import * as styles from './forms.css.ts';

type Field = 'oldFundPassword' | 'newFundPassword' | 'confirmPassword';

/** A fund password is 6 digits: the keypad is numeric and anything else typed is dropped. */
const digitsOnly = (onChange: (value: string) => void) => (value: string) => onChange(value.replace(/\D+/g, ''));

/** /information/fundPass: set the 6-digit fund password, or change it with the old one. */
export function FundPassScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack(paths.information.setting);
  const userInfo = useUserInfo();
  const user = userInfo.data;
  const form = useDomainForm({
    initial: { oldFundPassword: '', newFundPassword: '', confirmPassword: '' },
    fields: ['oldFundPassword', 'newFundPassword', 'confirmPassword'],
    path: 'user/fundPassword',
  });
  const { trigger, pending } = useChangeFundPassword();
  const fundPasswordSet = user?.fundPasswordSet ?? false;
  const input = () => ({
    oldFundPassword: fundPasswordSet ? form.values.oldFundPassword : undefined,
    newFundPassword: form.values.newFundPassword,
    confirmPassword: form.values.confirmPassword,
  });

  const submit = form.handleSubmit({
    validate: () => validateFundPasswordChange(input(), { fundPasswordSet }),
    send: async (requestId) => {
      await trigger({ ...input(), requestId }); // the account now has a fund password: user/info reloads
      toast.show(t('account.password.fund.success'), { tone: 'positive' });
      goBack();
    },
  });

  const field = (name: Field, label: string, hint?: string) => {
    const { onChange, ...props } = form.field(name);
    return (
      <PasswordField
        {...props}
        label={label}
        hint={hint}
        numeric
        maxLength={6}
        autoComplete="off"
        required
        onChange={digitsOnly(onChange)}
      />
    );
  };

  return (
    <Screen
      title={t('account.password.fund.title')}
      footer={
        user ? (
          <Button block size="lg" type="submit" form={form.formId} loading={pending} loadingLabel={t('common.sending')}>
            {t(fundPasswordSet ? 'account.password.fund.submitChange' : 'account.password.fund.submitSet')}
          </Button>
        ) : undefined
      }
    >
      <QueryState
        query={userInfo}
        skeleton={
          <Skeleton label={t('common.loading')}>
            <SkeletonShape width="90%" />
            <SkeletonShape width="60%" />
            <SkeletonShape width="40%" />
            <SkeletonShape shape="block" height={rem(48)} />
            <SkeletonShape width="40%" />
            <SkeletonShape shape="block" height={rem(48)} />
          </Skeleton>
        }
      >
        {() => (
          <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
            <p className={styles.intro}>{t('account.password.fund.intro')}</p>
            {fundPasswordSet ? field('oldFundPassword', t('account.password.fund.old')) : null}
            {field('newFundPassword', t('account.password.fund.new'), t('account.password.fund.hint'))}
            {field('confirmPassword', t('account.screens.fundPassword.confirm'))}
            <FormAlert text={form.alert} />
          </form>
        )}
      </QueryState>
    </Screen>
  );
}
