import type { FocusEvent, HTMLInputAutoCompleteAttribute, KeyboardEvent, ReactNode, Ref } from 'react';
import type { DataAttributes } from '../../private/dataAttributes.ts';
import { Field } from './Field.tsx';
import * as styles from './Field.css.ts';

/** Props every text-like field shares (TextField, PasswordField, AmountField, PhoneField). */
export interface TextLikeFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text, already translated; marks the field invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  name?: string;
  id?: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoFocus?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  data?: DataAttributes;
}

interface InputFieldProps extends TextLikeFieldProps {
  value: string;
  /** Receives the raw text typed; the caller decides what to keep. */
  onText: (text: string) => void;
  type: 'text' | 'password' | 'email' | 'tel' | 'url' | 'search';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'email' | 'url' | 'search' | 'none';
  maxLength?: number | undefined;
  enterKeyHint?: 'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send';
  numeric?: boolean;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** A button at the end of the box (show password). */
  end?: ReactNode;
  spellCheck?: boolean;
  autoCapitalize?: string;
}

/** Internal: the labelled box with an input that the public text-like fields are made of. */
export function InputField({
  label,
  hint,
  error,
  required,
  disabled = false,
  readOnly,
  placeholder,
  name,
  id,
  autoComplete,
  autoFocus,
  onBlur,
  onFocus,
  onKeyDown,
  inputRef,
  data,
  value,
  onText,
  type,
  inputMode,
  maxLength,
  enterKeyHint,
  numeric = false,
  prefix,
  suffix,
  end,
  spellCheck,
  autoCapitalize,
}: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} data={data}>
      {(control) => (
        <div className={styles.box} data-invalid={control['aria-invalid'] === true} data-disabled={disabled}>
          {prefix !== undefined && prefix !== null && prefix !== '' ? (
            <span className={styles.affix}>{prefix}</span>
          ) : null}
          <input
            {...control}
            ref={inputRef}
            className={styles.input}
            data-numeric={numeric}
            type={type}
            inputMode={inputMode}
            value={value}
            onChange={(event) => onText(event.target.value)}
            onBlur={onBlur}
            onFocus={onFocus}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            name={name}
            autoComplete={autoComplete}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only when a screen asks for it
            autoFocus={autoFocus}
            maxLength={maxLength}
            enterKeyHint={enterKeyHint}
            disabled={disabled}
            readOnly={readOnly}
            spellCheck={spellCheck}
            autoCapitalize={autoCapitalize}
          />
          {suffix !== undefined && suffix !== null && suffix !== '' ? (
            <span className={styles.affix}>{suffix}</span>
          ) : null}
          {end}
        </div>
      )}
    </Field>
  );
}
