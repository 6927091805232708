import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { useControllableState } from '../../headless/useControllableState.ts';
import type { DataAttributes } from '../../private/dataAttributes.ts';
import { Field, fieldLabelId } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Picker, type PickerOption } from '../Picker/Picker.tsx';
import * as styles from './PickerField.css.ts';

export interface PickerFieldProps<V extends string = string> {
  /** The visible label; with the chosen option it names the button ("From, EUR"). */
  label: ReactNode;
  options: readonly PickerOption<V>[];
  /** Controlled choice; `null` for "nothing chosen yet" while staying controlled. */
  value?: V | null;
  defaultValue?: V | null;
  /** Called with the new choice when it is confirmed in the sheet. */
  onChange?: (value: V) => void;
  /** Shown (muted) while nothing is chosen, e.g. "Choose a currency". */
  placeholder?: string;
  /** The sheet's title; the label by default. */
  title?: ReactNode;
  /** The sheet's buttons; the kit's "Confirm" and "Cancel" by default. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Help text under the field. */
  hint?: ReactNode;
  /** An error message, already translated by the app; marks the field invalid. */
  error?: ReactNode;
  disabled?: boolean;
  /** Id of the button, so that a form can move the focus to its first invalid field; generated when left out. */
  id?: string;
  data?: DataAttributes;
}

/**
 * A form field that chooses one option in a bottom sheet (the kit's Picker): it looks like a
 * text field and is a button named by its label and the chosen option, described by its error
 * and hint. The choice is taken over only when confirmed in the sheet.
 */
export function PickerField<V extends string = string>({
  label,
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  placeholder,
  title,
  confirmLabel,
  cancelLabel,
  hint,
  error,
  disabled = false,
  id,
  data,
}: PickerFieldProps<V>) {
  const [value, setValue] = useControllableState<V | null>({
    value: valueProp,
    defaultValue,
    onChange: (next) => {
      if (next !== null) onChange?.(next);
    },
  });
  const [open, setOpen] = useState(false);
  const chosen = value === null ? undefined : options.find((option) => option.value === value);
  return (
    <Field label={label} hint={hint} error={error} id={id} data={data}>
      {(control) => (
        <>
          {/* ARIA 1.2 lists aria-invalid for form inputs only, but screen readers announce it on the
              button that stands for this field as on a text field's input, and axe accepts it. */}
          {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
          <button
            id={control.id}
            type="button"
            className={styles.trigger}
            // The label, then the choice: "From EUR". Not the button itself: its <label for> would
            // name it again instead of its text.
            aria-labelledby={`${fieldLabelId(control.id)} ${control.id}-value`}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            aria-haspopup="dialog"
            aria-expanded={open}
            data-invalid={control['aria-invalid'] === true}
            disabled={disabled}
            onClick={() => setOpen(true)}
          >
            <span id={`${control.id}-value`} className={styles.value} data-placeholder={chosen === undefined}>
              {chosen ? chosen.label : placeholder}
            </span>
            <span className={styles.chevron}>
              <Icon icon={ChevronDown} />
            </span>
          </button>
          <Picker<V>
            open={open}
            onClose={() => setOpen(false)}
            title={title ?? label}
            options={options}
            value={value}
            onChange={setValue}
            confirmLabel={confirmLabel}
            cancelLabel={cancelLabel}
          />
        </>
      )}
    </Field>
  );
}
