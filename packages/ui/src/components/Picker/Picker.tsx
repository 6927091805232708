import { useId, useRef, useState, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { useControllableState } from '../../headless/useControllableState.ts';
import type { DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Button } from '../Button/Button.tsx';
import { Sheet } from '../Sheet/Sheet.tsx';
import * as styles from './Picker.css.ts';

export interface PickerOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface PickerProps<V extends string = string> {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  options: readonly PickerOption<V>[];
  /** Controlled choice; `null` for "nothing chosen yet" while staying controlled. */
  value?: V | null;
  defaultValue?: V;
  /** Called with the new choice when confirmed. */
  onChange?: (value: V) => void;
  confirmLabel?: string;
  cancelLabel?: string;
  data?: DataAttributes;
}

/**
 * Choose one option from a list in a bottom sheet. The choice is made with radio buttons and
 * only taken over on confirm; cancel (or Escape) leaves the value as it was.
 */
export function Picker<V extends string = string>({
  open,
  onClose,
  title,
  options,
  value: valueProp,
  defaultValue,
  onChange,
  confirmLabel,
  cancelLabel,
  data,
}: PickerProps<V>) {
  const texts = useKitTexts();
  const name = useId();
  const [value, setValue] = useControllableState<V | null | undefined>({
    value: valueProp,
    defaultValue,
    onChange: (next) => {
      if (next !== undefined && next !== null) onChange?.(next);
    },
  });
  // The choice in the sheet: starts from the value each time the sheet opens.
  const [draft, setDraft] = useState(value);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }
  const checkedRef = useRef<HTMLInputElement>(null);

  const confirm = () => {
    if (draft !== undefined && draft !== null) setValue(draft);
    onClose();
  };

  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={title}
      showClose={false}
      initialFocusRef={checkedRef}
      data={data}
      footer={
        <div className={styles.actions}>
          <div className={styles.action}>
            <Button block variant="secondary" onClick={onClose}>
              {cancelLabel ?? texts.cancel}
            </Button>
          </div>
          <div className={styles.action}>
            <Button block onClick={confirm}>
              {confirmLabel ?? texts.confirm}
            </Button>
          </div>
        </div>
      }
    >
      <div role="radiogroup" aria-label={typeof title === 'string' ? title : undefined} className={styles.group}>
        {options.map((option) => {
          const selected = option.value === draft;
          return (
            <label
              key={option.value}
              className={styles.option}
              data-selected={selected}
              data-disabled={option.disabled ?? false}
            >
              <input
                ref={selected ? checkedRef : undefined}
                type="radio"
                className={styles.input}
                name={name}
                value={option.value}
                checked={selected}
                disabled={option.disabled}
                onChange={() => setDraft(option.value)}
              />
              <span className={styles.text}>
                <span>{option.label}</span>
                {option.description ? <span className={styles.description}>{option.description}</span> : null}
              </span>
              <Check className={styles.check} aria-hidden="true" />
            </label>
          );
        })}
      </div>
    </Sheet>
  );
}
