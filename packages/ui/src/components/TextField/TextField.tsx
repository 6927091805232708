import type { ReactNode } from 'react';
import { useControllableState } from '../../headless/useControllableState.ts';
import { InputField, type TextLikeFieldProps } from '../Field/InputField.tsx';

export const textFieldTypes = ['text', 'email', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends TextLikeFieldProps {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  type?: TextFieldType;
  inputMode?: 'text' | 'email' | 'url' | 'search' | 'numeric';
  maxLength?: number;
  enterKeyHint?: 'enter' | 'done' | 'go' | 'next' | 'previous' | 'search' | 'send';
  /** Shown before the input, e.g. a unit or an icon. */
  prefix?: ReactNode;
  /** Shown after the input. */
  suffix?: ReactNode;
}

/** A labelled single-line text input, controlled or uncontrolled. */
export function TextField({
  value,
  defaultValue = '',
  onChange,
  type = 'text',
  inputMode,
  maxLength,
  enterKeyHint,
  prefix,
  suffix,
  ...rest
}: TextFieldProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  return (
    <InputField
      {...rest}
      value={current}
      onText={setCurrent}
      type={type}
      inputMode={inputMode}
      maxLength={maxLength}
      enterKeyHint={enterKeyHint}
      prefix={prefix}
      suffix={suffix}
    />
  );
}
