import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PasswordField, PhoneField, TextField, useToast } from '@broker/ui';
import { PHONE10_DIGITS, validateLogin } from '@broker/domain';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { FormAlert, useDomainForm } from '../../forms/index.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useCustomerService } from '../../shell/useCustomerService.ts';
import { useLogin } from './api.ts';
import { afterLoginTarget } from './loginView.ts';
import * as styles from './AuthForm.css.ts';

/** /login/login: account and password; back to the page that asked for a session, else home. */
export function LoginScreen() {
  const { t } = useTranslation();
  const { accountRule } = useSiteConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const openSupport = useCustomerService();
  const login = useLogin();
  const form = useDomainForm({
    initial: { account: '', password: '' },
    fields: ['account', 'password'],
    path: 'user/login',
  });

  // A failure has been toasted by the shared client already; the form keeps it to be read.
  const submit = form.handleSubmit({
    validate: () => validateLogin(form.values),
    send: async () => {
      const session = await login.trigger({ account: form.values.account.trim(), password: form.values.password });
      sessionStore.signIn({
        token: session.token,
        account: session.account,
        id: session.uid,
        realName: session.realName,
      });
      toast.show(t('login.login.success'), { tone: 'positive' });
      navigate(afterLoginTarget(location.state), { replace: true });
    },
  });

  const accountProps = {
    ...form.field('account'),
    label: t(accountRule === 'phone10' ? 'login.login.accountPhone' : 'login.login.account'),
    required: true,
    name: 'account',
    autoComplete: 'username',
  } as const;

  return (
    <Screen
      title={t('login.login.title')}
      // Back from the login leads to the start: one step back may be a private screen (after a
      // logout, or the one that asked for the login), which only sends the user here again.
      onBack={() => navigate(paths.login.start, { replace: true })}
      footer={
        <Button
          block
          size="lg"
          type="submit"
          form={form.formId}
          loading={login.pending}
          loadingLabel={t('login.login.submitting')}
        >
          {t('login.login.submit')}
        </Button>
      }
    >
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        {accountRule === 'phone10' ? (
          <PhoneField {...accountProps} maxLength={PHONE10_DIGITS} />
        ) : (
          <TextField {...accountProps} enterKeyHint="next" />
        )}
        <PasswordField
          {...form.field('password')}
          label={t('login.login.password')}
          required
          name="password"
          autoComplete="current-password"
        />
        <FormAlert text={form.alert} />
      </form>
      <p className={styles.switchLine}>
        {t('login.login.noAccount')}{' '}
        <Link className={styles.link} to={paths.login.register}>
          {t('login.login.toRegister')}
        </Link>
      </p>
      <button type="button" className={styles.textButton} onClick={openSupport}>
        {t('login.login.forgot')}
      </button>
    </Screen>
  );
}
