import { useState, type ReactNode } from 'react';
import { Minus, Plus } from 'lucide-react';
import type { DataAttributes } from '../../private/dataAttributes.ts';
import { useControllableState } from '../../headless/useControllableState.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Field } from '../Field/Field.tsx';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Stepper.css.ts';

export interface StepperProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** A whole number, e.g. lots. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** Overrides the kit text "Decrease". */
  decreaseLabel?: string;
  /** Overrides the kit text "Increase". */
  increaseLabel?: string;
  data?: DataAttributes;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A whole-number input with − and + buttons (lots). Typing is allowed; the arrow keys, Page
 * Up/Down, Home and End step it like a native spin button. Out-of-range text is clamped on blur.
 */
export function Stepper({
  label,
  hint,
  error,
  required,
  value,
  defaultValue,
  onChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  disabled = false,
  name,
  id,
  decreaseLabel,
  increaseLabel,
  data,
}: StepperProps) {
  const texts = useKitTexts();
  const [current, setCurrent] = useControllableState({ value, defaultValue: defaultValue ?? min, onChange });
  // What is being typed, until it is committed on blur or Enter.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    setDraft(null);
    setCurrent(clamp(Math.trunc(next), min, max));
  };
  const commitDraft = () => {
    if (draft === null) return;
    commit(draft === '' ? current : Number(draft));
  };
  const stepBy = (delta: number) => {
    const base = draft === null || draft === '' ? current : Number(draft);
    commit(base + delta);
  };

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} data={data}>
      {(control) => (
        <div className={styles.box} data-invalid={control['aria-invalid'] === true} data-disabled={disabled}>
          <button
            type="button"
            tabIndex={-1}
            className={styles.button}
            aria-label={decreaseLabel ?? texts.stepper.decrease}
            aria-controls={control.id}
            disabled={disabled || current <= min}
            onClick={() => stepBy(-step)}
          >
            <Icon icon={Minus} />
          </button>
          <input
            {...control}
            className={styles.input}
            role="spinbutton"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            name={name}
            disabled={disabled}
            aria-valuenow={current}
            aria-valuemin={min}
            aria-valuemax={max === Number.MAX_SAFE_INTEGER ? undefined : max}
            value={draft ?? String(current)}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '');
              setDraft(digits);
              const typed = Number(digits);
              if (digits !== '' && typed >= min && typed <= max) setCurrent(typed);
            }}
            onBlur={commitDraft}
            onKeyDown={(event) => {
              const keys: Record<string, () => void> = {
                ArrowUp: () => stepBy(step),
                ArrowDown: () => stepBy(-step),
                PageUp: () => stepBy(step * 10),
                PageDown: () => stepBy(-step * 10),
                Home: () => commit(min),
                End: () => {
                  if (max !== Number.MAX_SAFE_INTEGER) commit(max);
                },
              };
              if (event.key === 'Enter') {
                commitDraft();
                return;
              }
              const action = keys[event.key];
              if (!action) return;
              event.preventDefault();
              action();
            }}
          />
          <button
            type="button"
            tabIndex={-1}
            className={styles.button}
            aria-label={increaseLabel ?? texts.stepper.increase}
            aria-controls={control.id}
            disabled={disabled || current >= max}
            onClick={() => stepBy(step)}
          >
            <Icon icon={Plus} />
          </button>
        </div>
      )}
    </Field>
  );
}
