import { useControllableState } from '../../headless/useControllableState.ts';
import { InputField, type TextLikeFieldProps } from '../Field/InputField.tsx';
import { normalizeAmount } from './normalizeAmount.ts';

export interface AmountFieldProps extends TextLikeFieldProps {
  /** The amount as a '.' decimal string ('' when empty); never a float. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Decimals allowed: 2 for fiat, 6 for USDT/USDC (`currencyScale` of @broker/domain). */
  scale?: number;
  /** Shown before the amount, e.g. '$' or '€'. */
  prefix?: string;
  /** Shown after the amount, e.g. 'USDT'. */
  suffix?: string;
  enterKeyHint?: 'enter' | 'done' | 'go' | 'next' | 'send';
  /**
   * The decimal separator shown while typing; default ',' like every amount the kit shows
   * (`Money`: '1.234,56'). Both are accepted as input; `value` always uses '.'.
   */
  decimalSeparator?: ',' | '.';
}

/**
 * An amount input: a decimal keyboard, ',' or '.' as the separator, at most `scale` decimals,
 * and a value that stays a decimal string so that no amount passes through a binary float.
 */
export function AmountField({
  value,
  defaultValue = '',
  onChange,
  scale = 2,
  prefix,
  suffix,
  enterKeyHint,
  decimalSeparator = ',',
  autoComplete = 'off',
  ...rest
}: AmountFieldProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  return (
    <InputField
      {...rest}
      autoComplete={autoComplete}
      value={decimalSeparator === '.' ? current : current.replace('.', decimalSeparator)}
      onText={(text) => {
        const next = normalizeAmount(text, scale);
        if (next !== null) setCurrent(next);
      }}
      type="text"
      inputMode="decimal"
      enterKeyHint={enterKeyHint}
      numeric
      prefix={prefix}
      suffix={suffix}
      spellCheck={false}
    />
  );
}
