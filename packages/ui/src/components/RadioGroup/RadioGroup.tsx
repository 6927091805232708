import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useControllableState } from '../../headless/useControllableState.ts';
import * as styles from './RadioGroup.css.ts';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioGroupProps<V extends string = string> {
  label: ReactNode;
  options: readonly RadioOption<V>[];
  /** The chosen value; null when nothing is chosen yet. */
  value?: V | null;
  defaultValue?: V | null;
  onChange?: (value: V | null) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: RadioGroupOrientation;
  data?: DataAttributes;
}

/**
 * One choice out of a few (APG radio group): one tab stop, arrow keys move and choose,
 * Space chooses the focused option, Home/End jump to the ends.
 */
export function RadioGroup<V extends string = string>({
  label,
  options,
  value,
  defaultValue = null,
  onChange,
  hint,
  error,
  required,
  disabled = false,
  orientation = 'vertical',
  data,
}: RadioGroupProps<V>) {
  const id = useId();
  const [current, setCurrent] = useControllableState<V | null>({ value, defaultValue, onChange });
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = (index: number) => !disabled && !options[index]?.disabled;
  const selectedIndex = options.findIndex((option) => option.value === current);
  const tabStop =
    selectedIndex >= 0 && enabled(selectedIndex) ? selectedIndex : options.findIndex((_, i) => enabled(i));
  const invalid = Boolean(error);

  const choose = (index: number) => {
    const option = options[index];
    if (!option || !enabled(index)) return;
    setCurrent(option.value);
  };

  const move = (from: number, delta: number) => {
    const count = options.length;
    for (let step = 1; step <= count; step += 1) {
      const index = (((from + delta * step) % count) + count) % count;
      if (enabled(index)) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let target: number | null = null;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') target = move(index, 1);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') target = move(index, -1);
    else if (event.key === 'Home') target = move(-1, 1);
    else if (event.key === 'End') target = move(options.length, -1);
    if (target === null) return;
    event.preventDefault();
    refs.current[target]?.focus();
    choose(target);
  };

  const describedBy = [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div {...buildDataAttributes(data)} className={styles.group} data-invalid={invalid}>
      <span id={`${id}-label`} className={styles.legend}>
        {label}
      </span>
      <div
        role="radiogroup"
        className={styles.options}
        data-orientation={orientation}
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-disabled={disabled || undefined}
        aria-orientation={orientation}
      >
        {options.map((option, index) => {
          const checked = index === selectedIndex;
          return (
            <button
              key={option.value}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="radio"
              className={styles.radio}
              aria-checked={checked}
              aria-disabled={!enabled(index) || undefined}
              tabIndex={index === tabStop ? 0 : -1}
              data-state={checked ? 'checked' : 'unchecked'}
              onClick={() => choose(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.text}>
                <span>{option.label}</span>
                {option.description ? <span className={styles.description}>{option.description}</span> : null}
              </span>
            </button>
          );
        })}
      </div>
      {invalid ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
