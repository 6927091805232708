import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Field, TextField } from '@broker/ui';
import { supportContactLimits, validateSupportContact } from '@broker/domain';
import type { SupportContactReceipt } from '@broker/contract';
import { FormAlert, issueFieldRule, OrderSummary, ResultScreen, useDomainForm } from '../../forms/index.ts';
import { useFormatDateTime } from '../../i18n/formatDate.ts';
import { paths } from '../../routes/paths.ts';
import { Screen, useGoBack } from '../../shell/Screen.tsx';
import { useContactSupport } from './api.ts';
import * as authStyles from './AuthForm.css.ts';
import * as styles from './ContactSupportScreen.css.ts';

/** The screen's words for the issues it says more about than the shared texts. */
function useDescribe() {
  const { t } = useTranslation();
  return (key: string, params: unknown): string | null => {
    if (key !== 'error.validation.invalid') return null;
    const { field, rule } = issueFieldRule(params);
    if (field === 'contact') {
      return t('supportContact.contactInvalid', {
        min: supportContactLimits.phoneDigitsMin,
        max: supportContactLimits.phoneDigitsMax,
      });
    }
    if (field === 'message' && rule === 'size') {
      return t('supportContact.messageSize', {
        min: supportContactLimits.contactMessageMin,
        max: supportContactLimits.contactMessageMax,
      });
    }
    if (field === 'message' && rule === 'format') return t('support.composer.forbiddenCharacters');
    return null;
  };
}

/**
 * /login/contact: customer service before sign-in (the login screen's "forgot password" when no
 * external support link is configured). Someone without a session leaves an e-mail address or a
 * phone number, the account name they think they have, and a message (domain
 * validateSupportContact); customer service answers at that address. After sending: the ticket
 * number to quote.
 */
export function ContactSupportScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(paths.login.login);
  const formatDateTime = useFormatDateTime();
  const describe = useDescribe();
  const { trigger, pending } = useContactSupport();
  const [receipt, setReceipt] = useState<(SupportContactReceipt & { contact: string }) | null>(null);
  const form = useDomainForm({
    initial: { contact: '', account: '', message: '' },
    fields: ['contact', 'account', 'message'],
    path: 'support/contact',
    describe: (key, params) => describe(key, params),
  });
  const input = () => ({
    contact: form.values.contact.trim(),
    message: form.values.message.trim(),
    ...(form.values.account.trim() ? { account: form.values.account.trim() } : {}),
  });

  // A failure has been toasted by the shared client already; the form keeps it where it can be fixed.
  const submit = form.handleSubmit({
    validate: () => validateSupportContact(input()),
    send: async () => {
      const sent = input();
      const answer = await trigger(sent);
      setReceipt({ ...answer, contact: sent.contact });
    },
  });

  if (receipt) {
    return (
      <ResultScreen
        status="success"
        title={t('supportContact.sentTitle')}
        description={t('supportContact.sentBody', { contact: receipt.contact })}
        details={
          <Card>
            <OrderSummary
              items={[
                { label: t('supportContact.ticketNo'), value: receipt.ticketNo },
                { label: t('supportContact.receivedAt'), value: formatDateTime(receipt.receivedAt) },
              ]}
              note={t('supportContact.quoteTicket')}
            />
          </Card>
        }
        actions={
          <Button block size="lg" onClick={() => navigate(paths.login.login, { replace: true })}>
            {t('supportContact.toLogin')}
          </Button>
        }
      />
    );
  }

  const message = form.field('message');
  return (
    <Screen
      title={t('supportContact.title')}
      onBack={goBack}
      footer={
        <Button
          block
          size="lg"
          type="submit"
          form={form.formId}
          loading={pending}
          loadingLabel={t('supportContact.sending')}
        >
          {t('supportContact.send')}
        </Button>
      }
    >
      <p className={styles.intro}>{t('supportContact.intro')}</p>
      <form id={form.formId} className={authStyles.form} noValidate onSubmit={submit}>
        <TextField
          {...form.field('contact')}
          label={t('supportContact.contact')}
          hint={t('supportContact.contactHint')}
          required
          name="contact"
          autoComplete="email"
          enterKeyHint="next"
          maxLength={supportContactLimits.contactMax}
        />
        <TextField
          {...form.field('account')}
          label={`${t('supportContact.account')} (${t('common.optional')})`}
          hint={t('supportContact.accountHint')}
          name="account"
          autoComplete="username"
          enterKeyHint="next"
          maxLength={supportContactLimits.contactAccountMax}
        />
        <Field
          id={message.id}
          label={t('supportContact.message')}
          hint={t('supportContact.messageHint', {
            min: supportContactLimits.contactMessageMin,
            max: supportContactLimits.contactMessageMax,
          })}
          error={message.error}
          required
        >
          {(control) => (
            <textarea
              {...control}
              className={styles.message}
              name="message"
              rows={5}
              maxLength={supportContactLimits.contactMessageMax}
              value={message.value}
              onChange={(event) => message.onChange(event.target.value)}
            />
          )}
        </Field>
        <FormAlert text={form.alert} />
      </form>
    </Screen>
  );
}
