import type { ReactNode } from 'react';
import type { DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Sheet } from '../Sheet/Sheet.tsx';
import type { ActionTone } from './actionTones.ts';
import * as styles from './ActionSheet.css.ts';

export interface ActionSheetAction {
  /** Stable key; the label by default. */
  key?: string;
  label: string;
  description?: string;
  tone?: ActionTone;
  disabled?: boolean;
  onSelect?: () => void;
}

interface ActionSheetBaseProps {
  open: boolean;
  onClose: () => void;
  description?: ReactNode;
  actions: readonly ActionSheetAction[];
  /** Called with the chosen action, before the sheet asks to close. */
  onAction?: (action: ActionSheetAction, index: number) => void;
  /** The cancel row (default true). */
  showCancel?: boolean;
  /** The cancel row's text; the kit's "Cancel" by default. */
  cancelLabel?: string;
  data?: DataAttributes;
}

/** Named by its visible title, or by `label` when it has none. */
export type ActionSheetProps = ActionSheetBaseProps &
  ({ title: ReactNode; label?: string } | { title?: undefined; label: string });

/** A bottom sheet of actions, each a button, with a cancel row; destructive ones in the negative tone. */
export function ActionSheet({
  open,
  onClose,
  title,
  label,
  description,
  actions,
  onAction,
  showCancel = true,
  cancelLabel,
  data,
}: ActionSheetProps) {
  const texts = useKitTexts();
  const naming = title !== undefined ? { title, label } : { label: label! };
  return (
    <Sheet {...naming} open={open} onClose={onClose} description={description} showClose={false} data={data}>
      <ul className={styles.list}>
        {actions.map((action, index) => (
          <li key={action.key ?? action.label} className={styles.item}>
            <button
              type="button"
              className={styles.action}
              data-tone={action.tone ?? 'default'}
              aria-disabled={action.disabled || undefined}
              onClick={() => {
                if (action.disabled) return;
                action.onSelect?.();
                onAction?.(action, index);
                onClose();
              }}
            >
              <span>{action.label}</span>
              {action.description ? <span className={styles.actionDescription}>{action.description}</span> : null}
            </button>
          </li>
        ))}
      </ul>
      {showCancel ? (
        <>
          <div className={styles.gap} aria-hidden="true" />
          <button type="button" className={styles.action} onClick={onClose}>
            {cancelLabel ?? texts.cancel}
          </button>
        </>
      ) : null}
    </Sheet>
  );
}
