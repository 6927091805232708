import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PasswordField, PhoneField, TextField, useToast } from '@broker/ui';
import { PASSWORD_MAX, PHONE10_DIGITS, validateRegistration } from '@broker/domain';
import { useSiteConfig } from '../../config/ConfigGate.tsx';
import { FormAlert, passwordHint, useDomainForm } from '../../forms/index.ts';
import { paths } from '../../routes/paths.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { Screen } from '../../shell/Screen.tsx';
import { useRegister } from './api.ts';
import { LegalLine } from './LegalLine.tsx';
import * as styles from './AuthForm.css.ts';

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
  const register = useRegister();
  const form = useDomainForm({
    initial: () => ({
      account: '',
      password: '',
      confirmPassword: '',
      inviteCode: searchParams.get('code')?.trim() ?? '',
    }),
    fields: ['account', 'password', 'confirmPassword', 'inviteCode'],
    path: 'user/register',
  });
  const input = () => ({
    ...form.values,
    account: form.values.account.trim(),
    inviteCode: form.values.inviteCode.trim(),
  });

  // A failure has been toasted by the shared client already; the form keeps it where it can be fixed.
  const submit = form.handleSubmit({
    validate: () => validateRegistration(input(), { accountRule }),
    send: async () => {
      const session = await register.trigger(input());
      sessionStore.signIn({
        token: session.token,
        account: session.account,
        id: session.uid,
        realName: session.realName,
      });
      toast.show(t('login.register.success'), { tone: 'positive' });
      navigate(paths.home.index, { replace: true });
    },
  });

  const accountProps = {
    label: t(accountRule === 'phone10' ? 'login.login.accountPhone' : 'login.login.account'),
    hint: t(accountRule === 'phone10' ? 'login.register.accountHintPhone' : 'login.register.accountHintAny'),
    ...form.field('account'),
    required: true,
    name: 'account',
    autoComplete: 'username',
  } as const;

  return (
    <Screen
      title={t('login.register.title')}
      footer={
        <Button
          block
          size="lg"
          type="submit"
          form={form.formId}
          loading={register.pending}
          loadingLabel={t('login.register.submitting')}
        >
          {t('login.register.submit')}
        </Button>
      }
    >
      <form id={form.formId} className={styles.form} noValidate onSubmit={submit}>
        {accountRule === 'phone10' ? (
          <PhoneField {...accountProps} maxLength={PHONE10_DIGITS} />
        ) : (
          <TextField {...accountProps} maxLength={64} />
        )}
        <PasswordField
          {...form.field('password')}
          label={t('login.login.password')}
          hint={passwordHint(t, t('login.register.passwordHint'), form.values.password)}
          required
          name="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
        />
        <PasswordField
          {...form.field('confirmPassword')}
          label={t('login.register.confirmPassword')}
          required
          name="confirmPassword"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
        />
        <TextField
          {...form.field('inviteCode')}
          label={t('login.register.inviteCode')}
          hint={t('login.register.inviteHint')}
          required
          name="inviteCode"
          autoComplete="off"
          maxLength={64}
        />
        <FormAlert text={form.alert} />
      </form>
      <LegalLine />
      <p className={styles.switchLine}>
        {t('login.register.haveAccount')}{' '}
        <Link className={styles.link} to={paths.login.login}>
          {t('login.register.toLogin')}
        </Link>
      </p>
    </Screen>
  );
}
