import { useId, useState, type ReactNode } from 'react';
import type { DataAttributes } from '../../private/dataAttributes.ts';
import { useKitTexts } from '../../texts/KitTexts.tsx';
import { Button } from '../Button/Button.tsx';
import { Popup } from '../Popup/Popup.tsx';
import * as styles from './Dialog.css.ts';

export interface DialogProps {
  open: boolean;
  /** Asked to close: cancel, Escape, or a settled confirm. */
  onClose: () => void;
  title: ReactNode;
  message?: ReactNode;
  /**
   * The confirm action. A returned Promise keeps the confirm button loading until it settles;
   * the dialog then closes when it resolves and stays open when it rejects (show the error).
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called when cancelled (cancel button, Escape, overlay), before onClose. */
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Announced on the confirm button while onConfirm is pending. */
  loadingLabel?: string;
  /** Show the cancel button (default true); without it the dialog is a plain notice. */
  showCancel?: boolean;
  /** A destructive confirm (e.g. "Cancel order"): the confirm button turns danger. */
  destructive?: boolean;
  /** Other content between message and buttons. */
  children?: ReactNode;
  data?: DataAttributes;
}

/**
 * A centred confirmation: title, message, confirm and cancel. Prefer a Sheet for choices; use
 * this for a decision the user must take before going on.
 */
export function Dialog({
  open,
  onClose,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  loadingLabel,
  showCancel = true,
  destructive = false,
  children,
  data,
}: DialogProps) {
  const texts = useKitTexts();
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const [pending, setPending] = useState(false);
  const hasMessage = message !== undefined && message !== null;

  const cancel = () => {
    if (pending) return;
    onCancel?.();
    onClose();
  };

  const confirm = async () => {
    if (pending) return;
    const result = onConfirm?.();
    if (!isThenable(result)) {
      onClose();
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      onClose();
    } catch {
      setPending(false);
    }
  };

  return (
    <Popup
      open={open}
      onClose={cancel}
      position="center"
      role="alertdialog"
      labelledBy={titleId}
      describedBy={hasMessage ? messageId : undefined}
      closeOnOverlayClick={false}
      closeOnEscape={!pending}
      data={data}
    >
      <div className={styles.content}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {hasMessage ? (
          <p id={messageId} className={styles.message}>
            {message}
          </p>
        ) : null}
        {children}
      </div>
      <div className={styles.actions}>
        {showCancel ? (
          <div className={styles.action}>
            <Button block variant="secondary" disabled={pending} onClick={cancel}>
              {cancelLabel ?? texts.cancel}
            </Button>
          </div>
        ) : null}
        <div className={styles.action}>
          <Button
            block
            variant={destructive ? 'danger' : 'primary'}
            loading={pending}
            loadingLabel={loadingLabel ?? texts.loading}
            onClick={() => void confirm()}
          >
            {confirmLabel ?? texts.confirm}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}
