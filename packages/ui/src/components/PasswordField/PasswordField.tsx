import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useControllableState } from '../../headless/useControllableState.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { InputField, type TextLikeFieldProps } from '../Field/InputField.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from '../Field/Field.css.ts';

export interface PasswordFieldProps extends TextLikeFieldProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** 'current-password' on login, 'new-password' when choosing one. */
  autoComplete?: 'current-password' | 'new-password' | 'off';
  maxLength?: number;
  /** Digits only keyboard, e.g. a 6-digit fund password. */
  numeric?: boolean;
  /** Overrides the kit text "Show password". */
  showLabel?: string;
  /** Overrides the kit text "Hide password". */
  hideLabel?: string;
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  value,
  defaultValue = '',
  onChange,
  autoComplete = 'current-password',
  maxLength,
  numeric = false,
  showLabel,
  hideLabel,
  disabled,
  ...rest
}: PasswordFieldProps) {
  const texts = useKitTexts();
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      {...rest}
      disabled={disabled}
      value={current}
      onText={setCurrent}
      type={visible ? 'text' : 'password'}
      inputMode={numeric ? 'numeric' : undefined}
      autoComplete={autoComplete}
      maxLength={maxLength}
      spellCheck={false}
      autoCapitalize="off"
      end={
        <button
          type="button"
          className={styles.boxButton}
          disabled={disabled}
          aria-label={visible ? (hideLabel ?? texts.password.hide) : (showLabel ?? texts.password.show)}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon icon={visible ? EyeOff : Eye} />
        </button>
      }
    />
  );
}
