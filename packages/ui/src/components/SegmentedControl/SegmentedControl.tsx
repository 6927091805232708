import { useId, type ReactNode } from 'react';
import { useControllableState } from '../../headless/useControllableState.ts';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import * as styles from './SegmentedControl.css.ts';

export interface SegmentOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string = string> {
  /** Two to five segments, e.g. the market switcher nl / de / usd / usdt / usdc. */
  options: readonly SegmentOption<V>[];
  /** Names the group, e.g. "Market". */
  label: string;
  value?: V;
  /** The first option by default. */
  defaultValue?: V;
  onChange?: (value: V) => void;
  data?: DataAttributes;
}

/**
 * A compact radio group of 2–5 segments. Native radios underneath: arrow keys move and select,
 * Tab enters and leaves the group as one stop. Segments share the width by their labels, so a long
 * word (German) gets the room it needs and is broken only when it cannot fit at all; each stays a
 * 44 px touch target, and selecting one does not move the others.
 */
export function SegmentedControl<V extends string = string>({
  options,
  label,
  value,
  defaultValue,
  onChange,
  data,
}: SegmentedControlProps<V>) {
  const name = useId();
  const [selected, setSelected] = useControllableState<V | undefined>({
    value,
    defaultValue: defaultValue ?? options[0]?.value,
    onChange: (next) => {
      if (next !== undefined) onChange?.(next);
    },
  });
  return (
    <div {...buildDataAttributes(data)} role="radiogroup" aria-label={label} className={styles.group}>
      {options.map((option) => {
        const checked = option.value === selected;
        return (
          <label
            key={option.value}
            className={styles.segment}
            data-selected={checked}
            data-disabled={option.disabled ?? false}
          >
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              onChange={() => setSelected(option.value)}
            />
            <span className={styles.text}>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
