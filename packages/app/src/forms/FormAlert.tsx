import type { ReactNode } from 'react';
import * as styles from './forms.css.ts';

/**
 * The form's alert: what a failed submit says about the whole request (the moment, the account,
 * a network failure), under the form where it can be read after the toast has gone, with what
 * the user can do about it (`action`). Nothing when there is nothing to say.
 */
export function FormAlert({ text, action }: { text: string | null; action?: ReactNode }) {
  return text ? (
    <div role="alert" className={styles.formAlert}>
      {text}
      {action ? <> {action}</> : null}
    </div>
  ) : null;
}
