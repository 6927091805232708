import * as styles from './forms.css.ts';

/**
 * The form's alert: what a failed submit says about the whole request (the moment, the account,
 * a network failure), under the form where it can be read after the toast has gone. Nothing
 * when there is nothing to say.
 */
export function FormAlert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className={styles.formAlert}>
      {text}
    </p>
  ) : null;
}
