import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PasswordField, PhoneField, TextField, useToast } from '@broker/ui';
import { displayErrorKey, validateLogin } from '@broker/domain';
import { useApiMutation } from '../../api/hooks.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useCustomerService } from '../../shell/useCustomerService.ts';
import { afterLoginTarget, fieldErrors, PHONE10_DIGITS, placeFailure, type FieldErrors } from './formIssues.ts';
import * as styles from './AuthForm.css.ts';

const fields = ['account', 'password'] as const;
type LoginField = (typeof fields)[number];

/** /login/login: account and password; back to the page that asked for a session, else home. */
export function LoginScreen() {
  const { t } = useTranslation();
  const { accountRule } = useSiteConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const openSupport = useCustomerService();
  const login = useApiMutation('user/login');
  const formId = useId();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const edit = (field: LoginField, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (login.pending) return;
    const issues = validateLogin({ account, password });
    setErrors(fieldErrors(issues, fields));
    setFormError(null);
    if (issues.length > 0) return;
    try {
      const session = await login.trigger({ account: account.trim(), password });
      sessionStore.signIn({
        token: session.token,
        account: session.account,
        id: session.id,
        realName: session.realName,
      });
      toast.show(t('auth.login.success'), { tone: 'positive' });
      navigate(afterLoginTarget(location.state), { replace: true });
    } catch (failure) {
      // The shared client has toasted it already; the text stays under the form to be read.
      const placed = placeFailure(failure, fields);
      if (placed.field) setErrors((current) => ({ ...current, [placed.field]: placed.key }));
      else setFormError(placed.key);
    }
  };

  const accountProps = {
    label: t(accountRule === 'phone10' ? 'auth.login.accountPhone' : 'auth.login.account'),
    value: account,
    onChange: edit('account', setAccount),
    error: errors.account ? t(displayErrorKey(errors.account)) : undefined,
    required: true,
    name: 'account',
    autoComplete: 'username',
  } as const;

  return (
    <Screen
      title={t('auth.login.title')}
      footer={
        <Button
          block
          size="lg"
          type="submit"
          form={formId}
          loading={login.pending}
          loadingLabel={t('auth.login.submitting')}
        >
          {t('auth.login.submit')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {accountRule === 'phone10' ? (
          <PhoneField {...accountProps} maxLength={PHONE10_DIGITS} />
        ) : (
          <TextField {...accountProps} enterKeyHint="next" />
        )}
        <PasswordField
          label={t('auth.login.password')}
          value={password}
          onChange={edit('password', setPassword)}
          error={errors.password ? t(displayErrorKey(errors.password)) : undefined}
          required
          name="password"
          autoComplete="current-password"
        />
        {formError ? (
          <p className={styles.formError} role="alert">
            {t(displayErrorKey(formError))}
          </p>
        ) : null}
      </form>
      <p className={styles.switchLine}>
        {t('auth.login.noAccount')}{' '}
        <Link className={styles.link} to={paths.login.register}>
          {t('auth.login.toRegister')}
        </Link>
      </p>
      <button type="button" className={styles.textButton} onClick={openSupport}>
        {t('auth.login.forgot')}
      </button>
    </Screen>
  );
}
