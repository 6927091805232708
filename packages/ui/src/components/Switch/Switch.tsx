import { useId, type ReactNode } from 'react';
import { buildDataAttributes, type DataAttributes } from '../../private/dataAttributes.ts';
import { useControllableState } from '../../headless/useControllableState.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps {
  /** The visible label on the left, e.g. "Price alerts". */
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  data?: DataAttributes;
}

/** An on/off setting that applies at once: role="switch" with aria-checked, the label on the left. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked = false,
  onChange,
  disabled = false,
  data,
}: SwitchProps) {
  const id = useId();
  const [current, setCurrent] = useControllableState({ value: checked, defaultValue: defaultChecked, onChange });
  return (
    <div {...buildDataAttributes(data)} className={styles.row}>
      <span className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        className={styles.track}
        aria-checked={current}
        aria-describedby={description ? `${id}-description` : undefined}
        data-state={current ? 'checked' : 'unchecked'}
        disabled={disabled}
        onClick={() => setCurrent(!current)}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
