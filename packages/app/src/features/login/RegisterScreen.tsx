import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PasswordField, PhoneField, TextField, useToast } from '@broker/ui';
import { displayErrorKey, validateRegistration } from '@broker/domain';
import { useApiMutation } from '../../api/hooks.ts';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { Screen } from '../../shell/Screen.tsx';
import { fieldErrors, PHONE10_DIGITS, placeFailure, type FieldErrors } from './formIssues.ts';
import { LegalLine } from './LegalLine.tsx';
import * as styles from './AuthForm.css.ts';

const fields = ['account', 'password', 'confirmPassword', 'inviteCode'] as const;
type RegisterField = (typeof fields)[number];
type Values = Record<RegisterField, string>;

/**
 * /login/register: account (per the config's rule), password twice and the invitation code
 * (prefilled from `?code=` of an invitation link). A new account is logged in at once.
 */
export function RegisterScreen() {
  const { t } = useTranslation();
  const { accountRule } = useSiteConfig();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const register = useApiMutation('user/register');
  const formId = useId();
  const [values, setValues] = useState<Values>(() => ({
    account: '',
    password: '',
    confirmPassword: '',
    inviteCode: searchParams.get('code')?.trim() ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const edit = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const errorOf = (field: RegisterField) => (errors[field] ? t(displayErrorKey(errors[field])) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (register.pending) return;
    const input = { ...values, account: values.account.trim(), inviteCode: values.inviteCode.trim() };
    const issues = validateRegistration(input, { accountRule });
    setErrors(fieldErrors(issues, fields));
    setFormError(null);
    if (issues.length > 0) return;
    try {
      const session = await register.trigger(input);
      sessionStore.signIn({
        token: session.token,
        account: session.account,
        id: session.id,
        realName: session.realName,
      });
      toast.show(t('auth.register.success'), { tone: 'positive' });
      navigate(paths.home.index, { replace: true });
    } catch (failure) {
      // Already toasted by the shared client; shown again where it can be read and fixed.
      const placed = placeFailure(failure, fields);
      if (placed.field) setErrors((current) => ({ ...current, [placed.field]: placed.key }));
      else setFormError(placed.key);
    }
  };

  const accountProps = {
    label: t(accountRule === 'phone10' ? 'auth.login.accountPhone' : 'auth.login.account'),
    hint: t(accountRule === 'phone10' ? 'auth.register.accountHintPhone' : 'auth.register.accountHintAny'),
    value: values.account,
    onChange: edit('account'),
    error: errorOf('account'),
    required: true,
    name: 'account',
    autoComplete: 'username',
  } as const;

  return (
    <Screen
      title={t('auth.register.title')}
      footer={
        <Button
          block
          size="lg"
          type="submit"
          form={formId}
          loading={register.pending}
          loadingLabel={t('auth.register.submitting')}
        >
          {t('auth.register.submit')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {accountRule === 'phone10' ? (
          <PhoneField {...accountProps} maxLength={PHONE10_DIGITS} />
        ) : (
          <TextField {...accountProps} maxLength={64} />
        )}
        <PasswordField
          label={t('auth.login.password')}
          hint={t('auth.register.passwordHint')}
          value={values.password}
          onChange={edit('password')}
          error={errorOf('password')}
          required
          name="password"
          autoComplete="new-password"
          maxLength={64}
        />
        <PasswordField
          label={t('auth.register.confirmPassword')}
          value={values.confirmPassword}
          onChange={edit('confirmPassword')}
          error={errorOf('confirmPassword')}
          required
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={64}
        />
        <TextField
          label={t('auth.register.inviteCode')}
          hint={t('auth.register.inviteHint')}
          value={values.inviteCode}
          onChange={edit('inviteCode')}
          error={errorOf('inviteCode')}
          required
          name="inviteCode"
          autoComplete="off"
          maxLength={64}
        />
        {formError ? (
          <p className={styles.formError} role="alert">
            {t(displayErrorKey(formError))}
          </p>
        ) : null}
      </form>
      <LegalLine />
      <p className={styles.switchLine}>
        {t('auth.register.haveAccount')}{' '}
        <Link className={styles.link} to={paths.login.login}>
          {t('auth.register.toLogin')}
        </Link>
      </p>
    </Screen>
  );
}
