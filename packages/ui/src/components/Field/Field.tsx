import { useId, type ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import * as styles from './Field.css.ts';

/** What a field hands to its control so that label, hint and error are linked to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** An error message, already translated by the app; marks the control invalid. */
  error?: ReactNode;
  /** Shows a required marker and sets aria-required on the control. */
  required?: boolean;
  /** Renders the control with the ids and ARIA attributes that link it to the label and texts. */
  children: (control: FieldControlProps) => ReactNode;
  /** Id of the control; generated when left out. */
  id?: string;
  data?: DataAttributes;
}

/** The id of a field's label, for controls that name themselves with it and more (PickerField). */
export const fieldLabelId = (controlId: string) => `${controlId}-label`;

/** The label, hint and error of a form control, linked by `for` and aria-describedby. */
export function Field({ label, hint, error, required = false, children, id, data }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [invalid ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div {...buildDataAttributes(data)} className={styles.field}>
      <label id={fieldLabelId(controlId)} className={styles.label} htmlFor={controlId}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': invalid || undefined,
        'aria-required': required || undefined,
      })}
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
