import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@broker/ui';
import { paths } from '../routes/paths.ts';
import * as styles from './FundPasswordField.css.ts';

/** What a fund password confirms on the form, said when the account has none yet. */
export type FundPasswordPurpose = 'withdrawal' | 'order' | 'subscription' | 'repayment';

export interface FundPasswordFieldProps {
  /** The form's `form.field('fundPassword')`: id (the focus goes there), value, onChange, error. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Whether the account has a fund password (`fundPasswordSet`): else the way to set one, in its place. */
  isSet: boolean;
  purpose: FundPasswordPurpose;
}

/** A fund password is 6 digits: anything else typed is dropped. */
const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/**
 * The fund password a money-moving form asks (a withdrawal, an order, a subscription or payment):
 * 6 digits on a numeric keyboard, shown or hidden, never filled in by the browser, its error from
 * `useDomainForm` under it. Without a fund password yet: why it is needed and a link to set it,
 * in its place and under its id, so that the form's focus on an invalid field lands there and
 * reads out why (it is no text control: no label names it, `getByLabelText` finds no field).
 */
export function FundPasswordField({ id, value, onChange, error, isSet, purpose }: FundPasswordFieldProps) {
  const { t } = useTranslation();
  if (isSet) {
    return (
      <PasswordField
        id={id}
        value={value}
        onChange={(typed) => onChange(digitsOnly(typed))}
        error={error}
        label={t('forms.fundPassword.label')}
        hint={t('forms.fundPassword.hint')}
        numeric
        maxLength={6}
        autoComplete="off"
        required
      />
    );
  }
  return (
    <div
      id={id}
      tabIndex={-1}
      role="group"
      aria-describedby={error ? `${id}-note ${id}-error` : `${id}-note`}
      className={styles.missingControl}
    >
      <p className={styles.missingLabel}>{t('forms.fundPassword.label')}</p>
      <p id={`${id}-note`} className={styles.missingNote}>
        {t(`forms.fundPassword.missing.${purpose}`)}{' '}
        <Link to={paths.information.fundPass}>{t('forms.fundPassword.set')}</Link>
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.missingError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
