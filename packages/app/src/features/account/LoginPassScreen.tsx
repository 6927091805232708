import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PasswordField, useToast } from '@broker/ui';
import { validatePasswordChange } from '@broker/domain';
import { ApiFailure } from '../../api/client.ts';
import { useApiMutation } from '../../api/hooks.ts';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { paths } from '../../routes/paths.ts';
import { fieldErrors, serverFieldError } from './formErrors.ts';
import { useForm } from './useForm.ts';
import * as styles from './forms.css.ts';

const fields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** Server answers that belong next to a field (the shared client toasts them too). */
const serverFields = {
  'error.password.wrongOriginal': 'oldPassword',
  'error.password.mismatch': 'confirmPassword',
} as const;

/** /information/loginPass: change the login password (old, new, confirmation). */
export function LoginPassScreen() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack(paths.information.setting);
  const { formId, values, errors, change, fieldId, showErrors } = useForm({
    oldPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const { trigger, pending } = useApiMutation('user/password');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issues = validatePasswordChange(values);
    if (issues.length > 0) return showErrors(fieldErrors(issues, t), fields);
    showErrors({}, fields);
    try {
      await trigger(values);
    } catch (failure) {
      const key = failure instanceof ApiFailure ? failure.key : undefined;
      return showErrors(serverFieldError(key, serverFields, t), fields);
    }
    toast.show(t('password.login.success'), { tone: 'positive' });
    goBack();
  };

  return (
    <Screen
      title={t('password.login.title')}
      footer={
        <Button block size="lg" type="submit" form={formId} loading={pending} loadingLabel={t('common.sending')}>
          {t('common.save')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <PasswordField
          id={fieldId('oldPassword')}
          label={t('password.login.old')}
          autoComplete="current-password"
          required
          value={values.oldPassword}
          onChange={change('oldPassword')}
          error={errors.oldPassword}
        />
        <PasswordField
          id={fieldId('newPassword')}
          label={t('password.login.new')}
          hint={t('password.login.hint')}
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={change('newPassword')}
          error={errors.newPassword}
        />
        <PasswordField
          id={fieldId('confirmPassword')}
          label={t('password.login.confirm')}
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          error={errors.confirmPassword}
        />
      </form>
    </Screen>
  );
}
