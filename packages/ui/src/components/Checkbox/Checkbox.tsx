import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useControllableState } from '../../headless/useControllableState.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps {
  /** The label, e.g. "I agree to the terms" (may contain a link). */
  children: ReactNode;
  description?: ReactNode;
  /** Error text, already translated, e.g. "Accept the terms to continue". */
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  data?: DataAttributes;
}

/** A native checkbox with a themed box, a label and optional description and error. */
export function Checkbox({
  children,
  description,
  error,
  checked,
  defaultChecked = false,
  onChange,
  disabled = false,
  required,
  name,
  value,
  data,
}: CheckboxProps) {
  const id = useId();
  const [current, setCurrent] = useControllableState({ value: checked, defaultValue: defaultChecked, onChange });
  const invalid = Boolean(error);
  const describedBy = [invalid ? `${id}-error` : null, description ? `${id}-description` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div {...buildDataAttributes(data)}>
      <div className={styles.root} data-disabled={disabled} data-state={current ? 'checked' : 'unchecked'}>
        <input
          id={id}
          className={styles.input}
          type="checkbox"
          checked={current}
          onChange={(event) => setCurrent(event.target.checked)}
          disabled={disabled}
          required={required}
          name={name}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        <span className={styles.box} aria-hidden="true">
          <Check className={styles.check} strokeWidth={3} />
        </span>
        <span className={styles.text}>
          <label htmlFor={id} className={styles.label}>
            {children}
          </label>
          {description ? (
            <span id={`${id}-description`} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
