import type { ReactNode } from 'react';
import { useControllableState } from '../../headless/useControllableState.ts';
import { InputField, type TextLikeFieldProps } from '../Field/InputField.tsx';

export interface PhoneFieldProps extends TextLikeFieldProps {
  /** Digits only. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Most digits accepted, e.g. 10. */
  maxLength?: number;
  /** Shown before the number, e.g. '+31'. */
  prefix?: ReactNode;
}

/** A phone-number input: telephone keyboard, digits only. */
export function PhoneField({
  value,
  defaultValue = '',
  onChange,
  maxLength,
  prefix,
  autoComplete = 'tel-national',
  ...rest
}: PhoneFieldProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  return (
    <InputField
      {...rest}
      autoComplete={autoComplete}
      value={current}
      onText={(text) => {
        const digits = text.replace(/\D/g, '');
        setCurrent(maxLength === undefined ? digits : digits.slice(0, maxLength));
      }}
      type="tel"
      inputMode="tel"
      numeric
      prefix={prefix}
    />
  );
}
