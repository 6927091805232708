import { useTranslation } from 'react-i18next';
import { Button, PasswordField, useToast } from '@broker/ui';
import { validatePasswordChange } from '@broker/domain';
import { FormAlert, passwordHint, useDomainForm } from '../../forms/index.ts';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { paths } from '../../routes/paths.ts';
import { useChangeLoginPassword } from './api.ts';
import * as styles from './forms.css.ts';

/** /information/loginPass: change the login password (old, new, confirmation). */
export function LoginPassScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack(paths.information.setting);
  const { trigger, pending } = useChangeLoginPassword();
  const form = useDomainForm({
    initial: { oldPassword: '', newPassword: '', confirmPassword: '' },
    fields: ['oldPassword', 'newPassword', 'confirmPassword'],
    path: 'user/password',
  });

  const submit = form.handleSubmit({
    validate: () => validatePasswordChange(form.values),
    send: async (requestId) => {
      await trigger({ ...form.values, requestId });
      toast.show(t('account.password.login.success'), { tone: 'positive' });
      goBack();
    },
  });

  return (
    <Screen
      title={t('account.password.login.title')}
      footer={
        <Button block size="lg" type="submit" form={form.formId} loading={pending} loadingLabel={t('common.sending')}>
          {t('common.save')}
        </Button>
      }
    >
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        <PasswordField
          {...form.field('oldPassword')}
          label={t('account.password.login.old')}
          autoComplete="current-password"
          required
        />
        <PasswordField
          {...form.field('newPassword')}
          label={t('account.password.login.new')}
          hint={passwordHint(t, t('account.password.login.hint'), form.values.newPassword)}
          autoComplete="new-password"
          required
        />
        <PasswordField
          {...form.field('confirmPassword')}
          label={t('account.password.login.confirm')}
          autoComplete="new-password"
          required
        />
        <FormAlert text={form.alert} />
      </form>
    </Screen>
  );
}
